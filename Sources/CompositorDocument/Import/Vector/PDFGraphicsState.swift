import CompositorCore
import CompositorScene

/// What `q` saves and `Q` restores while a PDF page's content runs (ISO 32000-1 §8.4): the
/// transform to image points (y down) and the paint of fills and strokes.
struct PDFGraphicsState {
    /// User space to the image's points (the page's y-up space flipped at its crop box).
    var transform: AffineTransform
    var fill = PDFPaint()
    var stroke = PDFPaint()
    var lineWidth = 1.0
    var lineCap = PathContent.LineCap.butt
    var lineJoin = PathContent.LineJoin.miter
    var miterLimit = 10.0

    /// The stroke width in image points: the line width times the transform's mean scale.
    var scaledLineWidth: Double { lineWidth * abs(transform.determinant).squareRoot() }
}

/// A fill or stroke paint: its colour space's component count, the colour as RGB, and the
/// constant alpha of the graphics state (`ca`, `CA`). `nil` colour: a pattern, not drawn.
struct PDFPaint {
    var components = 1
    var rgb: (Double, Double, Double)? = (0, 0, 0)
    var alpha = 1.0

    /// The colour from `values` in this paint's space: gray, RGB, or CMYK (as Poppler's plain
    /// device conversion, 1 − min(1, c + k)).
    mutating func set(_ values: [Double]) {
        let v = values.map { min(max($0, 0), 1) }
        switch v.count {
        case 1: rgb = (v[0], v[0], v[0])
        case 3: rgb = (v[0], v[1], v[2])
        case 4: rgb = (1 - min(1, v[0] + v[3]), 1 - min(1, v[1] + v[3]), 1 - min(1, v[2] + v[3]))
        default: rgb = nil
        }
    }

    var color: Color? { rgb.map { Color(red: $0.0, green: $0.1, blue: $0.2, alpha: alpha) } }
}
