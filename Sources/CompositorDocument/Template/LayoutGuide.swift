import CompositorCore
import CompositorScene

/// What a view's frame is measured from (`relativeTo`): the scene's bounds (the default), its
/// safe area (below the status bar, above the home indicator) or its content area (below the
/// navigation bar, above the tab bar or toolbar), as UIKit's layout guides.
enum LayoutGuide: String, CaseIterable {
    case bounds, safeArea, content

    /// The guide's origin in the scene described by `layout`.
    func origin(_ layout: SceneChrome) -> Point {
        switch self {
        case .bounds: return Point(x: 0, y: 0)
        case .safeArea: return Point(x: layout.env.safeArea.left, y: layout.env.safeArea.top)
        case .content: return Point(x: layout.env.safeArea.left, y: layout.contentTop)
        }
    }
}
