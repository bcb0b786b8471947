import CompositorCore
import CompositorScene

/// Where a caption panel or a callout bubble goes so it hides nothing the step is about.
///
/// The rules (`CaptionOverlay` applies them):
/// - A top or bottom caption sits at its edge of the band it may use (between the bars, inside
///   a feed's safe zone) unless that covers one of the step's `keepClear` rects (the view the
///   finger taps, the views a `change` step shows such as a "Copied" badge). Then it takes the
///   free position nearest its edge: just above or below a covered rect, or the band's other
///   edge. When no position is free it takes the one covering the least area (nearest its edge
///   on a tie).
/// - A callout bubble points at its target from below (target in the upper half) or above. It
///   stays next to the target when that covers no content a viewer reads (text, icons and
///   thumbnails on the target's screen, `readableContent`; a big picture such as a header
///   photo may be covered); else it tries the other side, then moves along its pointer, away
///   from the target, to the nearest free place on either side, joined to the target by a stem
///   at most `maxStem` long. When no place is free it takes the least covered area, next to
///   the target on a tie.
///
/// Positions stay inside the band the caption may use; a callout whose side leaves no room in
/// it keeps its place next to the target, as before these rules.
enum CaptionPlacement {
    /// The gap between a callout bubble and its target (the arrow's length plus air), in points.
    static let calloutGap = 14.0
    /// The step positions are searched by, in points.
    static let searchStep = 2.0
    /// How far a callout bubble may move from its place next to the target, in bubble heights:
    /// two, so the stem stays shorter than a table row or two and reads as the bubble's pointer,
    /// not as a line across the screen.
    static let maxStem = 2.0
    /// A picture covering more than this share of the screen is a backdrop (a header photo, a
    /// hero image), not content a bubble must keep off.
    static let backdropPictureShare = 0.25

    /// The area of `rect` covered by `rects`, summed (overlaps of the rects count twice: a
    /// caption over two labels hides both).
    static func coveredArea(_ rect: Rect, by rects: [Rect]) -> Double {
        rects.reduce(0) { sum, r in sum + (rect.intersection(r).map { $0.width * $0.height } ?? 0) }
    }

    /// The top of a `height`-point panel at `preferred` (its edge position) in `band`, moved
    /// off `keepClear` (rects whose horizontal span meets `x`…`x + width`) by the rule above.
    static func panelY(preferred: Double, height: Double, x: Double, width: Double, band: FlowBand, gap: Double,
                       keepClear: [Rect]) -> Double {
        let lane = keepClear.filter { $0.maxX > x && $0.minX < x + width }
        func area(_ y: Double) -> Double { coveredArea(Rect(x: x, y: y, width: width, height: height), by: lane) }
        guard !lane.isEmpty, area(preferred) > 0 else { return preferred }
        let low = band.top + gap, high = band.bottom - gap - height
        guard high >= low else { return preferred }
        var candidates = [low, high]
        for r in lane { candidates += [r.minY - gap - height, r.maxY + gap] }
        let inside = candidates.filter { $0 >= low - 0.001 && $0 <= high + 0.001 }
        return best(inside, preferred: preferred, area: area) ?? preferred
    }

    /// The candidate with no covered area nearest `preferred`, else the least covered one
    /// (nearest `preferred` on a tie); nil without candidates.
    static func best(_ candidates: [Double], preferred: Double, area: (Double) -> Double) -> Double? {
        let scored = candidates.map { (y: $0, area: area($0), distance: abs($0 - preferred)) }
        return scored.min { a, b in
            if (a.area == 0) != (b.area == 0) { return a.area == 0 }
            if a.area != b.area { return a.area < b.area }
            if a.distance != b.distance { return a.distance < b.distance }
            return a.y < b.y
        }?.y
    }

    /// Where a callout bubble of `size` at left `x` goes for `target`: its top and whether it
    /// hangs below the target. `naturalBelow`: the side it takes when free; `content`: what a
    /// viewer reads on the target's screen; `band`: the rows it may use.
    static func callout(target: Rect, size: Size, x: Double, naturalBelow: Bool, content: [Rect], band: FlowBand) -> (y: Double, below: Bool) {
        let natural = adjacent(target, height: size.height, below: naturalBelow)
        let others = content.filter { $0.intersection(target) == nil }
        func area(_ y: Double) -> Double { coveredArea(Rect(x: x, y: y, width: size.width, height: size.height), by: others) }
        func fits(_ y: Double) -> Bool { y >= band.top - 0.001 && y + size.height <= band.bottom + 0.001 }
        if !fits(natural) || area(natural) == 0 { return (natural, naturalBelow) }
        // Next to the target, the natural side first; then along the pointer, nearest first.
        var candidates: [(y: Double, below: Bool, distance: Double)] = []
        for below in [naturalBelow, !naturalBelow] {
            let start = adjacent(target, height: size.height, below: below)
            var y = start
            while fits(y), abs(y - start) <= maxStem * size.height + 0.001 {
                candidates.append((y, below, abs(y - start)))
                y += below ? searchStep : -searchStep
            }
        }
        let scored = candidates.map { (c: $0, area: area($0.y)) }
        if let free = scored.filter({ $0.area == 0 }).min(by: { $0.c.distance < $1.c.distance }) { return (free.c.y, free.c.below) }
        // Least covered; on a tie the position nearer the target (the natural side first: it is listed first).
        guard let least = scored.min(by: { $0.area != $1.area ? $0.area < $1.area : $0.c.distance < $1.c.distance }) else {
            return (natural, naturalBelow)
        }
        return (least.c.y, least.c.below)
    }

    /// The top of a bubble `height` points tall next to `target`, below or above it.
    static func adjacent(_ target: Rect, height: Double, below: Bool) -> Double {
        below ? target.maxY + calloutGap : target.minY - calloutGap - height
    }

    /// The frames (canvas points) of what a viewer reads in `layer`: every shown view with a
    /// label, an icon or an image (but a picture over `backdropPictureShare` of `screen`),
    /// clipped by the ancestors that clip.
    static func readableContent(in layer: View, screen: Size) -> [Rect] {
        var out: [Rect] = []
        let backdrop = screen.width * screen.height * backdropPictureShare
        func walk(_ view: View, toCanvas: AffineTransform, clip: Rect?) {
            guard !view.isHidden, view.alpha > 0 else { return }
            let mine = view.transformToSuperview.concatenating(toCanvas)
            let bounds = mine.bounds(of: Rect(origin: .zero, size: view.frame.size))
            let hasText = view.label.map { !$0.text.isEmpty } ?? false
            let thumbnail = view.image != nil && bounds.width * bounds.height <= backdrop
            if hasText || view.icon != nil || thumbnail {
                let shown = clip.map { bounds.intersection($0) } ?? bounds
                if let shown { out.append(shown) }
            }
            let inner = view.clipsToBounds ? (clip.map { bounds.intersection($0) ?? .zero } ?? bounds) : clip
            for sub in view.subviews { walk(sub, toCanvas: mine, clip: inner) }
        }
        walk(layer, toCanvas: .identity, clip: nil)
        return out
    }
}
