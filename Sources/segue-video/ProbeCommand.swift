import ArgumentParser
import Compositor
import Foundation

/// `segue-video probe`: what a user wants to know about an output, read back through
/// libavformat/libavcodec by the same `MediaProbe` the tests use.
struct ProbeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "probe",
        abstract: "Describe a video or GIF: container, codec, profile, size, pixel format, alpha, fps, frames, duration, color tags, audio.")

    @Argument(help: "The clip to read (any format segue-video writes, or another video).")
    var clip: String

    func run() throws {
        let info = try MediaProbe.inspect(path: clip)
        var duration = info.duration
        var fps = info.frameRate.map { "\($0) (\(String(format: "%.3f", $0.doubleValue)))" } ?? "unknown"
        var frames = "\(info.frameCount)"
        let written = Codec(libavName: info.codec)   // the format, when it is one segue-video writes
        if written == .gif {
            let delays = try GIFDelays.read(path: clip)
            duration = Rational(Int64(delays.reduce(0, +)), 100)
            fps = "variable (delays \(Set(delays).sorted().map { "\($0)" }.joined(separator: "/")) cs)"
            frames = "\(info.frameCount) stored images"
        }
        var durationText = duration.map { "\(String(format: "%.3f", $0.doubleValue)) s (\($0))" } ?? "unknown"
        if info.frameCount == 1, info.frameRate == nil || written == .png || written == .apng {
            // A one-frame clip has no rate between frames and no length: an APNG of one frame is
            // stored as a plain PNG, which libavformat reads at its default 25 fps for 1/25 s.
            fps = "none (a single frame)"
            durationText = "none (a single frame)"
        }
        let lines: [(String, String)] = [
            ("file", clip),
            ("container", info.container),
            ("codec", info.codec + (info.codecTag.map { " (\($0))" } ?? "")),
            ("profile", info.profile ?? "none"),
            ("size", "\(info.width)x\(info.height)"),
            ("pixel format", info.pixelFormat + (info.hasAlpha ? " (alpha)" : " (no alpha)")),
            ("fps", fps),
            ("frames", frames),
            ("duration", durationText),
            ("color", info.frameColor.description + " (primaries/transfer/matrix/range)"),
            ("audio", info.audio.isEmpty ? "none" : info.audio.joined(separator: "; ")),
        ]
        for (key, value) in lines { print("\(key.padding(toLength: 13, withPad: " ", startingAt: 0)) \(value)") }
    }
}
