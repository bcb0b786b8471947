import Testing
@testable import Compositor

/// Bidi levels (by FriBidi through `UnicodeBidi`) on short hand-worked strings, and reordering.
/// Letters: `a` left to right, `א` right to left, `1` a European number, ` ` neutral.
@Suite struct BidiLevelsTests {
    func levels(_ text: String, _ base: TextRunDirection? = nil) -> [Int] {
        UnicodeBidi.levels(Array(text.unicodeScalars), base: base).levels
    }

    @Test func levelsInALeftToRightParagraph() {
        #expect(levels("a א א a", .leftToRight) == [0, 0, 1, 1, 1, 0, 0])
        #expect(levels("a 1", .leftToRight) == [0, 0, 0])
        #expect(levels("א 1 א", .leftToRight) == [1, 1, 2, 1, 1])
        #expect(levels(" א ", .leftToRight) == [0, 1, 0])
    }

    @Test func levelsInARightToLeftParagraph() {
        #expect(levels("א 1", .rightToLeft) == [1, 1, 2])
        #expect(levels("א a a א", .rightToLeft) == [1, 1, 2, 2, 2, 1, 1])
        #expect(levels("a א", .rightToLeft) == [2, 1, 1])
    }

    @Test func paragraphDirectionFromTheFirstLetter() {
        #expect(UnicodeBidi.levels(Array(" 1אa".unicodeScalars)).direction == .rightToLeft)
        #expect(UnicodeBidi.levels(Array(" 1".unicodeScalars)).direction == .leftToRight)
    }

    @Test func reorderReversesHigherLevelStretches() {
        var runs = [("a", 0), ("b", 1), ("c", 2), ("d", 1), ("e", 0)]
        BidiLevels.reorder(&runs) { $0.1 }
        #expect(runs.map(\.0) == ["a", "d", "c", "b", "e"])
        var rtl = [("x", 1), ("y", 2), ("z", 2), ("w", 1)]
        BidiLevels.reorder(&rtl) { $0.1 }
        #expect(rtl.map(\.0) == ["w", "y", "z", "x"])
    }
}
