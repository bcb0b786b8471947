import Foundation

/// Converts the color spaces Interface Builder writes to sRGB, the template's space.
///
/// - `sRGB`, `deviceRGB`, `extendedSRGB` (clamped): as they are.
/// - `calibratedRGB`: AppKit's calibrated RGB is ColorSync's *Generic RGB* profile: Trinitron
///   primaries (R 0.630/0.340, G 0.295/0.605, B 0.155/0.077), D65 white, pure gamma 1.8.
///   Converted by decoding with γ 1.8, the linear 3×3 matrix from those primaries to sRGB's
///   (worked out from the chromaticities, both at D65, so no adaptation), and sRGB's encoding.
/// - `displayP3`: sRGB's transfer curve, P3 primaries (R 0.680/0.320, G 0.265/0.690), D65; the
///   standard matrix, clamped to sRGB's gamut.
/// - `calibratedWhite`, `genericGamma22GrayColorSpace`, `deviceWhite`, `extendedGray`: gray
///   with γ 2.2 (Generic Gray Gamma 2.2), re-encoded with sRGB's curve; deviceWhite is taken as
///   sRGB gray as UIKit does.
///
/// Import runs once per document, not per pixel, so libm's `pow` is fine here; the results are
/// rounded to 8-bit components before they are written.
enum IBColorSpace {
    /// Generic RGB (linear) → sRGB (linear).
    static let genericToSRGB: [[Double]] = [
        [1.0252525, -0.0265475, 0.0012951],
        [0.0193935, 0.948028, 0.0325785],
        [-0.0017695, -0.0014423, 1.0032119],
    ]
    /// Display P3 (linear) → sRGB (linear).
    static let p3ToSRGB: [[Double]] = [
        [1.2249402, -0.2249402, 0],
        [-0.042057, 1.042057, 0],
        [-0.0196376, -0.078636, 1.0982736],
    ]

    static func srgbDecode(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    static func srgbEncode(_ v: Double) -> Double {
        let c = min(max(v, 0), 1)
        return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }

    private static func apply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { row in row[0] * v[0] + row[1] * v[1] + row[2] * v[2] }
    }

    /// Calibrated (Generic) RGB components → sRGB components.
    static func fromGenericRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        let linear = [r, g, b].map { pow(min(max($0, 0), 1), 1.8) }
        let s = apply(genericToSRGB, linear).map(srgbEncode)
        return (s[0], s[1], s[2])
    }

    /// Display P3 components → sRGB components (clamped to sRGB's gamut).
    static func fromDisplayP3(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        let linear = [r, g, b].map { srgbDecode(min(max($0, 0), 1)) }
        let s = apply(p3ToSRGB, linear).map(srgbEncode)
        return (s[0], s[1], s[2])
    }

    /// Gray with γ 2.2 → the sRGB gray of the same luminance.
    static func fromGray22(_ w: Double) -> Double { srgbEncode(pow(min(max(w, 0), 1), 2.2)) }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    static func hex(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> String {
        func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        let rgb = String(format: "#%02X%02X%02X", byte(r), byte(g), byte(b))
        return byte(a) == 255 ? rgb : rgb + String(format: "%02X", byte(a))
    }
}
