import CompositorCore
import CompositorScene

extension SceneRenderer {
    /// The plan of the frame `layers` make (`FramePlan`): a pure function of the layers, the
    /// canvas and this renderer's switches (`cullsHiddenLayers`, `cachesLayers`), never of what
    /// its caches hold, so it does not depend on `--jobs` or on the frames drawn before.
    /// `planes`: a plane writer takes the frame, so also look for the shapes only it uses (a
    /// slide, a scene at rest under a rectangle; an RGBA-only render skips that analysis).
    /// Either executor then runs the plan: `render(_:into:)`, `planeFrame(_:)`.
    package func plan(_ layers: [View], planes: Bool = false) -> FramePlan {
        let start = compositeStart(layers), composite = CompositePlan(layers: layers, start: start)
        let planar = planes && cullsHiddenLayers && canvas.pixelWidth % 2 == 0 && canvas.pixelHeight % 2 == 0
        if planar, let slide = slidePlan(layers) { return .slide(composite, slide) }
        if planar, let video = videoPlan(layers, start: start) { return .video(composite, video) }
        guard case .store(let index, let base, _) = start else { return .composite(composite) }
        if index + 2 == layers.count, let top = crossFadeLayer(over: base, layers[index + 1], parent: canvas.pointsToPixels, clip: frameClip) {
            return .crossFade(under: base, over: top)
        }
        guard base.copiesOpaquePixels, fillsFrame(base) else { return .composite(composite) }
        if index + 1 == layers.count { return .copy(composite, store: base) }
        if planar, let resting = restingPlan(base, above: layers[(index + 1)...]) { return .overRest(composite, resting) }
        return .composite(composite)
    }

    /// Where the frame `layers` make starts (`CompositePlan.Start`): the last layer that paints
    /// every pixel opaque hides the canvas and all layers before it, so the frame starts from
    /// it (equal pixels, see the tests); else a first layer that would but fades is drawn
    /// opaque and faded; else the canvas background.
    package func compositeStart(_ layers: [View]) -> CompositePlan.Start {
        guard cullsHiddenLayers else { return .background }
        let toDevice = canvas.pointsToPixels
        func cover(_ view: View) -> PremultipliedRGBA8? {
            view.opaqueColor(coveringWidth: canvas.pixelWidth, height: canvas.pixelHeight,
                             toDevice: view.transformToSuperview.concatenating(toDevice))
        }
        if let (index, color) = layers.indices.reversed().lazy.compactMap({ i in cover(layers[i]).map { (i, $0) } }).first {
            let hider = layers[index].transformToSuperview.concatenating(toDevice)
            if let cached = cachedLayer(layers[index], toDevice: hider, opacity: 1, clip: frameClip) {
                return .store(index: index, layer: cached, color: color)
            }
            return .fill(index: index, color: color)
        }
        if let first = layers.first, !first.isHidden, first.alpha > 0, first.alpha < 1, first.needsGroupLayer {
            var opaque = first
            opaque.alpha = 1
            if let color = cover(opaque) {
                let firstToDevice = first.transformToSuperview.concatenating(toDevice)
                return .fadingFirst(color: color, layer: cachedLayer(opaque, toDevice: firstToDevice, opacity: 1, clip: frameClip))
            }
        }
        return .background
    }

    /// The whole frame as a clip.
    package var frameClip: ClipRegion { ClipRegion(rect: IntRect(x0: 0, y0: 0, x1: canvas.pixelWidth, y1: canvas.pixelHeight)) }
}

extension SceneRenderer {
    /// The RGBA executor: runs `plan` in `pixmap`'s memory (which must have the canvas's pixel
    /// size), replacing whatever it held. `.repeatPrevious` draws nothing: the frame is the one
    /// before, which the caller already holds.
    package func render(_ plan: FramePlan, into pixmap: inout Pixmap) throws {
        precondition(pixmap.width == canvas.pixelWidth && pixmap.height == canvas.pixelHeight, "frame size")
        switch plan {
        case .repeatPrevious:
            return
        case .crossFade(let under, let over):
            // A cross-dissolve between two stores filling the frame: one pass.
            try layerCache.withStore(key(under), make: { try makeStore(under) }) { base in
                try layerCache.withStore(key(over), make: { try makeStore(over) }) { layer in
                    pixmap.crossFade(base.pixels, layer.pixels, opacity: over.opacity)
                }
            }
        case .composite(let composite), .copy(let composite, _), .slide(let composite, _), .overRest(let composite, _),
             .video(let composite, _), .partial(let composite, _):
            try render(composite, into: &pixmap)
        }
    }

    /// Draws `plan`: its start, then the layers over it.
    private func render(_ plan: CompositePlan, into pixmap: inout Pixmap) throws {
        let layers = plan.layers, toDevice = canvas.pointsToPixels, clip = ClipRegion(rect: pixmap.bounds)
        switch plan.start {
        case .background:
            pixmap.fill(background)
            try draw(layers, into: &pixmap)
        case .store(let index, let cached, let color):
            // A store copied at whole pixels overwrites every pixel the fill would.
            if !cached.copiesOpaquePixels { pixmap.fill(color) }
            try draw(cached, clip: clip, into: &pixmap)
            for view in layers[(index + 1)...] { try drawTopLevel(view, parent: toDevice, clip: clip, into: &pixmap) }
        case .fill(let index, let color):
            pixmap.fill(color)
            try drawLayer(layers[index], toDevice: layers[index].transformToSuperview.concatenating(toDevice), opacity: 1, clip: clip,
                          into: &pixmap, backgroundDrawn: true)
            for view in layers[(index + 1)...] { try drawTopLevel(view, parent: toDevice, clip: clip, into: &pixmap) }
        case .fadingFirst(let color, let cached):
            // Drawn straight into the frame, which is then faded toward the canvas background:
            // the same pixels as its group layer composited over the background.
            let first = layers[0]
            if let cached {
                if !cached.copiesOpaquePixels { pixmap.fill(color) }
                try draw(cached, clip: clip, into: &pixmap)
            } else {
                pixmap.fill(color)
                try drawLayer(first, toDevice: first.transformToSuperview.concatenating(toDevice), opacity: 1, clip: clip,
                              into: &pixmap, backgroundDrawn: true)
            }
            pixmap.fade(opacity: UInt32(Color.quantize(first.alpha)), over: background)
            for view in layers.dropFirst() { try drawTopLevel(view, parent: toDevice, clip: clip, into: &pixmap) }
        }
    }
}
