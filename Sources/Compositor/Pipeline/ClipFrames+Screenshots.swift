import CompositorScene

extension ClipFrames {
    /// The pictures of a flow's screenshot dressed by its `look` (caption band, device frame,
    /// backdrop), each with its file name beside the clip whose name without extension is
    /// `label`: the screen at frame `index` (`screenLayers`) drawn in the look's frame at each of
    /// its sizes, by the one compositor at the output's own resolution (the screen is drawn
    /// scaled, not resampled from the clip's frame). Nil when the shot has no look: the clip's
    /// frame is its picture.
    package func dressedScreenshot(_ shot: FlowScreenshot, at index: FrameIndex, label: String,
                                   assets: AssetStore) throws -> [(file: String, pixmap: Pixmap)]? {
        guard let look = shot.look else { return nil }
        let screen = template.canvas, layers = screenLayers(at: index)
        return try shot.outputs(label: label, screen: screen).map { output in
            let frame = look.frame(width: output.width, height: output.height)
            let renderer = SceneRenderer(canvas: frame.canvas(screen: screen), assets: assets)
            return (output.file, try renderer.render(frame.views(around: layers, screen: screen)))
        }
    }
}
