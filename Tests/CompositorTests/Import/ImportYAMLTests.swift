import Testing
@testable import Compositor
@testable import CompositorDocument

/// The YAML the importer writes reads back as the values it was given.
@Suite struct ImportYAMLTests {
    @Test(arguments: ["plain", "a \"quoted\" b\\c", "two\nlines\ttab", "#not a comment: [x]", "\u{7F}\u{85}\u{2028}\u{FEFF}", "emoji 😀 مرحبا", "", "null", "- dash"])
    func stringsRoundTrip(_ s: String) throws {
        let doc = ImportYAML.map([("k", .string(s)), ("list", .list([.string(s), .number(1)]))]).document(comment: "a comment\nover two lines")
        guard case .mapping(let pairs, _) = try TemplateNode.parse(doc, file: "t.yaml") else { Issue.record("not a mapping"); return }
        guard case .scalar(let value, true, _) = pairs[0].value else { Issue.record("not a quoted scalar: \(doc)"); return }
        #expect(value == s)
    }

    /// A comment holding a carriage return, a NEL or a line or paragraph separator (from a
    /// storyboard or screenshot file named so) stays a comment: YAML ends a line at each, so the
    /// rest would otherwise be read as a key.
    @Test(arguments: ["a\rkey: 1", "a\r\nkey: 1", "a\u{85}key: 1", "a\u{2028}key: 1", "a\u{2029}key: 1"])
    func commentsStayComments(_ comment: String) throws {
        let doc = ImportYAML.map([("k", .string("v"))]).document(comment: comment)
        guard case .mapping(let pairs, _) = try TemplateNode.parse(doc, file: "t.yaml") else { Issue.record("not a mapping"); return }
        #expect(pairs.map(\.key) == ["k"], "\(doc.debugDescription)")
    }

    /// Numbers: at most four decimals, no trailing zeros, no "-0".
    @Test func numbers() {
        #expect(ImportYAML.format(16) == "16")
        #expect(ImportYAML.format(20.333333333333332) == "20.3333")
        #expect(ImportYAML.format(-0.00001) == "0")
        #expect(ImportYAML.format(-2.5) == "-2.5")
        #expect(ImportYAML.format(.nan) == "0")
    }

    /// Scene names from IB's titles and classes.
    @Test func names() {
        #expect(ImportNames.sceneSlug("PetDetailViewController") == "pet-detail")
        #expect(ImportNames.sceneSlug("Share View Controller") == "share")
        #expect(ImportNames.sceneSlug("ViewController") == "view")
        #expect(ImportNames.slug("Élan — 2") == "lan-2")
        var taken: Set<String> = ["list"]
        #expect(ImportNames.unique("list", &taken) == "list-2")
    }
}
