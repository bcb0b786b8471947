/// UIKit's system palette by name (UIColor.label, .systemBlue, …), in light and dark appearance.
///
/// Sources: the tint colors (systemRed … systemBrown, systemGray…systemGray6) are the "Default
/// (light)" and "Default (dark)" values of the Human Interface Guidelines' Color page
/// (https://developer.apple.com/design/human-interface-guidelines/color#Specifications, iOS 15+
/// values for teal, cyan and mint); the semantic colors (labels, backgrounds, fills, separators)
/// are the values UIKit returns on iOS 13+, as dumped by Noah Gilmore's "Dark Mode UIColor
/// compatibility" table (https://noahgilmore.com/blog/dark-mode-uicolor-compatibility/) and
/// Apple's iOS design resources. Templates name them in UIKit's camelCase (`secondaryLabel`).
public enum SystemColor: String, Hashable, Sendable, CaseIterable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link
    case separator, opaqueSeparator
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan
    case systemBlue, systemIndigo, systemPurple, systemPink, systemBrown
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6

    /// The color in `appearance`; `elevated`: at UIKit's elevated interface level
    /// (`UIUserInterfaceLevel.elevated`), where sheets, form sheets and popovers draw.
    public func color(_ appearance: Appearance, elevated: Bool = false) -> Color {
        let (light, dark) = hex
        let hex = appearance == .light ? light : (elevated ? elevatedDarkHex ?? dark : dark)
        return (try? Color(hex: hex)) ?? .black
    }

    /// The dark appearance's elevated value of the six background colors, nil for the others
    /// (they do not change with the level). In dark mode iOS lifts what is presented over
    /// another screen one step lighter, so a sheet's edge shows against the dimmed black
    /// screen behind it: systemBackground #000000 → #1C1C1E, secondary #1C1C1E → #2C2C2E,
    /// tertiary #2C2C2E → #3A3A3C, and the grouped backgrounds the same. Sources: Apple's
    /// `UITraitCollection.userInterfaceLevel` ("the system assigns the elevated level to alerts
    /// and popovers", https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacelevel)
    /// and HIG "Dark Mode" (https://developer.apple.com/design/human-interface-guidelines/dark-mode);
    /// the values as Flutter's `CupertinoColors` mirror UIKit's (`darkElevatedColor` of
    /// systemBackground 28,28,30; secondarySystemGroupedBackground 44,44,46;
    /// tertiarySystemGroupedBackground 58,58,60: https://api.flutter.dev/flutter/cupertino/CupertinoColors-class.html).
    /// A modal sheet is elevated, a full-screen one is not, and the light appearance keeps one
    /// value for both levels (zenn.dev/noppe, "iOS インターフェースレベル入門", screenshots of both).
    package var elevatedDarkHex: String? {
        switch self {
        case .systemBackground, .systemGroupedBackground: "#1C1C1E"
        case .secondarySystemBackground, .secondarySystemGroupedBackground: "#2C2C2E"
        case .tertiarySystemBackground, .tertiarySystemGroupedBackground: "#3A3A3C"
        default: nil
        }
    }

    /// (light, dark) as `#RRGGBB` or `#RRGGBBAA`.
    package var hex: (String, String) {
        switch self {
        case .label: ("#000000", "#FFFFFF")
        case .secondaryLabel: ("#3C3C4399", "#EBEBF599")
        case .tertiaryLabel: ("#3C3C434C", "#EBEBF54C")
        case .quaternaryLabel: ("#3C3C432D", "#EBEBF529")
        case .placeholderText: ("#3C3C434C", "#EBEBF54C")
        case .link: ("#007AFF", "#0984FF")
        case .separator: ("#3C3C4349", "#54545899")
        case .opaqueSeparator: ("#C6C6C8", "#38383A")
        case .systemBackground: ("#FFFFFF", "#000000")
        case .secondarySystemBackground: ("#F2F2F7", "#1C1C1E")
        case .tertiarySystemBackground: ("#FFFFFF", "#2C2C2E")
        case .systemGroupedBackground: ("#F2F2F7", "#000000")
        case .secondarySystemGroupedBackground: ("#FFFFFF", "#1C1C1E")
        case .tertiarySystemGroupedBackground: ("#F2F2F7", "#2C2C2E")
        case .systemFill: ("#78788033", "#7878805C")
        case .secondarySystemFill: ("#78788029", "#78788052")
        case .tertiarySystemFill: ("#7676801F", "#7676803D")
        case .quaternarySystemFill: ("#74748014", "#7676802E")
        case .systemRed: ("#FF3B30", "#FF453A")
        case .systemOrange: ("#FF9500", "#FF9F0A")
        case .systemYellow: ("#FFCC00", "#FFD60A")
        case .systemGreen: ("#34C759", "#30D158")
        case .systemMint: ("#00C7BE", "#63E6E2")
        case .systemTeal: ("#30B0C7", "#40C8E0")
        case .systemCyan: ("#32ADE6", "#64D2FF")
        case .systemBlue: ("#007AFF", "#0A84FF")
        case .systemIndigo: ("#5856D6", "#5E5CE6")
        case .systemPurple: ("#AF52DE", "#BF5AF2")
        case .systemPink: ("#FF2D55", "#FF375F")
        case .systemBrown: ("#A2845E", "#AC8E68")
        case .systemGray: ("#8E8E93", "#8E8E93")
        case .systemGray2: ("#AEAEB2", "#636366")
        case .systemGray3: ("#C7C7CC", "#48484A")
        case .systemGray4: ("#D1D1D6", "#3A3A3C")
        case .systemGray5: ("#E5E5EA", "#2C2C2E")
        case .systemGray6: ("#F2F2F7", "#1C1C1E")
        }
    }
}

/// The system palette of one appearance, for components: `palette[.label]`.
public struct SystemPalette: Hashable, Sendable {
    /// Light or dark.
    public var appearance: Appearance
    /// At the elevated interface level (a presented sheet, form sheet or popover): dark
    /// backgrounds are one step lighter (`SystemColor.elevatedDarkHex`).
    public var elevated: Bool

    /// The palette of `appearance`, at the base level unless `elevated`.
    public init(_ appearance: Appearance, elevated: Bool = false) { self.appearance = appearance; self.elevated = elevated }

    /// The color `color` has in this appearance and level.
    public subscript(_ color: SystemColor) -> Color { color.color(appearance, elevated: elevated) }

    /// The hairline under a navigation bar and over a tab bar or toolbar (UIBarAppearance's
    /// shadowColor: black or white at 30 %).
    public var barHairline: Color {
        appearance == .light ? Color(r8: 0, g8: 0, b8: 0, a8: 77) : Color(r8: 255, g8: 255, b8: 255, a8: 38)
    }
}
