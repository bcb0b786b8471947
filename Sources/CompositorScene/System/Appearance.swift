/// The interface style a scene is drawn in (UIUserInterfaceStyle): it picks the system colors,
/// the status bar's content color and the bars' background.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
    case light, dark
}
