import CompositorCore
import CompositorScene

extension SceneRenderer {
    /// Frame `layers` as planes of opaque stores (`PlaneFrame`), or `nil`: planned for a plane
    /// writer (`plan(_:planes:)`) and the plan run by `planeFrame(_:)`.
    package func planeFrame(_ layers: [View]) throws -> PlaneFrame? {
        try planeFrame(plan(layers, planes: true))
    }

    /// The plane executor: `plan` as planes of opaque stores (`PlaneFrame`), or `nil` when the
    /// plan has none: exactly the frames `render(_:into:)` draws by copying one store that
    /// fills the frame (only when its planes are already made), by cross-fading two, by sliding
    /// two sideways (`SlidePlan`) or with layers in a rectangle over one (`RestingPlan`); and a
    /// decoded video picture copied under bands of rows (`VideoPlan`).
    /// Whether a frame takes planes is the plan's, a pure function of the layers, so it never
    /// depends on the cache's history or on `--jobs`; a copy may, since it gives exactly the
    /// converted frame either way. Planes need an even frame size (4:2:0).
    package func planeFrame(_ plan: FramePlan) throws -> PlaneFrame? {
        guard cullsHiddenLayers, canvas.pixelWidth % 2 == 0, canvas.pixelHeight % 2 == 0 else { return nil }
        switch plan {
        case .repeatPrevious, .composite, .partial:
            return nil
        case .copy(_, let store):
            // A copy is exactly the converted frame, so it may depend on the cache: taken only
            // when the planes exist (a cross-dissolve made them); making them for one frame
            // would cost more than compositing and converting it.
            return layerCache.existingPlanes(key(store)).map { .copy($0) }
        case .video(let composite, let video):
            return .video(VideoPlaneFrame(planes: video.planes, bands: video.bands, patch: try videoPatch(composite, video)))
        case .crossFade(let under, let over):
            return .crossFade(under: try layerCache.withPlanes(key(under), make: { try makeStore(under) }),
                              over: try layerCache.withPlanes(key(over), make: { try makeStore(over) }), opacity: over.opacity)
        case .slide(_, let slide):
            return .bands(try bands(slide))
        case .overRest(_, let resting):
            if let rows = try restingRows(resting) { return .restingRows(rows) }
            return .bands(try bands(resting))
        }
    }

    /// The frame `layers` make when it is one opaque store copied over the whole frame and
    /// nothing over it (`FramePlan.copy`), planned and run by `restingStorePixels(_:)`.
    package func restingStorePixels(_ layers: [View]) throws -> Pixmap? {
        try restingStorePixels(plan(layers))
    }

    /// The store's own pixels of a `.copy` plan (a scene at rest: `render(_:into:)` draws
    /// exactly them), rendered if need be: converting them gives the frame's picture without
    /// compositing the frame into a buffer of its own (a clip's first frame, before any planes
    /// exist). `nil` for any other plan.
    package func restingStorePixels(_ plan: FramePlan) throws -> Pixmap? {
        guard case .copy(_, let store) = plan else { return nil }
        return try layerCache.withStore(key(store), make: { try makeStore(store) }) { $0.pixels }
    }

    /// Whether `layer` is drawn by copying or compositing its store at (0, 0), the store's
    /// opaque pixels covering exactly the frame.
    package func fillsFrame(_ layer: CachedLayer) -> Bool {
        guard let (x, y) = layer.wholePixelOffset, layer.layout.cover != nil else { return false }
        return x == 0 && y == 0 && layer.layout.area.width == canvas.pixelWidth && layer.layout.area.height == canvas.pixelHeight
    }

    /// `view` (the frame's last layer; `parent` maps to device pixels) as the fading top of a
    /// cross-dissolve over `under`: both opaque stores filling the frame, `view` fading
    /// (`FramePlan.crossFade`); `nil` otherwise.
    package func crossFadeLayer(over under: CachedLayer, _ view: View, parent: AffineTransform, clip: ClipRegion) -> CachedLayer? {
        guard under.copiesOpaquePixels, fillsFrame(under),
              let top = cachedLayer(view, toDevice: view.transformToSuperview.concatenating(parent), opacity: 1, clip: clip),
              top.opacity < 255, fillsFrame(top) else { return nil }
        return top
    }
}

extension SceneRenderer {
    /// Frame `layers` as a sideways slide of two opaque stores (`SlidePlan`), or `nil`: the
    /// layers are a scene, optionally a solid fill over the whole canvas (a push's dimming), and
    /// a scene over them whose edge faces left (optionally with fills hung outside it: its edge
    /// shadow), both drawn as `drawTopLevel` draws them from opaque full-frame stores resampled
    /// at one horizontal weight (`slideSource`); the under one starts at or left of the frame's
    /// left edge, the top one at or right of it. The frame's columns are split into the under
    /// band (the under scene fully covered and read from texels inside its store), the strip
    /// (from the top scene's first partly covered column or its hung views, whichever is
    /// further left, to where it is fully covered and read from inside its store) and the top
    /// band. Layers after the scenes (a navigation bar, a shared tab bar with its material, the
    /// status bar) are drawn in RGBA over the scenes in full-width bands of rows (`barRows`)
    /// where no band is written. A pure function of the layers, as the frame is.
    package func slidePlan(_ layers: [View]) -> SlidePlan? {
        guard cachesLayers, layers.count >= 2 else { return nil }
        // The scenes — [under, top] or [under, dimming, top] — then the bars over them.
        let scenes = layers.count >= 3 && canvasFill(layers[1]) != nil ? 3 : 2
        let width = canvas.pixelWidth, toDevice = canvas.pointsToPixels, clip = frameClip
        func placed(_ view: View) -> AffineTransform { view.transformToSuperview.concatenating(toDevice) }
        // Each scene as `drawTopLevel` draws it: from its store, or its core's with its shadow
        // overhang's (or, the top one, with hung fills: its edge shadow, drawn with `topToDevice`).
        func layered(_ view: View) -> (CachedLayer, CachedLayer?)? {
            if let cached = cachedLayer(view, toDevice: placed(view), opacity: 1, clip: clip) { return (cached, nil) }
            return overhungLayer(view, toDevice: placed(view), clip: clip).map { ($0.core, $0.overhang) }
        }
        guard let (underLayer, underOverhang) = layered(layers[0]),
              let under = slideSource(underLayer), under.left <= 0, under.offset >= 0 else { return nil }
        var fill: PremultipliedRGBA8?
        if scenes == 3 {
            guard let dim = canvasFill(layers[1]) else { return nil }
            fill = dim
        }
        let topView = layers[scenes - 1], topToDevice = placed(topView)
        var topLayers = layered(topView), hung: [View] = []
        if topLayers == nil, let (core, outside) = topView.splitOutsideSubviews(), outside.allSatisfy(\.drawsOnlyAFill),
           let cached = layered(core), cached.0.wholePixelOffset == nil {
            (topLayers, hung) = (cached, outside)
        }
        guard let (topLayer, topOverhang) = topLayers, let top = slideSource(topLayer), top.left >= 0,
              top.offset + (top.weight > 0 ? 1 : 0) <= 0 else { return nil }
        // What the strip must hold besides the scenes' edges: the top's hung views and shadow
        // overhang (left of it, over the under scene) and the under scene's overhang (right of
        // it, under the top scene: only its columns left of the top band show).
        let height = Double(canvas.pixelHeight)
        let onScreen = { (b: Rect) in b.maxX > 0.5 && b.minX < Double(width) - 0.5 && b.maxY > 0.5 && b.minY < height - 0.5 }
        let topExtras = hung.map { $0.deviceBounds(toDevice: $0.transformToSuperview.concatenating(topToDevice)) }
            + (topOverhang.map(marginRects) ?? []).filter(onScreen)
        let underExtras = (underOverhang.map(marginRects) ?? []).filter(onScreen)
        guard (topExtras + underExtras).allSatisfy({ $0.minX.isFinite && $0.maxX.isFinite && abs($0.minX) < 1e6 && abs($0.maxX) < 1e6 })
        else { return nil }
        // Under band: fully covered columns whose texels lie inside the store, left of the top
        // scene, its hung views and both overhangs.
        var underEnd = min(SlidePlan.coveredEnd(under, width: width), Int(top.left.rounded(.down)))
        for b in topExtras + underExtras { underEnd = min(underEnd, Int(b.minX.rounded(.down))) }
        underEnd = max(underEnd, 0) & ~1
        // Top band: from its first fully covered column reading texels inside the store, right
        // of its hung views and overhang (the under scene's lies under it there).
        var topStart = max(Int(top.left.rounded(.up)), -top.offset)
        for b in topExtras { topStart = max(topStart, Int(b.maxX.rounded(.up))) }
        topStart = min((topStart + 1) & ~1, width)
        guard underEnd <= topStart, let (barRows, rowBars) = barRows(layers[scenes...]) else { return nil }
        return SlidePlan(underLayer: underLayer, under: under, underOverhang: underOverhang, dimming: scenes == 3 ? layers[1] : nil,
                         fill: fill, topLayer: topLayer, top: top, topOverhang: topOverhang, hung: hung, topToDevice: topToDevice,
                         underEnd: underEnd, topStart: topStart, bars: Array(layers[scenes...]), barRows: barRows, rowBars: rowBars)
    }

    /// Full-width bands of rows (even bounds, ascending, apart) holding everything `bars`
    /// (layers over a slide: a navigation bar with its titles, a shared tab bar with its
    /// material, the status bar) draw and every pixel their materials read, each bar drawing
    /// in each band exactly what it draws there through the whole frame (`drawsAlikeUnderAnyClip`,
    /// or `staysClear` of every band it draws in); `[]` for none. A bar's drawing is taken as the
    /// rectangles its views ink (`inkRects`: a title's glyphs, an icon's symbol, a material with
    /// the backdrop it reads), so the rows between a status bar's, a back button's and a large
    /// title's glyphs, and above a tab bar's icons, stay the scenes' planes; as one rectangle
    /// (`drawnRect`, grown by its materials' reach) when those are not known. `nil` when a bar's
    /// drawing is not known to stay in rows, or the bands would hold more than half the frame
    /// (then compositing it whole costs about as much). With each band, the bars drawing in it
    /// (a bar draws nothing in the others).
    package func barRows(_ bars: ArraySlice<View>) -> (rows: [Range<Int>], bars: [[View]])? {
        let toDevice = canvas.pointsToPixels, width = canvas.pixelWidth
        var reads: [(view: View, placed: AffineTransform, rects: [IntRect])] = []
        for view in bars where !view.isHidden && view.alpha > 0 && !view.drawsNoPixel {
            let placed = view.transformToSuperview.concatenating(toDevice)
            if let ink = try? inkRects(view, toDevice: placed) {
                reads.append((view, placed, ink))
                continue
            }
            guard let drawn = drawnRect(view, toDevice: placed), let reach = Self.materialReach(view, toDevice: placed) else { return nil }
            reads.append((view, placed, [IntRect(x0: drawn.x0, y0: drawn.y0 - reach, x1: drawn.x1, y1: drawn.y1 + reach)]))
        }
        let bands = Self.rowBands(reads.flatMap(\.rects), height: canvas.pixelHeight)
        guard 2 * bands.reduce(0, { $0 + $1.count }) <= canvas.pixelHeight else { return nil }
        var drawn = [[View]](repeating: [], count: bands.count)
        for (view, placed, rects) in reads {
            let touched = bands.indices.filter { i in
                rects.contains { max($0.y0, 0) < bands[i].upperBound && bands[i].lowerBound < min($0.y1, canvas.pixelHeight) }
            }
            // Drawn clipped to each band it draws in: what it draws there, when it draws alike
            // under any clip, or each such band holds its drawing whole or lies apart from it.
            guard drawsAlikeUnderAnyClip(view, toDevice: placed) || touched.allSatisfy({
                staysClear(view, toDevice: placed, opacity: 1, band: IntRect(x0: 0, y0: bands[$0].lowerBound, x1: width, y1: bands[$0].upperBound))
            }) else { return nil }
            for i in touched { drawn[i].append(view) }
        }
        return (bands, drawn)
    }

    /// How far (device pixels) the blur materials of `view`'s subtree (`toDevice`: its own
    /// coordinates to device pixels) read past their bounds (`backdropReach`); 0 without
    /// materials, `nil` when a blur is not finite.
    package static func materialReach(_ view: View, toDevice: AffineTransform) -> Int? {
        guard !view.isHidden, view.alpha > 0 else { return 0 }
        var reach = 0
        if let material = view.material {
            let sigma = material.recipe.sigma * abs(toDevice.determinant).squareRoot()
            guard sigma.isFinite, sigma < 1e4 else { return nil }
            reach = backdropReach(of: material, toDevice: toDevice)
        }
        for sub in view.subviews {
            guard let r = materialReach(sub, toDevice: sub.transformToSuperview.concatenating(toDevice)) else { return nil }
            reach = max(reach, r)
        }
        return reach
    }

    /// The planes of `slide`: the two bands from their stores' planes, the strip between them
    /// drawn in RGBA exactly as `render` draws it (every layer here draws the same pixels under
    /// any clip: `drawsAlikeUnderAnyClip`) and converted.
    package func bands(_ slide: SlidePlan) throws -> PlaneBands {
        let width = canvas.pixelWidth, height = canvas.pixelHeight, toDevice = canvas.pointsToPixels
        let strip = IntRect(x0: slide.underEnd, y0: 0, x1: slide.topStart, y1: height)
        let whole = IntRect(x0: 0, y0: 0, x1: width, y1: height)
        // The under store is opaque (`slideSource`) and paints every column whose two texels lie
        // inside it, as the under band's columns are: the background shows only right of them.
        let covered = SlidePlan.coveredEnd(slide.under, width: width)
        let patch = try drawPatch(slide.barRows.isEmpty ? strip : whole) { patch, _ in
            // What `drawTopLevel` draws for each scene (planned), without deciding again: the
            // under scene (and the background, the dimming) only left of the top band, whose
            // every pixel the top scene paints opaquely (fully covered, texels inside its
            // store); the top scene only from the strip on (it draws nothing left of it).
            func scenes(_ clip: ClipRegion) throws {
                let left = clip.intersection(IntRect(x0: 0, y0: 0, x1: slide.topStart, y1: height))
                if !left.isEmpty {
                    let bare = left.rect.intersection(IntRect(x0: max(covered, 0), y0: 0, x1: width, y1: height))
                    if !bare.isEmpty { patch.fill(background, in: bare) }
                    try draw(slide.underLayer, clip: left, into: &patch)
                    if let overhang = slide.underOverhang { try draw(overhang, clip: left, into: &patch) }
                    if let dimming = slide.dimming { try draw(dimming, parent: toDevice, clip: left, opacity: 1, into: &patch) }
                }
                let right = clip.intersection(IntRect(x0: slide.underEnd, y0: 0, x1: width, y1: height))
                if !right.isEmpty {
                    try draw(slide.topLayer, clip: right, into: &patch)
                    if let overhang = slide.topOverhang { try draw(overhang, clip: right, into: &patch) }
                    for view in slide.hung { try draw(view, parent: slide.topToDevice, clip: right, opacity: 1, into: &patch) }
                }
            }
            if !strip.isEmpty { try scenes(ClipRegion(rect: strip)) }
            // The bars' rows whole: the scenes, then the bars drawing there over them (`barRows`).
            for (rows, bars) in zip(slide.barRows, slide.rowBars) {
                let clip = ClipRegion(rect: IntRect(x0: 0, y0: rows.lowerBound, x1: width, y1: rows.upperBound))
                try scenes(clip)
                for view in bars { try drawTopLevel(view, parent: toDevice, clip: clip, into: &patch) }
            }
        }
        func band(_ layer: CachedLayer, _ source: SlidePlan.Source, _ columns: Range<Int>,
                  _ fill: PremultipliedRGBA8?) throws -> PlaneBands.Band {
            PlaneBands.Band(planes: try layerCache.withPlanes(key(layer), make: { try makeStore(layer) }), columns: columns,
                            offset: source.offset, weight: source.weight, fill: fill)
        }
        return PlaneBands(bands: [try band(slide.underLayer, slide.under, 0..<slide.underEnd, slide.fill),
                                  try band(slide.topLayer, slide.top, slide.topStart..<width, nil)],
                          patch: patch, rect: strip, rows: slide.barRows)
    }

    /// How a layer is read as one band of a slide: an opaque store of exactly the frame's size
    /// at the canvas scale, composited at full opacity and resampled, moved sideways only
    /// (`ImageSampler`'s positions step one texel a column, rows land on rows): frame column x
    /// reads texels x + `offset` and x + `offset` + 1 at weight `weight`/256. `left` is the
    /// store's left edge in device pixels. `nil` otherwise.
    package func slideSource(_ layer: CachedLayer) -> SlidePlan.Source? {
        let area = layer.layout.area, t = layer.toDevice
        guard layer.opacity == 255, layer.layout.cover != nil, layer.wholePixelOffset == nil, layer.rounded == nil, layer.scale == canvas.scale,
              area.width == canvas.pixelWidth, area.height == canvas.pixelHeight,
              t.a == canvas.scale, t.d == canvas.scale, t.b == 0, t.c == 0 else { return nil }
        let storeToDevice = BackingStore.storeToDevice(t, scale: layer.scale, originX: area.x0, originY: area.y0)
        guard let p = ImageSampler.positions(storeToDevice, levelScaleX: 1, levelScaleY: 1),
              p.ax == 65536, p.bx == 0, p.ay == 0, p.by == 65536, p.cy == 0 else { return nil }
        return (Int(p.cx >> 16), UInt32(truncatingIfNeeded: (p.cx >> 8) & 0xFF), storeToDevice.tx)
    }
}

extension SceneRenderer {
    /// `view` (a frame's top-level layer) when it is a solid fill over the whole canvas, drawn
    /// uncached (a dimming): the color it composites over every pixel, or `.some(nil)` when it
    /// draws nothing (hidden, transparent). `nil` when it is not such a fill.
    package func canvasFill(_ view: View) -> PremultipliedRGBA8?? {
        let toDevice = view.transformToSuperview.concatenating(canvas.pointsToPixels)
        let clip = ClipRegion(rect: IntRect(x0: 0, y0: 0, x1: canvas.pixelWidth, y1: canvas.pixelHeight))
        guard view.drawsOnlyAFill, view.gradient == nil, fillsCanvasInPlace(view, toDevice: toDevice),
              cachedLayer(view, toDevice: toDevice, opacity: 1, clip: clip) == nil else { return nil }
        guard !view.isHidden, view.alpha > 0, let color = view.backgroundColor?.premultiplied(opacity: min(view.alpha, 1)),
              color.packed != 0 else { return .some(nil) }
        return color
    }

    /// A scene at rest (`base`: an opaque store copied over the whole frame) under at most one
    /// canvas fill (`canvasFill`) and layers confined to a rectangle (`confinedRect`: the
    /// rectangle holding a scale's growing destination, a sheet, a caption), as a `RestingPlan`.
    /// `nil` when a layer is not known to stay inside a rectangle, or nothing lies over the scene.
    package func restingPlan(_ base: CachedLayer, above: ArraySlice<View>) -> RestingPlan? {
        let width = canvas.pixelWidth, height = canvas.pixelHeight, toDevice = canvas.pointsToPixels
        var rest = above, fill: PremultipliedRGBA8?, fillView: View?
        if let first = rest.first, let dim = canvasFill(first) {
            (fill, fillView) = (dim, first)
            rest = rest.dropFirst()
        }
        var rect = IntRect.empty, confined: [IntRect] = []
        for view in rest where !view.isHidden && view.alpha > 0 {
            guard let r = confinedRect(view) else { return nil }
            rect = rect.isEmpty ? r : rect.union(r)
            confined.append(r)
        }
        rect = rect.intersection(IntRect(x0: 0, y0: 0, x1: width, y1: height))
        // Taken however large the rectangle: the scene's copy is drawn only around the first
        // layer's opaque interior (below), and a picture that held the previous frame is
        // rewritten only where the rectangles differ: at worst about what compositing and
        // converting the whole frame costs (a scale's last frames cover nearly all of it).
        guard !rect.isEmpty || fill != nil else { return nil }
        if !rect.isEmpty {
            rect = IntRect(x0: rect.x0 & ~1, y0: rect.y0 & ~1, x1: min((rect.x1 + 1) & ~1, width), y1: min((rect.y1 + 1) & ~1, height))
        }
        // The first layer over the scene paints its opaque interior (`opaqueInterior`, as
        // `draw(_:into:)` culls) over every pixel there, so the store's copy and the fill under
        // it are drawn only around it: the same pixels (a scale's growing destination).
        let first = rest.first { !$0.isHidden && $0.alpha > 0 }
        let hole = first.flatMap { opaqueInterior($0, toDevice: $0.transformToSuperview.concatenating(toDevice)) }
        return RestingPlan(base: base, fillView: fillView, fill: fill, above: rest, rect: rect,
                           rows: Self.rowBands(confined, height: height), hole: hole)
    }

    /// The planes of `resting`: the scene's planes outside the rectangle, the RGBA frame inside
    /// it (`PlaneBands`). The rectangle is drawn exactly as `render` draws it: the store's copy
    /// and a fill do not depend on the clip, and the layers over them lie inside it with
    /// everything they draw, so every clip they pass down (the rectangle met with their own
    /// bounds) is the frame's.
    package func bands(_ resting: RestingPlan) throws -> PlaneBands {
        let patch = try restingPatch(resting, in: [resting.rect]), base = resting.base
        let planes = try layerCache.withPlanes(key(base), make: { try makeStore(base) })
        return PlaneBands(bands: [PlaneBands.Band(planes: planes, columns: 0..<canvas.pixelWidth, offset: 0, weight: 0, fill: resting.fill)],
                          patch: patch, rect: resting.rect)
    }

    /// `resting` as converted rows (`RestingRows`) when its scene is seen for the first time
    /// (`LayerCache.isFirstRestingAsk`) and its planes are not made: the rows its layers lie in
    /// (`RestingPlan.rows`) drawn whole, the store's copy there too; every other row the
    /// store's own. `nil` under a fill (the planes' route then, within ±1), or when the planes
    /// exist or were asked for before.
    package func restingRows(_ resting: RestingPlan) throws -> RestingRows? {
        let base = resting.base, key = key(base)
        guard resting.fill == nil, layerCache.existingPlanes(key) == nil, layerCache.isFirstRestingAsk(key) else { return nil }
        let width = canvas.pixelWidth
        let patch = try restingPatch(resting, in: resting.rows.map { IntRect(x0: 0, y0: $0.lowerBound, x1: width, y1: $0.upperBound) })
        let store = try layerCache.withStore(key, make: { try makeStore(base) }) { $0.pixels }
        return RestingRows(store: store, patch: patch, rows: resting.rows)
    }

    /// The frame-sized patch (`drawPatch`) of `resting` drawn in `rects` (its rectangle, or its
    /// rows: everything over the scene lies inside its rectangle and its rows, so a clip
    /// holding more draws only more of the scene's copy, the same pixels): what `render` draws
    /// there, the store's copy (around the first layer's opaque interior), the fill, the layers.
    private func restingPatch(_ resting: RestingPlan, in rects: [IntRect]) throws -> Pixmap {
        let toDevice = canvas.pointsToPixels, drawn = rects.filter { !$0.isEmpty }
        guard let first = drawn.first else { return try drawPatch(.empty) { _, _ in } }
        return try drawPatch(drawn.dropFirst().reduce(first) { $0.union($1) }) { patch, _ in
            for rect in drawn {
                for part in resting.hole.map({ rect.subtracting($0) }) ?? [rect] {
                    try draw(resting.base, clip: ClipRegion(rect: part), into: &patch)
                    if let fillView = resting.fillView { try draw(fillView, parent: toDevice, clip: ClipRegion(rect: part), opacity: 1, into: &patch) }
                }
                for view in resting.above { try drawTopLevel(view, parent: toDevice, clip: ClipRegion(rect: rect), into: &patch) }
            }
        }
    }

    /// The frame-sized RGBA pixmap of a banded plane frame with `draw` run in `rect` (clipped to
    /// it; not run when `rect` is empty). The pixmap is kept for the next frame (`planePatch`),
    /// shared with the frame until the frame is written, so it is allocated once per renderer;
    /// its pixels outside what `draw` drew are undefined, and never read (`PlaneBands` reads
    /// `rect` only), so memory in rows never drawn is never touched (a slide's bars' rows, a
    /// status bar's).
    package func drawPatch(_ rect: IntRect, _ draw: (inout Pixmap, ClipRegion) throws -> Void) throws -> Pixmap {
        var patch = planePatch.take() ?? Pixmap(undefinedWidth: canvas.pixelWidth, height: canvas.pixelHeight)
        if !rect.isEmpty { try draw(&patch, ClipRegion(rect: rect)) }
        planePatch = patch
        return patch
    }

    /// The device pixels holding everything `view` (a top-level layer) draws, under any clip
    /// containing them: a view clipping to its axis-aligned bounds (its shadow, content and
    /// subviews stay inside them; CALayer's masksToBounds), a plain fill without a shadow, or
    /// an unclipped view whose subtree's drawing is bounded (`drawnDeviceBounds`: a scale's
    /// destination with a subview standing out of its small frame, as UIKit draws it, issue
    /// 44), grown by 2 pixels for anti-aliasing; without materials (their blur reads around
    /// them). `nil` otherwise. `parent` maps the superview's coordinates to device pixels (a
    /// top-level layer's, the canvas's, by default).
    package func confinedRect(_ view: View, parent: AffineTransform? = nil) -> IntRect? {
        let toDevice = view.transformToSuperview.concatenating(parent ?? canvas.pointsToPixels)
        guard !view.hasBackdropDependentContent else { return nil }
        return drawnRect(view, toDevice: toDevice)
    }

    /// `confinedRect`'s rectangle of what `view` (`toDevice`: its own coordinates to device
    /// pixels) draws, materials allowed: they draw inside their bounds, but read around them
    /// (what lies there is the caller's to know: `barRows`).
    package func drawnRect(_ view: View, toDevice: AffineTransform) -> IntRect? {
        guard view.transform.rotationY == 0, toDevice.isAxisAligned else { return nil }
        let b: Rect, margin: Int
        if view.clipsToBounds || view.drawsOnlyAFill {
            (b, margin) = (toDevice.bounds(of: Rect(origin: .zero, size: view.frame.size)), 0)
        } else {
            guard let drawn = view.drawnDeviceBounds(toDevice: toDevice) else { return nil }
            (b, margin) = (drawn, 2)
        }
        guard [b.minX, b.minY, b.maxX, b.maxY].allSatisfy({ $0.isFinite && abs($0) < 1e6 }) else { return nil }
        let r = IntRect(covering: b)
        return IntRect(x0: r.x0 - margin, y0: r.y0 - margin, x1: r.x1 + margin, y1: r.y1 + margin)
    }
}
