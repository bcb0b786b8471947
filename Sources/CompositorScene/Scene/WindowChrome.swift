import CompositorCore

/// The views the window draws over every frame: the status bar and the home indicator of the
/// canvas's device, in the style the scene on top asks for: unless the scene or template
/// forces one, dark content over a light backdrop and light content over a dark one, read from
/// what the scene draws under each (`ChromeBackdrop`), else from its appearance.
package enum WindowChrome {
    /// The chrome over `scene` on `canvas`; empty when the canvas draws none. `overDarkBackdrop`,
    /// when given, sets the glyphs' style instead of the scene's: light content over a dark
    /// backdrop, dark over a light one (`ChromeHandover`'s glyphs over neither screen).
    package static func views(canvas: Canvas, scene: Scene, overDarkBackdrop dark: Bool? = nil) -> [View] {
        let chrome = canvas.chrome
        let showsStatusBar = chrome.statusBar && !(scene.chrome.statusBarHidden ?? false)
        let showsHomeIndicator = chrome.homeIndicator && !(scene.chrome.homeIndicatorHidden ?? false)
        guard showsStatusBar || showsHomeIndicator else { return [] }
        let device = canvas.device ?? DevicePreset(name: "canvas", size: canvas.size, scale: canvas.scale,
                                                   family: canvas.size.width >= 700 ? .tablet : .phone,
                                                   safeArea: canvas.safeArea, cutout: .none)
        let appearance = scene.appearance ?? canvas.appearance
        let style = scene.chrome.statusBarStyle ?? chrome.statusBarStyle
        var views: [View] = []
        if showsStatusBar {
            let strip = [Point(x: device.size.width * 0.15, y: device.safeArea.top / 2), Point(x: device.size.width * 0.85, y: device.safeArea.top / 2)]
            let light = dark ?? (style == .lightContent || (style == .automatic && isDark(scene, at: strip, appearance: appearance)))
            views.append(StatusBar(time: chrome.time, lightContent: light, showsCutout: chrome.showsCutout,
                                   layoutDirection: canvas.layoutDirection).view(device: device))
        }
        if showsHomeIndicator, device.safeArea.bottom > 0 {
            let bottom = [Point(x: device.size.width / 2, y: device.size.height - 10.5)]
            views.append(HomeIndicator(light: dark ?? isDark(scene, at: bottom, appearance: appearance)).view(device: device))
        }
        return views
    }

    /// Whether `scene` is dark under `points`: its backdrop's luma below one half, or, where
    /// nothing opaque lies there, its appearance.
    private static func isDark(_ scene: Scene, at points: [Point], appearance: Appearance) -> Bool {
        ChromeBackdrop.luma(of: scene, at: points).map { $0 < 0.5 } ?? (appearance == .dark)
    }

    /// The chrome while the scene on top changes from `before` to `after`, at linear progress
    /// `progress` of the motion, over `drawn` (the frame's layers under the chrome): each glyph
    /// takes the style of what covers it in that frame (`ChromeHandover`), a sheet's dimming
    /// included. Over a compact sheet's black backdrop, uncovered or covered during the motion,
    /// the glyphs are light where the black shows and the presenting screen's where it
    /// covers them. Until issue 44's review the two bars cross-faded by `progress` there: an
    /// interactive dismissal held at 35 % drew a grey 9:41 (white at 65 % over black) on the
    /// dimmed grey library (under 3 : 1), which `StatusBarContrastTests` missed (a cross-faded
    /// glyph was never opaque enough to count as ink).
    package static func views(canvas: Canvas, from before: Scene, to after: Scene, drawn: [View], progress: Double) -> [View] {
        let start = views(canvas: canvas, scene: before), end = views(canvas: canvas, scene: after)
        // Either scene's element in each style (the first found by id: the destination's).
        let contrasting = (light: [after, before].flatMap { views(canvas: canvas, scene: $0, overDarkBackdrop: true) },
                           dark: [after, before].flatMap { views(canvas: canvas, scene: $0, overDarkBackdrop: false) })
        func setsStyle(_ scene: Scene) -> Bool { (scene.chrome.statusBarStyle ?? canvas.chrome.statusBarStyle) != .automatic }
        return ChromeHandover(start: start, over: before, end: end, over: after, contrasting: contrasting,
                              canvasBackground: canvas.backgroundColor, setsStyle: (setsStyle(before), setsStyle(after)))
            .views(drawn: drawn, progress: progress)
    }

    /// `scene` as the window's chrome sees it over a compact sheet's black backdrop: light
    /// status-bar content (as iOS 13+ switches it), unless the scene asks for a style itself.
    package static func overCompactSheetBackdrop(_ scene: Scene) -> Scene {
        guard scene.chrome.statusBarStyle == nil else { return scene }
        var scene = scene
        scene.chrome.statusBarStyle = .lightContent
        return scene
    }
}
