import CFFmpeg
import CompositorScene
import Foundation

/// What every output format's encoder does: take a clip's frames in order, as they are made,
/// and leave a complete output (file or folder) only when `finish()` succeeds.
///
/// The protocol the export pipeline drives (`ClipExporter`); each `OutputFormat` makes one.
/// Implementations own libav or file objects: use one from one thread at a time.
package protocol FrameEncoder: AnyObject {
    /// Encodes `frame` (premultiplied RGBA at the settings' size) as the next frame.
    func append(_ frame: Pixmap) throws
    /// The converter whose pictures `append(_: ConvertedPicture)` takes (`PictureWriter`, run on
    /// the compositing workers), when this encoder takes pictures already in its layout; nil
    /// when it takes RGBA frames only.
    var pictures: PictureConverter? { get }
    /// Encodes a picture `pictures` made (on any thread) as the next frame.
    func append(_ picture: ConvertedPicture) throws
    /// Encodes the last appended frame again as the next frame; formats that can say "the same
    /// picture, longer" (GIF) store nothing new.
    func appendRepeat() throws
    /// Drains, writes the trailer and moves the output into place. Required: without it the
    /// output is discarded.
    func finish() throws
    /// Abandons the output, removing everything written so far. Does nothing once finished.
    func cancel()
}

extension FrameEncoder {
    /// None: the encoder takes RGBA frames (`append(_: Pixmap)`).
    package var pictures: PictureConverter? { nil }

    /// Refused: an encoder without `pictures` is never handed one.
    package func append(_ picture: ConvertedPicture) throws {
        throw FFmpegError(call: "FrameEncoder.append", code: CFFmpeg_AVERROR(EINVAL), message: "this encoder takes RGBA frames only")
    }
}
