import Foundation
import Testing
@testable import Compositor

/// The bit-exact contract (docs/contract.md, "Reproducibility"), axis by axis, through the built binary.
/// Tiny clips (64x48, 11 frames) keep every render well under a second.
@Suite struct ReproducibleOutputTests {
    /// Renders the minimal fixture's present clip and returns the MP4's path.
    func render(_ dir: TemporaryDirectory, _ name: String, jobs: Int = 2, environment: [String: String] = [:],
                wrapper: [String] = [], fps: String = "10", extra: [String] = []) throws -> String {
        let template = dir.path + "/clip.yaml"
        if !FileManager.default.fileExists(atPath: template) {
            dir.write("clip.yaml", TemplateFixtures.minimal(video: "  fps: \(fps)"))
        }
        let out = dir.path + "/" + name
        let r = try BinaryRun.run(["render", template, "--direction", "present", "-o", out, "--jobs", "\(jobs)"] + extra,
                                  environment: environment, wrapper: wrapper)
        #expect(r.status == 0, "\(r.stderr)")
        return out
    }

    func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    @Test func threeRendersHaveTheSameSHA256() throws {
        let dir = TemporaryDirectory()
        let sums = try (1...3).map { try BinaryRun.sha256(render(dir, "run\($0).mp4")) }
        #expect(sums[0].count == 64)
        #expect(Set(sums).count == 1, "\(sums)")
    }

    /// On the rich clip, so per-thread glyph caches and shared images are in play.
    @Test func jobs1_2_8GiveTheSameBytes() throws {
        let dir = TemporaryDirectory()
        _ = try ReproducibleOutputTests.writeRichTemplate(in: dir)
        let files = try [1, 2, 8].map { try bytes(render(dir, "jobs\($0).mp4", jobs: $0)) }
        #expect(files[0].count > 0)
        #expect(files[0] == files[1] && files[0] == files[2])
    }

    /// One core for the whole process (compositing threads and x264's two frame threads).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/taskset")))
    func oneCoreGivesTheSameBytes() throws {
        let dir = TemporaryDirectory()
        let normal = try bytes(render(dir, "normal.mp4", jobs: 2))
        let pinned = try bytes(render(dir, "pinned.mp4", jobs: 2, wrapper: ["/usr/bin/taskset", "-c", "0"]))
        #expect(normal.count > 0 && normal == pinned)
    }

    /// x264's assembly forced down to plain C (and SSE2 on x86-64) through the test hook: the
    /// frame hashes cannot change (they are taken before encoding), and with x264's
    /// `cpu-independent=1` the MP4 bytes do not either.
    @Test func x264AssemblyLevelChangesNothing() throws {
        let dir = TemporaryDirectory()
        var levels = ["c"]
        #if arch(x86_64)
        levels.append("sse2")
        #endif
        let reference = try render(dir, "best.mp4", extra: ["--frame-hashes", dir.path + "/best.framemd5"])
        for level in levels {
            let path = try render(dir, "\(level).mp4", environment: ["SEGUE_X264_ASM": level],
                                  extra: ["--frame-hashes", dir.path + "/\(level).framemd5"])
            #expect(try bytes(dir.path + "/\(level).framemd5") == bytes(dir.path + "/best.framemd5"), "frame hashes, asm \(level)")
            #expect(try bytes(path) == bytes(reference), "MP4 bytes, asm \(level)")
        }
    }

    /// A clip that exercises the floating-point paths: a rotated rounded card growing out of
    /// itself with an eased curve (affine math, DeterministicMath sin/cos, Bézier solving), an
    /// image scaled into a clipped rounded view with a shadow (bilinear sampling, blur) and a
    /// label (text layout and FreeType). Writes the image beside the template.
    static func writeRichTemplate(in dir: TemporaryDirectory) throws -> String {
        var photo = Pixmap(width: 16, height: 12)
        for y in 0..<12 {
            for x in 0..<16 { photo[x, y] = PremultipliedRGBA8(r: UInt8(x * 16), g: UInt8(y * 20), b: 128, a: 255) }
        }
        try PNGWriter.write(photo, to: dir.path + "/photo.png")
        return dir.write("clip.yaml", TemplateFixtures.minimal(
            animator: "scale", options: "  options: {scaleView: card}\n", extraSegue: "  curve: easeInOut\n",
            fromViews: """
                  - id: card
                    frame: [4, 4, 12, 8]
                    background: "#FF0000"
                    cornerRadius: 3
                    transform: {rotation: 10}
                  - frame: [18, 2, 11, 9]
                    cornerRadius: 2
                    clipsToBounds: true
                    image: {file: photo.png, contentMode: scaleAspectFill}
                    shadow: {color: "#000000", opacity: 0.5, radius: 2, offset: [0, 1]}
                  - frame: [2, 14, 28, 9]
                    label: {text: "Hi there", font: {size: 7}}
            """))
    }

    /// glibc's CPU-specific libm variants (FMA, AVX2) switched off for the child: same frame
    /// hashes. On a CPU with AVX2 the tunable visibly changes what the loader selects, so the
    /// test is not vacuous.
    @Test func frameHashesIgnoreGlibcCPUFeatures() throws {
        let dir = TemporaryDirectory()
        let template = try ReproducibleOutputTests.writeRichTemplate(in: dir)
        let tunable = ["GLIBC_TUNABLES": "glibc.cpu.hwcaps=-AVX2,-FMA"]
        let normal = try BinaryRun.run(["checksum", template])
        let restricted = try BinaryRun.run(["checksum", template], environment: tunable)
        #expect(normal.status == 0 && restricted.status == 0, "\(restricted.stderr)")
        #expect(normal.stdout.split(separator: "\n").count == 9 + 11)
        #expect(normal.stdout == restricted.stdout)
        #if arch(x86_64)
        let loader = "/lib64/ld-linux-x86-64.so.2"
        if FileManager.default.isExecutableFile(atPath: loader) {
            func active(_ env: [String: String]) throws -> String? {
                try BinaryRun.runTool(loader, ["--list-diagnostics"], environment: env).stdout
                    .split(separator: "\n").first { $0.hasPrefix("dl_hwcaps_subdirs_active=") }.map(String.init)
            }
            let supportsV3 = try BinaryRun.runTool(loader, ["--help"]).stdout.contains("x86-64-v3 (supported, searched)")
            if supportsV3 { #expect(try active([:]) != active(tunable), "the tunable had no effect") }
        }
        #endif
    }

    /// No clock and no library versions in the file: mvhd, tkhd and mdhd times are zero and no
    /// encoder or muxer names its version.
    @Test func mp4HasNoDatesAndNoVersionStrings() throws {
        let dir = TemporaryDirectory()
        let path = try render(dir, "clip.mp4")
        let boxes = try MP4Boxes(path: path)
        for header in ["moov/mvhd", "moov/trak/tkhd", "moov/trak/mdia/mdhd"] {
            let payloads = boxes.payloads(header)
            #expect(payloads.count == 1, "\(header)")
            for payload in payloads {
                let times = MP4Boxes.times(payload)
                #expect(times.creation == 0 && times.modification == 0, "\(header): \(times)")
            }
        }
        let text = String(decoding: try bytes(path).map { $0 >= 0x20 && $0 < 0x7F ? $0 : 0x0A }, as: UTF8.self)
        for marker in ["Lavf", "Lavc", "x264", "libx264", "core 1", "FFmpeg", "encoder", "segue-video"] {
            #expect(!text.contains(marker), "the MP4 contains \"\(marker)\"")
        }
    }

    /// Frame i at exactly i / fps, in the MP4 and in the frame hashes, also at 30000/1001.
    @Test(arguments: [("10", Rational(1, 10)), ("30000/1001", Rational(1001, 30000))])
    func timestampsAreExact(fps: String, timeBase: Rational) throws {
        let dir = TemporaryDirectory()
        let hashes = dir.path + "/clip.framemd5"
        let path = try render(dir, "clip.mp4", fps: fps, extra: ["--frame-hashes", hashes])
        let info = try MediaProbe.inspect(path: path)
        let rate = try FrameRate(try #require(Rational(parsing: fps)))
        #expect(info.frameCount > 0)
        #expect(info.framePTS.enumerated().allSatisfy { i, pts in Rational(pts) * info.timeBase == rate.time(of: FrameIndex(i)) })
        let manifest = try FrameHashManifest(parsing: String(contentsOfFile: hashes, encoding: .utf8), file: hashes)
        #expect(manifest.timeBase == timeBase)
        #expect(manifest.frames.map(\.index.value) == Array(0..<info.frameCount))
        #expect(manifest.frames.enumerated().allSatisfy { i, frame in
            Rational(Int64(frame.index.value)) * manifest.timeBase == rate.time(of: FrameIndex(i))
        })
    }
}
