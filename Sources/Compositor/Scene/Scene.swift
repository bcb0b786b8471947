/// One screen of the app: a named tree of views whose root fills the canvas, with the bars its
/// view controller shows (navigation bar, tab bar, toolbar) and its appearance.
public struct Scene: Hashable, Sendable {
    public var name: String
    public var root: View
    /// A navigation title, shown in a navigation bar by navigation transitions.
    public var title: String?
    /// The scene's appearance; nil follows the canvas's.
    public var appearance: Appearance?
    public var navigationBar: NavigationBar?
    public var tabBar: TabBar?
    public var toolbar: Toolbar?
    /// The scene's status bar and home indicator preferences.
    public var chrome: SceneChromePreferences

    public init(name: String, root: View, title: String? = nil, appearance: Appearance? = nil,
                navigationBar: NavigationBar? = nil, tabBar: TabBar? = nil, toolbar: Toolbar? = nil,
                chrome: SceneChromePreferences = SceneChromePreferences()) {
        self.name = name
        self.root = root
        self.title = title
        self.appearance = appearance
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.toolbar = toolbar
        self.chrome = chrome
    }

    /// The title a following screen's back button shows: the navigation bar's, else `title`.
    public var navigationTitle: String? { navigationBar?.title ?? title }
}
