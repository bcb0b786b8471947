import CompositorDocument
import CompositorMedia
import CompositorMotion
import CompositorRaster
import Foundation

/// One picture of a clip, for a library caller (issue 49, scope 4): what `segue-video still`
/// writes, as PNG bytes in memory or as a PNG or JPEG file.
extension SegueVideo {
    /// The picture of `template`'s `direction` clip at `moment`, drawn with `options` (device
    /// frame, scale, frame rate, background; `RenderSettings(picturesOf:options:)`), as PNG
    /// bytes (RGBA, 8 bits). Throws `TemplateError(s)`, `AssetError`, and `OptionError` for an
    /// option or a moment outside what the command line accepts.
    public static func renderStill(_ template: SegueTemplate, direction: SegueDirection = .present, at moment: StillMoment,
                                   options: RenderOptions = RenderOptions()) throws -> Data {
        try validate(template)
        return Data(try PNGWriter.encoded(still(template, direction: direction, at: moment, options: options)))
    }

    /// Writes the picture `renderStill(_:direction:at:options:)` makes to `path`: PNG, or JPEG
    /// for a `.jpg`/`.jpeg` name, whole or not at all (creating the folder when missing).
    /// Returns its size in pixels.
    @discardableResult
    public static func renderStill(_ template: SegueTemplate, direction: SegueDirection = .present, at moment: StillMoment,
                                   options: RenderOptions = RenderOptions(), to path: String) throws -> (width: Int, height: Int) {
        try validate(template)
        let pixmap = try still(template, direction: direction, at: moment, options: options)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            throw OutputError(path: path, message: "cannot create the folder \(folder): \(error.localizedDescription)")
        }
        if ["jpg", "jpeg"].contains(URL(fileURLWithPath: path).pathExtension.lowercased()) {
            try JPEGWriter.write(pixmap, to: path)
        } else {
            try PNGWriter.write(pixmap, to: path)
        }
        return (pixmap.width, pixmap.height)
    }

    /// The picture, composited: settings resolved once, assets loaded (warnings to `warn`),
    /// the moment's views drawn. `template` is checked (loaded, or `validate`d) already.
    package static func still(_ template: SegueTemplate, direction: SegueDirection, at moment: StillMoment,
                              options: RenderOptions, warn: (String) -> Void = { _ in }) throws -> Pixmap {
        let settings = try RenderSettings(picturesOf: template, options: options)
        let assets = try AssetLoader.load(settings.template, allowMissingGlyphs: settings.allowMissingGlyphs, warn: warn)
        let clip = try ClipFrames(template: settings.template, direction: direction)
        let layers = try moment.layers(of: clip)
        let renderer = SceneRenderer(canvas: clip.canvas, assets: assets)
        renderer.cachesLayers = settings.engine.cachesLayers
        return try renderer.render(layers)
    }
}
