import Foundation
import Testing
@testable import Compositor

/// The H.264 level from Table A-1 of ITU-T H.264, with levels worked by hand: macroblocks are
/// ⌈w/16⌉ × ⌈h/16⌉, the rate is macroblocks × fps, and the first row that holds both wins.
@Suite struct H264LevelTests {
    static func level(_ w: Int, _ h: Int, _ fps: Rational, dpb: Int = 1, bits: Int64? = nil) throws -> String? {
        H264Level.minimum(width: w, height: h, frameRate: try FrameRate(fps), dpbFrames: dpb, bitsPerSecond: bits)?.description
    }

    @Test func levelsWorkedByHand() throws {
        // 68 × 120 = 8160 MBs ≤ 8192 (4.0's MaxFS); × 30 = 244,800 ≤ 245,760 MB/s.
        #expect(try Self.level(1080, 1920, 30) == "4.0")
        // 135 × 240 = 32,400 MBs; × 60 = 1,944,000 MB/s > 983,040 (5.1), ≤ 2,073,600 (5.2).
        #expect(try Self.level(2160, 3840, 60) == "5.2")
        // 120 × 68 = 8160 MBs; × 60 = 489,600 MB/s > 245,760 (4.1), ≤ 522,240 (4.2).
        #expect(try Self.level(1920, 1080, 60) == "4.2")
        // 74 × 159 = 11,766 MBs > 8704 (4.2); × 60 = 705,960 > 589,824 (5.0) → 5.1, as the issue says.
        #expect(try Self.level(1170, 2532, 60) == "5.1")
        // 45 × 80 = 3600 MBs = 3.1's MaxFS; × 30 = 108,000 = 3.1's MaxMBPS exactly.
        #expect(try Self.level(720, 1280, 30) == "3.1")
        // 8160 × 30000/1001 = 244,555.4 MB/s ≤ 245,760.
        #expect(try Self.level(1920, 1080, Rational(30000, 1001)) == "4.0")
    }

    @Test func sideLimitAndDPBAndBitRate() throws {
        // 512 × 1 MBs fits 2.1's frame size, but a side may be at most √(8 × MaxFS) MBs:
        // 512² = 262,144 needs MaxFS ≥ 32,768 → 5.1 (36,864).
        #expect(try Self.level(8192, 16, 1) == "5.1")
        // 16 reference frames of 32,400 MBs = 518,400 > 184,320 (5.2's MaxDpbMbs) → 6.0.
        #expect(try Self.level(2160, 3840, 60, dpb: 16) == "6.0")
        // High profile: 4.0's MaxBR 20,000 × 1.25 = 25 Mbit/s.
        #expect(try Self.level(1920, 1080, 30, bits: 25_000_000) == "4.0")
        #expect(try Self.level(1920, 1080, 30, bits: 25_000_001) == "4.1")
        // 8K at 240 fps is beyond 6.2.
        #expect(try Self.level(7680, 4320, 240) == nil)
    }

    /// The closing line names the level x264 wrote (read back from the avcC box), which equals
    /// the table's for the default preset: 64×48 at 10 fps is 12 MBs → level 1.0.
    @Test func closingLineReportsTheWrittenLevel() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("t.yaml", TemplateFixtures.minimal())
        let result = try CLI.run(["render", template, "--direction", "present", "-o", dir.path + "/c.mp4"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(MediaProbe.h264Level(path: dir.path + "/c.mp4")?.description == "1.0")
        #expect(result.stdout.contains(", H.264 level 1.0"), "\(result.stdout)")
        #expect(!result.stderr.contains("level"))
    }

    /// 1920×1080 at 240 fps: 8160 × 240 = 1,958,400 MB/s → 5.2, above 4.2: one warning line.
    @Test func levelAbove42Warns() throws {
        let dir = TemporaryDirectory()
        let text = TemplateFixtures.minimal(canvas: "  size: [960, 540]\n  scale: 2", video: "  fps: 240")
            .replacingOccurrences(of: "duration: 0.5", with: "duration: 0.004")
            .replacingOccurrences(of: "holdBefore: 0.2", with: "holdBefore: 0")
            .replacingOccurrences(of: "holdAfter: 0.3", with: "holdAfter: 0")
        let result = try CLI.run(["render", dir.write("t.yaml", text), "--direction", "present", "-o", dir.path + "/c.mp4"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(", H.264 level 5.2"), "\(result.stdout)")
        #expect(result.stderr.contains("H.264 level 5.2 is above 4.2"), "\(result.stderr)")
        // The warning names what avoids it.
        #expect(result.stderr.contains("--fps 30") && result.stderr.contains("--codec hevc") && result.stderr.contains("--delivery"), "\(result.stderr)")
    }
}
