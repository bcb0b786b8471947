@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor

/// Issue 48, scopes 1 and 2, read back as a viewer would: the side-menu fixture's scenes are
/// rendered and read with Tesseract (Debian's tesseract-ocr, as scripts/ocr-check.sh uses
/// it) against the texts in the XML. A label Xcode sized for SF Pro reads whole, not cut with
/// an ellipsis; the dark custom cell reads title then value, left to right, in its colours.
@Suite struct ImportOCRTests {
    /// The text Tesseract reads in `rect` (points) of `pixmap` (at `scale`): the region
    /// cropped with a margin, as dark text on a light ground (inverted when the ground is
    /// dark), read as one line.
    static func read(_ pixmap: Pixmap, _ rect: Rect, scale: Double) throws -> String {
        let x0 = max(Int((rect.minX - 6) * scale), 0), y0 = max(Int((rect.minY - 4) * scale), 0)
        let x1 = min(Int((rect.maxX + 6) * scale), pixmap.width), y1 = min(Int((rect.maxY + 4) * scale), pixmap.height)
        var lumas: [Int] = []
        for y in y0..<y1 { for x in x0..<x1 { let p = pixmap[x, y]; lumas.append((2126 * Int(p.r) + 7152 * Int(p.g) + 722 * Int(p.b)) / 10_000) } }
        let dark = lumas.reduce(0, +) / max(lumas.count, 1) < 128
        var crop = Pixmap(width: x1 - x0, height: y1 - y0)
        for (i, l) in lumas.enumerated() {
            let v = UInt8(dark ? 255 - l : l)
            crop[i % crop.width, i / crop.width] = PremultipliedRGBA8(r: v, g: v, b: v, a: 255)
        }
        let dir = TemporaryDirectory()
        try PNGWriter.write(crop, to: dir.path + "/crop.png")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/tesseract")
        process.arguments = [dir.path + "/crop.png", "stdout", "--psm", "7", "-l", "eng"]
        process.environment = ["OMP_THREAD_LIMIT": "1"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The side-menu fixture's scene `scene` rendered alone, with its template.
    static func rendered(_ scene: String) throws -> (Pixmap, SegueTemplate) {
        let (_, out) = try ImportFixtures.run(ImportSummaryTests.fixture, options: StoryboardImporter.Options(allowMissingAssets: true))
        let template = try TemplateLoader.load(path: out.path + "/accounts.yaml")
        let renderer = SceneRenderer(canvas: template.canvas, assets: try AssetLoader.load(template))
        return (try renderer.render([try #require(template.scene(named: scene)).root]), template)
    }

    static func letters(_ s: String) -> String { String(s.lowercased().filter { $0.isLetter || $0.isNumber }) }

    /// "Select date and time", 151 points wide as Xcode laid it out for SF Pro: widened to the
    /// stand-in's advance (noted), it reads whole.
    @Test func labelSizedForTheSystemFontReadsWhole() throws {
        let (result, _) = try ImportFixtures.run(ImportSummaryTests.fixture, options: StoryboardImporter.Options(allowMissingAssets: true))
        let note = try #require(result.notes.first { $0.id == "SEL-lb-001" })
        #expect(note.kind == .approximated && note.message.contains("widened by"), "\(note)")
        let (pixmap, template) = try Self.rendered("home")
        let frame = try #require(ImportFixtures.view("SEL-lb-001", in: template, scene: "home")?.frame)
        #expect(frame.width > 151)
        let text = try Self.read(pixmap, frame, scale: template.canvas.scale)
        #expect(Self.letters(text) == "selectdateandtime", "read \(text.debugDescription)")
    }

    /// The dark cell: "Checking" then "$1,024", left to right (the value label is first in the
    /// XML), on the cell's own #1C1C1E fill (found by its colour), the title's ink white and the
    /// value's light gray (#BFBFBF in the XML).
    @Test func darkCellReadsTitleThenValueInItsColours() throws {
        let (pixmap, template) = try Self.rendered("accounts")
        let scale = template.canvas.scale
        let fill = PremultipliedRGBA8(r: 0x1C, g: 0x1C, b: 0x1E, a: 255)
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<pixmap.height { for x in 0..<pixmap.width where pixmap[x, y] == fill {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        } }
        #expect(maxX > minX && maxY > minY, "no #1C1C1E row drawn")
        guard maxX > minX, maxY > minY else { return }
        let cell = Rect(x: Double(minX) / scale, y: Double(minY) / scale, width: Double(maxX - minX + 1) / scale, height: Double(maxY - minY + 1) / scale)
        #expect(abs(cell.height - 44) < 1, "row \(cell)")
        let text = try Self.read(pixmap, Rect(x: cell.minX + 8, y: cell.minY + 6, width: cell.width - 16, height: cell.height - 12), scale: scale)
        let letters = Self.letters(text)
        let title = try #require(letters.range(of: "checking"), "read \(text.debugDescription)")
        let value = try #require(letters.range(of: "1024"), "read \(text.debugDescription)")
        #expect(title.upperBound <= value.lowerBound, "read \(text.debugDescription)")
        func brightest(_ xs: Range<Int>) -> Int {
            var best = 0
            for y in minY...maxY { for x in xs { best = max(best, Int(pixmap[x, y].g)) } }
            return best
        }
        // Clear of the inset group's rounded corners (10 points), where its ground shows.
        let mid = (minX + maxX) / 2, corner = Int(10 * scale)
        #expect(brightest((minX + corner)..<mid) >= 0xF0)
        let valueInk = brightest(mid..<(maxX - corner))
        #expect(valueInk >= 0xB0 && valueInk <= 0xC0, "value ink \(valueInk)")
    }
}
