import Foundation
import Testing
@testable import Compositor

/// Damaged templates never crash the loader: every outcome is a template, a located
/// `TemplateError`(s) or an `AssetError`.
@Suite struct TemplateFuzzTests {
    static let replacements = ["", "-", ".nan", "-.inf", "1e308", "-1e-320", "99999999999999999999", "0x1F", "[", "]", "{",
                               "}", ":", "- ", "\"", "'", "&a", "*a", "!!binary", "~", "null", "\t", "\n  ", "#", "0", "-0",
                               "1/0", "30000/1001", "include: x.yaml", "\u{0}", "é", "true"]

    @Test func mutatedTemplatesFailCleanly() throws {
        let dir = TemporaryDirectory()
        let base = Array(TemplateFixtures.minimal(animator: "scale", options: "  options:\n    scaleView: card\n"))
        var rng = SplitMix64(seed: 0x5E6E)
        var outcomes = (loaded: 0, failed: 0)
        for round in 0..<400 {
            var text = base
            for _ in 0..<(1 + Int(rng.next() % 3)) {
                let at = Int(rng.next() % UInt64(text.count))
                let length = Int(rng.next() % 6)
                let replacement = Self.replacements[Int(rng.next() % UInt64(Self.replacements.count))]
                text.replaceSubrange(at..<min(text.count, at + length), with: Array(replacement))
            }
            let path = dir.write("fuzz-\(round).yaml", String(text))
            do {
                _ = try TemplateLoader.load(path: path)
                outcomes.loaded += 1
            } catch let e as TemplateError {
                #expect(e.file == path || !e.file.isEmpty)
                outcomes.failed += 1
            } catch let e as TemplateErrors {
                #expect(!e.errors.isEmpty)
                outcomes.failed += 1
            } catch is AssetError {
                outcomes.failed += 1
            }
        }
        #expect(outcomes.loaded + outcomes.failed == 400)
        #expect(outcomes.failed > 100)
    }

    @Test(arguments: ["crf: 99999999999999999999", "crf: 2.5", "fps: 1e308", "fps: -0", "fps: 0x10"])
    func oddNumbersHaveMessages(_ line: String) throws {
        let dir = TemporaryDirectory()
        let path = dir.write("t.yaml", TemplateFixtures.minimal(video: "  " + line))
        #expect(throws: TemplateError.self) { try TemplateLoader.load(path: path) }
    }
}
