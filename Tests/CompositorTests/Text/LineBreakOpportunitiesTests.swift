import Testing
@testable import Compositor

/// UAX #14 line breaking on cases worked by hand from the rules (the conformance file is run
/// by `UnicodeConformanceTests`); each expectation lists the scalar indices a line may start at.
@Suite struct LineBreakOpportunitiesTests {
    static func starts(_ text: String, layout: Bool = true) -> [Int] {
        let s = Array(text.unicodeScalars)
        let breaks = layout ? LineBreakOpportunities.compute(s, isGraphemeBoundary: GraphemeBoundaries.compute(s))
                            : LineBreakOpportunities.uax14(s)
        return (1..<s.count).filter { breaks[$0] }
    }

    @Test func latinBreaksAfterSpacesAndHyphens() {
        #expect(Self.starts("a b") == [2])                      // LB18 SP ÷
        #expect(Self.starts("a  b") == [3])                     // LB7 × SP, then LB18
        #expect(Self.starts("well-known") == [5])               // LB21 × HY, LB31 after it
        #expect(Self.starts("(see)") == [])                     // LB14 OP ×, LB13 × CP
        #expect(Self.starts("Hi! Yes?") == [4])                 // LB13 × EX
    }

    @Test func numbersStayWhole() {
        #expect(Self.starts("$1,234.56") == [])                 // LB25: PR × NU, NU × IS/NU
        #expect(Self.starts("12.5%") == [])                     // NU (NU|IS)* × PO
        #expect(Self.starts("1-800") == [])                     // LB21 × HY, LB25 HY × NU
        #expect(Self.starts("pay -5") == [4])                   // LB25 HY × NU after the space
    }

    @Test func chineseAndJapaneseBreakBetweenIdeographsButNotBeforeClosingPunctuation() {
        #expect(Self.starts("東京都") == [1, 2])                  // LB31 ID ÷ ID
        #expect(Self.starts("すごい！ちょっと") == [1, 2, 4, 7])     // × EX (！); small ょ and っ are CJ → NS: ×
        #expect(Self.starts("東京。明日") == [1, 3, 4])           // LB13 × CL (。), then CL ÷ ID
        #expect(Self.starts("「晴れ」です") == [2, 4, 5])         // LB14 OP × 晴; 晴 ÷ れ; LB13 × 」
    }

    @Test func koreanBreaksBetweenWordsInLayoutAndBetweenSyllablesInUAX14() {
        #expect(Self.starts("문장도 줄바꿈") == [4])
        #expect(Self.starts("문장도 줄바꿈", layout: false) == [1, 2, 4, 5, 6])  // H2/H3 ÷ H2/H3 by LB31
    }

    @Test func emojiModifiersAndFlagsStayWhole() {
        #expect(Self.starts("👍🏿👍🏿", layout: false) == [2])     // LB30b EB × EM
        #expect(Self.starts("🇯🇵🇫🇷", layout: false) == [2])     // LB30a pairs of RI
        #expect(Self.starts("👩🏽‍💻x") == [4])                      // LB9 × EM, LB8a ZWJ ×; then ID ÷ AL
    }

    @Test func layoutNeverBreaksInsideAGraphemeCluster() {
        // UAX #14 breaks between a space and a combining mark (LB10 makes the mark AL, LB18
        // breaks after SP); layout keeps the cluster whole.
        #expect(Self.starts("a \u{301}b", layout: false) == [2])
        #expect(Self.starts("a \u{301}b") == [])
    }
}
