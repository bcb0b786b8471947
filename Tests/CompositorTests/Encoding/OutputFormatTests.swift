@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor
@testable import CompositorMedia

/// Every format in the catalog, rendered from a small template and read back through
/// libavformat/libavcodec (`MediaProbe`, the code `probe` runs): codec, pixel format, size,
/// frame count and timestamps from the timeline, color tags, colors and alpha of decoded
/// frames, and byte-identical output for any `--jobs`.
@Suite struct OutputFormatTests {
    /// What each format promises when read back (opaque canvas / transparent canvas).
    static let expectedCodec = ["h264": "h264", "hevc": "hevc", "prores": "prores", "vp9": "vp9", "gif": "gif", "apng": "apng",
                                "y4m": "rawvideo"]
    static let expectedPixelFormat = ["h264": "yuv420p", "hevc": "yuv420p", "prores": "yuv422p10le", "vp9": "yuv420p", "gif": "bgra",
                                      "apng": "rgb24", "y4m": "yuv420p"]
    static let expectedAlphaPixelFormat = ["prores": "yuva444p12le", "vp9": "yuva420p", "gif": "bgra", "apng": "rgba"]

    static func template(transparent: Bool, fps: String = "10") throws -> (SegueTemplate, TemporaryDirectory) {
        let dir = TemporaryDirectory()
        var text = TemplateFixtures.minimal(video: "  fps: \(fps)")
        if transparent {
            text = text.replacingOccurrences(of: "background: \"#000000\"", with: "background: transparent")
                .replacingOccurrences(of: "background: \"#FFFFFF\"", with: "background: transparent")
        }
        return (try TemplateLoader.load(path: dir.write("clip.yaml", text)), dir)
    }

    static func render(_ format: OutputFormat, transparent: Bool = false, jobs: Int = 2, fps: String = "10",
                       profile: ProResProfile? = nil) throws -> (path: String, frames: ClipFrames, dir: TemporaryDirectory) {
        var (template, dir) = try template(transparent: transparent, fps: fps)
        if let profile { template.video.proresProfile = profile } else if transparent { template.video.proresProfile = .p4444 }
        let path = dir.path + "/out" + (format.extensions.first.map { "." + $0 } ?? "")
        let frames = try ClipFrames(template: template, direction: .present).adapted(to: format)
        try ClipExporter.export(frames, assets: AssetStore(), to: path, jobs: jobs, format: format)
        return (path, frames, dir)
    }

    static var videoFormats: [OutputFormat] { OutputFormatCatalog.all.filter { !$0.extensions.isEmpty } }
    static var alphaVideoFormats: [OutputFormat] { videoFormats.filter { $0.alpha != .never } }

    @Test(arguments: videoFormats)
    func streamStructure(format: OutputFormat) throws {
        let rendered = try Self.render(format)
        let (path, frames) = (rendered.path, rendered.frames)
        let info = try MediaProbe.inspect(path: path)
        #expect(info.codec == Self.expectedCodec[format.codec.rawValue])
        #expect(Codec(libavName: info.codec) == format.codec)   // probe's mapping, on a real file
        #expect(info.pixelFormat == Self.expectedPixelFormat[format.codec.rawValue])
        #expect(info.width == 64 && info.height == 48)
        let rate = frames.template.video.frameRate
        if format.codec == .gif {
            // Repeated frames are not stored: fewer images, whose delays cover the clip.
            let delays = try GIFDelays.read(path: path)
            #expect(delays.count == info.frameCount && info.frameCount < frames.frameCount)
            let clip = Rational(Int64(frames.frameCount)) * rate.timeBase
            #expect(abs((Rational(Int64(delays.reduce(0, +)), 100) - clip).doubleValue) <= 0.010)
        } else {
            #expect(info.frameCount == frames.frameCount)
            // MP4/MOV: exact (time base 1/fps); WebM stores milliseconds.
            let tolerance = format.codec == .vp9 ? 0.0005 : 0
            #expect(info.frameTimes.enumerated().allSatisfy { i, t in
                abs((t - rate.time(of: FrameIndex(i))).doubleValue) <= tolerance
            }, "\(info.frameTimes)")
            // RGB (APNG) has no Y'CbCr tags; a Y4M header carries the range alone.
            if format.codec == .y4m {
                #expect(info.frameColor.description == "unknown/unknown/unknown/tv")
            } else if format.codec != .apng {
                #expect(info.frameColor.description == "bt709/bt709/bt709/tv")
            }
            // The rate and length a player sees (APNG's from its evenly spaced frames).
            #expect(info.frameRate == rate.rate, "\(String(describing: info.frameRate))")
            #expect(info.duration.map { abs(($0 - Rational(Int64(frames.frameCount)) * rate.timeBase).doubleValue) <= tolerance } == true,
                    "\(String(describing: info.duration))")
        }
        if format.codec == .hevc { #expect(info.codecTag == "hvc1") }
        if format.codec == .prores { #expect(info.profile == "HQ" && info.codecTag == "apch") }
    }

    /// First frame: scene a (white, the card top left); last: scene b (blue). Pixel (48, 36).
    @Test(arguments: videoFormats)
    func firstAndLastFrameColors(format: OutputFormat) throws {
        let rendered = try Self.render(format)
        try Self.expectWhiteThenBlue(rendered.path, "\(format)", untaggedIsBT709: format.codec == .y4m)
    }

    /// The decoded first frame is white and the last blue at (48, 36), opaque, within ±3.
    /// `untaggedIsBT709`: Y4M, whose header cannot say its matrix (BT.709, as every format's).
    static func expectWhiteThenBlue(_ path: String, _ what: String, untaggedIsBT709: Bool = false) throws {
        var decoded: [Pixmap] = []
        try MediaProbe.decodeFrames(path: path, untaggedIsBT709: untaggedIsBT709) { _, frame in
            if decoded.count < 2 { decoded.append(frame) } else { decoded[1] = frame }
        }
        try #require(decoded.count == 2)
        for (frame, expected) in zip(decoded, [(255, 255, 255), (0, 0, 255)]) {
            let p = frame[48, 36]
            #expect(abs(Int(p.r) - expected.0) <= 3 && abs(Int(p.g) - expected.1) <= 3 && abs(Int(p.b) - expected.2) <= 3, "\(what): \(p)")
            #expect(p.a == 255)
        }
    }

    /// A transparent canvas: the first frame's corner (scene a has no background) has alpha 0,
    /// the card is opaque red; the last frame (scene b, blue) is opaque.
    @Test(arguments: alphaVideoFormats)
    func transparentCanvasKeepsAlpha(format: OutputFormat) throws {
        let rendered = try Self.render(format, transparent: true)
        let path = rendered.path
        let info = try MediaProbe.inspect(path: path)
        #expect(info.pixelFormat == Self.expectedAlphaPixelFormat[format.codec.rawValue])
        #expect(info.hasAlpha)
        var decoded: [Pixmap] = []
        try MediaProbe.decodeFrames(path: path) { _, frame in
            if decoded.count < 2 { decoded.append(frame) } else { decoded[1] = frame }
        }
        try #require(decoded.count == 2)
        #expect(decoded[0][63, 47].a == 0 && decoded[0][48, 36].a == 0, "\(format): \(decoded[0][63, 47])")
        let card = decoded[0][16, 16]
        #expect(card.a == 255 && abs(Int(card.r) - 255) <= 3 && card.g <= 3 && card.b <= 3, "\(format): \(card)")
        let last = decoded[1][63, 47]
        #expect(last.a == 255 && last.r <= 3 && last.g <= 3 && abs(Int(last.b) - 255) <= 3, "\(format): \(last)")
    }

    /// HEVC Main 10 (`video.bitDepth: 10`): read back as 10-bit 4:2:0 with its tags, first frame
    /// white and last blue at (48, 36) within ±3, and the same bytes for any `--jobs`.
    @Test func hevcTenBit() throws {
        func render(jobs: Int) throws -> (String, TemporaryDirectory) {
            let dir = TemporaryDirectory()
            let template = try TemplateLoader.load(path: dir.write("clip.yaml", TemplateFixtures.minimal(video: "  fps: 10\n  codec: hevc\n  bitDepth: 10")))
            let path = dir.path + "/out.mp4"
            try ClipExporter.export(try ClipFrames(template: template, direction: .present), assets: AssetStore(), to: path, jobs: jobs)
            return (path, dir)
        }
        let (path, dir) = try render(jobs: 2)
        defer { withExtendedLifetime(dir) {} }
        let info = try MediaProbe.inspect(path: path)
        #expect(info.codec == "hevc" && info.pixelFormat == "yuv420p10le" && info.codecTag == "hvc1")
        #expect(info.frameColor.description == "bt709/bt709/bt709/tv")
        try Self.expectWhiteThenBlue(path, "hevc 10-bit")
        let (again, dir2) = try render(jobs: 1)
        defer { withExtendedLifetime(dir2) {} }
        #expect(try Self.contents(again) == Self.contents(path))
    }

    /// `--jobs 1` and `--jobs 2` write the same bytes, and so does a second run at `--jobs 2`;
    /// with a transparent canvas too where the format keeps alpha (ProRes 4444, VP9 with alpha,
    /// GIF, PNG sequence, APNG).
    @Test(arguments: OutputFormatCatalog.all.filter(\.byteReproducible), [false, true])
    func byteIdenticalForAnyJobs(format: OutputFormat, transparent: Bool) throws {
        guard !transparent || format.alpha != .never else { return }
        let one = try Self.render(format, transparent: transparent, jobs: 1), two = try Self.render(format, transparent: transparent, jobs: 2)
        let again = try Self.render(format, transparent: transparent, jobs: 2)
        #expect(try Self.contents(one.path) == Self.contents(two.path))
        #expect(try Self.contents(again.path) == Self.contents(two.path))
        #expect(try !Self.contents(one.path).isEmpty)
    }

    /// Every ProRes profile read back: its name and four-character code (Apple's: apco, apcs,
    /// apcn, apch, ap4h, ap4x), 10-bit 4:2:2 or 4:4:4 with alpha (libavcodec's decoder reports
    /// 12 bits for 4444), the BT.709 tags, first frame white and last blue.
    @Test(arguments: ProResProfile.allCases)
    func everyProResProfile(profile: ProResProfile) throws {
        let format = try #require(OutputFormatCatalog.named(.prores))
        let rendered = try Self.render(format, profile: profile)
        let info = try MediaProbe.inspect(path: rendered.path)
        let expected: [ProResProfile: (String, String)] = [
            .proxy: ("Proxy", "apco"), .lt: ("LT", "apcs"), .standard: ("Standard", "apcn"), .hq: ("HQ", "apch"),
            .p4444: ("4444", "ap4h"), .p4444xq: ("XQ", "ap4x"),
        ]
        #expect(info.profile == expected[profile]?.0 && info.codecTag == expected[profile]?.1, "\(profile): \(String(describing: info.profile)) \(String(describing: info.codecTag))")
        #expect(info.pixelFormat == (profile.keepsAlpha ? "yuva444p12le" : "yuv422p10le"))
        #expect(info.frameColor.description == "bt709/bt709/bt709/tv")
        #expect(info.frameCount == rendered.frames.frameCount)
        try Self.expectWhiteThenBlue(rendered.path, "prores \(profile)")
    }

    /// A file's bytes, or a folder's files' names and bytes in name order.
    static func contents(_ path: String) throws -> [Data] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            return [try Data(contentsOf: URL(fileURLWithPath: path))]
        }
        return try FileManager.default.contentsOfDirectory(atPath: path).sorted().flatMap {
            [Data($0.utf8), try Data(contentsOf: URL(fileURLWithPath: path + "/" + $0))]
        }
    }

    /// A PNG sequence holds one file per frame whose decoded pixels are the frames themselves:
    /// the same hashes as `checksum` computes from the composited RGBA; each file's bytes are
    /// what encoding that frame alone gives.
    @Test(arguments: [false, true])
    func pngSequenceEqualsTheFrames(transparent: Bool) throws {
        let format = try #require(OutputFormatCatalog.named(.png))
        let rendered = try Self.render(format, transparent: transparent)
        let (path, frames) = (rendered.path, rendered.frames)
        let files = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        #expect(files == (0..<frames.frameCount).map(PNGSequenceFormat.fileName))
        var expected: [String] = [], serial: [Data] = []
        try frames.render(jobs: 1, assets: AssetStore()) { index, pixmap in
            expected.append(FrameChecksum(index: index, frame: pixmap, algorithm: .xxh128).digest)
            serial.append(Data(try PNGWriter.encode(pixmap, alpha: transparent)))
        }
        // Written on background threads (held frames copied), the files are a serial writer's bytes.
        #expect(try files.map { try Data(contentsOf: URL(fileURLWithPath: path + "/" + $0)) } == serial)
        let decoded = try files.enumerated().map { i, name in
            FrameChecksum(index: FrameIndex(i), frame: try ImageDecoder.decode(path: path + "/" + name), algorithm: .xxh128).digest
        }
        #expect(decoded == expected)
        let header = try Data(contentsOf: URL(fileURLWithPath: path + "/" + files[0]))
        #expect(header[25] == (transparent ? 6 : 2), "PNG color type: RGBA 6 when transparent, else RGB 2")
    }

    /// 60 fps cannot be shown by a GIF: it renders at 30 fps, delays 3 and 4 cs spread so the
    /// total equals the clip's length within 10 ms.
    @Test func gifDelaysAt60fps() throws {
        let format = try #require(OutputFormatCatalog.named(.gif))
        let rendered = try Self.render(format, fps: "60")
        let (path, frames) = (rendered.path, rendered.frames)
        #expect(frames.template.video.frameRate == FrameRate(30))
        let delays = try GIFDelays.read(path: path)
        let clip = Rational(Int64(frames.frameCount), 30)
        #expect(abs((Rational(Int64(delays.reduce(0, +)), 100) - clip).doubleValue) <= 0.010)
        #expect(delays.allSatisfy { $0 >= 2 })
    }

    @Test func transparentCanvasWithoutAlphaIsRefusedAtTheKey() throws {
        let (template, templateDir) = try Self.template(transparent: true)
        defer { withExtendedLifetime(templateDir) {} }
        let dir = TemporaryDirectory()
        let frames = try ClipFrames(template: template, direction: .present)
        for codec in [Codec.h264, .hevc, .prores] {
            let format = try #require(OutputFormatCatalog.named(codec))
            let error = #expect(throws: TemplateError.self) {
                try ClipExporter.export(frames, assets: AssetStore(), to: dir.path + "/x." + format.extensions[0], jobs: 1, format: format)
            }
            #expect(error?.exitStatus == .invalidTemplate)
            #expect(error?.message.contains("vp9") == true && error?.message.contains("--background") == true)
            // At the offending key: `canvas:` is line 1, then size, scale and `  background: transparent`
            // on line 4, its value at column 15.
            #expect(error.map { ($0.file, $0.line, $0.column, $0.field) } ?? ("", 0, 0, "") == (template.file, 4, 15, "canvas.background"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func extensionChoosesTheFormat() throws {
        #expect(try OutputFormatCatalog.resolve(codec: nil, path: "a.mp4").codec == .h264)
        #expect(try OutputFormatCatalog.resolve(codec: nil, path: "a.MOV").codec == .prores)
        #expect(try OutputFormatCatalog.resolve(codec: nil, path: "a.webm").codec == .vp9)
        #expect(try OutputFormatCatalog.resolve(codec: nil, path: "a.gif").codec == .gif)
        #expect(try OutputFormatCatalog.resolve(codec: .hevc, path: "a.mp4").codec == .hevc)
        #expect(try OutputFormatCatalog.resolve(codec: .png, path: "frames").codec == .png)
        for (codec, path) in [(nil, "a.avi"), (nil, "a"), ("gif", "a.mp4"), ("png", "a.png"), ("av1", "a.mp4")] as [(String?, String)] {
            let error = #expect(throws: OutputFormatError.self) { try OutputFormatCatalog.resolve(codec: codec.map(Codec.parse), path: path) }
            #expect(error?.exitStatus == .usage)
        }
    }
}

extension OutputFormat: CustomTestStringConvertible {
    public var testDescription: String { codec.rawValue }
}
