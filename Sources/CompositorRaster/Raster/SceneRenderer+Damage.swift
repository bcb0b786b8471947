import CompositorCore
import CompositorScene

/// Damage tracking across frames (issue 51): which rows of a frame can differ from the frame
/// before it, decided from the two frames' views alone (no pixels), and the frame drawn in
/// those rows only (`FramePlan.partial`). The rows outside are the previous frame's, copied from
/// its converted picture once that exists (`ConvertedPicture.copyRows(outside:from:)`, at
/// hand-off in order), so a worker never waits for another worker's frame.
///
/// Exact by construction: a view equal in both frames draws the same pixels in both; a view
/// that differs draws only inside its drawn bounds (`View.drawnDeviceBounds`) in either frame;
/// a material, the one drawing that reads what lies behind it, is damaged wherever what it
/// reads is. Every row outside the damage is thus made of the same drawings in both frames.
/// Inside it, each layer is drawn through the band only when that gives exactly the pixels of
/// drawing it whole (`drawsAlikeUnderAnyClip`, `drawsAlikeUncached`: the contracts occlusion
/// culling already relies on); a frame where one would not is composited whole.
extension SceneRenderer {
    /// Margin in device pixels around every damaged rectangle: a store resampled at a fraction
    /// of a pixel reads one texel further, anti-aliased edges one pixel further.
    static let damageMargin = 2

    /// The rows (even bounds, 4:2:0 row pairs stay whole) where the frame `now` makes can
    /// differ from the frame `before` makes; empty when none can; nil when that is not known
    /// from the views (a view whose drawing has no bound: an unclipped image or path, a turn
    /// in perspective). A pure function of the two lists and the canvas.
    package func damagedRows(from before: [View], to now: [View]) -> Range<Int>? {
        var span = RowSpan()
        let toDevice = canvas.pointsToPixels
        // The top-level layers both frames share at either end are matched; those between are
        // compared pairwise when as many, else damaged whole in both frames.
        var head = 0
        while head < before.count, head < now.count, before[head] == now[head] { head += 1 }
        var endBefore = before.count, endNow = now.count
        while endBefore > head, endNow > head, before[endBefore - 1] == now[endNow - 1] { endBefore -= 1; endNow -= 1 }
        if endBefore - head == endNow - head {
            for (a, b) in zip(before[head..<endBefore], now[head..<endNow]) {
                guard diff(a, b, parent: toDevice, topLevel: true, into: &span) else { return nil }
            }
        } else {
            for view in before[head..<endBefore] + now[head..<endNow] {
                guard span.add(view, parent: toDevice) else { return nil }
            }
        }
        guard !span.isEmpty else { return 0..<0 }
        guard spreadThroughMaterials(now, into: &span) else { return nil }
        let height = canvas.pixelHeight
        let lower = max((span.lower - Self.damageMargin) & ~1, 0), upper = min((span.upper + Self.damageMargin + 1) & ~1, height)
        return lower < upper ? lower..<upper : 0..<0
    }

    /// Adds where `a` (the view in the frame before) and `b` (in this frame) can draw
    /// differently; false when unknown. Views equal but for their subviews, with as many of
    /// them, are compared subview by subview, when their subtree is drawn in place (a top-level
    /// layer drawn uncached or copied from a store at whole pixels, as `drawTopLevel` decides;
    /// not a rasterized or faded group, whose pixels are resampled or blended as a whole).
    private func diff(_ a: View, _ b: View, parent: AffineTransform, topLevel: Bool, into span: inout RowSpan) -> Bool {
        if a == b { return true }
        if a.subviews.count == b.subviews.count, drawsSubviewsInPlace(a, parent: parent, topLevel: topLevel),
           drawsSubviewsInPlace(b, parent: parent, topLevel: topLevel), a.withoutSubviews == b.withoutSubviews {
            let toDevice = b.transformToSuperview.concatenating(parent)
            for (x, y) in zip(a.subviews, b.subviews) where x != y {
                guard diff(x, y, parent: toDevice, topLevel: false, into: &span) else { return false }
            }
            return true
        }
        return span.add(a, parent: parent) && span.add(b, parent: parent)
    }

    /// Whether a change in one of `view`'s subviews changes only the pixels that subview draws.
    private func drawsSubviewsInPlace(_ view: View, parent: AffineTransform, topLevel: Bool) -> Bool {
        guard !view.isHidden, view.alpha >= 1, !view.shouldRasterize, view.transform.rotationY == 0 else { return false }
        guard topLevel else { return true }
        let toDevice = view.transformToSuperview.concatenating(parent)
        if let cached = cachedLayer(view, toDevice: toDevice, opacity: 1, clip: frameClip) { return cached.wholePixelOffset != nil }
        return view.splitOutsideSubviews() == nil && overhungLayer(view, toDevice: toDevice, clip: frameClip) == nil
    }

    /// Grows `span` by every material of `layers` (this frame's) whose blur reads a damaged
    /// row, by all the rows it reads (so the band holds its whole backdrop and it is drawn
    /// exactly: `drawsAlikeUncached`), until no more is added; false when a material's area
    /// is not known.
    private func spreadThroughMaterials(_ layers: [View], into span: inout RowSpan) -> Bool {
        var reads: [(lower: Int, upper: Int)] = []
        func collect(_ view: View, _ parent: AffineTransform) -> Bool {
            guard !view.isHidden, view.alpha > 0 else { return true }
            let toDevice = view.transformToSuperview.concatenating(parent)
            if let material = view.material {
                let box = toDevice.bounds(of: Rect(origin: .zero, size: view.frame.size))
                guard box.minY.isFinite, box.maxY.isFinite, abs(box.minY) < 1e7, abs(box.maxY) < 1e7 else { return false }
                let reach = Self.backdropReach(of: material, toDevice: toDevice) + Self.damageMargin
                reads.append((Int(box.minY.rounded(.down)) - reach, Int(box.maxY.rounded(.up)) + reach))
            }
            return view.subviews.allSatisfy { collect($0, toDevice) }
        }
        let toDevice = canvas.pointsToPixels
        guard layers.allSatisfy({ collect($0, toDevice) }) else { return false }
        var grown = true
        while grown {
            grown = false
            for read in reads where read.lower < span.upper && span.lower < read.upper
                && (read.lower < span.lower || read.upper > span.upper) {
                span.lower = min(span.lower, read.lower)
                span.upper = max(span.upper, read.upper)
                grown = true
            }
        }
        return true
    }
}

/// The rows a frame's damage spans so far (one band: the lowest and highest damaged rows).
struct RowSpan {
    var lower = Int.max, upper = Int.min
    var isEmpty: Bool { lower >= upper }

    /// Adds the rows `view` (placed by `parent`) draws in; false when not known.
    mutating func add(_ view: View, parent: AffineTransform) -> Bool {
        guard !view.isHidden, view.alpha > 0 else { return true }
        guard let r = view.drawnDeviceBounds(toDevice: view.transformToSuperview.concatenating(parent)),
              r.minY.isFinite, r.maxY.isFinite, abs(r.minY) < 1e7, abs(r.maxY) < 1e7 else { return false }
        lower = min(lower, Int(r.minY.rounded(.down)))
        upper = max(upper, Int(r.maxY.rounded(.up)))
        return true
    }
}

extension View {
    /// This view with no subviews: what it draws itself.
    var withoutSubviews: View {
        var own = self
        own.subviews = []
        return own
    }
}
