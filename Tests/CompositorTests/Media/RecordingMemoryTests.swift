import CompositorCore
import Foundation
import Testing
@testable import Compositor

/// Issue 45's streaming rule for recordings, measured: a render's peak memory (the child
/// process's peak RSS) does not grow with the recording's length. A suite of its own, not
/// serialized with `RecordingAcceptanceTests`: each test measures its own child process, which
/// other tests running beside it do not change, and in that serialized suite their renders
/// ran one after another at the end of the whole run (40 s of `swift test`'s wall time on
/// 2 cores).
struct RecordingMemoryTests {
    /// A video view showing a recording at the device's own pixels (1179 × 2556 H.264, 2 fps)
    /// of 10 s and the same looped to 60 s, rendered at 1 fps on a 2x canvas: the 60-s peak
    /// within 10 % of the 10-s one.
    @Test func peakMemoryDoesNotGrowWithTheRecordingsLengthAtThatSize() throws {
        let dir = TemporaryDirectory()
        let short = try RecordingAcceptanceTests.recording(in: dir.path, seconds: 10, rate: 2, width: 1179, height: 2556)
        // The pipeline's window starts at 5 frames and widens to 10 (128 MB of 4-byte pixels)
        // only when the encoder waits for a frame (`OrderedParallel`'s start window), which a
        // longer render has more chances to do: the longer one may hold up to 5 frames more,
        // each its RGBA frame and its picture (83 MB). One picture kept per frame would add
        // 50 × 4.5 MB (226 MB).
        try Self.expectFlatPeaks(label: "1179x2556 video", looping: short, lengths: (10, 60), in: dir, arguments: ["--direction", "present"],
                                 window: 5 * 1180 * 2556 * 11 / 2) { file, seconds in
            """
            canvas: {size: [590, 1278], scale: 2, background: "#000000"}
            video: {fps: 1}
            scenes:
              rec:
                views:
                  - {frame: [0, 0, 589.5, 1278], video: {file: \(file), fit: stretch}}
              b: {background: "#0000FF"}
            segue: {animator: crossDissolve, from: rec, to: b, duration: 1, holdBefore: \(seconds), holdAfter: 0}
            """
        }
    }

    /// The same bound where a recording scene at the recording's own pixels takes
    /// `FramePlan.video` (the decoded 4:2:0 planes copied into the encoder's picture, the drawn
    /// status bar in a band over them): a 590 × 1278 HEVC 4:2:0 recording (2 fps) of 10 s
    /// looped to 60 and to 180 s, rendered at 2 fps and `--jobs 2` (both rendering threads
    /// share its decoder); both clips outlast the pipeline's window of frames made ahead (32
    /// pictures). At 4 fps the peak swung 125–162 MB from run to run whatever the length (how
    /// full the window gets depends on which side is faster on a loaded machine); at 2 fps it
    /// is steady (release build): 117–119 MB at 30 s, 121–124 at 60, 125–126 at 180, 128–131 at
    /// 600 s — a slow rise of the allocator's arenas, not a frame kept per frame. Beside the
    /// other tests of a CI run (2 cores) the 180-s render once peaked at 131.9 MB against the
    /// 60-s one's 119.7 (+10.1 %): how full the window gets again. So the longer one may also
    /// exceed by the window's frames: from the start window (5) to the whole (32), each its
    /// RGBA frame and its picture (27 × 590 × 1278 × 5.5 bytes, 112 MB), still far below what
    /// one picture kept a frame would add (240 more frames, 271 MB).
    @Test func peakMemoryOfARecordingSceneDoesNotGrowWithItsLength() throws {
        let dir = TemporaryDirectory()
        let short = dir.path + "/rec.mp4"
        try VideoFixtures.ffmpeg(["-f", "lavfi", "-i", "testsrc2=size=590x1278:rate=2:duration=10",
                                  "-c:v", "libx265", "-preset", "ultrafast", "-x265-params", "log-level=none:keyint=8",
                                  "-tag:v", "hvc1", "-pix_fmt", "yuv420p",
                                  "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", short])
        try Self.expectFlatPeaks(label: "590x1278 recording scene", looping: short, lengths: (60, 180), in: dir, arguments: ["--jobs", "2"],
                                 window: 27 * 590 * 1278 * 11 / 2) { file, seconds in
            """
            canvas: {size: [295, 639], scale: 2, background: "#000000", safeArea: {top: 47}}
            video: {fps: 2}
            scenes:
              rec:
                recording: {file: \(file), statusBar: drawn}
                views: [{id: dot, frame: [0, 0, 1, 1]}]
            flow:
              root: rec
              hold: \(seconds)
              steps: [{change: [{target: dot, alpha: [1, 1]}], duration: 0.5, hold: 0}]
            """
        }
    }

    /// Loops the 10-s `source` to each of `lengths` (stream copies, in `dir`; 10 s is the
    /// source itself), renders `template(file, seconds)` for each with `arguments`, and expects
    /// the longer one's peak RSS within 10 % of the shorter one's, or within `window` bytes (the
    /// pictures the pipeline may hold ahead of the encoder) when that is more.
    static func expectFlatPeaks(label: String, looping source: String, lengths: (short: Int, long: Int), in dir: TemporaryDirectory, arguments: [String],
                                window: Int = 0, template: (_ file: String, _ seconds: Int) -> String) throws {
        var peaks: [Int] = []
        for seconds in [lengths.short, lengths.long] {
            let file = "rec-\(seconds).mp4"
            try VideoFixtures.ffmpeg(["-stream_loop", "\(seconds / 10 - 1)", "-i", source, "-c", "copy", dir.path + "/" + file])
            let yaml = dir.write("t-\(seconds).yaml", template(file, seconds))
            guard let run = try? MeasuredRun.run(["render", yaml, "-o", dir.path + "/out-\(seconds).mp4", "--preset", "ultrafast"] + arguments)
            else { Issue.record("\(label): the render did not start"); return }
            #expect(run.status == 0, "\(run.stderr)")
            peaks.append(run.peakRSS)
        }
        print("\(label) peak RSS: \(lengths.short)-s recording \(peaks[0] / 1024) KiB, \(lengths.long)-s recording \(peaks[1] / 1024) KiB")
        #expect(Double(peaks[1]) <= Double(peaks[0]) + max(Double(peaks[0]) * 0.1, Double(window)),
                "\(label): peak RSS \(peaks[1]) for \(lengths.long) s vs \(peaks[0]) for \(lengths.short) s")
    }
}
