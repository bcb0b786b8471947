import CompositorCore
import CompositorScene

/// A frame that is one opaque store at rest (`base`) under at most one canvas fill (`fillView`,
/// compositing `fill` over every pixel) and layers confined to a rectangle (`rect`, even
/// bounds: a sheet, a caption, a scale's growing destination), as the plane writer takes it:
/// the store's planes outside the rectangle, the RGBA frame inside it (`SceneRenderer.restingPlan`).
package struct RestingPlan {
    package let base: SceneRenderer.CachedLayer
    package let fillView: View?
    package let fill: PremultipliedRGBA8?
    /// The layers over the scene and its fill.
    package let above: ArraySlice<View>
    package let rect: IntRect
    /// The rows the layers over the scene lie in: each one's rectangle's rows (even bounds),
    /// merged and in order, inside `rect`'s rows — a status bar's at the top and a home
    /// indicator's at the bottom, not the rows between them (`RestingRows`).
    package let rows: [Range<Int>]
    /// The first of `above`'s opaque interior (`opaqueInterior`): the store's copy and the fill
    /// are drawn only around it.
    package let hole: IntRect?
}
