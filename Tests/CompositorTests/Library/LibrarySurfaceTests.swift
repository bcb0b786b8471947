import Foundation
import Testing
@testable import Compositor

/// The library's surface beyond a template file (issue 49, scope 4): templates from a string
/// or `Data`, one still at a progress or time, a GIF as bytes (from `Data` and from a string),
/// output to a `FileHandle`, and
/// the scale, frame rate and codec options in `RenderOptions`.
@Suite struct LibrarySurfaceTests {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The PNG's width and height from its IHDR chunk.
    static func size(ofPNG data: Data) -> (Int, Int) {
        let bytes = [UInt8](data)
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    @Test func stillFromAStringIsTheCommandLinesStill() throws {
        let dir = TemporaryDirectory()
        let text = TemplateFixtures.minimal()
        let template = try TemplateLoader.load(text: text, folder: dir.path)
        let still = try SegueVideo.renderStill(template, at: .progress(0.5))
        #expect(Array(still.prefix(8)) == Self.pngSignature)
        #expect(Self.size(ofPNG: still) == (64, 48))
        // The same picture `segue-video still` writes from the same text in a file.
        let result = try CLI.run(["still", dir.write("t.yaml", text), "--progress", "0.5", "-o", dir.path + "/cli.png"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.contents(atPath: dir.path + "/cli.png") == still)
        // At a time, and at half the scale.
        let atTime = try SegueVideo.renderStill(template, direction: .dismiss, at: .time(Rational(3, 10)), options: RenderOptions(jobs: 1, scale: 0.5))
        #expect(Self.size(ofPNG: atTime) == (32, 24))
    }

    @Test func aMomentOutsideTheClipIsRefusedAsTheCommandLineRefusesIt() throws {
        let template = try TemplateLoader.load(text: TemplateFixtures.minimal(), folder: TemporaryDirectory().path)
        #expect(throws: OptionError.self) { try SegueVideo.renderStill(template, at: .frame(500)) }
        #expect(throws: OptionError.self) { try SegueVideo.renderStill(template, at: .progress(1.5)) }
        #expect(throws: OptionError.self) { try SegueVideo.renderStill(template, at: .time(Rational(-1))) }
    }

    @Test func aGIFFromDataAsBytesAndToAFileHandle() async throws {
        let dir = TemporaryDirectory()
        let template = try TemplateLoader.load(data: Data(TemplateFixtures.minimal().utf8), name: "clip.yaml", folder: dir.path)
        let options = RenderOptions(jobs: 2, codec: .gif, frameRate: 5)
        let gif = try await SegueVideo.renderClip(template, options: options)
        #expect(gif.starts(with: Array("GIF89a".utf8)))
        // The same bytes as the file render writes, and through a file handle.
        let clips = try await SegueVideo.render(template, to: dir.path + "/clip.gif", options: RenderOptions(directions: [.present], jobs: 1, codec: .gif, frameRate: 5))
        #expect(clips.count == 1 && clips[0].summary.frames == 6)
        #expect(FileManager.default.contents(atPath: dir.path + "/clip.gif") == gif)
        FileManager.default.createFile(atPath: dir.path + "/handle.gif", contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: dir.path + "/handle.gif"))
        try await SegueVideo.renderClip(template, options: options, to: handle)
        try handle.close()
        #expect(FileManager.default.contents(atPath: dir.path + "/handle.gif") == gif)
        // The same template given as a string renders the same GIF.
        let fromText = try TemplateLoader.load(text: TemplateFixtures.minimal(), folder: dir.path)
        #expect(try await SegueVideo.renderClip(fromText, options: options) == gif)
    }

    /// A template from text is confined to its folder as a file is to its own.
    @Test func assetsOfATextTemplateStayInItsFolder() throws {
        let dir = TemporaryDirectory()
        let text = TemplateFixtures.minimal(fromViews: "      - id: photo\n        frame: [0, 0, 8, 8]\n        image: ../outside.png")
        let error = #expect(throws: (any Error).self) { try TemplateLoader.load(text: text, folder: dir.path) }
        #expect("\(error.map { "\($0)" } ?? "")".contains("outside the template's folder"))
        #expect(throws: TemplateError.self) { try TemplateLoader.load(text: TemplateFixtures.minimal(), name: "../t.yaml", folder: dir.path) }
    }
}
