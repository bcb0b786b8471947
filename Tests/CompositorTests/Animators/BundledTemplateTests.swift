import Foundation
import Testing
@testable import Compositor

@Suite struct BundledTemplateTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates").path

    static let files: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        .filter { $0.hasSuffix(".yaml") }.sorted()

    /// Every bundled template loads and yields both clips, with a mid-transition frame.
    @Test(arguments: files)
    func templateLoadsWithBothClips(_ file: String) throws {
        let t = try TemplateLoader.load(path: Self.folder + "/" + file)
        for direction in SegueDirection.allCases {
            let clip = try ClipFrames(template: t, direction: direction)
            #expect(clip.frameCount > 1)
            #expect(!clip.layers(atProgress: 0.5).isEmpty)
        }
    }

    /// Every built-in animator has a bundled template that uses it.
    @Test func everyAnimatorHasATemplate() throws {
        let used = try Set(Self.files.map { try TemplateLoader.load(path: Self.folder + "/" + $0).segue.animator.rawValue })
        for name in AnimatorCatalog.names { #expect(used.contains(name), "no template uses \(name)") }
    }
}
