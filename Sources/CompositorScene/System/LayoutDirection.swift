/// Which way a screen reads, as UIKit's `semanticContentAttribute` resolves it: right to left
/// for the right-to-left languages Apple localizes for (Arabic, Hebrew, Persian, Urdu), where
/// the navigation bar mirrors (back chevron and its title on the right, leading items on the
/// right) and a push comes in from the left.
public enum LayoutDirection: String, Hashable, Sendable {
    case leftToRight, rightToLeft

    /// The languages laid out right to left.
    public static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur"]

    /// The direction of `locale` (`ar`, `he-IL`, `fa`); left to right for nil and every other.
    public init(locale: String?) {
        let language = locale?.split(separator: "-").first.map { String($0).lowercased() } ?? ""
        self = Self.rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
    }

    /// −1 right to left, 1 left to right: what a horizontal movement toward the trailing side is multiplied by.
    public var sign: Double { self == .rightToLeft ? -1 : 1 }

    /// An alignment as a text laid out in this direction shows it: right to left, `natural`
    /// is right whatever the text's own script (UIKit's NSTextAlignment.natural follows the
    /// interface's direction, so "18:00" in an Arabic cell sits on the right too); left to
    /// right, every alignment is as given (`natural` then follows each paragraph's script).
    public func resolved(_ alignment: TextAlignment) -> TextAlignment {
        self == .rightToLeft && alignment == .natural ? .right : alignment
    }

    /// The alignment of a left-to-right layout's text once that layout is mirrored: left and
    /// natural become right, right becomes left, center stays (left to right: unchanged).
    public func mirrored(_ alignment: TextAlignment) -> TextAlignment {
        guard self == .rightToLeft else { return alignment }
        switch alignment {
        case .left, .natural: return .right
        case .right: return .left
        case .center: return .center
        }
    }
}
