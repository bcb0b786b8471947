import Foundation
import Testing
@testable import Compositor
@testable import CompositorDocument

/// Dates are shown at the fixed offsets segue-video ships, never through the machine's tz
/// data; a locale's strings may be a list of tables (`.strings` beside `.stringsdict`).
@Suite struct FixedTimeZoneTests {
    @Test func offsetsAreReadExactly() {
        #expect(FixedTimeZone.offset("+09:00") == 540 && FixedTimeZone.offset("-05:30") == -330 && FixedTimeZone.offset("+14:00") == 840)
        #expect(FixedTimeZone.offset("+14:30") == nil && FixedTimeZone.offset("+9:00") == nil && FixedTimeZone.offset("+05:10") == nil)
        #expect(FixedTimeZone.named("Asia/Kolkata")?.secondsFromGMT() == 19800 && FixedTimeZone.named("Europe/Berlin") == nil)
    }

    static func template(_ date: String) -> String {
        """
        canvas: {size: [320, 200], scale: 1}
        strings: {ja: {x: x}}
        scenes:
          a: {views: [{frame: [10, 10, 300, 30], label: \(date)}]}
          b: {background: "#0000FF"}
        segue: {animator: push, from: a, to: b, duration: 0.5}
        """
    }

    /// 09:30 UTC is 18:30 in Tokyo (+9), 15:00 at +05:30 (Kolkata); Berlin, which observes
    /// daylight saving, is refused naming its two offsets, and an unknown name says so.
    @Test func aNamedZoneIsItsFixedOffset() throws {
        let dir = TemporaryDirectory()
        func shown(_ zone: String) throws -> String? {
            let path = dir.write("z.yaml", Self.template("{date: \"2026-03-14T09:30:00Z\", style: long, time: short, timeZone: \"\(zone)\"}"))
            return try TemplateLoader.load(path: path, strings: StringsRequest(locale: "ja")).labels.first?.text
        }
        #expect(try shown("Asia/Tokyo") == "2026年3月14日 18:30")
        #expect(try shown("+05:30") == "2026年3月14日 15:00" && shown("Asia/Kolkata") == "2026年3月14日 15:00")
        for (zone, message) in [("Europe/Berlin", "daylight saving"), ("Mars/Olympus", "unknown time zone")] {
            let path = dir.write("bad.yaml", Self.template("{date: \"2026-03-14T09:30:00Z\", time: short, timeZone: \"\(zone)\"}"))
            let result = try CLI.run(["validate", path, "--locale", "ja"])
            #expect(result.status == 3 && result.stderr.contains(message), "\(result.stderr)")
        }
        let berlin = try CLI.run(["validate", dir.write("b.yaml", Self.template("{date: \"2026-03-14T09:30:00Z\", timeZone: Europe/Berlin}")), "--locale", "ja"])
        #expect(berlin.stderr.contains("+01:00") && berlin.stderr.contains("+02:00"), "\(berlin.stderr)")
    }

    /// `de: [de.strings, de.stringsdict]` reads both: the plain text from the first, the
    /// plural from the second; a key in both keeps the first's text (the .stringsdict's own
    /// `hello` is "Hello", so read first it wins).
    @Test func aLocaleReadsAListOfTables() throws {
        let dir = TemporaryDirectory()
        dir.write("de.strings", "\"hello\" = \"Hallo\";\n\"walks\" = \"nicht diese\";\n")
        dir.write("de.stringsdict", StringsdictTests.plist([("one", "%lld Spaziergang"), ("other", "%lld Spaziergänge")]))
        let path = dir.write("l.yaml", """
        canvas: {size: [320, 200], scale: 1}
        strings:
          en: {hello: Hello, walks: walks}
          de: [de.strings, de.stringsdict]
        scenes:
          a:
            views:
              - {frame: [10, 10, 300, 30], label: {key: hello}}
              - {frame: [10, 50, 300, 30], label: {key: walks, count: 3}}
          b: {background: "#0000FF"}
        segue: {animator: push, from: a, to: b, duration: 0.5}
        """)
        let texts = try TemplateLoader.load(path: path, strings: StringsRequest(locale: "de")).labels.map(\.text)
        #expect(texts == ["Hallo", "nicht diese"], "\(texts)")
        let reversed = path.replacingOccurrences(of: "l.yaml", with: "r.yaml")
        try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "[de.strings, de.stringsdict]", with: "[de.stringsdict, de.strings]")
            .write(toFile: reversed, atomically: true, encoding: .utf8)
        let plural = try TemplateLoader.load(path: reversed, strings: StringsRequest(locale: "de")).labels.map(\.text)
        #expect(plural == ["Hello", "3 Spaziergänge today"], "\(plural)")
    }
}
