import CompositorCore
import CompositorScene
import Foundation

/// A folder of PNGs, one per frame, named `000000.png`, `000001.png`, … (six digits: 4.6 hours
/// at 60 fps). RGBA when the canvas is transparent, else RGB. The decoded pixels are exactly
/// the composited frames (un-premultiplied), so the files' hashes follow `checksum`'s.
/// Byte-reproducible (libavcodec's PNG encoder, bit-exact); frames are encoded a few at a time
/// on background threads (`PNGFrameWriters`), each file the same bytes as a serial writer's.
enum PNGSequenceFormat {
    static let format = OutputFormat(
        codec: .png, title: "PNG sequence", extensions: [], alpha: .always, byteReproducible: true,
        pixelFormat: { $0.keepsAlpha ? "rgba" : "rgb24" },
        makeEncoder: { path, settings in try PNGSequenceEncoder(folder: path, settings: settings) })

    /// The file name of frame `index`.
    static func fileName(_ index: Int) -> String {
        let digits = String(index)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits + ".png"
    }
}

/// Writes a PNG sequence into a hidden folder beside the destination and renames it into place
/// when finished (an existing folder of that name is replaced only then).
final class PNGSequenceEncoder: FrameEncoder {
    private let folder: String
    private let temporary: String
    private let settings: EncoderSettings
    /// Encodes and writes the frames on background threads (`PNGFrameWriters`).
    private let writers: PNGFrameWriters
    private var last: PNGFrameWriters.Encoded?
    private var frameCount = 0
    private var state = 0  // 0 open, 1 finished, 2 abandoned

    init(folder: String, settings: EncoderSettings) throws {
        try settings.validate()
        self.settings = settings
        self.folder = folder
        let url = URL(fileURLWithPath: folder)
        temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).partial").path
        try? FileManager.default.removeItem(atPath: temporary)
        guard mkdir(temporary, 0o755) == 0 else {
            throw OutputError(path: folder, message: "cannot create folder: \(String(cString: strerror(errno)))")
        }
        writers = PNGFrameWriters(folder: temporary, alpha: settings.keepsAlpha)
    }

    deinit { cancel() }

    // Plain writes inside the hidden folder: it is renamed into place only when complete.
    func append(_ frame: Pixmap) throws {
        do { last = try writers.encode(frame, index: frameCount) } catch { cancel(); throw error }
        frameCount += 1
    }

    func appendRepeat() throws {
        guard let last else { preconditionFailure("no frame to repeat") }
        do { try writers.repeatFrame(last, index: frameCount) } catch { cancel(); throw error }
        frameCount += 1
    }

    func finish() throws {
        guard state == 0 else { throw OutputError(path: folder, message: "the sequence was already closed") }
        do { try writers.finish() } catch { cancel(); throw error }
        let fm = FileManager.default
        var old: String?
        var isFolder: ObjCBool = false
        if fm.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                cancel()
                throw OutputError(path: folder, message: "exists and is not a folder")
            }
            old = temporary + ".old"
            guard rename(folder, old!) == 0 else {
                let message = String(cString: strerror(errno))
                cancel()
                throw OutputError(path: folder, message: "cannot replace the existing folder: \(message)")
            }
        }
        guard rename(temporary, folder) == 0 else {
            let message = String(cString: strerror(errno))
            cancel()
            throw OutputError(path: folder, message: "cannot rename into place: \(message)")
        }
        state = 1
        if let old { try? fm.removeItem(atPath: old) }
    }

    func cancel() {
        guard state == 0 else { return }
        state = 2
        try? writers.finish()  // let the background writes end before their folder goes
        try? FileManager.default.removeItem(atPath: temporary)
    }
}
