import CompositorCore

/// What one frame is, decided once (`SceneRenderer.plan`, `ClipFrames.plan(at:renderer:)`) and
/// then run by whichever executor writes the output: the RGBA compositor
/// (`SceneRenderer.render(_:into:)`, into a `Pixmap`) or the 4:2:0 plane writer
/// (`SceneRenderer.planeFrame(_:)`, whose `PlaneFrame` an encoder's picture is written from).
/// Neither executor decides again what the frame is; each only runs its part of the plan.
///
/// Every case but `repeatPrevious` and `crossFade` carries the frame's RGBA route
/// (`CompositePlan`); the cases a plane writer takes carry what it writes besides. As Skia's
/// raster pipeline is a program built once and run, and pixman's fast paths are a table.
package enum FramePlan {
    /// The frame shows exactly what the frame before it shows (a hold, a settled spring): the
    /// consumer hands the previous frame over again; neither executor draws anything.
    case repeatPrevious
    /// Layers composited one over another (the general route); no planes.
    case composite(CompositePlan)
    /// One opaque store filling the frame at (0, 0) with nothing over it (a scene at rest): the
    /// frame *is* the store, so its planes (when made) or its pixels give the picture.
    case copy(CompositePlan, store: SceneRenderer.CachedLayer)
    /// A cross-dissolve: `over` (fading, 8-bit opacity `over.opacity`) on `under`, both opaque
    /// stores filling the frame (`Pixmap.crossFade`, `PlaneFrame.crossFade`).
    case crossFade(under: SceneRenderer.CachedLayer, over: SceneRenderer.CachedLayer)
    /// Two opaque stores slid sideways over each other (a push), planes in bands around an
    /// RGBA strip (`SlidePlan`).
    case slide(CompositePlan, SlidePlan)
    /// A scene at rest with layers confined to a rectangle over it (a sheet, a caption, a
    /// scale's growing destination): planes outside, RGBA inside (`RestingPlan`).
    case overRest(CompositePlan, RestingPlan)
    /// A decoded video picture shown 1:1 over the whole frame with the other layers in
    /// full-width bands of rows over it (a recording scene under the drawn status bar, a
    /// caption, a tap): the picture's own 4:2:0 samples outside the bands, RGBA inside them
    /// (`VideoPlan`, `VideoPlaneFrame`).
    case video(CompositePlan, VideoPlan)
    /// Layers composited as in `composite`, differing from the frame before only in `rows`
    /// (even bounds; `SceneRenderer.partialRows`): a picture writer draws and converts those
    /// rows alone (`SceneRenderer.render(_:rows:into:)`) and takes the others from the frame
    /// before's picture; the RGBA executor, which holds no frame before, composites it whole.
    /// Planned only for a consumer that keeps the frame before's picture (`ClipFrames.plan`).
    case partial(CompositePlan, rows: Range<Int>)

    /// A short name of the case, for tests and reports.
    package var kind: String {
        switch self {
        case .repeatPrevious: "repeat"
        case .composite: "composite"
        case .copy: "copy"
        case .crossFade: "crossFade"
        case .slide: "slide"
        case .overRest: "overRest"
        case .video: "video"
        case .partial: "partial"
        }
    }
}
