import CompositorRaster
import CompositorScene

/// The executor that writes encoder pictures, run on the compositing workers: a frame's plan
/// (`FramePlan`) written from its stores' planes as an 8-bit 4:2:0 picture (`PlaneFrame`), or
/// a composited frame converted into the encoder's layout. The one part of the frame path that
/// knows encoder frames; the RGBA compositor (`SceneRenderer.render(_:into:)`) does not.
///
/// Which frames take planes is the plan's (a pure function of the frame), never this
/// writer's: so the bytes do not depend on what else is asked of the frames.
package struct PictureWriter: Sendable {
    /// The encoder's converter and picture pool (`FrameEncoder.pictures`).
    package let converter: PictureConverter
    /// Whether composited frames are converted here (`EngineSettings.convertsOnWorkers`);
    /// false: the encoder converts them in order.
    package let convertsPixmaps: Bool
    /// Whether frames made of opaque stores are written from their planes: an 8-bit 4:2:0
    /// layout (`PictureConverter.takesPlaneFrames`) and `EngineSettings.writesPlaneFrames`.
    package let writesPlanes: Bool

    /// The writer for `encoder`'s pictures, converting composited frames when `convertsPixmaps`
    /// and writing planes when `writesPlaneFrames` and the layout takes them (the engine's
    /// switches, `EngineSettings`); nil when the encoder takes RGBA frames only (GIF, PNG, a
    /// letterboxing delivery) or neither is asked for.
    package init?(for encoder: FrameEncoder, convertsPixmaps: Bool, writesPlaneFrames: Bool) {
        guard let converter = encoder.pictures else { return nil }
        let writesPlanes = writesPlaneFrames && converter.takesPlaneFrames
        guard convertsPixmaps || writesPlanes else { return nil }
        (self.converter, self.convertsPixmaps, self.writesPlanes) = (converter, convertsPixmaps, writesPlanes)
    }

    /// `plan`'s picture without compositing it: from its planes (`SceneRenderer.planeFrame(_:)`)
    /// when this writer writes planes and the plan has them; else, when `fromStore` (no RGBA of
    /// the frame is wanted), a scene at rest converted from its store's pixels
    /// (`SceneRenderer.restingStorePixels(_:)`: exactly the frame's); nil otherwise.
    package func picture(of plan: FramePlan, by renderer: SceneRenderer, fromStore: Bool) throws -> ConvertedPicture? {
        if writesPlanes, let planes = try renderer.planeFrame(plan) { return try converter.picture(of: planes) }
        if fromStore, convertsPixmaps, let store = try renderer.restingStorePixels(plan) { return try converter.picture(of: store) }
        return nil
    }

    /// A composited frame's picture, when this writer converts them; nil: the encoder does.
    package func picture(of frame: Pixmap) throws -> ConvertedPicture? {
        convertsPixmaps ? try converter.picture(of: frame) : nil
    }
}
