/// A blur material of UIVisualEffectView (UIBlurEffect.Style): what lies behind the view, inside
/// its rounded bounds, blurred, saturated and tinted. Apple does not publish the recipes; these
/// figures are chosen to look like iOS's (blur radius grows and the tint thickens from
/// ultra-thin to thick; chrome is the bars' light gray) and are documented in docs/templates.md.
public enum Material: String, Hashable, Sendable, CaseIterable {
    case ultraThin, thin, regular, thick, chrome
    case ultraThinLight, thinLight, regularLight, thickLight, chromeLight
    case ultraThinDark, thinDark, regularDark, thickDark, chromeDark

    /// The recipe: Gaussian blur sigma in points, saturation (1 keeps colors), tint laid over.
    public struct Recipe: Hashable, Sendable {
        /// Gaussian blur sigma in points.
        public var sigma: Double
        /// Saturation factor (1 keeps colors).
        public var saturation: Double
        /// The color laid over the blurred backdrop.
        public var tint: Color
    }

    /// Whether the dark variant is drawn (the unsuffixed styles follow the light appearance
    /// until an appearance is chosen).
    public var isDark: Bool { rawValue.hasSuffix("Dark") }

    /// The thickness without its appearance suffix.
    public var base: Material {
        let name = rawValue.replacingOccurrences(of: "Light", with: "").replacingOccurrences(of: "Dark", with: "")
        return Material(rawValue: name) ?? self
    }

    /// The same thickness in the dark (`true`) or light appearance.
    public func variant(dark: Bool) -> Material {
        Material(rawValue: base.rawValue + (dark ? "Dark" : "Light")) ?? self
    }

    /// The blur, saturation and tint this material draws with.
    public var recipe: Recipe {
        let dark = isDark
        func tint(_ white: Double, _ alpha: Double) -> Color { Color(red: white, green: white, blue: white, alpha: alpha) }
        switch base {
        case .ultraThin: return Recipe(sigma: 10, saturation: 1.8, tint: dark ? tint(0.07, 0.40) : tint(1, 0.30))
        case .thin: return Recipe(sigma: 12, saturation: 1.8, tint: dark ? tint(0.09, 0.55) : tint(1, 0.50))
        case .thick: return Recipe(sigma: 15, saturation: 1.8, tint: dark ? tint(0.08, 0.85) : tint(0.97, 0.85))
        case .chrome: return Recipe(sigma: 15, saturation: 1.6, tint: dark ? tint(0.11, 0.75) : tint(0.97, 0.78))
        default: return Recipe(sigma: 15, saturation: 1.8, tint: dark ? tint(0.11, 0.70) : tint(0.98, 0.70))
        }
    }
}
