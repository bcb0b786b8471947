import CompositorCore
import CompositorScene

/// A vector image set's drawing, read from its SVG or PDF: filled and stroked paths in points
/// (y down, origin at the top left of `size`), back to front, and groups that fade as one (an
/// SVG `opacity` on a group, a PDF transparency group drawn with a constant alpha).
///
/// It draws through the scene renderer — each shape a view with `PathContent`, each group a
/// view with `alpha` and subviews — so it is rasterized by the project's own FreeType path
/// rasterizer in integer coverage, the same bytes on every CPU.
package struct VectorArtwork: Sendable {
    /// One shape or group, back to front.
    package indirect enum Node: Sendable {
        case shape(PathContent)
        /// Children composited together, then faded by `alpha`.
        case group(alpha: Double, [Node])
    }

    /// The image's size in points (an SVG's width and height, a PDF page's crop box).
    public var size: Size
    public var nodes: [Node]
    /// What the reader could not draw (text, images, gradients, clipping), each once: the import
    /// notes them with the image set.
    public var skipped: [String]

    public init(size: Size, nodes: [Node], skipped: [String] = []) {
        self.size = size; self.nodes = nodes; self.skipped = skipped
    }

    /// The views that draw the artwork, each filling the image's bounds.
    var views: [View] {
        func view(_ node: Node) -> View {
            var v = View(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
            switch node {
            case .shape(let content): v.path = content
            case .group(let alpha, let children): v.alpha = alpha; v.subviews = children.map(view)
            }
            return v
        }
        return nodes.map(view)
    }

    /// The artwork drawn at `scale` pixels per point on a transparent ground: the size times the
    /// scale, rounded (at least one pixel).
    func rasterized(scale: Double) throws -> Pixmap {
        let canvas = Canvas(size: size, scale: scale, backgroundColor: .clear)
        var pixmap = Pixmap(width: max(canvas.pixelWidth, 1), height: max(canvas.pixelHeight, 1))
        try SceneRenderer(canvas: canvas).draw(views, into: &pixmap)
        return pixmap
    }
}
