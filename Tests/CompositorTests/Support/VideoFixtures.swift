import CompositorCore
import Foundation

/// Recordings the tests make themselves: frames built here (a pattern that changes every
/// frame, with alpha when asked), encoded by the `ffmpeg` CLI into the formats a recording
/// comes in (H.264, HEVC with variable frame timing, a rotation-tagged copy, ProRes 4444 and
/// VP9 with alpha), and read back by `ffmpeg`/`ffprobe` as the reference a render must match.
/// Nothing is downloaded.
enum VideoFixtures {
    /// A recording kind: how its frames are encoded from the raw frames.
    enum Kind: String, CaseIterable, CustomStringConvertible {
        case h264, hevcVFR, rotated, prores4444, vp9Alpha

        var description: String { rawValue }
        var fileName: String {
            switch self {
            case .h264: "rec.mp4"
            case .hevcVFR: "rec-vfr.mp4"
            case .rotated: "rec-rot.mp4"
            case .prores4444: "rec.mov"
            case .vp9Alpha: "rec.webm"
            }
        }
        var hasAlpha: Bool { self == .prores4444 || self == .vp9Alpha }
        /// The decoder the reference decode uses (libvpx for VP9's alpha, as segue-video).
        var referenceDecoder: [String] { self == .vp9Alpha ? ["-c:v", "libvpx-vp9"] : [] }
    }

    /// Frame `n` of a `width × height` pattern, RGBA bytes: gradients that move with `n` and a
    /// checker, with alpha 255 unless `alpha` (then quarters of 255, 0, 128 and 200).
    static func frame(_ n: Int, width: Int, height: Int, alpha: Bool) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                bytes[i] = UInt8((x * 4 + n * 9) & 255)
                bytes[i + 1] = UInt8((y * 5 + n * 3) & 255)
                bytes[i + 2] = ((x / 8 + y / 8 + n) % 2) == 0 ? 40 : 210
                let quarter = (x * 2 / width) + 2 * (y * 2 / height)
                bytes[i + 3] = alpha ? [255, 0, 128, 200][quarter] : 255
            }
        }
        return bytes
    }

    /// Runs `ffmpeg` quietly; throws with its message when it fails.
    static func ffmpeg(_ arguments: [String]) throws {
        try run("/usr/bin/ffmpeg", ["-nostdin", "-v", "error", "-y"] + arguments)
    }

    @discardableResult
    static func run(_ tool: String, _ arguments: [String], stdin: Data? = nil) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin == nil ? FileHandle.nullDevice : input
        try process.run()
        if let stdin {
            DispatchQueue.global().async {
                input.fileHandleForWriting.write(stdin)
                try? input.fileHandleForWriting.close()
            }
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw FixtureError(message: "\(tool) \(arguments.joined(separator: " ")): \(message)")
        }
        return data
    }

    struct FixtureError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Writes a recording of `kind` into `folder`: `count` frames of `width × height` at 30 fps
    /// (HEVC VFR: frame n at n/30 s plus 0, 10 or 20 ms, irregular steps). Returns its path.
    @discardableResult
    static func write(_ kind: Kind, in folder: String, width: Int = 96, height: Int = 64, count: Int = 45) throws -> String {
        var raw = Data()
        for n in 0..<count { raw.append(contentsOf: frame(n, width: width, height: height, alpha: kind.hasAlpha)) }
        let rawPath = folder + "/frames-\(kind).rgba"
        try raw.write(to: URL(fileURLWithPath: rawPath))
        defer { try? FileManager.default.removeItem(atPath: rawPath) }
        let input = ["-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)", "-r", "30", "-i", rawPath]
        let bt709 = ["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709"]
        let path = folder + "/" + kind.fileName
        switch kind {
        case .h264:
            try ffmpeg(input + ["-c:v", "libx264", "-g", "10", "-pix_fmt", "yuv420p"] + bt709 + [path])
        case .hevcVFR:
            try ffmpeg(input + ["-vf", "setpts=(N/30+mod(N\\,3)*0.01)/TB", "-fps_mode", "vfr", "-enc_time_base", "1/1000",
                                "-c:v", "libx265", "-x265-params", "log-level=none:keyint=12", "-tag:v", "hvc1",
                                "-pix_fmt", "yuv420p"] + bt709 + [path])
        case .rotated:
            let plain = folder + "/rec-unrotated.mp4"
            try ffmpeg(input + ["-c:v", "libx264", "-g", "10", "-pix_fmt", "yuv420p"] + bt709 + [plain])
            // ffmpeg 5.1's mov muxer writes the `rotate` tag as the track's display matrix.
            try ffmpeg(["-i", plain, "-c", "copy", "-metadata:s:v:0", "rotate=90", path])
        case .prores4444:
            try ffmpeg(input + ["-c:v", "prores_ks", "-profile:v", "4444", "-pix_fmt", "yuva444p10le"] + bt709 + [path])
        case .vp9Alpha:
            try ffmpeg(input + ["-c:v", "libvpx-vp9", "-pix_fmt", "yuva420p", "-g", "10", "-deadline", "realtime",
                                "-cpu-used", "8", "-b:v", "0", "-crf", "20"] + bt709 + [path])
        }
        return path
    }

    /// The presentation times of the recording's frames in seconds, exact, as `ffprobe` reads them.
    static func frameTimes(_ path: String) throws -> [Rational] {
        let probe = try run("/usr/bin/ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries",
                                                 "stream=time_base:frame=best_effort_timestamp", "-of", "csv=p=0", path])
        let lines = String(decoding: probe, as: UTF8.self).split(separator: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ", ")) }
        guard let base = lines.first(where: { $0.contains("/") }), let timeBase = Rational(parsing: base) else {
            throw FixtureError(message: "no time base from ffprobe: \(lines)")
        }
        return lines.filter { !$0.contains("/") && !$0.isEmpty }.compactMap { Int64($0) }.map { Rational($0) * timeBase }
    }

    /// The recording as `ffmpeg` decodes it (upright, every frame, no frame rate change):
    /// presentation times in seconds (exact) and straight RGBA bytes per frame, converted with
    /// the same libswscale flags segue-video uses.
    static func reference(_ path: String, kind: Kind) throws -> [(time: Rational, rgba: [UInt8])] {
        let times = try frameTimes(path)
        // The fixtures are tagged BT.709 (ProRes in its frame headers only, which ffmpeg's
        // `auto` matrix does not read), so the matrix is named; `neighbor` is SWS_POINT.
        let scale = "scale=in_color_matrix=bt709:flags=neighbor+accurate_rnd+bitexact+full_chroma_int,format=rgba"
        let out = try run("/usr/bin/ffmpeg", ["-nostdin", "-v", "error"] + kind.referenceDecoder
                          + ["-i", path, "-vf", scale, "-fps_mode", "passthrough", "-f", "rawvideo", "-"])
        let frameBytes = out.count / max(times.count, 1)
        return times.enumerated().map { i, t in (t, [UInt8](out[i * frameBytes..<(i + 1) * frameBytes])) }
    }
}
