import CompositorMotion
import CompositorRaster
import CompositorScene

extension ClipFrames {
    /// The pictures of a flow's screenshot dressed by its `look` (caption band, device frame,
    /// backdrop), each with its file name beside the clip whose name without extension is
    /// `label`: the screen at frame `index` (`screenLayers`) drawn in the look's frame at each of
    /// its sizes, by the one compositor at the output's own resolution (the screen is drawn
    /// scaled, not resampled from the clip's frame). Nil when the shot has no look: the clip's
    /// frame is its picture. With a caption band the step's own caption panel (and any finger)
    /// is left off the screen: the band says it, and the panel said it a second time inside the
    /// phone, as no App Store screenshot does.
    package func dressedScreenshot(_ shot: FlowScreenshot, at index: FrameIndex, label: String,
                                   assets: AssetStore) throws -> [(file: String, pixmap: Pixmap)]? {
        guard let look = shot.look else { return nil }
        var layers = screenLayers(at: index)
        if look.frame.caption != nil { layers.removeAll { $0.id == "flow.caption" || $0.id == "flow.touch" } }
        let screen = template.canvas
        return try shot.outputs(label: label, screen: screen).map { output in
            let frame = look.frame(width: output.width, height: output.height)
            let renderer = SceneRenderer(canvas: frame.canvas(screen: screen), assets: assets)
            return (output.file, try renderer.render(frame.views(around: layers, screen: screen)))
        }
    }
}
