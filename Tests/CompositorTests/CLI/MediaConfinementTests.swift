import Foundation
import Testing
@testable import Compositor

/// Files inside a template's folder that libavformat would read as lists of other files (an
/// HLS playlist, an `ffconcat` list, a text of `file:` lines), named as a picture, a sound or a video:
/// `validate` and `render` refuse each with one line naming the file (exit 4), write nothing,
/// and never open the file outside the folder they name (checked with `strace`).
@Suite struct MediaConfinementTests {
    /// A template folder `t/` beside `outside/`, which holds a real WAV and PNG made here.
    struct Layout {
        let dir = TemporaryDirectory()
        var folder: String { dir.path + "/t" }

        init() throws {
            for folder in ["/outside", "/t"] {
                try FileManager.default.createDirectory(atPath: dir.path + folder, withIntermediateDirectories: true)
            }
            WAVFixture.write(dir.path + "/outside/secret.wav", samples: WAVFixture.sine(frequency: 440, seconds: 1, sampleRate: 8000), sampleRate: 8000)
            try PNGWriter.write(Pixmap(width: 4, height: 4), to: dir.path + "/outside/secret.png")
        }

        /// Writes `t/t.yaml` using `image` (a view's picture), `audio` (the soundtrack) or
        /// `movie` (a view's `video:`).
        func template(image: String? = nil, audio: String? = nil, movie: String? = nil) -> String {
            let content = image.map { "\n        image: \($0)" } ?? movie.map { "\n        video: \($0)" } ?? ""
            let view = "      - frame: [4, 4, 12, 8]" + content
            let video = "  fps: 10" + (audio.map { "\naudio: \($0)" } ?? "")
            return dir.write("t/t.yaml", TemplateFixtures.minimal(video: video, fromViews: view))
        }
    }

    /// The disguises: a file name inside the folder, its content (naming the outside files),
    /// and how the template uses it: as its picture, its sound or a view's video.
    enum Use { case image, audio, video }
    static let disguises: [(name: String, content: String, use: Use)] = [
        ("pic.png", "#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:1,\n../outside/secret.png\n#EXT-X-ENDLIST\n", .image),
        ("sound.wav", "#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:1,\n../outside/secret.wav\n#EXT-X-ENDLIST\n", .audio),
        ("x.mp4", "ffconcat version 1.0\nfile ../outside/secret.wav\n", .audio),
        ("pic.png", "ffconcat version 1.0\nfile ../outside/secret.png\n", .image),
        ("list.txt", "file:../outside/secret.png\nfile:../outside/secret.wav\n", .image),
        ("rec.mp4", "#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:1,\n../outside/secret.png\n#EXT-X-ENDLIST\n", .video),
        ("rec.mov", "ffconcat version 1.0\nfile ../outside/secret.wav\n", .video),
    ]

    @Test(arguments: 0..<disguises.count)
    func disguisedListsAreRefusedUnopened(_ index: Int) throws {
        let strace = "/usr/bin/strace"
        try #require(FileManager.default.isExecutableFile(atPath: strace), "strace is needed (scripts/setup.sh installs it)")
        let case_ = Self.disguises[index]
        let layout = try Layout()
        layout.dir.write("t/" + case_.name, case_.content)
        let template = switch case_.use {
        case .image: layout.template(image: case_.name)
        case .audio: layout.template(audio: case_.name)
        case .video: layout.template(movie: case_.name)
        }
        for command in [["validate", template], ["render", template, "-o", layout.folder + "/out.mp4"]] {
            let log = layout.dir.path + "/strace-\(command[0]).log"
            let r = try #require(try CLI.run(command, wrapper: [strace, "-f", "-qq", "-e", "trace=open,openat,openat2", "-o", log], timeout: 120))
            #expect(r.status == 4, "\(command[0]) \(case_.name): \(r.stderr)")
            let lines = r.stderr.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].contains(case_.name), "\(r.stderr)")
            let opened = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            #expect(!opened.isEmpty, "strace wrote no log")
            #expect(!opened.contains("secret."), "\(command[0]) opened a file outside the folder:\n\(opened.split(separator: "\n").filter { $0.contains("secret.") }.joined(separator: "\n"))")
        }
        #expect(layout.dir.contents == ["outside", "strace-render.log", "strace-validate.log", "t"])
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: layout.folder)) ?? []).sorted() == [case_.name, "t.yaml"].sorted())
    }

    /// The refusal names the format libav saw and the formats that are read.
    @Test func refusalNamesTheDetectedFormat() throws {
        let layout = try Layout()
        layout.dir.write("t/pic.png", Self.disguises[0].content)
        let r = try CLI.run(["validate", layout.template(image: "pic.png")])
        #expect(r.status == 4)
        #expect(r.stderr.contains("pic.png: its content is hls"), "\(r.stderr)")
        #expect(r.stderr.contains("not a format segue-video reads (PNG, JPEG"), "\(r.stderr)")
    }

    /// A JPEG whose EXIF block outlasts libavformat's first 2 KiB probe is taken for an
    /// `image2` sequence by its name; it is read through `jpeg_pipe` on the one descriptor and
    /// decodes to the same picture as without the block.
    @Test func jpegWithALongEXIFBlockDecodes() throws {
        let dir = TemporaryDirectory()
        let pixmap = Pixmap(width: 16, height: 8, fill: PremultipliedRGBA8(r: 200, g: 40, b: 10, a: 255))
        try JPEGWriter.write(pixmap, to: dir.path + "/plain.jpg")
        let plain = try Data(contentsOf: URL(fileURLWithPath: dir.path + "/plain.jpg"))
        let payload = Data("Exif\0\0".utf8) + Data(count: 6000)
        let segment = Data([0xFF, 0xE1, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)]) + payload
        try (plain.prefix(2) + segment + plain.dropFirst(2)).write(to: URL(fileURLWithPath: dir.path + "/exif.jpg"))
        #expect(try ImageDecoder.decode(path: dir.path + "/exif.jpg") == ImageDecoder.decode(path: dir.path + "/plain.jpg"))
    }

    /// The real formats still load through the owned I/O: a PNG picture and a WAV soundtrack.
    @Test func realMediaStillLoads() throws {
        let layout = try Layout()
        try FileManager.default.copyItem(atPath: layout.dir.path + "/outside/secret.png", toPath: layout.folder + "/pic.png")
        try FileManager.default.copyItem(atPath: layout.dir.path + "/outside/secret.wav", toPath: layout.folder + "/sound.wav")
        let r = try CLI.run(["render", layout.template(image: "pic.png", audio: "sound.wav"), "--direction", "present", "-o", layout.folder + "/out.mp4"])
        #expect(r.status == 0, "\(r.stderr)")
    }
}
