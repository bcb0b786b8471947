import Foundation
import Testing
@testable import Compositor

/// `AssetLoader` decodes a template's images side by side: the same pixels as decoding each
/// alone, and the error reported for several bad files is always the first in template order.
@Suite struct AssetLoaderTests {
    /// Scene "a" with one image view per file in `files`, in that order.
    static func template(_ files: [String]) -> String {
        TemplateFixtures.minimal(fromViews: files.enumerated().map { i, file in
            "      - frame: [\(i), 0, 4, 4]\n        image: \(file)"
        }.joined(separator: "\n"))
    }

    @Test func imagesDecodedSideBySideAreEachFilesPixels() throws {
        let dir = TemporaryDirectory()
        let files = (0..<5).map { "p\($0).png" }
        for (i, file) in files.enumerated() {
            // Distinct sizes and colors, so a mix-up between files cannot pass.
            let color = PremultipliedRGBA8(r: UInt8(40 * i), g: 255 - UInt8(40 * i), b: 7, a: 255)
            try PNGWriter.write(Pixmap(width: 3 + i, height: 2 + 2 * i, fill: color), to: dir.path + "/" + file)
        }
        let path = dir.write("t.yaml", Self.template(files))
        let assets = try AssetLoader.load(TemplateLoader.load(path: path))
        #expect(assets.images.count == files.count)
        for file in files {
            let full = dir.path + "/" + file
            let image = try #require(assets.images.first { $0.key.hasSuffix("/" + file) }?.value, "\(file) not loaded")
            #expect(image == (try ImageDecoder.decode(path: full)), "\(file)")
        }
    }

    @Test func theFirstBadImageInTemplateOrderIsReported() throws {
        let dir = TemporaryDirectory()
        try PNGWriter.write(Pixmap(width: 4, height: 4, fill: PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)), to: dir.path + "/good.png")
        // A large good image first keeps one worker busy while the bad ones fail.
        try PNGWriter.write(Pixmap(width: 900, height: 900, fill: PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)), to: dir.path + "/big.png")
        dir.write("bad1.png", "\u{89}PNG\r\n\u{1A}\nnot really")
        dir.write("bad2.png", "\u{89}PNG\r\n\u{1A}\nnot this one either")
        let path = dir.write("t.yaml", Self.template(["good.png", "big.png", "bad2.png", "bad1.png"]))
        let template = try TemplateLoader.load(path: path)
        for _ in 0..<5 {
            #expect {
                _ = try AssetLoader.load(template)
            } throws: { error in
                (error as? AssetError)?.path.hasSuffix("bad2.png") == true
            }
        }
    }
}
