import CompositorCore
import CompositorScene

extension SceneRenderer {
    /// `plan` (this frame's, of the views `plan` composites) as a partial frame
    /// (`FramePlan.partial`) when the frame before showed `before` and only some rows differ:
    /// a composited frame (`partialRows`); a scene at rest alone or under a rectangle of layers
    /// (`.copy`, `.overRest`) whose scene itself changed (a flow's `change`: a switch's knob
    /// moving), drawn uncached in the damaged rows instead of rendering (and converting) a new
    /// store of the whole scene. A scene at rest that did not change keeps its plan: its
    /// picture is rewritten only where its rectangles were (`RestingPicture`), less than the
    /// rows. nil: keep `plan`. A pure function of the two frames' views.
    package func partialPlan(_ plan: FramePlan, before: [View]) -> FramePlan? {
        switch plan {
        case .composite(let composite):
            return partialRows(composite, before: before).map { .partial(composite, rows: $0) }
        case .copy(let composite, _), .overRest(let composite, _):
            guard case .store(let index, _, let color) = composite.start,
                  before.count <= index || before[index] != composite.layers[index] else { return nil }
            let uncached = CompositePlan(layers: composite.layers, start: .fill(index: index, color: color))
            return partialRows(uncached, before: before).map { .partial(uncached, rows: $0) }
        default:
            return nil
        }
    }

    /// The rows of `composite` (this frame's composite plan) to draw when the frame before it
    /// showed `before`: its damage (`damagedRows(from:to:)`) when every layer draws there
    /// exactly what it draws whole (`drawsInBandAlike`) and the damage leaves part of the frame
    /// alone; nil: composite the whole frame. A pure function of the two frames' views.
    package func partialRows(_ composite: CompositePlan, before: [View]) -> Range<Int>? {
        guard canvas.pixelWidth % 2 == 0, canvas.pixelHeight % 2 == 0,
              let rows = damagedRows(from: before, to: composite.layers), !rows.isEmpty,
              rows.count < canvas.pixelHeight else { return nil }
        return drawsInBandAlike(composite, rows: rows) ? rows : nil
    }

    /// Whether each layer `composite` draws gives in the full-width band of `rows` the pixels
    /// it gives there drawn whole: a store's resampling or copy (the plan's start, or
    /// `drawsAlikeUnderAnyClip`), or an uncached layer whose clip-dependent drawings keep clear
    /// of the band's edges (`drawsAlikeUncached`; the start's layer, drawn uncached without
    /// deciding again, `staysClear`). Not a fading first layer (faded as a whole frame).
    private func drawsInBandAlike(_ composite: CompositePlan, rows: Range<Int>) -> Bool {
        let band = Self.band(rows, width: canvas.pixelWidth), toDevice = canvas.pointsToPixels, layers = composite.layers
        func alike(_ view: View) -> Bool {
            let placed = view.transformToSuperview.concatenating(toDevice)
            return drawsAlikeUnderAnyClip(view, toDevice: placed) || drawsAlikeUncached(view, toDevice: placed, in: band)
        }
        switch composite.start {
        case .background: return layers.allSatisfy(alike)
        case .store(let index, _, _): return layers[(index + 1)...].allSatisfy(alike)
        case .fill(let index, _):
            let hider = layers[index]
            return staysClear(hider, toDevice: hider.transformToSuperview.concatenating(toDevice), opacity: 1, band: band)
                && layers[(index + 1)...].allSatisfy(alike)
        case .fadingFirst: return false
        }
    }

    /// The RGBA executor of a partial frame (`FramePlan.partial`): draws `plan` in the band of
    /// `rows` only, exactly the pixels `render(_:into:)` draws there; `pixmap`'s other rows are
    /// left as they were.
    package func render(_ plan: CompositePlan, rows: Range<Int>, into pixmap: inout Pixmap) throws {
        precondition(pixmap.width == canvas.pixelWidth && pixmap.height == canvas.pixelHeight, "frame size")
        let layers = plan.layers, toDevice = canvas.pointsToPixels, frame = pixmap.bounds
        let band = Self.band(rows, width: canvas.pixelWidth), clip = ClipRegion(band: band, uncut: frame)
        switch plan.start {
        case .background:
            pixmap.fill(background, in: band)
            try draw(layers, band: band, into: &pixmap)
        case .store(let index, let cached, let color):
            if !cached.copiesOpaquePixels { pixmap.fill(color, in: band) }
            try draw(cached, clip: clip, into: &pixmap)
            for view in layers[(index + 1)...] { try drawTopLevel(view, parent: toDevice, clip: clip, into: &pixmap) }
        case .fill(let index, let color):
            pixmap.fill(color, in: band)
            try drawLayer(layers[index], toDevice: layers[index].transformToSuperview.concatenating(toDevice), opacity: 1, clip: clip,
                          into: &pixmap, backgroundDrawn: true)
            for view in layers[(index + 1)...] { try drawTopLevel(view, parent: toDevice, clip: clip, into: &pixmap) }
        case .fadingFirst:
            preconditionFailure("a fading first layer is never drawn in a band (partialRows)")
        }
    }

    /// `draw(_:into:)` through `band`: each layer in the band, or in the part of it a later
    /// opaque layer leaves visible when it draws alike there (as `draw(_:into:)` culls).
    private func draw(_ layers: [View], band: IntRect, into pixmap: inout Pixmap) throws {
        let toDevice = canvas.pointsToPixels, frame = pixmap.bounds
        let hidden = cullsHiddenLayers ? layers.map { occludedPixels($0, toDevice: $0.transformToSuperview.concatenating(toDevice)) } : []
        for (i, view) in layers.enumerated() {
            var clip = ClipRegion(band: band, uncut: frame)
            if i + 1 < hidden.count, let visible = Self.visibleBand(of: frame, hiddenBy: hidden[(i + 1)...].compactMap { $0 }) {
                let placed = view.transformToSuperview.concatenating(toDevice), shown = visible.intersection(band)
                if drawsAlikeUnderAnyClip(view, toDevice: placed) || drawsAlikeUncached(view, toDevice: placed, in: shown) {
                    if shown.isEmpty { continue }
                    clip = ClipRegion(band: shown, uncut: frame)
                }
            }
            try drawTopLevel(view, parent: toDevice, clip: clip, into: &pixmap)
        }
    }

    /// The full-width band of `rows`.
    static func band(_ rows: Range<Int>, width: Int) -> IntRect {
        IntRect(x0: 0, y0: rows.lowerBound, x1: width, y1: rows.upperBound)
    }
}
