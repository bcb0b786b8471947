import CompositorCore

/// A UIKit view kind a template names (`switch`, `tableView`, …): a value that lays itself out
/// as a subtree of plain views inside its view's frame. Components draw nothing themselves;
/// every pixel comes from the ordinary view primitives (fills, corner radii, borders, shadows,
/// labels), so they composite, animate and stay deterministic like any view.
public protocol Component: Hashable, Sendable {
    /// The template key, in UIKit's camelCase (`segmentedControl`).
    static var name: String { get }
    /// One line for the docs.
    static var summary: String { get }
    /// The subviews, in the coordinates of a view of `size`, drawn in `env`.
    func subviews(size: Size, in env: ComponentEnvironment) -> [View]
}
