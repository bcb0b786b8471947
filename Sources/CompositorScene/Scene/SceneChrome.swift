import CompositorCore

/// Lays out a scene's bars in a container: where its content starts and ends (below the
/// navigation bar, above the tab bar or toolbar), and the bars' views.
///
/// Whether content lies under each bar (`ScrollEdge`, a walk of the scene's whole view tree)
/// depends only on the scene at rest: it is worked out once, when the chrome is made, and
/// carried; the properties are read-only so it cannot go stale (make a new chrome for another
/// scene).
package struct SceneChrome: Sendable {
    public let scene: Scene
    public let env: ComponentEnvironment
    /// Space above the navigation bar: the status bar (the safe area's top), or 0 in a sheet.
    public let top: Double
    /// Whether the scene's content lies under its navigation bar (`ScrollEdge`); false without one.
    public let contentUnderNavigationBar: Bool
    /// Whether the scene's content lies under its tab bar (`ScrollEdge`); false without one.
    public let contentUnderTabBar: Bool

    public init(scene: Scene, env: ComponentEnvironment, top: Double? = nil) {
        self.scene = scene; self.env = env
        let top = top ?? env.safeArea.top
        self.top = top
        let navigationBarHeight = top + (scene.navigationBar?.barHeight(in: env) ?? 0)
        contentUnderNavigationBar = scene.navigationBar != nil
            && ScrollEdge.contentUnder(Rect(x: 0, y: 0, width: env.size.width, height: navigationBarHeight), in: scene.root)
        contentUnderTabBar = scene.tabBar != nil && ScrollEdge.contentUnder(TabBar.frame(env), in: scene.root)
    }

    /// The content area's top: below the navigation bar, else the safe area's top.
    public var contentTop: Double {
        top + (scene.navigationBar?.barHeight(in: env) ?? 0)
    }

    /// The content area's bottom: above the tab bar or toolbar, else above the safe area's bottom.
    public var contentBottom: Double {
        if let tabBar = scene.tabBar, !tabBar.isFloating(in: env) { return TabBar.frame(env).minY }
        if scene.toolbar != nil { return Toolbar.frame(env).minY }
        return env.size.height - env.safeArea.bottom
    }

    /// The area between the bars.
    public var contentFrame: Rect { Rect(x: 0, y: contentTop, width: env.size.width, height: max(contentBottom - contentTop, 0)) }

    /// The navigation bar's frame: from the container's top (the status bar's too) to its bottom edge.
    public var navigationBarFrame: Rect { Rect(x: 0, y: 0, width: env.size.width, height: contentTop) }

    /// The navigation bar's view, with `previousTitle` for a back button without a title.
    public func navigationBarView(previousTitle: String? = nil) -> View? {
        scene.navigationBar?.view(in: env, top: top, previousTitle: previousTitle, contentUnder: contentUnderNavigationBar)
    }

    /// The tab bar's or toolbar's view.
    public func bottomBarView() -> View? {
        if let tabBar = scene.tabBar {
            return tabBar.view(in: env, contentUnder: contentUnderTabBar)
        }
        return scene.toolbar?.view(in: env)
    }

    /// Every bar, in drawing order (top bar, then bottom bar).
    public func bars(previousTitle: String? = nil) -> [View] {
        [navigationBarView(previousTitle: previousTitle), bottomBarView()].compactMap { $0 }
    }
}
