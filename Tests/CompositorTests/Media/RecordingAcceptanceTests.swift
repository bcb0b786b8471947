import CompositorCore
import Foundation
import Testing
@testable import Compositor

/// Issue 45's acceptance run: a 20-s flow over an HEVC recording with an odd width and
/// variable frame timing (made here by `ffmpeg`: its test pattern, irregular timestamps, 4:4:4
/// so the odd width is the stream's own), with captions, taps and a focus zoom. Sampled output
/// frames equal the recording's frame at that time (as `ffmpeg` decodes it, within ±1 per
/// channel) away from the captions and taps and outside the focus step; the bytes are the same
/// for `--jobs 1` and 2; memory does not grow with the recording's length
/// (`RecordingMemoryTests`).
///
/// The recording is an iPhone 15's at half its size each way (589 × 1278 pixels on a 2x
/// canvas, so its width is still a half point): equality with `ffmpeg`'s frame and across
/// `--jobs` hold pixel by pixel whatever the frame's size, and at the device's 1179 × 2556 this
/// test was the slowest of `swift test` (tests7). The peak-memory test of `RecordingMemoryTests`
/// keeps the device's pixels.
///
/// Kept cheap for CI on 2 cores: 6 recorded frames a second (x265 `ultrafast`), the flow at
/// 10 fps, H.264 `ultrafast` for the two full renders, a dozen frames compared — taken from the
/// in-process `--jobs 1` render as it encodes them rather than from a dozen `still` processes
/// (which rendered the same frames again, each decoding the recording up to its time).
@Suite(.serialized) struct RecordingAcceptanceTests {
    /// The compared recording: odd-wide, on the 590-pixel-wide canvas of `template`.
    static let width = 589, height = 1278

    /// A `seconds`-long recording `width` × `height` at `rate` frames a second: frame n at
    /// n/rate s plus 0, 10 or 20 ms. x265 pads the picture to 8 pixels and crops it back in the
    /// stream's conformance window; encoding one column more and setting that crop one larger
    /// leaves the stream `width` wide (1180 → 1184 padded, crop 5: 1179; 590 → 592, crop 3: 589).
    static func recording(in folder: String, seconds: Int, rate: Int, width: Int = Self.width, height: Int = Self.height) throws -> String {
        let plain = folder + "/rec-even.mp4", path = folder + "/rec.mp4"
        let crop = (8 - (width + 1) % 8) % 8 + 1
        try VideoFixtures.ffmpeg(["-f", "lavfi", "-i", "testsrc2=size=\(width + 1)x\(height):rate=\(rate):duration=\(seconds)",
                                  "-vf", "setpts=(N/\(rate)+mod(N\\,3)*0.01)/TB", "-fps_mode", "vfr", "-enc_time_base", "1/1000",
                                  "-c:v", "libx265", "-preset", "ultrafast", "-x265-params", "log-level=none:keyint=24",
                                  "-tag:v", "hvc1", "-pix_fmt", "yuv444p",
                                  "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", plain])
        try VideoFixtures.ffmpeg(["-i", plain, "-c", "copy", "-bsf:v", "hevc_metadata=crop_right=\(crop)", path])
        try FileManager.default.removeItem(atPath: plain)
        return path
    }

    /// The flow: the recording 1:1 on a 590 × 1278 canvas (295 × 639 points at 2x; 294.5
    /// points are its 589 pixels), a caption and a tap in its lower part, a focus on its top
    /// left quarter.
    static let template = """
        canvas:
          size: [295, 639]
          scale: 2
          background: "#000000"
        video:
          fps: 10
        scenes:
          rec:
            background: "#000000"
            views:
              - {id: screen, frame: [0, 0, 294.5, 639], video: {file: rec.mp4, fit: stretch}}
              - {id: button, frame: [100, 550, 95, 30]}
        flow:
          root: rec
          hold: 1
          steps:
            - {change: [{target: button, alpha: [1, 1]}], tap: button, duration: 0.35, hold: 3, caption: {text: "Recorded, with a caption", position: bottom}}
            - {focus: [0, 0, 147.5, 319.5], duration: 0.5, hold: 2}
            - {change: [{target: button, alpha: [1, 1]}], tap: button, duration: 0.35, hold: 4, caption: {text: "Taps where it taps", position: bottom}}
            - {change: [{target: button, alpha: [1, 1]}], tap: button, duration: 0.35, hold: 6.75}
        """

    @Test func everyFrameIsTheRecordingsAndJobsDoNotChangeTheBytes() throws {
        let dir = TemporaryDirectory()
        let path = try Self.recording(in: dir.path, seconds: 20, rate: 6)
        let probe = try VideoFixtures.run("/usr/bin/ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries",
                                                               "stream=width,height,codec_name", "-of", "csv=p=0", path])
        #expect(String(decoding: probe, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "hevc,\(Self.width),\(Self.height)")
        let yaml = dir.write("t.yaml", Self.template)
        let template = try TemplateLoader.load(path: yaml)
        let flow = try #require(template.flow)
        let script = try FlowScript(spec: flow, canvas: template.canvas, scenes: template.scenes)
        let duration = template.timeline.duration
        #expect(duration >= Rational(20) && duration <= Rational(21), "the flow lasts \(duration.doubleValue) s")
        // The focus step, from its start to the next step's.
        let focus = (script.steps[1].start, script.steps[2].start)

        // The frames compared: a dozen spread over the clip, none in the focus step.
        let frames = template.timeline.frameCount
        let picked = stride(from: 0, to: frames, by: frames / 14).filter { index in
            let t = Rational(Int64(index), 10)
            return t < focus.0 || t >= focus.1
        }
        #expect(picked.count >= 10)

        // The recording's frames at those times, decoded by ffmpeg in one pass.
        let times = try VideoFixtures.frameTimes(path)
        #expect(times.count == 120)
        let shown = picked.map { index in times.lastIndex { $0 <= Rational(Int64(index), 10) } ?? 0 }
        let wanted = Array(Set(shown)).sorted()
        let select = wanted.map { "eq(n\\,\($0))" }.joined(separator: "+")
        let scale = "scale=in_color_matrix=bt709:flags=neighbor+accurate_rnd+bitexact+full_chroma_int,format=rgba"
        let raw = try VideoFixtures.run("/usr/bin/ffmpeg", ["-nostdin", "-v", "error", "-i", path, "-vf", "select=\(select),\(scale)",
                                                           "-fps_mode", "passthrough", "-f", "rawvideo", "-"])
        let frameBytes = Self.width * Self.height * 4
        #expect(raw.count == wanted.count * frameBytes)

        // The output's frames, taken as an in-process `--jobs 1` render makes them (the very
        // frames it encodes; no still per frame: one pass over the clip instead of a dozen
        // processes each decoding up to its frame); compared above the caption and the tap
        // (y < 500 points).
        let rows = 1000
        var worst = 0, compared = 0
        let settings = try RenderSettings(template: template, options: RenderOptions(directions: [.present], jobs: 1, preset: .ultrafast),
                                          output: dir.path + "/out-1.mp4")
        let clip = try ClipFrames(template: settings.template, direction: .present)
        let assets = try AssetLoader.load(settings.template)
        try ClipExporter.export(clip, assets: assets, to: dir.path + "/out-1.mp4", jobs: 1, format: settings.format, hashing: nil,
                                engine: settings.engine) { rendered in
            guard let at = picked.firstIndex(of: rendered.index.value) else { return }
            let frame = rendered.pixmap
            #expect(frame.width == Self.width + 1 && frame.height == Self.height)
            let offset = wanted.firstIndex(of: shown[at])! * frameBytes
            frame.pixels.withUnsafeBufferPointer { pixels in
                raw.withUnsafeBytes { bytes in
                    for y in 0..<rows {
                        for x in 0..<Self.width {
                            let pixel = pixels[y * (Self.width + 1) + x], i = offset + (y * Self.width + x) * 4
                            for channel in 0..<3 {
                                worst = max(worst, abs(Int(pixel >> (8 * UInt32(channel)) & 0xFF) - Int(bytes[i + channel])))
                            }
                        }
                    }
                }
            }
            compared += 1
        }
        #expect(compared == picked.count)
        #expect(worst <= 1, "largest channel difference \(worst)")

        // `render --jobs 2` from the command line writes the same bytes.
        let run = try CLI.run(["render", yaml, "-o", dir.path + "/out-2.mp4", "--jobs", "2", "--preset", "ultrafast"])
        #expect(run.status == 0, "\(run.stderr)")
        let outputs = try ["out-1.mp4", "out-2.mp4"].map { try Data(contentsOf: URL(fileURLWithPath: dir.path + "/" + $0)) }
        #expect(outputs[0].count > 0 && outputs[0] == outputs[1])
    }
}
