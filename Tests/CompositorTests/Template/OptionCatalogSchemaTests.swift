import Foundation
import Testing
@testable import Compositor

/// Each option is declared once (`OptionCatalog`): the committed JSON Schema's entries for the
/// template keys carry the declaration's range, names and default, the decoder refuses what
/// the declaration refuses, and the command line's messages are the declaration's.
@Suite struct OptionCatalogSchemaTests {
    /// `docs/template.schema.json`'s `definitions`.
    static func definitions() throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: TemplateSchemaTests.repository + "/docs/template.schema.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(root["definitions"] as? [String: Any])
    }

    /// The schema entry of `video.KEY`.
    static func videoEntry(_ key: String) throws -> [String: Any] {
        let video = try #require(try definitions()["video"] as? [String: Any])
        let properties = try #require(video["properties"] as? [String: Any])
        return try #require(properties[key] as? [String: Any])
    }

    @Test func crfInTheSchemaIsTheDeclaration() throws {
        let crf = try Self.videoEntry("crf")
        #expect(crf["minimum"] as? Int == OptionCatalog.crf.range.lowerBound)
        #expect(crf["maximum"] as? Int == OptionCatalog.crf.range.upperBound)
        #expect(crf["default"] as? Int == OptionCatalog.crf.defaultValue)
        #expect(OptionCatalog.crf.key == "video.crf")
    }

    @Test func namesInTheSchemaAreTheDeclarations() throws {
        for (key, names, value) in [("preset", OptionCatalog.preset.names, OptionCatalog.preset.defaultValue?.rawValue),
                                    ("codec", OptionCatalog.codec.names, OptionCatalog.codec.defaultValue?.rawValue),
                                    ("proresProfile", OptionCatalog.proresProfile.names, OptionCatalog.proresProfile.defaultValue?.rawValue),
                                    ("subtitles", OptionCatalog.subtitles.names, OptionCatalog.subtitles.defaultValue?.rawValue)] {
            let entry = try Self.videoEntry(key)
            #expect(entry["enum"] as? [String] == names, "video.\(key)")
            #expect(entry["default"] as? String == value, "video.\(key)")
        }
        let delivery = try #require(try Self.definitions()["delivery"] as? [String: Any])
        let then = try #require(delivery["then"] as? [String: Any])
        #expect(then["enum"] as? [String] == OptionCatalog.delivery.names)
    }

    @Test func theDecoderRefusesWhatTheDeclarationRefuses() throws {
        let dir = TemporaryDirectory()
        for crf in [OptionCatalog.crf.range.lowerBound - 1, OptionCatalog.crf.range.upperBound + 1] {
            let path = dir.write("crf\(crf).yaml", TemplateFixtures.minimal(video: "  crf: \(crf)"))
            let error = #expect(throws: (any Error).self) { try TemplateLoader.load(path: path) }
            #expect("\(error.map { "\($0)" } ?? "")".contains("video.crf"))
        }
        let accepted = dir.write("ok.yaml", TemplateFixtures.minimal(video: "  crf: \(OptionCatalog.crf.range.upperBound)"))
        #expect(try TemplateLoader.load(path: accepted).video.crf == OptionCatalog.crf.range.upperBound)
    }

    @Test func messagesNameTheFlagAndWhatItTakes() throws {
        #expect(OptionCatalog.jobs.rangeMessage == "--jobs must be 1 to 64")
        #expect(OptionCatalog.preset.namesMessage == "--preset must be one of: " + X264Preset.allCases.map(\.rawValue).joined(separator: ", "))
        #expect(throws: OptionError(message: OptionCatalog.delivery.namesMessage)) { try OptionCatalog.delivery.parse("vine") }
        #expect(try OptionCatalog.proresProfile.parse("4444") == .p4444)
    }
}
