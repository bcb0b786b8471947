/// An sRGB color with straight (not premultiplied) alpha, each component in 0...1.
///
/// Template colors are sRGB values as a designer picks them; they reach the pixmap unchanged
/// (rounded to 8 bits) and the encoder's BT.709 conversion maps them to the video values a
/// player shows back as the same sRGB color.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red in sRGB, 0…1 (not premultiplied).
    public var red: Double
    /// Green in sRGB, 0…1.
    public var green: Double
    /// Blue in sRGB, 0…1.
    public var blue: Double
    /// Opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double

    /// A color from sRGB components in 0…1 (`SegueVideo.validate` refuses values outside it).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A color from 8-bit sRGB components.
    public init(r8: Int, g8: Int, b8: Int, a8: Int = 255) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: Double(a8) / 255)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`; throws `ColorSyntaxError` for anything else, so
    /// a typo is an error rather than a missing color.
    public init(hex: String) throws(ColorSyntaxError) {
        var digits = Array(hex.dropFirst())
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        guard hex.hasPrefix("#"), digits.count == 6 || digits.count == 8,
              digits.allSatisfy(\.isHexDigit), let value = UInt32(String(digits), radix: 16) else {
            throw ColorSyntaxError(text: hex)
        }
        let v = digits.count == 6 ? value << 8 | 0xFF : value
        self.init(r8: Int(v >> 24 & 0xFF), g8: Int(v >> 16 & 0xFF), b8: Int(v >> 8 & 0xFF), a8: Int(v & 0xFF))
    }

    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)

    public var description: String {
        let c = [red, green, blue, alpha].map { Color.quantize($0) }
        return "#" + c.map { String($0, radix: 16).leftPadded(to: 2) }.joined().uppercased()
    }

    /// The color with its alpha multiplied by `opacity`.
    public func withOpacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }

    /// The 8-bit premultiplied pixel: components rounded to 8 bits, then multiplied by alpha exactly.
    package func premultiplied(opacity: Double = 1) -> PremultipliedRGBA8 {
        let a = UInt32(Color.quantize(alpha * opacity))
        return PremultipliedRGBA8(
            r: UInt8(PixelMath.mul(UInt32(Color.quantize(red)), a)),
            g: UInt8(PixelMath.mul(UInt32(Color.quantize(green)), a)),
            b: UInt8(PixelMath.mul(UInt32(Color.quantize(blue)), a)),
            a: UInt8(a))
    }

    /// Interpolation on premultiplied components, as Core Animation does, so a fade to clear
    /// does not pass through grey.
    public func interpolated(to other: Color, _ t: Double) -> Color {
        if t == 0 { return self }
        if t == 1 { return other }
        let a = alpha.interpolated(to: other.alpha, t)
        guard a > 0 else { return .clear }
        func mix(_ x: Double, _ y: Double) -> Double { (x * alpha).interpolated(to: y * other.alpha, t) / a }
        return Color(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue), alpha: a)
    }

    /// A component in 0...1 to 0...255, rounded to nearest, clamped.
    package static func quantize(_ v: Double) -> Int {
        guard v.isFinite else { return 0 }
        return Int((min(max(v, 0), 1) * 255).rounded())
    }
}

extension String {
    package func leftPadded(to length: Int, with pad: Character = "0") -> String {
        count >= length ? self : String(repeating: pad, count: length - count) + self
    }
}
