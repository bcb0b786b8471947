import CompositorCore
import CompositorScene

extension TemplateDecoder {
    /// A recording scene's views: `recording: FILE | {file, start, end, rate, loop, fit,
    /// statusBar, statusBarFill}` is a video view (id `recording`) filling the screen, aspect
    /// fill unless `fit` says otherwise. With `statusBar: drawn` (the default) a view (id
    /// `recording-status-bar`) covers the recording's status bar, the height of the screen's top
    /// safe area, with `statusBarFill` or else the recording's one-point band just below it
    /// stretched over it (as a screenshot's holes are filled), and the drawn status bar is drawn
    /// over that; `statusBar: recording` hides the drawn one instead (the second value).
    func decodeRecording(_ o: ObjectReader, canvas: Canvas?) -> (views: [View], hidesStatusBar: Bool)? {
        guard let field = o["recording"] else { return nil }
        var mode = RecordingStatusBar.drawn, fill: Color?
        guard var video = decodeVideoContent(field, more: { r in
            if let m = r["statusBar"]?.oneOf(RecordingStatusBar.self, what: "status bar") { mode = m }
            fill = r["statusBarFill"]?.color()
        }) else { return nil }
        if case .scalar = field.node { video.contentMode = .scaleAspectFill }
        let bounds = canvas?.bounds ?? Rect(x: 0, y: 0, width: 1, height: 1)
        var views = [View(id: "recording", frame: bounds)]
        views[0].video = video
        let top = canvas?.safeArea.top ?? 0
        if mode == .drawn, top > 0, top < bounds.height - 2 {
            var cover = View(id: "recording-status-bar", frame: Rect(x: 0, y: 0, width: bounds.width, height: top), backgroundColor: fill)
            if fill == nil {
                // The band top + 0.5 … top + 1.5 points of the screen, in the recording's unit
                // coordinates (the whole recording is placed to fill the screen).
                var band = video
                band.contentMode = .scaleToFill
                band.crop = Rect(x: 0, y: (top + 0.5) / bounds.height, width: 1, height: 1 / bounds.height)
                cover.video = band
            }
            views.append(cover)
        }
        return (views, mode == .recording)
    }
}
