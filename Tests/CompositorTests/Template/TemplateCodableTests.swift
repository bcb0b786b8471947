import Foundation
import Testing
@testable import Compositor

/// The template types round-trip through `Codable` and YAML (issue 49, scope 4), on every
/// bundled template: decode → encode → decode gives an equal template (and the same JSON),
/// the YAML the document writes reads back to the same document, and the decoded template
/// gives the renderer the same canvas, views and assets as the file (so the same bytes).
@Suite struct TemplateCodableTests {
    static let folder = TemplateSchemaTests.repository + "/Templates"

    static var bundled: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    /// The parts of a template that say what it draws, for comparing two (scenes by name: a
    /// JSON object's key order is not kept by JSONDecoder, and scenes are found by name; a
    /// delivery's line and column, kept for messages, move when the document is written anew).
    static func same(_ a: SegueTemplate, _ b: SegueTemplate) -> Bool {
        func located(_ d: DeliverySpec?) -> DeliverySpec? { d.map { var d = $0; d.line = 0; d.column = 0; return d } }
        return a.name == b.name && a.description == b.description && a.canvas == b.canvas && a.video == b.video
            && a.scenes.sorted { $0.name < $1.name } == b.scenes.sorted { $0.name < $1.name }
            && a.segue == b.segue && a.flow == b.flow && located(a.delivery) == located(b.delivery) && a.audio == b.audio
            && a.frame == b.frame && a.locale == b.locale && a.variants == b.variants
    }

    @Test(arguments: bundled)
    func roundTripsThroughJSONAndYAML(file: String) throws {
        let original = try TemplateLoader.load(path: Self.folder + "/" + file)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let decoder = JSONDecoder()
        decoder.userInfo[.segueTemplateFolder] = Self.folder
        decoder.userInfo[.segueTemplateName] = file
        let json = try encoder.encode(original)
        let decoded = try decoder.decode(SegueTemplate.self, from: json)
        let again = try encoder.encode(decoded)
        let redecoded = try decoder.decode(SegueTemplate.self, from: again)
        #expect(again == json)
        #expect(decoded.document == redecoded.document && Self.same(decoded, redecoded))
        #expect(Self.same(original, decoded), "\(file): the decoded template differs from the file's")

        // YAML: the document written as YAML reads back to the same document and template.
        let yaml = try #require(original.document).yaml
        let fromYAML = try TemplateLoader.load(text: yaml, name: file, folder: Self.folder)
        #expect(fromYAML.document == original.document, "\(file):\n\(yaml)")
        #expect(Self.same(original, fromYAML))

        // The same pictures (the YAML's template has the file's very document, so the JSON
        // round trip is the one to check). A picture is a pure function of the canvas, the
        // moment's views and the template's assets: every clip gives the renderer the same
        // canvas and views at 11 points of its progress; the assets, the same for every clip of
        // a template, are checked by one render, the middle of the first clip as a
        // quarter-size PNG. (It rendered the middle of every clip before, twice as many debug
        // renders for the same assets.)
        for direction in original.segue.directions {
            let a = try ClipFrames(template: original, direction: direction), b = try ClipFrames(template: redecoded, direction: direction)
            #expect(a.canvas == b.canvas && a.frameCount == b.frameCount, "\(file) \(direction)")
            for step in 0...10 {
                #expect(a.layers(atProgress: Double(step) / 10) == b.layers(atProgress: Double(step) / 10), "\(file) \(direction) at \(step)/10")
            }
        }
        let options = RenderOptions(jobs: 1, scale: 0.25), direction = try #require(original.segue.directions.first)
        let expected = try SegueVideo.renderStill(original, direction: direction, at: .progress(0.5), options: options)
        #expect(try SegueVideo.renderStill(redecoded, direction: direction, at: .progress(0.5), options: options) == expected)
    }

    /// A document that breaks the schema is refused as a file would be: a `TemplateError`
    /// naming the field.
    @Test func decodingChecksLikeLoading() throws {
        let decoder = JSONDecoder()
        decoder.userInfo[.segueTemplateFolder] = Self.folder
        let text = #"{"canvas": {"size": [32, 24], "scale": 2}, "scenes": {"a": {}, "b": {}}, "segue": {"animator": "nope", "from": "a", "to": "b"}}"#
        let error = #expect(throws: (any Error).self) { _ = try decoder.decode(SegueTemplate.self, from: Data(text.utf8)) }
        #expect(String(describing: error).contains("animator"), "\(String(describing: error))")
    }

    /// A template built in code has no document to encode.
    @Test func aTemplateBuiltInCodeDoesNotEncode() throws {
        let dir = TemporaryDirectory()
        var built = try TemplateLoader.load(path: dir.write("t.yaml", TemplateFixtures.minimal()))
        built.document = nil
        #expect(throws: EncodingError.self) { _ = try JSONEncoder().encode(built) }
    }

    /// Scalars keep what the reader tells apart: a quoted number stays a string, a fraction
    /// stays a plain scalar, 0.35 stays exact.
    @Test func scalarsKeepTheirKinds() throws {
        let dir = TemporaryDirectory()
        let text = TemplateFixtures.minimal(video: "  fps: 30000/1001", fromViews: """
              - id: card
                frame: [4, 4, 12, 8]
                label: {text: "42", color: "#000000"}
                alpha: 0.5
        """)
        let template = try TemplateLoader.load(path: dir.write("t.yaml", text))
        let yaml = try #require(template.document).yaml
        #expect(yaml.contains("fps: 30000/1001\n") && yaml.contains("text: \"42\"\n") && yaml.contains("alpha: 0.5\n"), "\(yaml)")
        let decoder = JSONDecoder()
        decoder.userInfo[.segueTemplateFolder] = dir.path
        decoder.userInfo[.segueTemplateName] = "t.yaml"
        let decoded = try decoder.decode(SegueTemplate.self, from: try JSONEncoder().encode(template))
        #expect(decoded.video.frameRate == template.video.frameRate)
        #expect(decoded.scenes.first { $0.name == "a" }?.root.find(id: "card")?.view.label?.text == "42")
    }
}
