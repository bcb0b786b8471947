/// One screen of the app: a named tree of views whose root fills the canvas, with the bars its
/// view controller shows (navigation bar, tab bar, toolbar) and its appearance.
public struct Scene: Hashable, Sendable {
    /// The name segues and flows refer to.
    public var name: String
    /// The view filling the canvas, holding all others.
    public var root: View
    /// A navigation title, shown in a navigation bar by navigation transitions.
    public var title: String?
    /// The scene's appearance; nil follows the canvas's.
    public var appearance: Appearance?
    /// A navigation bar across the top, or none.
    public var navigationBar: NavigationBar?
    /// A tab bar across the bottom, or none.
    public var tabBar: TabBar?
    /// A toolbar across the bottom, or none.
    public var toolbar: Toolbar?
    /// The scene's status bar and home indicator preferences.
    public var chrome: SceneChromePreferences

    /// A screen named `name`; the bars and preferences default to none.
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
