import Foundation
import Testing
@testable import Compositor

/// No codec, x264 preset, delivery, animator, device model or muxer name is compared as a string
/// outside its declaration (issue 43): names are parsed once into `Codec`, `X264Preset`,
/// `DeliveryPresetName`, `AnimatorKind`, `DeviceModel` and `LibavMuxer` where they are read, and
/// past that only the enums are compared. Lexical, over every Swift file of `Sources/`: a string
/// literal holding one of those names (the enums' raw values, and libavcodec's names for the
/// formats' streams, `Codec.libavName`) compared with `==`/`!=`, tested with `contains` or
/// matched as a switch's `case`, against something named for a codec, a preset, a delivery, an
/// animator, a device or model, or a container or muxer. A file extension compared with `"png"`
/// is not a codec name and passes; so does a storyboard segue's action compared with `"push"`.
@Suite struct NameLiteralTests {
    /// The repository's `Sources/` folder.
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    @Test func noNameIsComparedAsAString() throws {
        let files = try #require(FileManager.default.subpaths(atPath: Self.sources.path)).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count > 100, "Sources/ not found at \(Self.sources.path)")
        var offences: [String] = []
        for file in files {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            offences += NameLiterals.offences(in: text).map { "Sources/\(file):\($0.line): \($0.text)" }
        }
        #expect(offences.isEmpty, "names compared as strings; parse them into their enum once instead:\n\(offences.joined(separator: "\n"))")
    }

    /// The check finds each form it looks for, and passes the typed forms and file extensions.
    @Test(arguments: [
        ("if info.codec == \"gif\" {", 1),
        ("guard \"veryfast\" != settings.preset else {", 1),
        ("let held = [\"png\", \"apng\"].contains(probe.codec)", 1),
        ("switch template.delivery?.name {\ncase \"story\": x()\ndefault: y()\n}", 1),
        ("if Codec(libavName: info.codec) == .gif {", 0),
        ("return ext == \"png\" ? \"PNG\" : \"image\"", 0),
        ("/// codec == \"gif\" in a comment", 0),
        ("switch ext {\ncase \"png\": a()\ndefault: b()\n}", 0),
        ("let radius = preset.name == \"iPad mini\" ? 21.5 : 18", 1),
        ("let radius = preset.model == .iPadMini ? 21.5 : 18", 0),
        ("if setup.container == \"webm\" {", 1),
        ("if spec.animator != \"push\" {", 1),
        ("let a = FlowStep.defaultAnimator(segue.action == \"push\" ? x : y)", 0),
    ])
    func theCheckFindsEachForm(source: String, expected: Int) {
        #expect(NameLiterals.offences(in: source).count == expected, "\(source)")
    }
}
