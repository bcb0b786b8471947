/// The status bar's content color (UIStatusBarStyle): `automatic` follows the scene's
/// appearance (dark content on light scenes), the others force one.
public enum StatusBarStyle: String, Hashable, Sendable, CaseIterable {
    case automatic, darkContent, lightContent
}

/// The parts of the system chrome the window draws over the scenes: status bar and home
/// indicator. On by default for phone and tablet presets, off for other canvases.
public struct SystemChrome: Hashable, Sendable {
    /// Draw the status bar (time, cellular, Wi-Fi, battery).
    public var statusBar: Bool
    /// Dark or light status bar content (`automatic`: by what is under it).
    public var statusBarStyle: StatusBarStyle
    /// The time shown; Apple's marketing images show 9:41.
    public var time: String
    /// Draw the device's notch or Dynamic Island as a black shape (screenshots and screen
    /// recordings do not show it, so off by default).
    public var showsCutout: Bool
    /// Draw the home indicator on devices that have one.
    public var homeIndicator: Bool

    /// Chrome with each part chosen.
    public init(statusBar: Bool, statusBarStyle: StatusBarStyle = .automatic, time: String = "9:41",
                showsCutout: Bool = false, homeIndicator: Bool) {
        self.statusBar = statusBar; self.statusBarStyle = statusBarStyle; self.time = time
        self.showsCutout = showsCutout; self.homeIndicator = homeIndicator
    }

    /// Nothing drawn.
    public static let none = SystemChrome(statusBar: false, homeIndicator: false)

    /// The default for a device: everything on for phones and tablets, off for video canvases.
    public static func defaults(for device: DevicePreset?) -> SystemChrome {
        guard let device, device.family != .video else { return .none }
        return SystemChrome(statusBar: true, homeIndicator: device.safeArea.bottom > 0)
    }
}

/// A scene's own choices about the window's chrome while it is on screen (a view controller's
/// preferredStatusBarStyle, prefersStatusBarHidden, prefersHomeIndicatorAutoHidden).
public struct SceneChromePreferences: Hashable, Sendable {
    /// Hide the status bar while this scene shows (nil: the canvas decides).
    public var statusBarHidden: Bool?
    /// The status bar style while this scene shows (nil: the canvas decides).
    public var statusBarStyle: StatusBarStyle?
    /// Hide the home indicator while this scene shows (nil: the canvas decides).
    public var homeIndicatorHidden: Bool?

    /// Preferences; nil leaves each to the canvas.
    public init(statusBarHidden: Bool? = nil, statusBarStyle: StatusBarStyle? = nil, homeIndicatorHidden: Bool? = nil) {
        self.statusBarHidden = statusBarHidden; self.statusBarStyle = statusBarStyle; self.homeIndicatorHidden = homeIndicatorHidden
    }
}
