import CompositorCore
import CompositorScene

extension SVGWalker {
    /// The region a `clip-path` value (`url(#id)`) cuts by, in image points, for an element
    /// whose user space maps to them by `transform`: the union of the `<clipPath>`'s shapes
    /// (`path`, `rect`, `circle`, `ellipse`, `line`, `polyline`, `polygon`), each in its own
    /// transform and `clip-rule`, in `userSpaceOnUse` units. `nil` (drawn unclipped, noted) for
    /// what it cannot read: a reference to no `<clipPath>`, `objectBoundingBox` units, past
    /// `VectorImageLimits.maxClips` or `maxNestedClips`. A `<clipPath>` with no shapes clips
    /// everything away, as in SVG.
    mutating func clip(_ value: String, transform: AffineTransform) throws(VectorImageError) -> VectorClip? {
        var id = Substring(value)
        guard id.hasPrefix("url("), let close = id.firstIndex(of: ")") else { skip("clip-path values other than url(#id) (drawn unclipped)"); return nil }
        id = id[id.index(id.startIndex, offsetBy: 4)..<close].drop { $0 == " " || $0 == "'" || $0 == "\"" }
        while let last = id.last, last == " " || last == "'" || last == "\"" { id = id.dropLast() }
        guard id.hasPrefix("#"), let target = ids[String(id.dropFirst())], target.name.split(separator: ":").last == "clipPath" else {
            skip("clip-path references to no <clipPath> (drawn unclipped)")
            return nil
        }
        guard target["clipPathUnits"] != "objectBoundingBox" else {
            skip("clip paths in objectBoundingBox units (drawn unclipped)")
            return nil
        }
        clips += 1
        guard clips <= VectorImageLimits.maxClips, openClips < VectorImageLimits.maxNestedClips else {
            skip("clip paths past \(VectorImageLimits.maxClips) in an image or \(VectorImageLimits.maxNestedClips) within each other (VectorImageLimits.maxClips, maxNestedClips; drawn unclipped)")
            return nil
        }
        var region = transform
        if let text = target["transform"] {
            guard let t = SVGNumbers.transform(text) else { skip("transforms that do not parse"); return nil }
            region = t.concatenating(transform)
        }
        var style = SVGStyle()
        if style.apply(target.attributes).clipPath != nil { skip("clip paths on <clipPath> elements (ignored)") }
        var shapes: [VectorClip.Shape] = []
        for child in target.children {
            let name = child.name.split(separator: ":").last.map(String.init) ?? child.name
            if let what = Self.unsupported[name] { skip(what + " in clip paths"); continue }
            var own = style
            guard own.apply(child.attributes).displayed, !own.hidden else { continue }
            var local = region
            if let text = child["transform"] {
                guard let t = SVGNumbers.transform(text) else { skip("transforms that do not parse"); continue }
                local = t.concatenating(region)
            }
            guard let path = try shapePath(child, name: name), !path.elements.isEmpty else { continue }
            shapes.append(VectorClip.Shape(path: path.applying(local), fillRule: own.clipRule))
        }
        return VectorClip(shapes: shapes)
    }
}
