import CompositorCore
import CompositorScene

/// A frame that is two opaque full-frame stores slid sideways over each other (a push:
/// `SceneRenderer.slidePlan`), as the plane writer takes it: the under band (columns
/// `0..<underEnd`, read from `under`'s planes, under `fill` when a dimming lies between), the
/// RGBA strip (`underEnd..<topStart`, drawn as the compositor draws it and converted) and the
/// top band (`topStart..<width`, read from `top`'s planes); and the bars over them, with the
/// scenes under them, in RGBA rows (`barRows`).
package struct SlidePlan {
    /// How a store is read as one band: frame column x reads texels x + `offset` and
    /// x + `offset` + 1 at weight `weight`/256; `left` is the store's left edge in device pixels.
    package typealias Source = (offset: Int, weight: UInt32, left: Double)

    /// The first frame column (of `width`) not fully covered by an opaque full-frame store read
    /// as `source` sitting at or left of the frame's left edge: columns before it read both their
    /// texels inside the store.
    package static func coveredEnd(_ source: Source, width: Int) -> Int {
        min(width - source.offset - (source.weight > 0 ? 1 : 0), Int((source.left + Double(width)).rounded(.down)))
    }

    /// The scene underneath, its store and how it is read.
    package let underLayer: SceneRenderer.CachedLayer
    package let under: Source
    /// The under scene's shadow overhang, drawn after its store (`SceneRenderer.OverhungLayer`).
    package let underOverhang: SceneRenderer.CachedLayer?
    /// A solid fill over the whole canvas between the scenes (a push's dimming), and its color
    /// (nil when it draws nothing).
    package let dimming: View?
    package let fill: PremultipliedRGBA8?
    /// The scene sliding over, its store (or its core's, with `hung` fills outside it: its edge
    /// shadow, drawn with `topToDevice`) and how it is read.
    package let topLayer: SceneRenderer.CachedLayer
    package let top: Source
    /// The top scene's shadow overhang, drawn after its store, before `hung`.
    package let topOverhang: SceneRenderer.CachedLayer?
    package let hung: [View]
    package let topToDevice: AffineTransform
    /// The first column of the RGBA strip and the first of the top band (both even).
    package let underEnd: Int, topStart: Int
    /// The layers over the scenes (a navigation bar, a shared tab bar, the status bar), drawn
    /// in RGBA with the scenes under them in `barRows` (`SceneRenderer.barRows`): full-width
    /// bands of rows (even bounds) where no band of planes is written.
    package let bars: [View]
    package let barRows: [Range<Int>]
    /// With each band of `barRows`, the bars drawing in it (in `bars`' order).
    package let rowBars: [[View]]
}
