import Foundation
import Testing
@testable import Compositor

/// The text stack against the Unicode conformance files Debian's unicode-data installs
/// (`scripts/setup.sh` adds the package): prints each pass rate and holds each to its measured
/// rate. Bidi levels by FriBidi pass 100 % (the hand-written algorithm they replaced passed
/// 84.07 % of BidiCharacterTest and 52.05 % of BidiTest's cases).
@Suite(.serialized) struct UnicodeConformanceTests {
    static let folder = "/usr/share/unicode"

    /// One file's outcome for one implementation.
    struct Rate: CustomStringConvertible {
        var name: String
        var passed = 0
        var total = 0
        var percent: Double { total == 0 ? 0 : 100 * Double(passed) / Double(total) }
        var description: String { "\(name): \(passed)/\(total) = \(String(format: "%.2f", percent)) %" }
        mutating func count(_ ok: Bool) { total += 1; if ok { passed += 1 } }
    }

    static func lines(_ file: String) throws -> [Substring] {
        let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
        return text.split(separator: "\n").map { $0.prefix { $0 != "#" } }.filter { !$0.allSatisfy(\.isWhitespace) }
    }

    static func scalars(_ hex: some StringProtocol) -> [Unicode.Scalar] {
        hex.split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
    }

    /// "÷ 0020 × 0308 ÷" as scalars and, per position 0...n, whether it is a boundary.
    static func boundaries(_ line: Substring) -> (scalars: [Unicode.Scalar], breaks: [Bool]) {
        var scalars: [Unicode.Scalar] = [], breaks: [Bool] = []
        for token in line.split(whereSeparator: \.isWhitespace) {
            if token == "÷" || token == "×" { breaks.append(token == "÷") } else if let v = UInt32(token, radix: 16), let s = Unicode.Scalar(v) { scalars.append(s) }
        }
        return (scalars, breaks)
    }

    @Test func bidiCharacterTest() throws {
        var used = Rate(name: "BidiCharacterTest, FriBidi")
        for line in try Self.lines("BidiCharacterTest.txt") {
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            guard fields.count >= 4 else { continue }
            let text = Self.scalars(fields[0])
            let base: TextRunDirection? = fields[1] == "0" ? .leftToRight : fields[1] == "1" ? .rightToLeft : nil
            let expected = fields[3].split(separator: " ").map { Int($0) }  // nil: removed by rule X9
            func matches(_ levels: [Int]) -> Bool {
                levels.count == expected.count && zip(levels, expected).allSatisfy { $1 == nil || $0 == $1 }
            }
            used.count(matches(UnicodeBidi.levels(text, base: base).levels))
        }
        print(used)
        #expect(used.total > 90_000)
        #expect(used.passed == used.total, "\(used)")
    }

    /// A representative character for each bidi class BidiTest.txt names.
    static let representative: [Substring: Unicode.Scalar] = [
        "L": "a", "R": "\u{05D0}", "AL": "\u{0627}", "EN": "1", "ES": "+", "ET": "#", "AN": "\u{0660}", "CS": ",",
        "NSM": "\u{0300}", "BN": "\u{00AD}", "B": "\u{2029}", "S": "\u{0009}", "WS": " ", "ON": "!",
        "LRE": "\u{202A}", "LRO": "\u{202D}", "RLE": "\u{202B}", "RLO": "\u{202E}", "PDF": "\u{202C}",
        "LRI": "\u{2066}", "RLI": "\u{2067}", "FSI": "\u{2068}", "PDI": "\u{2069}",
    ]

    @Test func bidiTest() throws {
        var used = Rate(name: "BidiTest, FriBidi")
        var expected: [Int?] = []
        for line in try Self.lines("BidiTest.txt") {
            if line.hasPrefix("@Levels:") {
                expected = line.dropFirst(8).split(separator: " ").map { Int($0) }
                continue
            }
            if line.hasPrefix("@") { continue }
            let fields = line.split(separator: ";")
            guard fields.count == 2, let set = Int(fields[1].trimmingCharacters(in: .whitespaces)) else { continue }
            let text = fields[0].split(separator: " ").compactMap { Self.representative[$0] }
            func matches(_ levels: [Int]) -> Bool {
                levels.count == expected.count && zip(levels, expected).allSatisfy { $1 == nil || $0 == $1 }
            }
            for (bit, base) in [(1, nil), (2, TextRunDirection.leftToRight), (4, .rightToLeft)] as [(Int, TextRunDirection?)] where set & bit != 0 {
                used.count(matches(UnicodeBidi.levels(text, base: base).levels))
                }
        }
        print(used)
        #expect(used.total > 400_000)
        #expect(used.passed == used.total, "\(used)")
    }

    /// UAX #14 as `LineBreakOpportunities.uax14` implements it: every case (the hand-written
    /// UILabel-like rules it replaced passed 4638 of 7654, 60.60 %). Layout further keeps
    /// grapheme clusters whole; the rate of that combination is printed for reference only
    /// (LineBreakTest breaks between a space and a combining mark, which layout never does).
    @Test func lineBreakTest() throws {
        var used = Rate(name: "LineBreakTest, UAX #14 (LineBreakOpportunities.uax14)")
        var layout = Rate(name: "LineBreakTest, layout (UAX #14 at grapheme boundaries)")
        for line in try Self.lines("auxiliary/LineBreakTest.txt") {
            let (text, breaks) = Self.boundaries(line)
            let interior = Array(breaks[1..<text.count])
            let ours = LineBreakOpportunities.uax14(text)
            let ok = Array(ours[1..<text.count]) == interior
            if !ok { print("LineBreakTest differs: \(line)") }
            used.count(ok)
            let laidOut = LineBreakOpportunities.compute(text, isGraphemeBoundary: GraphemeBoundaries.compute(text))
            layout.count(Array(laidOut[1..<text.count]) == interior)
        }
        print(used)
        print(layout)
        #expect(used.total > 7_000)
        #expect(used.passed == used.total, "\(used)")
    }

    @Test func graphemeBreakTest() throws {
        var used = Rate(name: "GraphemeBreakTest, Swift Character")
        for line in try Self.lines("auxiliary/GraphemeBreakTest.txt") {
            let (text, breaks) = Self.boundaries(line)
            let ok = GraphemeBoundaries.compute(text) == breaks
            if !ok { print("GraphemeBreakTest differs: \(line)") }
            used.count(ok)
        }
        print(used)
        #expect(used.total > 600)
        #expect(used.passed >= Self.graphemeFloor, "\(used)")
    }

    /// The one case Swift's segmentation decides differently (printed): it breaks
    /// U+2701 ZWJ U+2701, which GB11 joins (U+2701 is Extended_Pictographic).
    static let graphemeFloor = 601
}
