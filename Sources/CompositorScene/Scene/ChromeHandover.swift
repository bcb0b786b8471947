import CompositorCore

/// Which status bar and home indicator the window shows while a transition moves one screen
/// over another: over each glyph, the style of the screen that covers it in the frame being
/// drawn, as iOS shows the status bar style of the view controller that covers the bar.
///
/// Each glyph of an element (the status bar's time, cellular bars, Wi-Fi and battery; the home
/// indicator's pill) is read at its centre in the frame's layers (`ChromeBackdrop.backdrops(of:
/// at:)`, which follows a flip's perspective). Over one of the two screens (a layer whose id is
/// the screen's root id) the glyph is that screen's, so a style the screen sets itself holds
/// while it covers the glyph; over anything else (a snapshot's piece, a container's bar, the
/// canvas background a flip or an explosion uncovers) it takes the style that contrasts with
/// that backdrop's luma (light content below one half), or, over a picture whose luma is not
/// known (an imported screenshot, a recording, outside the screens' own layers), the style of
/// the screen the motion is nearer to. A slide moves every glyph over at once;
/// a screen's edge crossing the bar sideways hands the glyphs over one by one.
///
/// Not a cross-fade by the glyphs' share: measured on flip-horizontal, a bar half over the
/// light screen and half over the black canvas cross-faded to a grey 9:41 on #F2F2F7 (under
/// 1.5 : 1); glyph by glyph each keeps its contrast (`StatusBarContrastTests`).
///
/// Until issue 44's last note the whole chrome switched at the linear midpoint:
/// `slide-from-top-navigation`'s dark screen, eased out, covers the bar from progress 0.02, so
/// the bar drew black glyphs on #1C1C1E (contrast 1.23 : 1) until 0.5; a flip left black glyphs
/// on the black canvas at both sides of the turning screen.
package struct ChromeHandover {
    /// The chrome over the screen before the motion and the screen it shows.
    let start: [View], before: Scene
    /// The chrome over the screen after the motion and the screen it shows.
    let end: [View], after: Scene
    /// Each element in light and in dark content (the first of an id counts), for glyphs over
    /// neither screen.
    let contrasting: (light: [View], dark: [View])
    /// What shows where no layer draws a fill.
    let canvasBackground: Color

    package init(start: [View], over before: Scene, end: [View], over after: Scene,
                 contrasting: (light: [View], dark: [View]), canvasBackground: Color) {
        self.start = start; self.before = before; self.end = end; self.after = after
        self.contrasting = contrasting; self.canvasBackground = canvasBackground
    }

    /// The chrome at linear progress `progress` over `drawn` (the frame's layers under it):
    /// `start` at 0 and before, `end` at 1 and after.
    package func views(drawn: [View], progress: Double) -> [View] {
        guard progress > 0 else { return start }
        guard progress < 1 else { return end }
        var ids: [String?] = []
        for v in start + end where !ids.contains(v.id) { ids.append(v.id) }
        return ids.flatMap { element($0, drawn: drawn, progress: progress) }
    }

    /// The element `id` over `drawn`, each glyph from the candidate its backdrop picks.
    private func element(_ id: String?, drawn: [View], progress: Double) -> [View] {
        let s = start.first { $0.id == id }, e = end.first { $0.id == id }
        guard let shape = s ?? e else { return [] }
        let light = contrasting.light.first { $0.id == id }, dark = contrasting.dark.first { $0.id == id }
        let screens = (before.root.id, after.root.id)
        let distinct = screens.0 != nil && screens.0 != screens.1
        let canvasLuma = ChromeBackdrop.luma(canvasBackground)
        let glyphs = Self.glyphs(shape)
        let picks: [View?] = ChromeBackdrop.backdrops(of: drawn, at: glyphs.map(\.centre)).map { backdrop in
            let owner = backdrop.flatMap { drawn[$0.layer].id }
            if distinct, owner == screens.0 { return s }
            if distinct, owner == screens.1 { return e }
            guard let backdrop else { return canvasLuma < 0.5 ? light : dark }
            // A picture of unknown luma (a screenshot, a recording) over neither screen: the
            // screen the motion is closer to.
            guard let luma = backdrop.luma else { return progress < 0.5 ? s : e }
            return luma < 0.5 ? light : dark
        }
        if let first = picks.first, picks.allSatisfy({ $0 == first }) { return first.map { [$0] } ?? [] }
        // The glyphs differ: the element's frame, each glyph from its pick, the rest (a
        // notch's cutout) as the shape has it.
        var mixed = shape
        for (glyph, pick) in zip(glyphs, picks) {
            guard let index = glyph.index else { continue }
            if let chosen = pick?.subviews, chosen.indices.contains(index) { mixed.subviews[index] = chosen[index] }
            else { mixed.subviews[index].isHidden = true }
        }
        return [mixed]
    }

    /// Where `element`'s ink lies, in window points: each glyph (a subview, but the cutout,
    /// which is black on every screen) with its index and centre; or the element itself.
    static func glyphs(_ element: View) -> [(index: Int?, centre: Point)] {
        let origin = element.frame.origin
        let glyphs = element.subviews.indices.filter { element.subviews[$0].id != "statusBar.cutout" }
        guard !glyphs.isEmpty else { return [(nil, element.frame.center)] }
        return glyphs.map { i in
            let c = element.subviews[i].frame.center
            return (i, Point(x: origin.x + c.x, y: origin.y + c.y))
        }
    }
}
