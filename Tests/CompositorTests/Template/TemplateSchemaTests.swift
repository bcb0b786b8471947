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

    /// Templates at the top of Templates/, and in its subfolders those with a `canvas`
    /// (Templates/localized/), follow the whole schema; other files in subfolders are
    /// included: a scenes file (with `scenes:`) or a single scene.
    static func schemaPointer(for file: String, _ node: TemplateNode) -> String {
        let isTopLevel = URL(fileURLWithPath: file).deletingLastPathComponent().lastPathComponent == "Templates"
        if isTopLevel && BatchInputs.isTemplateName(URL(fileURLWithPath: file).lastPathComponent) { return "#" }
        if case .mapping(let pairs, _) = node, pairs.contains(where: { $0.key == "canvas" }) { return "#" }
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
        func errors(_ extra: String) throws -> [String] {
            validator.errors(in: try TemplateNode.parse(TemplateFixtures.minimal(extraSegue: extra), file: "t"))
        }
        #expect(try errors("  presentation: navigation\n").isEmpty)
        #expect(try errors("  presentation: sideways\n").contains { $0.contains("segue.presentation") })
        #expect(try errors("  layers:\n    - {target: card, alpha: [1, 0], wobble: 3}\n").contains { $0.contains("segue.layers[0].wobble: unknown key") })
        #expect(try errors("  layers:\n    - {target: card, frame: {keyframes: [{time: 0, value: [0, 0, 1, 1]}, {time: 1, value: [0, 0, 2, 2]}]}}\n").isEmpty)
        #expect(try errors("  curve: {spring: {dampingRatio: 0.8}}\n").isEmpty)
        #expect(try errors("  curve: {bezier: [0.2, 0.8]}\n").contains { $0.contains("segue.curve.bezier: fewer than 4 items") })
        #expect(try errors("  interactive: {drag: [[0, 0], [0.5, 0.6]], release: later}\n").contains { $0.contains("segue.interactive.release") })
    }

    /// Every key the schema knows (and every animator and style) is documented in
    /// docs/templates.md, written as `key`.
    @Test func docsNameEveryKey() throws {
        let docs = try String(contentsOfFile: Self.repository + "/docs/templates.md", encoding: .utf8)
        var keys = Set<String>()
        func collect(_ value: JSONValue) {
            switch value {
            case .object(let pairs):
                for (key, child) in pairs {
                    if key == "properties", case .object(let properties) = child { properties.forEach { keys.insert($0.0) } }
                    collect(child)
                }
            case .array(let items): items.forEach(collect)
            default: break
            }
        }
        collect(TemplateSchema.json)
        keys.formUnion(AnimatorCatalog.names)
        keys.formUnion(PresentationStyle.allCases.map(\.rawValue))
        let missing = keys.filter { !docs.contains("`\($0)`") }.sorted()
        #expect(missing.isEmpty, "docs/templates.md does not document: \(missing)")
    }
}
