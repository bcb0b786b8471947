import CompositorCore

/// Which status bar and home indicator the window shows while a transition moves one screen
/// over another: over each glyph, the style of the screen that covers it in the frame being
/// drawn, as iOS shows the status bar style of the view controller that covers the bar.
///
/// Each glyph of an element (the status bar's time, cellular bars, Wi-Fi and battery; the home
/// indicator's pill) is read at a grid of points over its box in the frame's layers
/// (`ChromeBackdrop.backdrops(of:at:)`, which follows a flip's perspective), and takes the style
/// most of those points pick (the centre's on a tie): where a screen's edge crosses a glyph, the
/// glyph reads against what most of its ink lies on. Measured on flip-horizontal at progress
/// 0.7, the turning face's slanted edge crossed the cellular bars just above their centre: read
/// at the centre they took the black canvas's white and showed white on #F2F2F7 for most of
/// their ink. Over one of the two screens (a layer whose id is
/// the screen's root id) the glyph is that screen's, so a style the screen sets itself holds
/// while it covers the glyph; with the `automatic` style, though, not where that style would
/// read below 3 : 1 (WCAG 2.1's minimum for large text and graphics) against the fill under
/// the glyph (`readsBelowThreeToOne`): there it takes the contrasting one, as the screen's own
/// style would be picked were that fill under the bar at rest. Measured on slide-from-top at
/// progress 0.7: the incoming dark screen's green app tile passed under 9:41, white on
/// systemGreen at 2.0 : 1; black there is 9.4 : 1. Over anything else (a snapshot's piece, a container's bar, the
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
    /// Whether each screen's style is set (by the screen or the canvas), not `automatic`.
    let setsStyle: (before: Bool, after: Bool)

    package init(start: [View], over before: Scene, end: [View], over after: Scene,
                 contrasting: (light: [View], dark: [View]), canvasBackground: Color,
                 setsStyle: (before: Bool, after: Bool) = (false, false)) {
        self.start = start; self.before = before; self.end = end; self.after = after
        self.contrasting = contrasting; self.canvasBackground = canvasBackground; self.setsStyle = setsStyle
    }

    /// Whether glyphs in light (`light`) or dark content read below 3 : 1 over a fill of BT.709
    /// luma `luma`. WCAG's relative luminance L of that fill is about ((luma + 0.055) / 1.055)^2.4;
    /// white reads (1.05) / (L + 0.05) < 3 when L > 0.30, luma above 0.584; black reads
    /// (L + 0.05) / 0.05 < 3 when L < 0.10, luma below 0.349. Between them either style reads.
    static func readsBelowThreeToOne(light: Bool, over luma: Double) -> Bool {
        light ? luma > 0.584 : luma < 0.349
    }

    /// The chrome at linear progress `progress` over `drawn` (the frame's layers under it):
    /// `start` at 0 and before, `end` at 1 and after.
    package func views(drawn: [View], progress: Double) -> [View] {
        views(drawn: drawn, progress: progress, votingWith: NumberedVotes.self)
    }

    /// `views(drawn:progress:)` with the candidates voted for as `Votes` names them
    /// (`NumberedVotes`; `ViewVotes`, the views themselves, is the reference its tests compare with).
    func views<Votes: CandidateVotes>(drawn: [View], progress: Double, votingWith: Votes.Type) -> [View] {
        guard progress > 0 else { return start }
        guard progress < 1 else { return end }
        var ids: [String?] = []
        for v in start + end where !ids.contains(v.id) { ids.append(v.id) }
        return ids.flatMap { element($0, drawn: drawn, progress: progress, candidates: Votes.self) }
    }

    /// The element `id` over `drawn`, each glyph from the candidate its backdrop picks: the
    /// element over the screen before and after, in light and in dark content, voted for as
    /// `Votes` names them (by number in a render: a glyph reads its backdrop at up to 289
    /// points, and comparing status bar views at each cost a component-kit push about 1.3 G
    /// instructions, 11 % of its render, for the same picks).
    private func element<Votes: CandidateVotes>(_ id: String?, drawn: [View], progress: Double, candidates _: Votes.Type) -> [View] {
        let s = start.first { $0.id == id }, e = end.first { $0.id == id }
        guard let shape = s ?? e else { return [] }
        let candidates = Votes([s, e, contrasting.light.first { $0.id == id }, contrasting.dark.first { $0.id == id }])
        let (before, after, light, dark) = (candidates.vote(0), candidates.vote(1), candidates.vote(2), candidates.vote(3))
        let screens = (self.before.root.id, self.after.root.id)
        let distinct = screens.0 != nil && screens.0 != screens.1
        let canvasLuma = ChromeBackdrop.luma(canvasBackground)
        let glyphs = Self.glyphs(shape)
        let points = glyphs.map { Self.samples(of: $0.box, ink: $0.fills) }
        let votes: [Votes.Vote?] = ChromeBackdrop.backdrops(of: drawn, at: points.flatMap { $0 }, asDrawn: true).map { backdrop in
            let owner = backdrop.flatMap { drawn[$0.layer].id }
            // The screen's own, unless its automatic style reads below 3 : 1 on the fill here.
            func own(_ pick: Votes.Vote?, sets: Bool) -> Votes.Vote? {
                guard !sets, let luma = backdrop?.luma, let pick, pick == light || pick == dark,
                      Self.readsBelowThreeToOne(light: pick == light, over: luma) else { return pick }
                return pick == light ? dark : light
            }
            if distinct, owner == screens.0 { return own(before, sets: setsStyle.before) }
            if distinct, owner == screens.1 { return own(after, sets: setsStyle.after) }
            guard let backdrop else { return canvasLuma < 0.5 ? light : dark }
            // A picture of unknown luma (a screenshot, a recording) over neither screen: the
            // screen the motion is closer to.
            guard let luma = backdrop.luma else { return progress < 0.5 ? before : after }
            return luma < 0.5 ? light : dark
        }
        var next = 0
        let picks: [View?] = points.map { glyph in
            defer { next += glyph.count }
            return Self.majority(votes[next..<(next + glyph.count)]).map { candidates.view($0) }
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
    /// which is black on every screen) with its index, the box of its ink and the boxes of its
    /// filled parts (the cellular glyph's four bars, the battery's body); or the element itself.
    /// A text glyph's ink is estimated about the box's centre: its text's width at 0.6 em a
    /// character (the time "9:41" at 17 points: 40.8 of its box's 80 points) and the middle
    /// 60 % of its line (digits stand a cap height, about 0.7 em, in a 22-point line).
    static func glyphs(_ element: View) -> [(index: Int?, box: Rect, fills: [Rect])] {
        let origin = element.frame.origin
        func moved(_ r: Rect, _ by: Point) -> Rect { Rect(x: by.x + r.minX, y: by.y + r.minY, width: r.width, height: r.height) }
        let glyphs = element.subviews.indices.filter { element.subviews[$0].id != "statusBar.cutout" }
        guard !glyphs.isEmpty else { return [(nil, element.frame, [])] }
        return glyphs.map { i in
            let glyph = element.subviews[i]
            var box = moved(glyph.frame, origin)
            if let label = glyph.label {
                let width = min(box.width, Double(label.text.count) * label.font.size * 0.6)
                box = Rect(x: box.center.x - width / 2, y: box.minY + box.height * 0.2, width: width, height: box.height * 0.6)
            }
            return (i, box, glyph.subviews.filter { $0.backgroundColor != nil }.map { moved($0.frame, moved(glyph.frame, origin).origin) })
        }
    }

    /// The points a glyph's backdrop is read at: its centre first, then the centres of a grid
    /// of cells about a point square over its box (at most 24 × 12), only those on `ink` where
    /// the glyph has filled parts and some lie on them. A glyph's ink spreads over its box
    /// (digits, a Wi-Fi fan), but the cellular bars' is mostly in the tall ones: read over the
    /// box alone, a face's edge between the short and the tall bars on flip-horizontal at
    /// progress 0.4 picked the style of the short ones; read on a 7 × 3 grid, the slanted edge
    /// across them at 0.7 split the votes where most of the ink lay on the light face.
    static func samples(of box: Rect, ink: [Rect]) -> [Point] {
        let columns = min(24, max(3, Int(box.width.rounded()))), rows = min(12, max(3, Int(box.height.rounded())))
        var grid: [Point] = []
        for row in 0..<rows {
            for column in 0..<columns {
                grid.append(Point(x: box.minX + box.width * (Double(column) + 0.5) / Double(columns),
                                  y: box.minY + box.height * (Double(row) + 0.5) / Double(rows)))
            }
        }
        let inked = grid.filter { p in ink.contains { $0.minX <= p.x && p.x < $0.maxX && $0.minY <= p.y && p.y < $0.maxY } }
        return [box.center] + (inked.isEmpty ? grid : inked)
    }

    /// The pick most of `votes` make; on a tie, the one that came first (the centre's).
    static func majority<Pick: Equatable>(_ votes: ArraySlice<Pick>) -> Pick {
        var tally: [(pick: Pick, count: Int)] = []
        for vote in votes {
            if let i = tally.firstIndex(where: { $0.pick == vote }) { tally[i].count += 1 } else { tally.append((vote, 1)) }
        }
        var best = tally[0]
        for entry in tally.dropFirst() where entry.count > best.count { best = entry }
        return best.pick
    }
}
