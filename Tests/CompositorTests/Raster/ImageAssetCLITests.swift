import Foundation
import Testing
@testable import Compositor

/// Damaged and oversized images stop a render before any output exists (exit 4, naming the file).
@Suite struct ImageAssetCLITests {
    static func template(image: String) -> String {
        TemplateFixtures.minimal(fromViews: """
              - id: card
                frame: [4, 4, 12, 8]
                image: \(image)
        """)
    }

    @Test func truncatedImageExits4NamingTheFile() throws {
        let dir = TemporaryDirectory()
        var photo = Pixmap(width: 40, height: 30)
        for i in photo.pixels.indices { photo.pixels[i] = UInt32(truncatingIfNeeded: i &* 2_654_435_761) | 0xFF00_0000 }
        let png = TestPNG.data(photo)
        try png.prefix(png.count * 6 / 10).write(to: URL(fileURLWithPath: dir.path + "/photo.png"))
        let template = dir.write("clip.yaml", Self.template(image: "photo.png"))
        let r = try CLI.run(["render", template, "-o", dir.path + "/out.mp4", "--direction", "present"])
        #expect(r.status == 4, "\(r.stderr)")
        #expect(r.stderr.contains("photo.png: "), "\(r.stderr)")
        #expect(r.stderr.contains("truncated or corrupt"), "\(r.stderr)")
        #expect(dir.contents == ["clip.yaml", "photo.png"])
    }

    @Test func hugeDeclaredImageExits4BeforeAllocating() throws {
        // A PNG header claiming 16000×16000 (1 GB of pixels) with almost no data behind it.
        let dir = TemporaryDirectory()
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += TestPNG.chunk("IHDR", TestPNG.bigEndian(16000) + TestPNG.bigEndian(16000) + [8, 6, 0, 0, 0])
        png += TestPNG.chunk("IDAT", TestPNG.zlibStored([0, 1, 2, 3, 4]))
        png += TestPNG.chunk("IEND", [])
        try Data(png).write(to: URL(fileURLWithPath: dir.path + "/huge.png"))
        let template = dir.write("clip.yaml", Self.template(image: "huge.png"))
        let r = try CLI.run(["render", template, "-o", dir.path + "/out.mp4", "--direction", "present"])
        #expect(r.status == 4, "\(r.stderr)")
        #expect(r.stderr.contains("huge.png: image is 16000x16000 pixels; the limit is 8192x8192"), "\(r.stderr)")
        #expect(dir.contents == ["clip.yaml", "huge.png"])
    }
}
