import CompositorCore
import CompositorScene

/// Walks an SVG document's elements into artwork nodes (`SVGReader` says which), carrying the
/// transform to image points and the inherited style down, bounded by `VectorImageLimits`;
/// an element's `clip-path` becomes a clipped node (`SVGWalker+Clip`).
struct SVGWalker {
    /// Elements by `id`, for `url(#id)` paints.
    let ids: [String: IBNode]
    private(set) var skipped: [String] = []
    private var elements = 0, shapes = 0
    /// Clipped elements read so far, and how many hold the element being read.
    var clips = 0, openClips = 0

    init(ids: [String: IBNode]) { self.ids = ids }

    /// Elements whose content is never drawn where it stands.
    static let definitions: Set<String> = ["defs", "symbol", "clipPath", "mask", "pattern", "marker", "linearGradient",
                                           "radialGradient", "title", "desc", "metadata", "filter", "style", "script"]
    static let groups: Set<String> = ["g", "a", "switch", "svg"]
    static let unsupported: [String: String] = [
        "text": "text", "image": "images", "use": "<use> references", "foreignObject": "foreign objects",
    ]

    mutating func skip(_ what: String) { if !skipped.contains(what) { skipped.append(what) } }

    mutating func children(of node: IBNode, transform: AffineTransform, style: SVGStyle, depth: Int) throws(VectorImageError) -> [VectorArtwork.Node] {
        var nodes: [VectorArtwork.Node] = []
        for child in node.children { nodes += try element(child, transform: transform, style: style, depth: depth + 1) }
        return nodes
    }

    /// The nodes `node` draws.
    mutating func element(_ node: IBNode, transform: AffineTransform, style inherited: SVGStyle, depth: Int) throws(VectorImageError) -> [VectorArtwork.Node] {
        guard depth < VectorImageLimits.maxDepth else {
            throw VectorImageError("elements nested deeper than \(VectorImageLimits.maxDepth) levels (VectorImageLimits.maxDepth)")
        }
        let name = node.name.split(separator: ":").last.map(String.init) ?? node.name
        if Self.definitions.contains(name) {
            switch name {
            case "style": skip("<style> sheets (only attributes and style=\"…\" are read)")
            case "filter": skip("filters")
            default: break
            }
            return []
        }
        if let what = Self.unsupported[name] { skip(what); return [] }
        var style = inherited
        let (opacity, displayed, clipPath) = style.apply(node.attributes)
        guard displayed else { return [] }
        var local = transform
        if let text = node["transform"] {
            guard let t = SVGNumbers.transform(text) else { skip("transforms that do not parse"); return [] }
            local = t.concatenating(transform)
        }
        var clip: VectorClip?
        if let clipPath { clip = try self.clip(clipPath, transform: local) }
        if clip != nil { openClips += 1 }
        defer { if clip != nil { openClips -= 1 } }
        if node["mask"] != nil { skip("masks") }
        if node["filter"] != nil { skip("filters") }
        var drawn: [VectorArtwork.Node]
        if Self.groups.contains(name) {
            drawn = try children(of: node, transform: local, style: style, depth: depth)
        } else if let path = try shapePath(node, name: name) {
            drawn = style.hidden ? [] : try shape(path, transform: local, style: style, open: name == "line")
        } else {
            drawn = []
        }
        if let clip, !drawn.isEmpty { drawn = clip.shapes.isEmpty ? [] : [.clipped(clip, drawn)] }
        guard opacity < 1, !drawn.isEmpty else { return drawn }
        return [.group(alpha: opacity, drawn)]
    }

    /// The outline of a basic shape or path in its own user units; `nil` for other elements.
    mutating func shapePath(_ node: IBNode, name: String) throws(VectorImageError) -> VectorPath? {
        func n(_ key: String) -> Double { SVGNumbers.length(node[key]) ?? 0 }
        let path: VectorPath
        switch name {
        case "path":
            do { path = try PathData.parse(node["d"] ?? "") } catch {
                throw VectorImageError("<path> at line \(node.line): its d is not path data at offset \(error.offset): \(error.message)")
            }
        case "rect":
            var rx = SVGNumbers.length(node["rx"]), ry = SVGNumbers.length(node["ry"])
            if rx == nil { rx = ry }; if ry == nil { ry = rx }
            path = Self.rect(x: n("x"), y: n("y"), width: n("width"), height: n("height"), rx: rx ?? 0, ry: ry ?? 0)
        case "circle": path = Self.ellipse(cx: n("cx"), cy: n("cy"), rx: n("r"), ry: n("r"))
        case "ellipse": path = Self.ellipse(cx: n("cx"), cy: n("cy"), rx: n("rx"), ry: n("ry"))
        case "line": path = VectorPath(elements: [.move(Point(x: n("x1"), y: n("y1"))), .line(Point(x: n("x2"), y: n("y2")))])
        case "polyline", "polygon":
            let v = SVGNumbers.list(node["points"] ?? "")
            var elements: [VectorPath.Element] = stride(from: 0, to: v.count - 1, by: 2).map { i in .line(Point(x: v[i], y: v[i + 1])) }
            guard let first = elements.first, case .line(let p) = first else { return VectorPath() }
            elements[0] = .move(p)
            if name == "polygon" { elements.append(.close) }
            path = VectorPath(elements: elements)
        default:
            return nil
        }
        elements += path.elements.count
        guard elements <= VectorImageLimits.maxPathElements else {
            throw VectorImageError("more than \(VectorImageLimits.maxPathElements) path elements (VectorImageLimits.maxPathElements)")
        }
        return path
    }

    /// A shape node for `path` in `style` (empty when it paints nothing).
    private mutating func shape(_ path: VectorPath, transform: AffineTransform, style: SVGStyle, open: Bool) throws(VectorImageError) -> [VectorArtwork.Node] {
        guard !path.elements.isEmpty else { return [] }
        let fill = open ? nil : color(style.fill, opacity: style.fillOpacity)
        let stroke = style.strokeWidth > 0 ? color(style.stroke, opacity: style.strokeOpacity) : nil
        guard fill != nil || stroke != nil else { return [] }
        shapes += 1
        guard shapes <= VectorImageLimits.maxShapes else {
            throw VectorImageError("more than \(VectorImageLimits.maxShapes) shapes (VectorImageLimits.maxShapes)")
        }
        return [.shape(PathContent(path: path.applying(transform), fillColor: fill, fillRule: style.fillRule, strokeColor: stroke,
                                   lineWidth: style.strokeWidth * abs(transform.determinant).squareRoot(),
                                   lineCap: style.lineCap, lineJoin: style.lineJoin, miterLimit: style.miterLimit))]
    }

    /// A paint as a colour: a gradient by its first stop, an unknown colour as black (both noted).
    private mutating func color(_ paint: SVGColor.Paint, opacity: Double) -> Color? {
        switch paint {
        case .none: return nil
        case .color(let r, let g, let b): return Color(red: r, green: g, blue: b, alpha: opacity)
        case .unknown(let text):
            skip("colours it does not know (\(text.prefix(30)), drawn black)")
            return Color(red: 0, green: 0, blue: 0, alpha: opacity)
        case .reference(let id, let fallback):
            let target = ids[String(id.dropFirst())]
            if let target, target.name.hasSuffix("Gradient"), let stop = target.children.first(where: { $0.name == "stop" }) {
                skip("gradients (drawn in their first stop's colour)")
                var style = SVGStyle()
                style.fill = .none
                _ = style.apply(["fill": stop["stop-color"] ?? "black"].merging(stop["style"].map { ["style": $0.replacingOccurrences(of: "stop-color", with: "fill")] } ?? [:]) { $1 })
                if case .color(let r, let g, let b) = style.fill { return Color(red: r, green: g, blue: b, alpha: opacity) }
            }
            skip("pattern paints")
            return fallback.map { $0.withOpacity(opacity) }
        }
    }

    /// A rectangle with corners of radii `rx`, `ry` (each at most half the side), clockwise.
    static func rect(x: Double, y: Double, width w: Double, height h: Double, rx: Double, ry: Double) -> VectorPath {
        guard w > 0, h > 0 else { return VectorPath() }
        let rx = min(max(rx, 0), w / 2), ry = min(max(ry, 0), h / 2)
        if rx == 0 || ry == 0 {
            return VectorPath(elements: [.move(Point(x: x, y: y)), .line(Point(x: x + w, y: y)), .line(Point(x: x + w, y: y + h)),
                                         .line(Point(x: x, y: y + h)), .close])
        }
        let kx = rx * kappa, ky = ry * kappa
        return VectorPath(elements: [
            .move(Point(x: x + rx, y: y)), .line(Point(x: x + w - rx, y: y)),
            .cubic(Point(x: x + w - rx + kx, y: y), Point(x: x + w, y: y + ry - ky), Point(x: x + w, y: y + ry)),
            .line(Point(x: x + w, y: y + h - ry)),
            .cubic(Point(x: x + w, y: y + h - ry + ky), Point(x: x + w - rx + kx, y: y + h), Point(x: x + w - rx, y: y + h)),
            .line(Point(x: x + rx, y: y + h)),
            .cubic(Point(x: x + rx - kx, y: y + h), Point(x: x, y: y + h - ry + ky), Point(x: x, y: y + h - ry)),
            .line(Point(x: x, y: y + ry)),
            .cubic(Point(x: x, y: y + ry - ky), Point(x: x + rx - kx, y: y), Point(x: x + rx, y: y)),
            .close,
        ])
    }

    /// An ellipse as four cubic quarter arcs, clockwise from the right.
    static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double) -> VectorPath {
        guard rx > 0, ry > 0 else { return VectorPath() }
        let kx = rx * kappa, ky = ry * kappa
        return VectorPath(elements: [
            .move(Point(x: cx + rx, y: cy)),
            .cubic(Point(x: cx + rx, y: cy + ky), Point(x: cx + kx, y: cy + ry), Point(x: cx, y: cy + ry)),
            .cubic(Point(x: cx - kx, y: cy + ry), Point(x: cx - rx, y: cy + ky), Point(x: cx - rx, y: cy)),
            .cubic(Point(x: cx - rx, y: cy - ky), Point(x: cx - kx, y: cy - ry), Point(x: cx, y: cy - ry)),
            .cubic(Point(x: cx + kx, y: cy - ry), Point(x: cx + rx, y: cy - ky), Point(x: cx + rx, y: cy)),
            .close,
        ])
    }

    /// A quarter circle's cubic control distance over the radius: 4/3 · (√2 − 1).
    static let kappa = 0.552_284_749_830_793_4
}
