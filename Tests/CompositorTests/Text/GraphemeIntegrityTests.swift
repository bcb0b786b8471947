import Testing
@testable import Compositor

/// Wrapping and ellipsis truncation cut only between grapheme clusters: an emoji with a skin
/// tone, a ZWJ family, a flag or a letter with combining marks is shown whole or not at all.
@Suite struct GraphemeIntegrityTests {
    /// Clusters none of whose proper prefixes is itself among them, so a split shows as a
    /// character outside the set.
    static let clusters = ["👩🏽‍💻", "👨‍👩‍👧‍👦", "e\u{301}\u{316}", "🇫🇷", "👍🏿", "n\u{303}\u{303}", "א\u{5B8}", "ก\u{E34}\u{E48}"]

    @Test(arguments: [0, 1, 2])
    func linesHoldWholeClusters(_ lines: Int) throws {
        let renderer = try TextRenderer()
        let words = (0..<12).map { i in (0..<(1 + i % 4)).map { Self.clusters[(i + $0) % Self.clusters.count] }.joined() }
        let text = words.joined(separator: " ")
        let allowed = Set(Self.clusters.map(Character.init)).union([" ", "…"])
        var checked = 0
        for width in stride(from: 8.0, through: 160, by: 5) {
            let layout = try renderer.layout(Label(text: text, numberOfLines: lines), width: width)
            for line in layout.lines {
                let stray = line.text.filter { !allowed.contains($0) }
                #expect(stray.isEmpty, "width \(width): \(line.text.unicodeScalars.map { String($0.value, radix: 16) })")
                checked += 1
            }
        }
        #expect(checked > 30)
    }
}
