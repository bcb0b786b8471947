/// Where a line may break in a paragraph: the hand-written rules `LineBreaker` uses (after
/// spaces; after a hyphen, dash or zero-width space that follows a letter or digit; never inside
/// a grapheme cluster), kept as one function so the conformance runner measures exactly what
/// layout does: 60.60 % of LineBreakTest (Unicode 15.0). They are UILabel-like word wrapping,
/// not UAX #14 (no rules for CJK, quotation marks, numbers, emoji). The library made for it,
/// libunibreak, is not used: Debian 12's build (linebreak 2.2, Unicode 6-era tables) aborts the
/// process on an assertion (`lbcNew <= LBP_JT`) on LineBreakTest's own input, so a label's text
/// could crash a render.
enum LineBreakOpportunities {
    /// `result[b]`: a line may start at scalar `b` (never at 0; `b` is a grapheme boundary).
    static func compute(_ s: [Unicode.Scalar], isGraphemeBoundary: [Bool]) -> [Bool] {
        var result = [Bool](repeating: false, count: s.count + 1)
        for b in 1..<max(1, s.count) where isGraphemeBoundary[b] && !s[b].isBreakingSpace {
            if s[b - 1].isBreakingSpace || s[b - 1].isParagraphSeparator {
                result[b] = true
            } else if s[b - 1].isBreakAfter, b >= 2, s[b - 2].bidiClass != .neutral {
                result[b] = true
            }
        }
        return result
    }
}
