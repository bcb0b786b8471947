/// Horizontal text alignment, as NSTextAlignment. `natural` is left for left-to-right text and
/// right for right-to-left text.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case left, center, right, natural
}

/// Font weight by its CSS/OpenType number (400 regular, 600 semibold, 700 bold).
public struct FontWeight: Hashable, Sendable, Comparable {
    /// The CSS/OpenType weight: 100 (thin) … 900 (black).
    public var value: Int

    /// A weight by its number.
    public init(_ value: Int) { self.value = value }

    /// 400, body text.
    public static let regular = FontWeight(400)
    /// 500.
    public static let medium = FontWeight(500)
    /// 600, navigation titles and buttons.
    public static let semibold = FontWeight(600)
    /// 700, large titles.
    public static let bold = FontWeight(700)

    public static func < (l: FontWeight, r: FontWeight) -> Bool { l.value < r.value }

    /// The weight named `name` (UIFont.Weight's names), or `nil`.
    public init?(name: String) {
        let table = ["ultralight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
                     "semibold": 600, "bold": 700, "heavy": 800, "black": 900]
        guard let v = table[name.lowercased()] else { return nil }
        self.init(v)
    }
}

/// A font by bundled family name or by a file of the template's, with size and weight.
public struct FontSpec: Hashable, Sendable {
    /// A bundled family (for example "Inter"); `nil` means the default UI family.
    public var family: String?
    /// An absolute path to a font file of the template's; wins over `family`.
    public var file: String?
    /// Size in points.
    public var size: Double
    /// The weight; the nearest face the family has is used.
    public var weight: FontWeight

    /// A font: the system font by default, a family name or a font file (relative to the template's
    /// folder), `size` points, `weight`.
    public init(family: String? = nil, file: String? = nil, size: Double = 17, weight: FontWeight = .regular) {
        self.family = family; self.file = file; self.size = size; self.weight = weight
    }
}

/// Text shown by a view (UILabel).
public struct Label: Hashable, Sendable {
    /// What it says; lines break at newlines and to fit the view's width.
    public var text: String
    /// The font it is set in.
    public var font: FontSpec
    /// The text's color.
    public var color: Color
    /// How lines sit in the view's width (`natural`: by the text's direction).
    public var alignment: TextAlignment
    /// Maximum number of lines; 0 means unlimited.
    public var numberOfLines: Int
    /// Line height in points; `nil` uses the font's own.
    public var lineHeight: Double?
    /// Extra space between characters in points.
    public var letterSpacing: Double

    /// A label showing `text`.
    public init(text: String, font: FontSpec = FontSpec(), color: Color = .black, alignment: TextAlignment = .natural,
                numberOfLines: Int = 1, lineHeight: Double? = nil, letterSpacing: Double = 0) {
        self.text = text; self.font = font; self.color = color; self.alignment = alignment
        self.numberOfLines = numberOfLines; self.lineHeight = lineHeight; self.letterSpacing = letterSpacing
    }
}
