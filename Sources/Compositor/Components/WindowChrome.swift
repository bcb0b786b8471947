/// The views the window draws over every frame: the status bar and the home indicator of the
/// canvas's device, in the style the scene on top asks for (dark content on light scenes,
/// light content on dark ones, unless the scene or template forces one).
enum WindowChrome {
    /// The chrome over `scene` on `canvas`; empty when the canvas draws none.
    static func views(canvas: Canvas, scene: Scene) -> [View] {
        let chrome = canvas.chrome
        let showsStatusBar = chrome.statusBar && !(scene.chrome.statusBarHidden ?? false)
        let showsHomeIndicator = chrome.homeIndicator && !(scene.chrome.homeIndicatorHidden ?? false)
        guard showsStatusBar || showsHomeIndicator else { return [] }
        let device = canvas.device ?? DevicePreset(name: "canvas", size: canvas.size, scale: canvas.scale,
                                                   family: canvas.size.width >= 700 ? .tablet : .phone,
                                                   safeArea: canvas.safeArea, cutout: .none)
        let appearance = scene.appearance ?? canvas.appearance
        let style = scene.chrome.statusBarStyle ?? chrome.statusBarStyle
        let light = style == .lightContent || (style == .automatic && appearance == .dark)
        var views: [View] = []
        if showsStatusBar {
            views.append(StatusBar(time: chrome.time, lightContent: light, showsCutout: chrome.showsCutout).view(device: device))
        }
        if showsHomeIndicator, device.safeArea.bottom > 0 {
            views.append(HomeIndicator(light: appearance == .dark).view(device: device))
        }
        return views
    }
}
