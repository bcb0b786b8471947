import CompositorDocument
import CompositorMotion
import Foundation

/// A clip as bytes rather than a file the caller names (issue 49, scope 4): for a server that
/// answers with the clip, or a caller that streams it to a `FileHandle` (a pipe, a socket).
///
/// The encoders write through FFmpeg's muxers to a path, and MP4 and MOV seek back to place
/// their index (`moov`, moved to the front for fast start) once the last frame is written, so
/// no container can be streamed to a pipe as it is encoded. These calls therefore render into
/// a private temporary folder, read the finished file, and remove the folder: memory holds the
/// finished clip (a GIF or a short MP4 is small), never more than one clip, and the bytes are
/// exactly the ones `render(_:to:options:progress:)` writes. A PNG sequence is a folder, not
/// one file, and is refused (use `apng`).
extension SegueVideo {
    /// Renders `template`'s `direction` clip in the options' format (`RenderOptions.codec`,
    /// else the template's `video.codec`, else H.264) and returns the file's bytes. Throws
    /// what `render(_:to:options:progress:)` throws, and `OptionError` for the `png` folder format.
    public static func renderClip(_ template: SegueTemplate, direction: SegueDirection = .present, options: RenderOptions = RenderOptions(),
                                  progress: @escaping @Sendable (RenderProgress) -> Void = { _ in }) async throws -> Data {
        var options = options
        options.directions = [direction]
        let format = try RenderSettings(template: template, options: options).format
        guard let ext = format.extensions.first, !ext.isEmpty else {
            throw OptionError(message: "\(OptionCatalog.codec.flag) \(format.codec.rawValue) writes a folder of PNGs, not one file; render it to a folder, or use apng")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-video-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let clips = try await render(template, to: folder + "/clip." + ext, options: options, progress: progress)
        guard let path = clips.first?.summary.path, let data = FileManager.default.contents(atPath: path) else {
            throw OutputError(path: folder, message: "the rendered clip could not be read back")
        }
        return data
    }

    /// Renders as `renderClip(_:direction:options:progress:)` does and writes the bytes to
    /// `handle` (left open; the caller closes it). Throws `OutputError` when the write fails.
    public static func renderClip(_ template: SegueTemplate, direction: SegueDirection = .present, options: RenderOptions = RenderOptions(),
                                  to handle: FileHandle, progress: @escaping @Sendable (RenderProgress) -> Void = { _ in }) async throws {
        let data = try await renderClip(template, direction: direction, options: options, progress: progress)
        do { try handle.write(contentsOf: data) } catch {
            throw OutputError(path: "(file handle)", message: "cannot write the clip: \(error.localizedDescription)")
        }
    }

    /// Writes the PNG `renderStill(_:direction:at:options:)` makes to `handle` (left open).
    public static func renderStill(_ template: SegueTemplate, direction: SegueDirection = .present, at moment: StillMoment,
                                   options: RenderOptions = RenderOptions(), to handle: FileHandle) throws {
        let data = try renderStill(template, direction: direction, at: moment, options: options)
        do { try handle.write(contentsOf: data) } catch {
            throw OutputError(path: "(file handle)", message: "cannot write the still: \(error.localizedDescription)")
        }
    }
}
