import Foundation
import Testing
@testable import Compositor
@testable import CompositorMedia

/// The memory a render needs is estimated and checked before the encoder opens (issue #50,
/// item 9): tested with small fake limits, never by allocating gigabytes.
@Suite struct EncoderMemoryTests {
    static func settings(_ width: Int, _ height: Int) -> EncoderSettings {
        let s = EncoderSettings(width: width, height: height, frameRate: FrameRate(30))
        return s
    }

    /// VP9 at 8192² needs about 6.5 GB (issue #50 saw it fail under a 6 GiB cap); every format
    /// declares its figure, and the estimate grows with the pixels.
    @Test func estimates() throws {
        let vp9 = try #require(OutputFormatCatalog.named(.vp9))
        let needed = EncoderMemory.estimate(vp9, width: 8192, height: 8192)
        #expect(needed > 6 << 30 && needed < 7_000_000_000, "\(needed)")
        // The peak RSS measured for it (release build, `/usr/bin/time -v`, 6 frames, --jobs 2:
        // 6 437 736 KiB; 6 175 488 KiB at --jobs 1) is within the estimate.
        #expect(needed >= 6_437_736 * 1024, "\(needed)")
        for format in OutputFormatCatalog.all {
            #expect(format.memoryPerPixel > 0)
            #expect(EncoderMemory.estimate(format, width: 2048, height: 2048) > EncoderMemory.estimate(format, width: 1024, height: 1024))
        }
        #expect(EncoderMemory.estimate(vp9, width: .max, height: 2) == .max)
    }

    /// Over a fake 6 GiB limit VP9 at 8192² is refused (exit 5, one line naming the output and
    /// both figures); 4096² fits; with no known limit nothing is refused.
    @Test func refusesOverTheLimit() throws {
        let vp9 = try #require(OutputFormatCatalog.named(.vp9))
        let error = try #require(throws: OutputError.self) {
            try EncoderMemory.check(vp9, Self.settings(8192, 8192), output: "out.webm", available: 6 << 30)
        }
        #expect(error.exitStatus == .outputIO && error.path == "out.webm" && !error.description.contains("\n"))
        #expect(error.message.contains("VP9 WebM at 8192x8192 needs about 6.81 GB") && error.message.contains("may use 6.44 GB"), "\(error.message)")
        #expect(throws: Never.self) { try EncoderMemory.check(vp9, Self.settings(4096, 4096), output: "o.webm", available: 6 << 30) }
        #expect(throws: Never.self) { try EncoderMemory.check(vp9, Self.settings(8192, 8192), output: "o.webm", available: nil) }
    }

    /// A clip that shows a video decodes it while encoding: its decoder counts, one per file
    /// shared by the rendering threads, with the RGBA frame each thread may hold of it
    /// (`VideoFramePool.memory(jobs:)`), and the refusal says so.
    @Test func countsVideoDecoders() throws {
        let h264 = try #require(OutputFormatCatalog.named(.h264))
        let dir = TemporaryDirectory()
        let path = try VideoFixtures.write(.h264, in: dir.path, count: 3)
        let pool = try VideoFramePool(paths: [path, path])
        #expect(pool.memory(jobs: 2) == 96 * 64 * (VideoDecoder.memoryPerPixel + 2 * 4))
        #expect(pool.memory(jobs: 0) == pool.memory(jobs: 1))
        // H.264 at 1170x2532 (about 225 MB) fits in 400 MB alone, not with two decoders of a
        // 1179x2556 recording (about 385 MB more).
        let settings = Self.settings(1170, 2532), decoding = 2 * 1179 * 2556 * VideoDecoder.memoryPerPixel
        #expect(throws: Never.self) { try EncoderMemory.check(h264, settings, output: "o.mp4", available: 400_000_000) }
        let error = try #require(throws: OutputError.self) {
            try EncoderMemory.check(h264, settings, output: "o.mp4", decoding: decoding, available: 400_000_000)
        }
        #expect(error.message.contains("385 MB decoding its videos") && !error.description.contains("\n"), "\(error.message)")
    }

    /// The machine's limit is the least of those known, and the CLI refuses before any output
    /// exists: `render` of an 8192² VP9 under `prlimit --as` of 3 GB exits 5 at once.
    @Test func theCLIRefusesUnderAnAddressSpaceLimit() throws {
        let available = try #require(EncoderMemory.available())
        #expect(available <= Int(ProcessInfo.processInfo.physicalMemory))
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit") else { return }
        let dir = TemporaryDirectory()
        let template = dir.write("big.yaml", """
            canvas: {size: [8192, 8192], scale: 1}
            scenes:
              a: {background: "#3366CC"}
              b: {background: "#CC6633"}
            segue: {animator: crossDissolve, from: a, to: b, duration: 0.1, directions: [present]}
            """)
        let r = try CLI.run(["render", template, "--codec", "vp9", "--fps", "10", "-o", dir.path + "/big.webm"],
                            wrapper: ["/usr/bin/prlimit", "--as=3000000000"], timeout: 120)
        let result = try #require(r)
        #expect(result.status == 5, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.contains("needs about") && result.stderr.contains("may use 3.00 GB"), "\(result.stderr)")
        #expect(dir.contents == ["big.yaml"], "\(dir.contents)")
    }
}
