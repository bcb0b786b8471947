@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor

/// Raw YUV4MPEG2 output (`Y4MFormat`) read as bytes, not through a decoder: the header line,
/// the size worked out from the frame count, and samples at hand-worked BT.709 values.
@Suite struct Y4MFormatTests {
    /// The minimal template at 10 fps: 64×48, white scene a (red card at the top left), blue b.
    static func render() throws -> (bytes: [UInt8], frames: ClipFrames, dir: TemporaryDirectory) {
        let format = try #require(OutputFormatCatalog.named(.y4m))
        let rendered = try OutputFormatTests.render(format)
        return (Array(try Data(contentsOf: URL(fileURLWithPath: rendered.path))), rendered.frames, rendered.dir)
    }

    /// The header names size, rate, progressive scan, square pixels, centered 4:2:0 chroma (the
    /// converter averages each 2×2 block) and limited range; then each frame is `FRAME\n` and
    /// 64·48 luma + 2·32·24 chroma bytes: 4614 bytes a frame, the frame count (1 s of segue at
    /// 10 fps) of them, nothing else.
    @Test func headerAndLayout() throws {
        let (bytes, frames, _) = try Self.render()
        let header = "YUV4MPEG2 W64 H48 F10:1 Ip A1:1 C420jpeg XYSCSS=420JPEG XCOLORRANGE=LIMITED\n"
        #expect(String(decoding: bytes.prefix(header.utf8.count), as: UTF8.self) == header)
        #expect(frames.frameCount == 11)
        #expect(bytes.count == header.utf8.count + 11 * (6 + 64 * 48 + 2 * 32 * 24))
        for i in 0..<11 {
            let start = header.utf8.count + i * 4614
            #expect(String(decoding: bytes[start..<(start + 6)], as: UTF8.self) == "FRAME\n", "frame \(i)")
        }
    }

    /// Frame 0 at (48, 36) is white: Y′ 235, Cb = Cr = 128. The last frame is blue (0, 0, 255):
    /// Y′ = 16 + 219 · 0.0722 = 31.8 → 32, Cb = 128 + 112 = 240, Cr = 128 − 224 · 0.0722 / 1.5748
    /// = 117.7 → 118 (BT.709 limited range). The red card in frame 0 at (8, 8): Y′ = 16 + 219 ·
    /// 0.2126 = 62.6 → 63, Cb = 128 − 224 · 0.2126 / 1.8556 = 102.3 → 102, Cr = 240.
    @Test func samplesAreBT709LimitedRange() throws {
        let (bytes, _, _) = try Self.render()
        let headerCount = bytes.firstIndex(of: 0x0A)! + 1
        func sample(frame: Int, x: Int, y: Int) -> (Int, Int, Int) {
            let base = headerCount + frame * 4614 + 6
            return (Int(bytes[base + y * 64 + x]), Int(bytes[base + 64 * 48 + (y / 2) * 32 + x / 2]),
                    Int(bytes[base + 64 * 48 + 32 * 24 + (y / 2) * 32 + x / 2]))
        }
        #expect(sample(frame: 0, x: 48, y: 36) == (235, 128, 128))
        #expect(sample(frame: 10, x: 48, y: 36) == (32, 240, 118))
        #expect(sample(frame: 0, x: 8, y: 8) == (63, 102, 240))
    }

    /// Every frame is the picture the H.264 encoder is given: written from the stores' planes
    /// where the frame is made of them (`SceneRenderer.planeFrame`: the cross-dissolve's frames,
    /// within ±1 of converting their RGBA), else the converted RGBA frame — byte for byte, the
    /// cross-fades included, so the Y4M takes the encoder's path and not a conversion of its own.
    /// (Scene b gets a subview so that it fades as a group layer, from a store; with plane frames
    /// turned off, `SEGUE_PLANE_FRAMES=0`, this test fails: the RGBA path differs by 1 there.)
    @Test func framesAreTheEncodersPictures() throws {
        let dir = TemporaryDirectory()
        // Colors whose blends round differently in RGBA and in the planes' 8.8 samples.
        let text = TemplateFixtures.minimal().replacingOccurrences(of: "#FFFFFF", with: "#7B3A91")
            .replacingOccurrences(of: "    background: \"#0000FF\"", with: """
                background: "#12C5E6"
                views:
                  - id: dot
                    frame: [20, 10, 6, 6]
                    background: "#00FF00"
            """)
        let template = try TemplateLoader.load(path: dir.write("clip.yaml", text))
        let frames = try ClipFrames(template: template, direction: .present)
        let path = dir.path + "/out.y4m"
        try ClipExporter.export(frames, assets: AssetStore(), to: path, jobs: 2, format: try #require(OutputFormatCatalog.named(.y4m)))
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let headerCount = bytes.firstIndex(of: 0x0A)! + 1
        #expect(bytes.count == headerCount + frames.frameCount * 4614)
        let renderer = SceneRenderer(canvas: frames.canvas, assets: AssetStore())
        var planeFrames = 0
        for i in 0..<frames.frameCount {
            let layers = frames.layers(at: FrameIndex(i))
            let expected: [[UInt8]]
            if let plane = try renderer.planeFrame(layers) {
                expected = try PlaneFrameTests.written(plane)
                if case .crossFade = plane { planeFrames += 1 }
            } else {
                expected = try PlaneFrameTests.converted(renderer.render(layers))
            }
            let start = headerCount + i * 4614 + 6
            let flat = expected.flatMap { $0 }
            let difference = (0..<4608).first { bytes[start + $0] != flat[$0] }
            #expect(difference == nil, "frame \(i): byte \(difference ?? 0) is \(bytes[start + (difference ?? 0)]), the encoder's \(flat[difference ?? 0])")
        }
        #expect(planeFrames >= 3, "\(planeFrames) cross-fade frames")
    }

    /// `--codec y4m` and the `.y4m` extension both choose it; it carries no alpha, so a
    /// transparent canvas needs `--background` (refused like every format without alpha).
    @Test func chosenByNameAndExtension() throws {
        #expect(try OutputFormatCatalog.resolve(codec: nil, path: "clip.y4m").codec == .y4m)
        #expect(try OutputFormatCatalog.resolve(codec: .y4m, path: "clip.y4m").codec == .y4m)
        #expect(throws: OutputFormatError.self) { try OutputFormatCatalog.resolve(codec: .y4m, path: "clip.mp4") }
        #expect(OutputFormatCatalog.named(.y4m)?.alpha == .never)
    }
}
