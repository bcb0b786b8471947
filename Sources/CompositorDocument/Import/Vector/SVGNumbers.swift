import CompositorCore
import Foundation

/// SVG's number lists and lengths (`points`, `viewBox`, transform arguments): numbers separated
/// by blanks or commas, or by nothing before a sign ("10-5" is 10 and −5).
enum SVGNumbers {
    /// Every number in `text`, in order; stops at the first thing that is not one.
    static func list(_ text: Substring) -> [Double] {
        var out: [Double] = []
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == UInt8(ascii: ",") { i += 1 }
            guard i < bytes.count else { break }
            let start = i
            if bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            var dot = false
            while i < bytes.count, (48...57).contains(bytes[i]) || (!dot && bytes[i] == UInt8(ascii: ".")) {
                if bytes[i] == UInt8(ascii: ".") { dot = true }
                i += 1
            }
            if i < bytes.count, bytes[i] | 0x20 == UInt8(ascii: "e"), i + 1 < bytes.count,
               (48...57).contains(bytes[i + 1]) || bytes[i + 1] == UInt8(ascii: "-") || bytes[i + 1] == UInt8(ascii: "+") {
                i += 2
                while i < bytes.count, (48...57).contains(bytes[i]) { i += 1 }
            }
            guard i > start, let v = Double(String(decoding: bytes[start..<i], as: UTF8.self)), v.isFinite, v.magnitude <= 1e7 else { break }
            out.append(v)
        }
        return out
    }

    static func list(_ text: String) -> [Double] { list(text[...]) }

    /// A length in user units: a number with `px`, `pt` (both read as one point, as Xcode reads
    /// an SVG's units) or no unit; `nil` for percentages and anything else.
    static func length(_ text: String?) -> Double? {
        guard var t = text?.trimmingCharacters(in: .whitespaces), !t.isEmpty else { return nil }
        for unit in ["px", "pt"] where t.hasSuffix(unit) { t.removeLast(2) }
        guard let v = Double(t), v.isFinite, v.magnitude <= 1e7 else { return nil }
        return v
    }

    /// A `transform` attribute: matrix, translate, scale, rotate (about a point), skewX, skewY,
    /// applied left to right as SVG composes them; `nil` when it does not parse.
    static func transform(_ text: String) -> CompositorCore.AffineTransform? {
        var result = CompositorCore.AffineTransform.identity
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "(") {
            let name = rest[..<open].trimmingCharacters(in: CharacterSet(charactersIn: " \t\n\r,"))
            guard let close = rest[open...].firstIndex(of: ")") else { return nil }
            let v = list(rest[rest.index(after: open)..<close])
            let t: CompositorCore.AffineTransform
            switch (name, v.count) {
            case ("matrix", 6): t = AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
            case ("translate", 1), ("translate", 2): t = .translation(v[0], v.count > 1 ? v[1] : 0)
            case ("scale", 1), ("scale", 2): t = .scale(v[0], v.count > 1 ? v[1] : v[0])
            case ("rotate", 1), ("rotate", 3):
                let r = radians(v[0])
                let turn = AffineTransform(a: DeterministicMath.cos(r), b: DeterministicMath.sin(r), c: -DeterministicMath.sin(r), d: DeterministicMath.cos(r), tx: 0, ty: 0)
                t = v.count == 3 ? AffineTransform.translation(-v[1], -v[2]).concatenating(turn).concatenating(.translation(v[1], v[2])) : turn
            case ("skewX", 1): t = AffineTransform(a: 1, b: 0, c: tangent(v[0]), d: 1, tx: 0, ty: 0)
            case ("skewY", 1): t = AffineTransform(a: 1, b: tangent(v[0]), c: 0, d: 1, tx: 0, ty: 0)
            default: return nil
            }
            // "A B" means A(B(p)): B is applied first.
            result = t.concatenating(result)
            rest = rest[rest.index(after: close)...]
        }
        return rest.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? result : nil
    }

    static func radians(_ degrees: Double) -> Double { degrees.truncatingRemainder(dividingBy: 360) * .pi / 180 }
    static func tangent(_ degrees: Double) -> Double {
        let r = radians(degrees)
        return DeterministicMath.sin(r) / DeterministicMath.cos(r)
    }
}
