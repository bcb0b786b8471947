import Testing
@testable import Compositor

/// The simplified bidirectional algorithm on character classes, without fonts.
@Suite struct BidiLevelsTests {
    typealias C = BidiClass
    let l = C.leftToRight, r = C.rightToLeft, n = C.number, o = C.neutral

    @Test func levelsInALeftToRightParagraph() {
        #expect(BidiLevels.resolve([l, o, r, o, r, o, l], base: .leftToRight) == [0, 0, 1, 1, 1, 0, 0])
        #expect(BidiLevels.resolve([l, o, n], base: .leftToRight) == [0, 0, 0])
        #expect(BidiLevels.resolve([r, o, n, o, r], base: .leftToRight) == [1, 1, 2, 1, 1])
        #expect(BidiLevels.resolve([o, r, o], base: .leftToRight) == [0, 1, 0])
    }

    @Test func levelsInARightToLeftParagraph() {
        #expect(BidiLevels.resolve([r, o, n], base: .rightToLeft) == [1, 1, 2])
        #expect(BidiLevels.resolve([r, o, l, o, l, o, r], base: .rightToLeft) == [1, 1, 2, 2, 2, 1, 1])
        #expect(BidiLevels.resolve([l, o, r], base: .rightToLeft) == [2, 1, 1])
    }

    @Test func paragraphDirectionFromTheFirstLetter() {
        #expect(BidiLevels.paragraphDirection([o, n, r, l]) == .rightToLeft)
        #expect(BidiLevels.paragraphDirection([o, n]) == .leftToRight)
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
