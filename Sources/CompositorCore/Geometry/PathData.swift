/// SVG path data (the `d` attribute: M, L, H, V, C, S, Q, T, A, Z in absolute upper case and
/// relative lower case, with implicit repeats) parsed into a `VectorPath`.
///
/// Arcs become cubic Béziers of at most 90° each (the SVG 1.1 implementation notes' endpoint to
/// center conversion, F.6.5), with `DeterministicMath`, so the same text gives the same points on
/// every CPU.
package enum PathData {
    /// Why path data was refused: what and where (a character offset into the string).
    public struct ParseError: Error, Equatable, Sendable {
        public var offset: Int
        public var message: String
    }

    /// Most elements a path may have (FreeType outlines hold at most 32 767 points).
    public static let maxElements = 8000

    /// The path `text` describes; throws `ParseError` at the first thing that is not path data.
    public static func parse(_ text: String) throws(ParseError) -> VectorPath {
        var scanner = Scanner(bytes: Array(text.utf8))
        var path = VectorPath()
        var current = Point.zero, start = Point.zero
        // The reflection sources of S and T: the previous command's last control point.
        var lastCubic: Point?, lastQuad: Point?
        var command: UInt8?
        scanner.skipSeparators()
        while !scanner.atEnd {
            if let c = scanner.command() {
                command = c
            } else if command == nil || command == UInt8(ascii: "z") || command == UInt8(ascii: "Z") {
                throw ParseError(offset: scanner.index, message: "expected a path command (M, L, H, V, C, S, Q, T, A or Z)")
            }
            guard let cmd = command else { break }
            let relative = cmd >= UInt8(ascii: "a")
            let upper = relative ? cmd - 32 : cmd
            func point() throws(ParseError) -> Point {
                let x = try scanner.number(), y = try scanner.number()
                return relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
            }
            var nextCubic: Point?, nextQuad: Point?
            switch upper {
            case UInt8(ascii: "M"):
                current = try point(); start = current
                path.elements.append(.move(current))
                command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")  // further pairs are lines
            case UInt8(ascii: "L"):
                current = try point(); path.elements.append(.line(current))
            case UInt8(ascii: "H"):
                let x = try scanner.number()
                current.x = relative ? current.x + x : x; path.elements.append(.line(current))
            case UInt8(ascii: "V"):
                let y = try scanner.number()
                current.y = relative ? current.y + y : y; path.elements.append(.line(current))
            case UInt8(ascii: "C"), UInt8(ascii: "S"):
                let c1 = upper == UInt8(ascii: "C") ? try point() : reflect(lastCubic, about: current)
                let c2 = try point(), end = try point()
                path.elements.append(.cubic(c1, c2, end))
                current = end; nextCubic = c2
            case UInt8(ascii: "Q"), UInt8(ascii: "T"):
                let c = upper == UInt8(ascii: "Q") ? try point() : reflect(lastQuad, about: current)
                let end = try point()
                path.elements.append(.quad(c, end))
                current = end; nextQuad = c
            case UInt8(ascii: "A"):
                let rx = try scanner.number(), ry = try scanner.number(), angle = try scanner.number()
                let large = try scanner.flag(), sweep = try scanner.flag()
                let end = try point()
                path.elements += arc(from: current, to: end, rx: rx, ry: ry, degrees: angle, large: large, sweep: sweep)
                current = end
            case UInt8(ascii: "Z"):
                path.elements.append(.close)
                current = start
            default:
                throw ParseError(offset: scanner.index - 1, message: "unknown path command \"\(Character(Unicode.Scalar(cmd)))\"")
            }
            lastCubic = nextCubic; lastQuad = nextQuad
            guard path.elements.count <= maxElements else {
                throw ParseError(offset: scanner.index, message: "more than \(maxElements) path elements")
            }
            scanner.skipSeparators()
        }
        if let first = path.elements.first, case .move = first {} else if !path.elements.isEmpty {
            throw ParseError(offset: 0, message: "path data must start with M or m")
        }
        return path
    }

    private static func reflect(_ control: Point?, about p: Point) -> Point {
        control.map { Point(x: 2 * p.x - $0.x, y: 2 * p.y - $0.y) } ?? p
    }

    /// Cubic segments of the elliptical arc, as SVG 1.1 F.6.5 and F.6.6 (radii scaled up when too small).
    package static func arc(from p0: Point, to p1: Point, rx: Double, ry: Double, degrees: Double, large: Bool, sweep: Bool) -> [VectorPath.Element] {
        var rx = abs(rx), ry = abs(ry)
        if p0 == p1 { return [] }
        if rx == 0 || ry == 0 { return [.line(p1)] }
        let phi = degrees.truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosPhi = DeterministicMath.cos(phi), sinPhi = DeterministicMath.sin(phi)
        let dx = (p0.x - p1.x) / 2, dy = (p0.y - p1.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { let s = lambda.squareRoot(); rx *= s; ry *= s }
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coef = den > 0 ? (max(num, 0) / den).squareRoot() : 0
        if large == sweep { coef = -coef }
        let cx1 = coef * rx * y1 / ry, cy1 = -coef * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (p0.x + p1.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (p0.y + p1.y) / 2
        let theta1 = DeterministicMath.atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        var delta = DeterministicMath.atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - theta1
        if sweep && delta < 0 { delta += 2 * .pi }
        if !sweep && delta > 0 { delta -= 2 * .pi }
        // Radii that underflow when squared (1e-200) make the centre, and so the sweep, not a
        // number: a line then, as for zero radii (Int(NaN) would trap).
        guard delta.isFinite, cx.isFinite, cy.isFinite, rx.isFinite, ry.isFinite else { return [.line(p1)] }
        let count = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(count)
        let k = 4.0 / 3 * DeterministicMath.sin(step / 4) / DeterministicMath.cos(step / 4)
        func onEllipse(_ t: Double) -> (Point, Point) {
            let c = DeterministicMath.cos(t), s = DeterministicMath.sin(t)
            // The point and the derivative direction, in user space.
            let p = Point(x: cx + rx * c * cosPhi - ry * s * sinPhi, y: cy + rx * c * sinPhi + ry * s * cosPhi)
            let d = Point(x: -rx * s * cosPhi - ry * c * sinPhi, y: -rx * s * sinPhi + ry * c * cosPhi)
            return (p, d)
        }
        var elements: [VectorPath.Element] = []
        var (a, da) = onEllipse(theta1)
        for i in 1...count {
            let (b, db) = onEllipse(theta1 + step * Double(i))
            let end = i == count ? p1 : b
            elements.append(.cubic(Point(x: a.x + k * da.x, y: a.y + k * da.y), Point(x: b.x - k * db.x, y: b.y - k * db.y), end))
            (a, da) = (b, db)
        }
        return elements
    }

    /// Reads SVG path-data tokens from UTF-8 bytes.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        var atEnd: Bool { index >= bytes.count }

        mutating func skipSeparators() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ",")].contains(bytes[index]) { index += 1 }
        }

        /// A command letter, if one is next.
        mutating func command() -> UInt8? {
            guard index < bytes.count else { return nil }
            let c = bytes[index] | 0x20
            guard "mzlhvcsqta".utf8.contains(c) else { return nil }
            let letter = bytes[index]
            index += 1
            skipSeparators()
            return letter
        }

        /// An arc flag: 0 or 1, which need no separator after them.
        mutating func flag() throws(ParseError) -> Bool {
            skipSeparators()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
                throw ParseError(offset: index, message: "expected an arc flag, 0 or 1")
            }
            index += 1
            return bytes[index - 1] == UInt8(ascii: "1")
        }

        /// A number: sign, digits, fraction, exponent.
        mutating func number() throws(ParseError) -> Double {
            skipSeparators()
            let begin = index
            func digits() -> Int { let s = index; while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }; return index - s }
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            var count = digits()
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") { index += 1; count += digits() }
            guard count > 0 else {
                index = begin
                throw ParseError(offset: begin, message: atEnd ? "the path data ends where a number was expected" : "expected a number")
            }
            if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
                let mark = index
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                if digits() == 0 { index = mark }
            }
            guard let value = Double(String(decoding: bytes[begin..<index], as: UTF8.self)), value.isFinite,
                  value.magnitude <= 1e7 else {
                throw ParseError(offset: begin, message: "number out of range (±10 000 000)")
            }
            return value
        }
    }
}
