import CompositorCore
import CompositorScene

/// Culling a layer under a rounded opaque one (issue 51): a page sheet's card rising over the
/// presenting scene, which shrinks and rounds its corners as it goes. Drawn from the cache (its
/// at-rest store resampled through its rounded shape, `roundedClip`) it draws alike under any
/// clip; drawn uncached (the cache off, or a presenter the cache refuses) it is culled when its
/// clip-dependent drawings keep clear of the band's edge. Before, the whole presenting scene —
/// its table, tab bar material, floating bar with its shadow and material — was drawn under
/// the card and then painted over.
extension SceneRenderer {
    /// The device pixels the top-level `view` paints opaquely whatever lies below them, for
    /// culling the layers under it (`draw(_:into:)`): its `opaqueInterior`, or, for a rounded view
    /// at full opacity with an opaque background (a sheet's card), the rows clear of its corners
    /// where its background's coverage is full (`RoundedRectCoverage.fullyCovered`, the very
    /// function its fill uses). Drawn uncached, its background fill replaces those pixels with
    /// its opaque color before anything of it is drawn over them (its shadow and a material of
    /// its own land there first and are painted over too); resampled from its opaque square
    /// store through that same shape (`roundedClip`), every sample reads the store's opaque
    /// texels only (the sampler clamps to its edges), so a fully covered pixel is opaque too.
    /// `nil` when it has none.
    package func occludedPixels(_ view: View, toDevice: AffineTransform) -> IntRect? {
        if let interior = opaqueInterior(view, toDevice: toDevice) { return interior }
        guard !view.isHidden, view.alpha >= 1, view.cornerRadius > 0, !view.shouldRasterize, view.transform.rotationY == 0,
              toDevice.isAxisAligned, let color = view.backgroundColor, color.premultiplied().isOpaque,
              let shape = RoundedRectCoverage(size: view.frame.size, cornerRadius: view.cornerRadius, transform: toDevice)
        else { return nil }
        let area = shape.bounds.intersection(frameClip.rect)
        guard !area.isEmpty else { return nil }
        let (tall, wide) = shape.fullyCovered(within: area)
        let best = wide.isEmpty ? tall : wide
        return best.isEmpty ? nil : best
    }

    /// Whether the top-level `view`, drawn uncached (`drawTopLevel`'s last route), draws inside
    /// `band` exactly the pixels it draws there through the whole frame: fills and shadows do
    /// under any clip (a pixel's value is its own coverage; a shadow's, the coverage within its
    /// blur's reach, `ShadowPatchTests`), and every drawing whose work depends on the clip's
    /// rectangle — a label's scratch layer, a path's mask, a group layer's offscreen area, a
    /// material's backdrop, an image — lies wholly inside the band or wholly apart from it
    /// (`staysClear`). Refused for a layer drawn from the cache, split, turned in perspective or
    /// rasterized: their routes are decided with the clip.
    package func drawsAlikeUncached(_ view: View, toDevice: AffineTransform, in band: IntRect) -> Bool {
        if band.isEmpty { return true }
        let bandClip = ClipRegion(rect: band)
        guard cachesLayers ? (cachedLayer(view, toDevice: toDevice, opacity: 1, clip: frameClip) == nil
                              && cachedLayer(view, toDevice: toDevice, opacity: 1, clip: bandClip) == nil
                              && view.splitOutsideSubviews() == nil
                              && overhungLayer(view, toDevice: toDevice, clip: frameClip) == nil
                              && overhungLayer(view, toDevice: toDevice, clip: bandClip) == nil) : true
        else { return false }
        return staysClear(view, toDevice: toDevice, opacity: 1, band: band)
    }

    /// Whether every clip-dependent drawing of `view`'s subtree (at inherited `opacity`, as
    /// `draw(_:parent:clip:opacity:into:)` passes it) lies inside `band` or apart from it by
    /// more than a label's scratch margin (2 pixels).
    package func staysClear(_ view: View, toDevice: AffineTransform, opacity: Double, band: IntRect) -> Bool {
        let alpha = min(view.alpha, 1) * opacity
        guard !view.isHidden, alpha > 0 else { return true }
        guard view.transform.rotationY == 0, !view.shouldRasterize, view.video == nil else { return false }
        let apart = IntRect(x0: band.x0 - 4, y0: band.y0 - 4, x1: band.x1 + 4, y1: band.y1 + 4)
        func clear(_ r: Rect?) -> Bool {
            guard let r, [r.minX, r.minY, r.maxX, r.maxY].allSatisfy({ $0.isFinite && abs($0) < 1e7 }) else { return false }
            let e = IntRect(covering: r)
            return e.isEmpty || e.intersection(band) == e || e.intersection(apart).isEmpty
        }
        // A group layer's offscreen area, a label's scratch layer and a path's mask are sized
        // by the clip without the band (`ClipRegion.uncut`): the same wherever they lie.
        if alpha < 1 && view.needsGroupLayer { return true }
        let size = view.frame.size, box = toDevice.bounds(of: Rect(origin: .zero, size: size))
        if let material = view.material {
            // Drawn over its bounds met with the clip, from the backdrop up to the blur's reach
            // (on the coarse grid) around them: nothing drawn when apart, the same backdrop read
            // when inside.
            let reach = Double(Self.backdropReach(of: material, toDevice: toDevice))
            let shapeBox = IntRect(covering: box).intersection(frameClip.rect)
            let read = Rect(x: box.minX - reach, y: box.minY - reach, width: box.width + 2 * reach, height: box.height + 2 * reach)
            let readArea = IntRect(covering: read).intersection(frameClip.rect)
            guard shapeBox.intersection(apart).isEmpty || readArea.intersection(band) == readArea else { return false }
        }
        if view.image != nil {
            // Clipped to its bounds it draws nowhere else; unclipped, an aspect fill may reach past them.
            guard view.clipsToBounds, clear(box) else { return false }
        }
        if view.gradient != nil || view.border.map({ $0.width > 0 }) == true {
            guard clear(box) else { return false }
        }
        return view.subviews.allSatisfy { staysClear($0, toDevice: $0.transformToSuperview.concatenating(toDevice), opacity: alpha, band: band) }
    }
}

extension SceneRenderer {
    /// How far past its bounds (device pixels) a blur material drawn through `toDevice` reads
    /// its backdrop: its blur's reach and the upsample's three taps on the coarse grid, and two
    /// device pixels. The one reckoning of it: culling (`staysClear`), damage
    /// (`spreadThroughMaterials`) and a slide's bar rows (`materialReach`).
    package static func backdropReach(of material: Material, toDevice: AffineTransform) -> Int {
        let sigma = material.recipe.sigma * abs(toDevice.determinant).squareRoot()
        let blur = MaterialBlur(sigma: sigma, saturation: 1, tint: .transparent)
        return (blur.reach + 3) * blur.factor + 2
    }
}
