import CompositorCore
import CompositorScene

/// How the RGBA compositor draws a frame's layers (`SceneRenderer.render(_:into:)`): where the
/// frame's pixels start, then the layers over that start, back to front.
package struct CompositePlan {
    /// The frame's layers (container coordinates, back to front).
    package let layers: [View]
    /// Where the pixels start.
    package let start: Start

    /// Where a frame's pixels start before the layers over that are drawn.
    package enum Start {
        /// The canvas background; every layer is drawn over it, those a later layer hides
        /// culled (`SceneRenderer.draw(_:into:)`).
        case background
        /// Layer `index` paints every pixel opaque (`color` its background), hiding the canvas
        /// and all layers before it, and is drawn uncached over a fill of `color`.
        case fill(index: Int, color: PremultipliedRGBA8)
        /// As `fill`, the hiding layer drawn from its store (`layer`), copied over every pixel
        /// its fill would write (`copiesOpaquePixels`) or composited over that fill.
        case store(index: Int, layer: SceneRenderer.CachedLayer, color: PremultipliedRGBA8)
        /// The first layer would paint every pixel opaque (`color`) but fades (a cross-dissolve's
        /// outgoing scene): drawn opaque (from `layer`, its store, when it has one) and the frame
        /// faded toward the canvas background; the other layers over that.
        case fadingFirst(color: PremultipliedRGBA8, layer: SceneRenderer.CachedLayer?)
    }
}
