import CompositorCore
import CompositorRaster
import CompositorScene

/// A vector image set's drawing, read from its SVG or PDF: filled and stroked paths in points
/// (y down, origin at the top left of `size`), back to front, groups that fade as one (an SVG
/// `opacity` on a group, a PDF transparency group drawn with a constant alpha) and groups cut
/// by a clipping region (an SVG `clip-path`).
///
/// It draws through the scene renderer — each shape a view with `PathContent`, each group a
/// view with `alpha` and subviews — so it is rasterized by the project's own FreeType path
/// rasterizer in integer coverage, the same bytes on every CPU. A clipped group is drawn into
/// a layer of its own whose pixels are then scaled by the clip's coverage (`VectorClip`).
package struct VectorArtwork: Sendable {
    /// One shape or group, back to front.
    package indirect enum Node: Sendable {
        case shape(PathContent)
        /// Children composited together, then faded by `alpha`.
        case group(alpha: Double, [Node])
        /// Children composited together, then cut by the clip: each pixel scaled by its coverage.
        case clipped(VectorClip, [Node])

        /// Whether a clip is in this subtree (so it is drawn in layers, not as views alone).
        var holdsClip: Bool {
            switch self {
            case .shape: false
            case .group(_, let children): children.contains(where: \.holdsClip)
            case .clipped: true
            }
        }
    }

    /// The image's size in points (an SVG's width and height, a PDF page's crop box).
    public var size: Size
    public var nodes: [Node]
    /// What the reader could not draw (text, images, gradients, masks), each once: the import
    /// notes them with the image set.
    public var skipped: [String]

    public init(size: Size, nodes: [Node], skipped: [String] = []) {
        self.size = size; self.nodes = nodes; self.skipped = skipped
    }

    /// The view that draws `node` (one without clips), filling the image's bounds.
    func view(_ node: Node) -> View {
        var v = View(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        switch node {
        case .shape(let content): v.path = content
        case .group(let alpha, let children): v.alpha = alpha; v.subviews = children.map(view)
        case .clipped(_, let children): v.subviews = children.map(view)
        }
        return v
    }

    /// The views that draw the artwork, each filling the image's bounds (clips left out).
    var views: [View] { nodes.map(view) }

    /// The artwork drawn at `scale` pixels per point on a transparent ground: the size times the
    /// scale, rounded (at least one pixel).
    package func rasterized(scale: Double) throws -> Pixmap {
        let canvas = Canvas(size: size, scale: scale, backgroundColor: .clear)
        var pixmap = Pixmap(width: max(canvas.pixelWidth, 1), height: max(canvas.pixelHeight, 1))
        try draw(nodes, with: SceneRenderer(canvas: canvas), scale: scale, into: &pixmap)
        return pixmap
    }

    /// Draws `nodes` over `pixmap`: runs without clips as views in one pass, a node holding a
    /// clip in a layer of its own composited over (faded by a group's alpha, cut by a clip).
    private func draw(_ nodes: [Node], with renderer: SceneRenderer, scale: Double, into pixmap: inout Pixmap) throws {
        var run: [View] = []
        for node in nodes {
            guard node.holdsClip else { run.append(view(node)); continue }
            try renderer.draw(run, into: &pixmap)
            run = []
            var layer = Pixmap(width: pixmap.width, height: pixmap.height)
            switch node {
            case .shape: break
            case .group(let alpha, let children):
                try draw(children, with: renderer, scale: scale, into: &layer)
                let q = UInt32(Color.quantize(alpha))
                for i in layer.pixels.indices where layer.pixels[i] != 0 { layer.pixels[i] = PixelMath.scale(layer.pixels[i], by: q) }
            case .clipped(let clip, let children):
                try draw(children, with: renderer, scale: scale, into: &layer)
                let mask = clip.coverage(scale: scale, width: layer.width, height: layer.height, rasterizer: try renderer.pathRasterizer())
                for i in layer.pixels.indices where layer.pixels[i] != 0 {
                    layer.pixels[i] = mask[i] == 255 ? layer.pixels[i] : PixelMath.scale(layer.pixels[i], by: UInt32(mask[i]))
                }
            }
            for i in pixmap.pixels.indices where layer.pixels[i] != 0 { pixmap.pixels[i] = PixelMath.over(layer.pixels[i], pixmap.pixels[i]) }
        }
        try renderer.draw(run, into: &pixmap)
    }
}
