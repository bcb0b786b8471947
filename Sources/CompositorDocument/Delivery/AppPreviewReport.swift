import CompositorCore

/// What `render` says about an App Store app preview before rendering it: which screens are
/// screen recordings and which are drawn (`StoreSafety`), and the poster frame's time code for
/// App Store Connect (`AppPreviewPoster`). Empty for a clip of another preset.
package enum AppPreviewReport {
    /// One line for the screens, one for the poster frame.
    public static func lines(_ template: SegueTemplate) -> [String] {
        guard let spec = template.delivery, spec.preset == .appstore else { return [] }
        let screens = StoreSafety.screens(of: template)
        let captured = screens.filter(\.isCaptured).count
        var lines = ["app preview screens: \(captured) of \(screens.count) captured; "
                     + screens.map { "\($0.name): \($0.summary)" }.joined(separator: "; ")]
        let rate = template.video.frameRate
        if let poster = spec.posterTime {
            lines.append("app preview poster frame: previewFrameTimeCode \(AppPreviewPoster.timeCode(poster, rate: rate)) (posterTime \(PlainNumber.text(poster.doubleValue)) s)")
        } else {
            lines.append("app preview poster frame: none chosen; App Store Connect poses it near \(AppPreviewPoster.timeCode(AppPreviewPoster.defaultTime, rate: rate)) (set delivery.posterTime)")
        }
        return lines
    }
}
