extension SceneRenderer {
    /// Frame `layers` as planes of opaque stores (`PlaneFrame`), or `nil` when the frame is not
    /// one of them: exactly the two cases `render(_:into:)` draws by copying one store that
    /// fills the frame (a scene at rest, the frame's last layer hiding all others; only when
    /// its planes are already made) or by cross-fading two (`drawCrossFade`). Whether a
    /// cross-fade takes planes is a pure function of the layers, as the frame is, so it never
    /// depends on the cache's history or on `--jobs`; a copy may, since it gives exactly the
    /// converted frame either way. Planes need an even frame size (4:2:0).
    func planeFrame(_ layers: [View]) throws -> PlaneFrame? {
        guard cullsHiddenLayers, canvas.pixelWidth % 2 == 0, canvas.pixelHeight % 2 == 0 else { return nil }
        let toDevice = canvas.pointsToPixels, clip = ClipRegion(rect: IntRect(x0: 0, y0: 0, x1: canvas.pixelWidth, y1: canvas.pixelHeight))
        // The same hiding layer as `render`'s: the last one painting every pixel opaque.
        guard let index = layers.indices.last(where: { i in
            layers[i].opaqueColor(coveringWidth: canvas.pixelWidth, height: canvas.pixelHeight,
                                  toDevice: layers[i].transformToSuperview.concatenating(toDevice)) != nil
        }), index + 2 >= layers.count,
              let under = cachedLayer(layers[index], toDevice: layers[index].transformToSuperview.concatenating(toDevice), opacity: 1, clip: clip),
              under.copiesOpaquePixels, fillsFrame(under) else { return nil }
        if index + 1 == layers.count {
            // A copy is exactly the converted frame, so it may depend on the cache: taken only
            // when the planes exist (a cross-dissolve made them); making them for one frame
            // would cost more than compositing and converting it.
            return layerCache.existingPlanes(under.key).map { .copy($0) }
        }
        guard let top = crossFadeLayer(over: under, layers[index + 1], parent: toDevice, clip: clip) else { return nil }
        return .crossFade(under: try layerCache.withPlanes(under.key, make: { try makeStore(under) }),
                          over: try layerCache.withPlanes(top.key, make: { try makeStore(top) }), opacity: top.opacity)
    }

    /// Whether `layer` is drawn by copying or compositing its store at (0, 0), the store's
    /// opaque pixels covering exactly the frame.
    func fillsFrame(_ layer: CachedLayer) -> Bool {
        guard let (x, y) = layer.wholePixelOffset, layer.layout.cover != nil else { return false }
        return x == 0 && y == 0 && layer.layout.area.width == canvas.pixelWidth && layer.layout.area.height == canvas.pixelHeight
    }

    /// `view` (the frame's last layer; `parent` maps to device pixels) as the fading top of a
    /// cross-dissolve over `under`: both opaque stores filling the frame, `view` fading
    /// (`drawCrossFade`, `planeFrame`); `nil` otherwise.
    func crossFadeLayer(over under: CachedLayer, _ view: View, parent: AffineTransform, clip: ClipRegion) -> CachedLayer? {
        guard under.copiesOpaquePixels, fillsFrame(under),
              let top = cachedLayer(view, toDevice: view.transformToSuperview.concatenating(parent), opacity: 1, clip: clip),
              top.opacity < 255, fillsFrame(top) else { return nil }
        return top
    }
}
