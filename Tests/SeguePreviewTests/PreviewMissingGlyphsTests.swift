import Foundation
import Testing
@testable import SeguePreview

/// `preview --allow-missing-glyphs`, as every rendering command has it: a label with U+0378
/// (unassigned, so no font has it) makes the template a problem naming the character, and
/// with the option the template loads and its frames can be shown.
@Suite struct PreviewMissingGlyphsTests {
    @Test func theOptionLoadsTemplatesWithMissingGlyphs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-glyphs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let yaml = PreviewServerTests.good.replacingOccurrences(
            of: "views: [{id: card, frame: [10, 10, 60, 40], background: \"#FF0000\"}]",
            with: "views: [{id: card, frame: [10, 10, 60, 40], label: {text: \"Hi\", font: {size: 12}}}]")
        try yaml.write(toFile: folder + "/t.yaml", atomically: true, encoding: .utf8)
        let folders = try ServedFolders(paths: [folder])
        let plain = try TemplateStore(folders: folders).state("0/t.yaml")
        #expect(plain.loaded != nil, "the fixture itself loads: \(plain.problems)")
        let glyphs = yaml.replacingOccurrences(of: "text: \"Hi", with: "text: \"Hi \u{0378}")
        #expect(glyphs != yaml, "the fixture has a label to break")
        try glyphs.write(toFile: folder + "/g.yaml", atomically: true, encoding: .utf8)
        let refused = try TemplateStore(folders: folders).state("0/g.yaml")
        #expect(refused.loaded == nil)
        #expect(refused.problems.contains { $0.message.contains("U+0378") }, "\(refused.problems)")
        let allowed = try TemplateStore(folders: folders, allowMissingGlyphs: true).state("0/g.yaml")
        #expect(allowed.loaded != nil, "\(allowed.problems)")
    }
}
