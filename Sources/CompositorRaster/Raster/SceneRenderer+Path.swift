import CFreeType
import CompositorCore
import CompositorScene

extension SceneRenderer {
    /// CAShapeLayer's drawing: the fill, then the stroke over it, each a FreeType coverage mask
    /// in device pixels painted through the clip.
    package func drawPath(_ content: PathContent, of view: View, toDevice: AffineTransform, opacity: Double, clip: ClipRegion,
                  into pixmap: inout Pixmap) throws {
        let fill = content.fillColor?.premultiplied(opacity: opacity).packed ?? 0
        let stroke = content.strokeColor?.premultiplied(opacity: opacity).packed ?? 0
        guard fill != 0 || stroke != 0, !clip.isEmpty else { return }
        let pathToDevice = content.pathToView(size: view.frame.size).concatenating(toDevice)
        let device = content.path.applying(pathToDevice)
        let rasterizer = try pathRasterizer()
        // The mask over the clip without a culling band (`ClipRegion.uncut`): the same coverage
        // as drawn whole, filled only through `clip`.
        let area = clip.uncut.intersection(pixmap.bounds)
        if fill != 0, let mask = rasterizer.fill(device, evenOdd: content.fillRule == .evenOdd, clip: area) {
            pixmap.fill(mask, color: fill, clip: clip)
        }
        if stroke != 0 {
            // A stroke's width scales with the mean scale of the map (exact for uniform scales).
            let width = content.lineWidth * abs(pathToDevice.determinant).squareRoot()
            if let mask = rasterizer.stroke(device, width: width, cap: content.lineCap.freeType, join: content.lineJoin.freeType,
                                            miterLimit: content.miterLimit, clip: area) {
                pixmap.fill(mask, color: stroke, clip: clip)
            }
        }
    }
}

extension PathContent.LineCap {
    package var freeType: FT_Stroker_LineCap {
        switch self {
        case .butt: FT_STROKER_LINECAP_BUTT
        case .round: FT_STROKER_LINECAP_ROUND
        case .square: FT_STROKER_LINECAP_SQUARE
        }
    }
}

extension PathContent.LineJoin {
    package var freeType: FT_Stroker_LineJoin {
        switch self {
        case .miter: FT_STROKER_LINEJOIN_MITER_FIXED
        case .round: FT_STROKER_LINEJOIN_ROUND
        case .bevel: FT_STROKER_LINEJOIN_BEVEL
        }
    }
}
