import CompositorCore
import CompositorScene

extension TemplateDecoder {
    /// A scene's top-level `view`, built at its frame as written (`written`, for a screen of
    /// `designSize`, plus `guideOrigin` when it is `relativeTo` a layout guide), laid out again
    /// for the screen of a device variant (`variants: {device: […]}`): its frame follows its
    /// autoresizing mask (written, or inferred from where it sits, as UIKit pins a view by
    /// its constraints) from the design size to the device's, and its subtree is laid out at
    /// the new size as UIKit would (`View.laidOut(in:)`: components place their parts again,
    /// labels re-wrap, images follow their content mode). Points stay points — nothing is
    /// scaled — and the layout guides are the device's (its status bar, bars and home
    /// indicator come from its preset). Unchanged when no device variant resized the canvas.
    func adaptedToDevice(_ view: View, written: Rect, guideOrigin: Point) -> View {
        guard let designSize, let screen = sceneLayout?.env.size, designSize != screen else { return view }
        let mask = view.autoresizing ?? Autoresizing.inferred(for: written, in: designSize)
        var frame = mask.frame(written, from: designSize, to: screen)
        frame.origin.x += guideOrigin.x
        frame.origin.y += guideOrigin.y
        var adapted = view.laidOut(in: frame)
        // Laid out once for the device, not per frame: caches may keep the subtree.
        adapted.visit { $0.isLaidOutPerFrame = false }
        return adapted
    }
}
