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
}
