import CompositorCore
import CompositorScene

extension SceneRenderer {
    /// Where `view`'s background fill need not be drawn: the device pixels its first visible
    /// subview paints opaquely over whatever lies below — inside its own opaque, unrounded
    /// background (`opaqueInterior`) or its opaque image filling its clipped, unrounded bounds
    /// (`opaqueImageInterior`: a header photo) — where `clip`, the subviews' clip, lets it draw
    /// with full coverage. Everything drawn there before that subview (the fill, the view's own
    /// gradient, image and label) is painted over pixel by pixel, so leaving the fill out gives
    /// the same frame. Only the first visible subview, so that nothing drawn between the fill
    /// and its paint reads the pixels left unfilled, and one without a material of its own
    /// (blurred before its paint, from what lies below); materials inside it come after its
    /// paint and read the same pixels either way. `nil` when there is no such place, or
    /// `opacity` fades the subviews.
    package func backgroundHole(_ view: View, toDevice: AffineTransform, opacity: Double, clip: ClipRegion) -> IntRect? {
        guard skipsCoveredBackgrounds, opacity >= 1, let color = view.backgroundColor, color.alpha > 0,
              let sub = view.subviews.first(where: { !$0.isHidden && $0.alpha > 0 }), sub.material == nil else { return nil }
        let subToDevice = sub.transformToSuperview.concatenating(toDevice)
        guard let interior = opaqueInterior(sub, toDevice: subToDevice) ?? opaqueImageInterior(sub, toDevice: subToDevice) else { return nil }
        let hole = interior.intersection(clip.rect)
        guard !hole.isEmpty, clip.reduced(to: hole).isRectangular else { return nil }
        return hole
    }

    /// The device pixels an image view paints with its image alone (`interiorPixels`), when it
    /// clips to its unrounded, axis-aligned bounds, the image covers them (`ImagePlacement.covers`:
    /// then it is cut by the bounds alone, `drawImage`) and every pixel of the image is opaque:
    /// full coverage of opaque samples, written over whatever lies below. `nil` otherwise.
    package func opaqueImageInterior(_ view: View, toDevice: AffineTransform) -> IntRect? {
        guard let image = view.image, view.clipsToBounds, view.cornerRadius == 0, !view.isHidden, view.alpha >= 1,
              view.transform.rotationY == 0, toDevice.isAxisAligned,
              let (placed, _, chain) = try? placement(of: image, in: view, toDevice: toDevice),
              placed.covers(view.frame.size), chain.isOpaque else { return nil }
        return interiorPixels(view, toDevice: toDevice)
    }
}
