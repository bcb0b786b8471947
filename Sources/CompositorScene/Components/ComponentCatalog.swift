/// Every UIKit component templates name: the view kinds (a key of a view, laid out in its
/// frame) and the scene bars (keys of a scene, laid out from the safe area), in the order the
/// docs list them. Register a new view kind here, beside its one file.
package enum ComponentCatalog {
    /// View kinds: `- frame: [...]` plus one of these keys.
    public static let viewKinds: [any Component.Type] = [
        TableView.self,
        Button.self,
        SwitchControl.self,
        SegmentedControl.self,
        SearchBar.self,
        TextField.self,
        Slider.self,
        ProgressView.self,
        PageControl.self,
        ActivityIndicator.self,
    ]

    /// Scene-level chrome keys with a line for the docs.
    public static let sceneBars: [(name: String, summary: String)] = [
        ("navigationBar", "the navigation bar: inline or large title, back button, bar button items (UINavigationBar)"),
        ("tabBar", "the tab bar: items with icon, title and badge, one selected (UITabBar)"),
        ("toolbar", "the bottom toolbar: bar button items spread across (UIToolbar)"),
    ]

    /// Window chrome keys (canvas and scene) with a line for the docs.
    public static let windowChrome: [(name: String, summary: String)] = [
        ("statusBar", "the status bar: 9:41, cellular, Wi-Fi, battery, around the notch or Dynamic Island"),
        ("homeIndicator", "the home indicator bar at the bottom of devices without a home button"),
    ]

    /// The names of the view kinds.
    public static var viewKindNames: [String] { viewKinds.map { $0.name } }
}
