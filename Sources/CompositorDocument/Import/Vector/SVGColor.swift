import CompositorScene
import Foundation

/// SVG paint colours: `#rgb`, `#rrggbb`, `rgb(r, g, b)` (numbers or percentages), CSS's basic
/// named colours, `none`, `transparent`, `currentColor` (the `color` property).
enum SVGColor {
    /// What a paint value draws.
    enum Paint: Equatable {
        case none
        case color(r: Double, g: Double, b: Double)
        /// `url(#id)`: a gradient or pattern, with the fallback colour written after it.
        case reference(String, fallback: Color?)
        case unknown(String)
    }

    static func paint(_ text: String, current: Paint) -> Paint {
        let t = text.trimmingCharacters(in: .whitespaces)
        let lower = t.lowercased()
        if lower == "none" || lower == "transparent" { return .none }
        if lower == "currentcolor" { return current }
        if lower.hasPrefix("url(") {
            let close = t.firstIndex(of: ")") ?? t.endIndex
            let id = String(t[t.index(t.startIndex, offsetBy: 4)..<close]).trimmingCharacters(in: CharacterSet(charactersIn: " '\""))
            let rest = close < t.endIndex ? String(t[t.index(after: close)...]) : ""
            let fallback: Color? = if case .color(let r, let g, let b) = paint(rest, current: current) { Color(red: r, green: g, blue: b) } else { nil }
            return .reference(id, fallback: fallback)
        }
        if lower.hasPrefix("#") {
            let hex = Array(lower.dropFirst())
            guard hex.allSatisfy(\.isHexDigit) else { return .unknown(t) }
            let v = hex.map { Double(Int(String($0), radix: 16)!) }
            switch v.count {
            case 3: return .color(r: v[0] * 17 / 255, g: v[1] * 17 / 255, b: v[2] * 17 / 255)
            case 6: return .color(r: (v[0] * 16 + v[1]) / 255, g: (v[2] * 16 + v[3]) / 255, b: (v[4] * 16 + v[5]) / 255)
            default: return .unknown(t)
            }
        }
        if lower.hasPrefix("rgb(") || lower.hasPrefix("rgba(") {
            let inner = lower.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
            let parts = inner.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count >= 3 else { return .unknown(t) }
            let v = parts.prefix(3).map { p -> Double in
                p.hasSuffix("%") ? (Double(p.dropLast()) ?? 0) / 100 : (Double(p) ?? 0) / 255
            }.map { min(max($0, 0), 1) }
            return .color(r: v[0], g: v[1], b: v[2])
        }
        if let hex = named[lower] { return paint(hex, current: current) }
        return .unknown(t)
    }

    /// CSS's sixteen basic colours and a few more that icon exports use.
    static let named: [String: String] = [
        "black": "#000000", "silver": "#c0c0c0", "gray": "#808080", "grey": "#808080", "white": "#ffffff",
        "maroon": "#800000", "red": "#ff0000", "purple": "#800080", "fuchsia": "#ff00ff", "magenta": "#ff00ff",
        "green": "#008000", "lime": "#00ff00", "olive": "#808000", "yellow": "#ffff00", "navy": "#000080",
        "blue": "#0000ff", "teal": "#008080", "aqua": "#00ffff", "cyan": "#00ffff", "orange": "#ffa500",
        "darkgray": "#a9a9a9", "darkgrey": "#a9a9a9", "lightgray": "#d3d3d3", "lightgrey": "#d3d3d3",
    ]
}
