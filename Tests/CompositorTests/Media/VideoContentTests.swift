import CompositorCore
import Foundation
import Testing
@testable import Compositor

/// A view's `video:` content, end to end through the built binary, over recordings the tests
/// make (`VideoFixtures`): every composited frame is the recording's frame at that time (as
/// `ffmpeg` decodes it, within ±1 per channel for the Y'CbCr conversion), the bytes are the
/// same for any `--jobs`, and memory does not grow with the recording's length.
@Suite struct VideoContentTests {
    /// A segue template whose first scene is the recording filling a `width × height` canvas at
    /// 1 pixel per point, held `hold` seconds at `fps`, on a black background.
    static func template(video: String, width: Int, height: Int, fps: Int = 25, hold: String = "1.4") -> String {
        """
        canvas:
          size: [\(width), \(height)]
          scale: 1
          background: "#000000"
        video:
          fps: \(fps)
        scenes:
          a:
            background: "#000000"
            views:
              - frame: [0, 0, \(width), \(height)]
                video: \(video)
          b:
            background: "#0000FF"
        segue:
          animator: crossDissolve
          from: a
          to: b
          duration: 0.2
          holdBefore: \(hold)
          holdAfter: 0
        """
    }

    @Test("every frame shows the recording's latest frame at or before its time", arguments: VideoFixtures.Kind.allCases)
    func framesMatchTheRecording(kind: VideoFixtures.Kind) throws {
        let dir = TemporaryDirectory()
        let path = try VideoFixtures.write(kind, in: dir.path)
        let reference = try VideoFixtures.reference(path, kind: kind)
        #expect(reference.count == 45)
        let (width, height) = kind == .rotated ? (64, 96) : (96, 64)
        #expect(reference.allSatisfy { $0.rgba.count == width * height * 4 })
        let yaml = dir.write("t.yaml", Self.template(video: "{file: \(kind.fileName), fit: stretch}", width: width, height: height))
        let result = try CLI.run(["render", yaml, "-o", dir.path + "/out", "--codec", "png", "--direction", "present"])
        #expect(result.status == 0, "\(result.stderr)")
        // The frames of the hold (1.4 s at 25 fps), before the cross-dissolve starts.
        var worst = 0, compared = 0
        for index in 0..<35 {
            let time = Rational(Int64(index), 25)
            let shown = reference.lastIndex { $0.time <= time } ?? 0
            let frame = try ImageDecoder.decode(path: dir.path + "/out/" + String(format: "%06d.png", index))
            #expect(frame.width == width && frame.height == height)
            let expected = reference[shown].rgba
            for (i, pixel) in frame.pixels.enumerated() {
                let a = Int(expected[4 * i + 3])
                for channel in 0..<3 {
                    // Over the black scene: the premultiplied color.
                    let want = (Int(expected[4 * i + channel]) * a + 127) / 255
                    worst = max(worst, abs(Int(pixel >> (8 * UInt32(channel)) & 0xFF) - want))
                }
            }
            compared += 1
        }
        #expect(compared == 35)
        // ±1 for the conversion, one more where alpha premultiplies a value already rounded.
        #expect(worst <= (kind.hasAlpha ? 2 : 1), "\(kind): largest channel difference \(worst)")
    }

    @Test func jobsOneAndTwoWriteTheSameBytes() throws {
        let dir = TemporaryDirectory()
        try VideoFixtures.write(.hevcVFR, in: dir.path)
        let yaml = dir.write("t.yaml", Self.template(video: "{file: rec-vfr.mp4, start: 0.2, rate: 1.5, end: 1.3, loop: true}",
                                                     width: 96, height: 64, fps: 30, hold: "2"))
        var outputs: [Data] = []
        for jobs in [1, 2, 3] {
            let out = dir.path + "/out-\(jobs).mp4"
            let result = try CLI.run(["render", yaml, "-o", out, "--direction", "present", "--jobs", "\(jobs)"])
            #expect(result.status == 0, "\(result.stderr)")
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: out)))
        }
        #expect(outputs[0].count > 0)
        #expect(outputs[0] == outputs[1])
        #expect(outputs[0] == outputs[2])
    }

    @Test func peakMemoryDoesNotGrowWithTheRecordingsLength() throws {
        let dir = TemporaryDirectory()
        let short = try VideoFixtures.write(.h264, in: dir.path, width: 160, height: 120, count: 300)
        let long = dir.path + "/rec-60.mp4"
        try VideoFixtures.ffmpeg(["-stream_loop", "5", "-i", short, "-c", "copy", long])
        var peaks: [Int] = []
        for (file, seconds) in [("rec.mp4", 10), ("rec-60.mp4", 60)] {
            let yaml = dir.write("t-\(seconds).yaml", Self.template(video: file, width: 160, height: 120, fps: 10, hold: "\(seconds)"))
            let run = try MeasuredRun.run(["render", yaml, "-o", dir.path + "/out-\(seconds).mp4", "--direction", "present"])
            #expect(run.status == 0, "\(run.stderr)")
            peaks.append(run.peakRSS)
        }
        print("video peak RSS: 10-s recording \(peaks[0] / 1024) KiB, 60-s recording \(peaks[1] / 1024) KiB")
        #expect(Double(peaks[1]) <= Double(peaks[0]) * 1.1, "peak RSS \(peaks[1]) for 60 s vs \(peaks[0]) for 10 s")
    }
}
