import CompositorCore
import CompositorScene

/// Which screens of a clip are screen recordings and which are drawn: what an App Store app
/// preview may show. App Review Guideline 2.3.4 (developer.apple.com/app-store/review/guidelines,
/// "2.3.4 App previews") lets a preview "only use video screen captures of the app itself"; text
/// and narration that explain the footage are allowed. So a screen counts as captured when a
/// video fills it (a `recording:` scene, or any view showing a video over the whole screen), and
/// anything else it draws is drawn app content — except what explains or frames the footage:
/// captions and tap indicators (drawn by the flow over every scene), and the drawn status bar
/// and home indicator (system chrome, with `recording-status-bar`, the band that hides the
/// recording's own status bar under it).
///
/// `--delivery appstore` reports these screens; `--store-safe` (or
/// `delivery: {preset: appstore, storeSafe: true}`) refuses a clip with any drawn app content.
package enum StoreSafety {
    /// The guideline, quoted in every refusal.
    public static let guideline = "App Review Guideline 2.3.4: app previews \"may only use video screen captures of the app itself\""

    /// One screen of the clip as a preview shows it.
    public struct Screen: Hashable, Sendable {
        /// The scene's name.
        public let name: String
        /// The recording filling the screen (its file name), or nil: a drawn screen.
        public let recording: String?
        /// What the screen draws that is app content, in document order (empty when none).
        public let drawn: [String]

        /// True when the screen is a recording with nothing drawn over it but system chrome.
        public var isCaptured: Bool { recording != nil && drawn.isEmpty }

        /// "recorded (rec.mp4)", "drawn (a label "Hi", an image)", or for a recording with
        /// drawn content over it "recorded (rec.mp4) with drawn content (…)".
        public var summary: String {
            let content = drawn.prefix(3).joined(separator: ", ") + (drawn.count > 3 ? ", and \(drawn.count - 3) more" : "")
            guard let recording else { return "drawn (\(content.isEmpty ? "no recording" : content))" }
            return drawn.isEmpty ? "recorded (\(recording))" : "recorded (\(recording)) with drawn content (\(content))"
        }
    }

    /// The screens the clip shows, in the order it first shows them: a flow's root, tabs and
    /// the scenes its steps bring on; a segue's two scenes.
    public static func screens(of template: SegueTemplate) -> [Screen] {
        var names: [String] = []
        func add(_ name: String) { if !names.contains(name) { names.append(name) } }
        if let flow = template.flow {
            add(flow.root)
            flow.tabs.forEach(add)
            for step in flow.steps {
                switch step.action {
                case .push(let name), .present(let name), .tab(let name), .unwind(let name): add(name)
                default: break
                }
            }
        } else {
            add(template.segue.from)
            add(template.segue.to)
        }
        return names.compactMap { name in template.scenes.first { $0.name == name } }.map { screen($0, canvas: template.canvas) }
    }

    /// The refusal of a store-safe preview of `template`: one line naming the first screen with
    /// drawn app content and citing the guideline, or nil when every screen is captured.
    public static func refusal(_ template: SegueTemplate) -> String? {
        guard let screen = screens(of: template).first(where: { !$0.isCaptured }) else { return nil }
        let fix = screen.recording == nil
            ? "make it a recording (recording: {file: …}) of the app"
            : "remove the drawn views over the recording (captions, taps and the drawn status bar stay allowed)"
        return "scene \"\(screen.name)\" is \(screen.summary), not only a screen recording; a store-safe App Store preview shows captured screens alone (\(guideline); captions, tap indicators and the drawn status bar are allowed): \(fix)"
    }

    /// `scene` as a preview shows it on `canvas`.
    static func screen(_ scene: Scene, canvas: Canvas) -> Screen {
        let bounds = canvas.bounds
        let recording = scene.root.subviews.first { view in
            guard let video = view.video, !view.isHidden, view.alpha > 0 else { return false }
            let f = view.frame
            return f.minX <= bounds.minX && f.minY <= bounds.minY && f.maxX >= bounds.maxX && f.maxY >= bounds.maxY && video.crop == nil
        }
        var drawn: [String] = []
        if let bar = scene.navigationBar { drawn.append("a navigation bar \"\(bar.title)\"") }
        if scene.tabBar != nil { drawn.append("a tab bar") }
        if scene.toolbar != nil { drawn.append("a toolbar") }
        if recording == nil, let color = scene.root.backgroundColor, color.alpha > 0 { drawn.append("a background") }
        for view in scene.root.subviews where view != recording && view.id != recordingStatusBar {
            collect(view, into: &drawn)
        }
        return Screen(name: scene.name, recording: recording?.video.map { $0.path.split(separator: "/").last.map(String.init) ?? $0.path }, drawn: drawn)
    }

    /// The id of a recording scene's cover over the recording's own status bar (drawn status
    /// bar mode): the recording's band stretched, or a fill, under the drawn status bar.
    static let recordingStatusBar = "recording-status-bar"

    /// What `view` and its subviews draw, as phrases; a view drawing nothing (a tap target)
    /// adds none, a video (captured) none.
    static func collect(_ view: View, into drawn: inout [String]) {
        guard !view.isHidden, view.alpha > 0 else { return }
        let name = view.id.map { " (\($0))" } ?? ""
        if let label = view.label, !label.text.isEmpty { drawn.append("a label \"\(label.text.prefix(40))\"") }
        if view.image != nil { drawn.append("an image" + name) }
        if view.icon != nil { drawn.append("an icon" + name) }
        if view.path != nil { drawn.append("a path" + name) }
        if view.gradient != nil { drawn.append("a gradient" + name) }
        if view.material != nil { drawn.append("a material" + name) }
        if view.video == nil, view.label == nil, view.image == nil, view.icon == nil, view.path == nil, view.gradient == nil,
           view.material == nil, let color = view.backgroundColor, color.alpha > 0 {
            drawn.append("a colored view" + name)
        }
        for sub in view.subviews { collect(sub, into: &drawn) }
    }
}
