import CompositorScene
import Foundation

/// SVG's inherited painting properties (SVG 1.1 §11) as one element sees them: its parent's,
/// overridden by its presentation attributes and then its `style` declarations.
struct SVGStyle {
    var fill = SVGColor.Paint.color(r: 0, g: 0, b: 0)
    var fillOpacity = 1.0
    var fillRule = PathContent.FillRule.nonZero
    var stroke = SVGColor.Paint.none
    var strokeOpacity = 1.0
    var strokeWidth = 1.0
    var lineCap = PathContent.LineCap.butt
    var lineJoin = PathContent.LineJoin.miter
    var miterLimit = 4.0
    var color = SVGColor.Paint.color(r: 0, g: 0, b: 0)
    var hidden = false
    /// `clip-rule`: how a `<clipPath>`'s shapes fill.
    var clipRule = PathContent.FillRule.nonZero

    /// The properties `attributes` set: attributes first, then the `style` attribute's
    /// `name: value` declarations, which win. Unknown values keep the inherited ones.
    /// Returns the non-inherited ones too: `opacity`, whether `display` is `none`, `clip-path`.
    @discardableResult
    mutating func apply(_ attributes: [String: String]) -> (opacity: Double, displayed: Bool, clipPath: String?) {
        var properties = attributes
        for declaration in (attributes["style"] ?? "").split(separator: ";") {
            let pair = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if pair.count == 2 { properties[pair[0]] = pair[1].replacingOccurrences(of: "!important", with: "").trimmingCharacters(in: .whitespaces) }
        }
        func number(_ key: String) -> Double? { SVGNumbers.length(properties[key]) }
        func fraction(_ key: String) -> Double? {
            guard let text = properties[key]?.trimmingCharacters(in: .whitespaces) else { return nil }
            let v = text.hasSuffix("%") ? Double(text.dropLast()).map { $0 / 100 } : Double(text)
            return v.map { min(max($0, 0), 1) }
        }
        if let c = properties["color"] { color = SVGColor.paint(c, current: color) }
        if let f = properties["fill"] { fill = SVGColor.paint(f, current: color) }
        if let s = properties["stroke"] { stroke = SVGColor.paint(s, current: color) }
        if let v = fraction("fill-opacity") { fillOpacity = v }
        if let v = fraction("stroke-opacity") { strokeOpacity = v }
        if let v = number("stroke-width"), v >= 0 { strokeWidth = v }
        if let v = number("stroke-miterlimit"), v >= 1 { miterLimit = v }
        switch properties["fill-rule"] { case "evenodd": fillRule = .evenOdd; case "nonzero": fillRule = .nonZero; default: break }
        switch properties["stroke-linecap"] { case "round": lineCap = .round; case "square": lineCap = .square; case "butt": lineCap = .butt; default: break }
        switch properties["stroke-linejoin"] { case "round": lineJoin = .round; case "bevel": lineJoin = .bevel; case "miter", "miter-clip", "arcs": lineJoin = .miter; default: break }
        switch properties["clip-rule"] { case "evenodd": clipRule = .evenOdd; case "nonzero": clipRule = .nonZero; default: break }
        switch properties["visibility"] { case "hidden", "collapse": hidden = true; case "visible": hidden = false; default: break }
        let clip = properties["clip-path"]?.trimmingCharacters(in: .whitespaces)
        return (fraction("opacity") ?? 1, properties["display"]?.trimmingCharacters(in: .whitespaces) != "none", clip == "none" ? nil : clip)
    }
}
