import Compositor
import Foundation

/// How `render` reports a clip's progress: on a terminal a bar redrawn in place on standard
/// error (frames, fps, time left); `plain`, a line per tenth of the clip on standard output;
/// `json`, JSON Lines on standard output like `batch --progress json` (`start`, `progress`
/// each tenth, `done` with the file's absolute path, bytes and SHA-256), which then replace the closing line. `auto` off a terminal says
/// nothing but the closing line. Called from the in-order consumer only.
final class RenderProgressReporter {
    private let style: ProgressStyle
    private let terminal: Bool
    private var file = "", frames = 0, reportedTenth = 0
    private var start = DispatchTime.now(), lastDraw = 0.0

    init(style: ProgressStyle) {
        self.style = style
        terminal = style == .auto && isatty(STDERR_FILENO) == 1
    }

    /// A clip begins.
    func started(file: String, direction: SegueDirection, frames: Int) {
        self.file = file
        self.frames = frames
        reportedTenth = 0
        start = DispatchTime.now()
        lastDraw = 0
        if style == .json {
            emit("start", [("file", .string(file)), ("direction", .string(direction.rawValue)), ("frames", .int(frames))])
        }
    }

    /// `done` frames of the clip have gone to the encoder.
    func advanced(done: Int) {
        let tenth = done * 10 / max(frames, 1)
        switch style {
        case .json where tenth > reportedTenth:
            reportedTenth = tenth
            emit("progress", [("file", .string(file)), ("frame", .int(done)), ("frames", .int(frames))])
        case .plain where tenth > reportedTenth:
            reportedTenth = tenth
            Console.info("\(file): \(done)/\(frames) frames")
        case .auto where terminal:
            let elapsed = seconds()
            guard elapsed - lastDraw >= 0.1 || done == frames else { return }
            lastDraw = elapsed
            FileHandle.standardError.write(Data(("\r\u{1B}[K" + bar(done: done, elapsed: elapsed)).utf8))
        default: break
        }
    }

    /// The clip is written, with the `subtitles` files beside it: the closing line, and a line
    /// naming those files (`done` event for JSON, with a `subtitles` list when there are any).
    func finished(_ summary: ExportSummary, subtitles: [String] = []) {
        if terminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        if style == .json {
            emit("done", [("file", .string(summary.path)), ("frames", .int(summary.frames))] + OutputFileFacts.fields(summary.path)
                 + (subtitles.isEmpty ? [] : [("subtitles", .array(subtitles.map { .string($0) }))]))
        } else {
            Console.info(summary.description)
            if !subtitles.isEmpty { Console.info("wrote \(subtitles.joined(separator: " and ")): the captions as subtitles") }
        }
    }

    /// `file  [#####-----]  45/120  63.2 fps  ETA 1.2 s`.
    private func bar(done: Int, elapsed: Double) -> String {
        let width = 24, filled = done * width / max(frames, 1)
        let fps = elapsed > 0 ? Double(done) / elapsed : 0
        let eta = fps > 0 ? String(format: "%.1f s", Double(frames - done) / fps) : "?"
        return "\(file)  [" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
            + "]  \(done)/\(frames)  \(String(format: "%.1f", fps)) fps  ETA \(eta)"
    }

    private func seconds() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9 }

    private func emit(_ event: String, _ fields: [(String, JSONValue)]) {
        Console.info(JSONValue.object([("event", .string(event))] + fields).compact)
    }
}
