import Foundation
import Testing
@testable import Compositor

/// `docs/template.schema.json`: generated from the code, and every bundled template follows it.
@Suite struct TemplateSchemaTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let schemaFile = repository + "/" + TemplateSchema.path

    /// Every `.yaml`, `.yml` and `.json` file under Templates/, sorted.
    static var bundledFiles: [String] {
        let root = repository + "/Templates"
        let all = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? []
        return all.filter { BatchInputs.extensions.contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) }
            .sorted().map { root + "/" + $0 }
    }

    @Test(arguments: TemplateSchema.files.map(\.path))
    func committedSchemaIsTheGeneratedOne(_ path: String) throws {
        let generated = try #require(TemplateSchema.files.first { $0.path == path }).json.pretty
        let file = Self.repository + "/" + path
        if ProcessInfo.processInfo.environment["SEGUE_RECORD_SCHEMA"] == "1" {
            try generated.write(toFile: file, atomically: true, encoding: .utf8)
            Issue.record("recorded \(file); run again without SEGUE_RECORD_SCHEMA")
            return
        }
        let committed = try String(contentsOfFile: file, encoding: .utf8)
        #expect(committed == generated, "\(path) is stale: run SEGUE_RECORD_SCHEMA=1 swift test --filter TemplateSchemaTests")
    }

    @Test func everyBundledFileFollowsTheSchema() throws {
        let validator = try JSONSchemaValidator(schemaFile: Self.schemaFile)
        let files = Self.bundledFiles
        #expect(files.count >= 2)
        for file in files {
            let node = try TemplateNode.parse(try String(contentsOfFile: file, encoding: .utf8), file: file)
            let errors = validator.errors(in: node, against: Self.schemaPointer(for: file, node))
            #expect(errors.isEmpty, "\(file):\n\(errors.joined(separator: "\n"))")
        }
    }

    /// Templates at the top of Templates/ follow the whole schema; files in subfolders are
    /// included: a scenes file (with `scenes:`) or a single scene.
    static func schemaPointer(for file: String, _ node: TemplateNode) -> String {
        let isTopLevel = URL(fileURLWithPath: file).deletingLastPathComponent().lastPathComponent == "Templates"
        if isTopLevel && BatchInputs.isTemplateName(URL(fileURLWithPath: file).lastPathComponent) { return "#" }
        if case .mapping(let pairs, _) = node, pairs.contains(where: { $0.key == "scenes" }) { return "#/definitions/scenesFile" }
        return "#/definitions/scene"
    }

    @Test(arguments: [
        ("bakground: \"#FFFFFF\"", "9:5: scenes.a.bakground: unknown key"),
        ("background: 12", "scenes.a.background: "),
        ("background: \"#FFFFFF\"\n    title: [1]", "scenes.a.title: expected string"),
    ])
    func schemaCatchesMistakes(_ line: String, _ expected: String) throws {
        let text = TemplateFixtures.minimal().replacingOccurrences(of: "background: \"#FFFFFF\"", with: line)
        let node = try TemplateNode.parse(text, file: "t.yaml")
        let errors = try JSONSchemaValidator(schemaFile: Self.schemaFile).errors(in: node)
        #expect(errors.contains { $0.contains(expected) }, "\(errors)")
    }

    @Test func schemaChecksOptionsPerAnimatorAndCanvasChoices() throws {
        let validator = try JSONSchemaValidator(schemaFile: Self.schemaFile)
        let badOption = TemplateFixtures.minimal(animator: "scale", options: "  options:\n    scaleViw: card\n")
        #expect(validator.errors(in: try TemplateNode.parse(badOption, file: "t")).contains { $0.contains("segue.options.scaleViw") })
        let both = TemplateFixtures.minimal(canvas: "  device: iPhone 14\n  size: [10, 10]")
        #expect(!validator.errors(in: try TemplateNode.parse(both, file: "t")).isEmpty)
        #expect(validator.errors(in: try TemplateNode.parse(TemplateFixtures.minimal(), file: "t")).isEmpty)
    }
}
