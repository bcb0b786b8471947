/// UIKit's `UISemanticContentAttribute` as a template names it on a view or a scene: whether
/// the subviews it places by `frame:` mirror in a right-to-left locale.
///
/// UIKit mirrors what Auto Layout places by leading and trailing constraints, not frames set in
/// code (those an app flips by hand, as Material's MDFInternationalization does with
/// `MDFRectFlippedHorizontally`). A template's frames stand for the app's layout in its
/// development language, so they mirror by default, as the app's constraints would; the
/// attribute opts a subtree out, with UIKit's meanings
/// (developer.apple.com/documentation/uikit/uisemanticcontentattribute): `playback` (media
/// controls), `spatial` (directional controls) and `forceLeftToRight` keep left to right,
/// `forceRightToLeft` mirrors in every locale.
public enum SemanticContentAttribute: String, Hashable, Sendable, CaseIterable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft

    /// The direction a view with this attribute lays its subviews out in, inside a superview
    /// laid out in `inherited`.
    public func direction(inheriting inherited: LayoutDirection) -> LayoutDirection {
        switch self {
        case .unspecified: inherited
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}
