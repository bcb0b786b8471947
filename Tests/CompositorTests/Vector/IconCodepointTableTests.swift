import Foundation
import Testing
@testable import CompositorScene

/// The Material codepoint table read from the font package's SCSS map (`IconCatalog.codepoints`).
@Suite struct IconCodepointTableTests {
    @Test func entriesAreReadFromQuotedNamesAndHexValues() {
        let text = """
        $material-icons-codepoints: () !default;
        $material-icons-codepoints: map-merge((
        \t"10k": e951,
          "home" :\tE88A ;
        "music_note": e405
        "": e000,
        "x": ,
        "bad": e9z1,
        too_long": e001,
        "wide": 1234567890,
        no colon here
        ), $material-icons-codepoints);
        """
        let table = IconCatalog.codepoints(inSCSS: Array(text.utf8))
        #expect(table == ["10k": 0xE951, "home": 0xE88A, "music_note": 0xE405])
    }

    /// The installed table: one entry for each `"name": hex,` line of the file (counted by hand
    /// with grep: 2 193 in Debian 12's 4.0.0), and the values the file gives.
    @Test func theInstalledTableHasEveryLine() throws {
        let data = try #require(FileManager.default.contents(atPath: IconCatalog.codepointFile))
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
            .filter { $0.hasPrefix("\t\"") && $0.contains("\": ") }
        #expect(IconCatalog.materialCodepoints.count == lines.count)
        #expect(lines.count > 2000)
        #expect(IconCatalog.materialCodepoints["home"] == 0xE88A)
        #expect(IconCatalog.materialCodepoints["play_arrow"] == 0xE037)
        #expect(IconCatalog.materialCodepoints["music_note"] == 0xE405)
    }
}
