/// Which of UIKit's two bar looks a navigation bar or tab bar shows (iOS 15+).
///
/// UIKit keeps a `standardAppearance` (the translucent chrome material with a one-pixel
/// shadow line, the only look bars had on iOS 13 and 14) and a `scrollEdgeAppearance` it
/// applies "when the edge of scrollable content aligns with the edge of the navigation bar"
/// (UINavigationBar.scrollEdgeAppearance) or "of the tab bar" (UITabBar.scrollEdgeAppearance,
/// iOS 15). Left nil, as in a stock app, the scroll-edge look is the standard one "modified to
/// use a transparent background": no material, no hairline. Up to iOS 14 only large-title
/// navigation bars used it; "in iOS 15, this property applies to all navigation bars", and tab
/// bars got one too (https://developer.apple.com/documentation/uikit/uinavigationbar/scrolledgeappearance,
/// https://developer.apple.com/documentation/uikit/uitabbar/scrolledgeappearance).
///
/// A scene here is drawn at rest: a scroll view's content sits at its resting offset, its top
/// edge just under the navigation bar, so the navigation bar is at its scroll edge; a tab bar is
/// at its (bottom) edge when the content ends above it, and not when a list runs on under it.
/// `automatic` tells the two apart by what the scene draws under the bar (`ScrollEdge`).
public enum BarAppearance: String, Hashable, Sendable, CaseIterable {
    /// UIKit's choice for a scene at rest: the scroll-edge look unless content lies under the
    /// bar (a list running on under the tab bar), then the standard look.
    case automatic
    /// Always the standard look: the material and the hairline (iOS 13/14 bars).
    case standard
    /// Always the scroll-edge look: transparent, no hairline.
    case scrollEdge

    /// Whether the bar draws its material and hairline, given whether content lies under it.
    public func drawsBackground(contentUnder: Bool) -> Bool {
        switch self {
        case .automatic: contentUnder
        case .standard: true
        case .scrollEdge: false
        }
    }
}
