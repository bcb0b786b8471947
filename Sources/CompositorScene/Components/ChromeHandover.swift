import CompositorCore

/// Which screen's status bar and home indicator the window shows while a transition moves one
/// screen over another: the style of the screen that covers each element in the frame being
/// drawn, as iOS shows the status bar style of the view controller that covers the bar.
///
/// Each element (the status bar, the home indicator) is read at the centres of its glyphs (the
/// time, the cellular bars, Wi-Fi, the battery; the indicator's pill) in the frame's layers
/// (`ChromeBackdrop.backdrops(of:at:)`). A glyph over a layer that is one of the two screens
/// (its root view's id) votes for that screen's element; over anything else (a snapshot's
/// piece, a container's bar) it votes for the element whose content contrasts with the
/// backdrop's luma (light content on a backdrop darker than one half). The element that gets
/// every vote is drawn; when both screens show under the glyphs the two cross-fade by their
/// share of the votes. With no vote (nothing opaque the model can read, such as an image) the
/// element switches at the linear midpoint, as before.
///
/// Until issue 44's last note the whole chrome switched at the midpoint: `slide-from-top-
/// navigation`'s dark screen, eased out, covers the bar from progress 0.05, so the bar showed
/// black glyphs on #1C1C1E (contrast 1.2 : 1) for 45 % of the transition.
package enum ChromeHandover {
    /// The chrome at linear progress `progress` of a motion from the chrome `start` (over
    /// `before`) to `end` (over `after`), `drawn` being the frame's layers under the chrome.
    package static func views(from start: [View], over before: Scene, to end: [View], over after: Scene,
                              drawn: [View], progress: Double) -> [View] {
        guard progress > 0 else { return start }
        guard progress < 1 else { return end }
        var views: [View] = []
        for id in elementIDs(start + end) {
            let s = start.first { $0.id == id }, e = end.first { $0.id == id }
            guard s != e else { views += s.map { [$0] } ?? []; continue }
            let weight = endShare(s, e, before: before, after: after, drawn: drawn) ?? (progress < 0.5 ? 0 : 1)
            if weight <= 0 { views += s.map { [$0] } ?? [] }
            else if weight >= 1 { views += e.map { [$0] } ?? [] }
            else { views += faded(s, 1 - weight) + faded(e, weight) }
        }
        return views
    }

    /// The ids of the chrome's elements in `views`, in their first order.
    private static func elementIDs(_ views: [View]) -> [String?] {
        var ids: [String?] = []
        for v in views where !ids.contains(v.id) { ids.append(v.id) }
        return ids
    }

    /// `view` at `weight` of its opacity, as a list (empty when there is none).
    private static func faded(_ view: View?, _ weight: Double) -> [View] {
        guard var v = view else { return [] }
        v.alpha *= weight
        return [v]
    }

    /// The share of the glyphs of the element `s` → `e` that vote for `e`; nil with no vote.
    private static func endShare(_ s: View?, _ e: View?, before: Scene, after: Scene, drawn: [View]) -> Double? {
        guard let shape = s ?? e else { return nil }
        let points = glyphCentres(shape)
        let ids = (before.root.id, after.root.id)
        let distinct = ids.0 != nil && ids.0 != ids.1
        let light = (s.flatMap(contentIsLight), e.flatMap(contentIsLight))
        var forEnd = 0, votes = 0
        for backdrop in ChromeBackdrop.backdrops(of: drawn, at: points) {
            guard let backdrop else { continue }
            let owner = drawn[backdrop.layer].id
            if distinct, owner == ids.0 { votes += 1 }
            else if distinct, owner == ids.1 { votes += 1; forEnd += 1 }
            else if let ls = light.0, let le = light.1, ls != le {
                votes += 1
                if le == (backdrop.luma < 0.5) { forEnd += 1 }
            }
        }
        return votes == 0 ? nil : Double(forEnd) / Double(votes)
    }

    /// Where `element`'s ink lies, in window points: the centre of each glyph (its subviews
    /// but the cutout, which is black on every screen), or of the element itself.
    static func glyphCentres(_ element: View) -> [Point] {
        let origin = element.frame.origin
        let glyphs = element.subviews.filter { $0.id != "statusBar.cutout" }
        guard !glyphs.isEmpty else { return [element.frame.center] }
        return glyphs.map { Point(x: origin.x + $0.frame.center.x, y: origin.y + $0.frame.center.y) }
    }

    /// Whether `element` draws light content: its first label's color or its own fill, by luma.
    private static func contentIsLight(_ element: View) -> Bool? {
        if let color = element.label?.color ?? element.subviews.lazy.compactMap({ $0.label?.color }).first ?? element.backgroundColor {
            return ChromeBackdrop.luma(color) >= 0.5
        }
        return nil
    }
}
