/// Where a line may break in a paragraph: the Unicode line breaking algorithm (UAX #14 for
/// Unicode 15.0, rules LB2–LB31, with the numbers tailoring of its section 8.2 example 7, which
/// LineBreakTest assumes), restricted to grapheme cluster boundaries so layout never splits a
/// user-perceived character. `UnicodeConformanceTests` holds `uax14` to 100 % of LineBreakTest.
///
/// Written here rather than taken from a library: Debian 12's libunibreak (linebreak 2.2,
/// Unicode 6-era tables) aborts the process on an assertion (`lbcNew <= LBP_JT`) on
/// LineBreakTest's own input, so a label's text could crash a render; ICU would be a large
/// dependency for one table and forty rules. The classes come from `LineBreakClass`, generated
/// from Debian's unicode-data by scripts/make-line-break-table.py.
///
/// Class SA (Thai, Lao, Khmer, Myanmar: no spaces between words) resolves to AL here, and the
/// breaks inside its runs come from ICU's dictionaries (`DictionaryLineBreaks`), as UAX #14's
/// tailoring asks: such text breaks between words, and between characters only when one word
/// is wider than the line.
package enum LineBreakOpportunities {
    /// `result[b]`: a line may start at scalar `b` (never at 0; `b` is a grapheme boundary).
    /// Mandatory breaks (BK, CR, LF, NL) never reach here: paragraphs are split before.
    ///
    /// One tailoring, as UILabel's default line break strategy (`hangulWordPriority`): Korean
    /// breaks between words, not between syllables, unless a word is wider than the line (then
    /// `LineBreaker` breaks between characters anyway).
    package static func compute(_ s: [Unicode.Scalar], isGraphemeBoundary: [Bool]) -> [Bool] {
        var result = uax14(s)
        DictionaryLineBreaks.add(s, to: &result)
        for b in 1..<max(1, s.count) where result[b] {
            if !isGraphemeBoundary[b] || LineBreakClass.of(s[b - 1]).lineBreakClass.isKorean && LineBreakClass.of(s[b]).lineBreakClass.isKorean {
                result[b] = false
            }
        }
        return result
    }

    /// `result[b]` for b in 0...s.count: UAX #14 allows (or requires) a break before scalar `b`;
    /// false at 0 (LB2) and true at the end (LB3).
    package static func uax14(_ s: [Unicode.Scalar]) -> [Bool] {
        var result = [Bool](repeating: false, count: s.count + 1)
        guard !s.isEmpty else { return result }
        result[s.count] = true
        let units = LineBreakUnit.units(of: s)
        for j in 1..<units.count {
            result[units[j].start] = breaksBefore(j, in: units)
        }
        return result
    }

    /// Rules LB4–LB31 at the boundary between `units[j - 1]` and `units[j]`, in their order.
    private static func breaksBefore(_ j: Int, in units: [LineBreakUnit]) -> Bool {
        let a = units[j - 1].lineBreakClass, b = units[j].lineBreakClass
        /// The class of the last unit before `j` that is not a space, and whether there is one.
        func beforeSpaces() -> LineBreakClass? {
            var k = j - 1
            while k >= 0, units[k].lineBreakClass == .sp { k -= 1 }
            return k >= 0 ? units[k].lineBreakClass : nil
        }
        switch (a, b) {
        case (.bk, _): return true                                           // LB4
        case (.cr, .lf): return false                                        // LB5
        case (.cr, _), (.lf, _), (.nl, _): return true
        case (_, .bk), (_, .cr), (_, .lf), (_, .nl): return false           // LB6
        case (_, .sp), (_, .zw): return false                                // LB7
        default: break
        }
        if beforeSpaces() == .zw { return true }                             // LB8
        if units[j - 1].endsWithZWJ { return false }                         // LB8a
        // LB9 and LB10 are applied in building the units.
        if a == .wj || b == .wj { return false }                             // LB11
        if a == .gl { return false }                                         // LB12
        if b == .gl, a != .sp, a != .ba, a != .hy { return false }           // LB12a
        if [.cl, .cp, .ex, .is, .sy].contains(b) { return false }            // LB13
        let beforeSpace = beforeSpaces()
        if beforeSpace == .op { return false }                               // LB14
        if beforeSpace == .qu, b == .op { return false }                     // LB15
        if beforeSpace == .cl || beforeSpace == .cp, b == .ns { return false } // LB16
        if beforeSpace == .b2, b == .b2 { return false }                     // LB17
        if a == .sp { return true }                                          // LB18
        if a == .qu || b == .qu { return false }                             // LB19
        if a == .cb || b == .cb { return true }                              // LB20
        if b == .ba || b == .hy || b == .ns || a == .bb { return false }     // LB21
        if a == .hy || a == .ba, j >= 2, units[j - 2].lineBreakClass == .hl { return false } // LB21a
        if a == .sy, b == .hl { return false }                               // LB21b
        if b == .in { return false }                                         // LB22
        if a.isAlphabetic && b == .nu || a == .nu && b.isAlphabetic { return false } // LB23
        if a == .pr && b.isIdeographic || a.isIdeographic && b == .po { return false } // LB23a
        if a.isPrefixOrPostfix && b.isAlphabetic || a.isAlphabetic && b.isPrefixOrPostfix { return false } // LB24
        if continuesNumber(j, in: units) { return false }                    // LB25
        if a == .jl, [.jl, .jv, .h2, .h3].contains(b) { return false }       // LB26
        if a == .jv || a == .h2, b == .jv || b == .jt { return false }
        if a == .jt || a == .h3, b == .jt { return false }
        if a.isKorean && b == .po || a == .pr && b.isKorean { return false } // LB27
        if a.isAlphabetic, b.isAlphabetic { return false }                   // LB28
        if a == .is, b.isAlphabetic { return false }                         // LB29
        if a.isAlphabetic || a == .nu, b == .op, !units[j].isEastAsianWide { return false } // LB30
        if a == .cp, !units[j - 1].isEastAsianWide, b.isAlphabetic || b == .nu { return false }
        if a == .ri, b == .ri {                                              // LB30a
            var count = 0
            while j - 1 - count >= 0, units[j - 1 - count].lineBreakClass == .ri { count += 1 }
            if count % 2 == 1 { return false }
        }
        if b == .em, a == .eb || units[j - 1].isUnassignedPictographic { return false } // LB30b
        return true                                                          // LB31
    }

    /// LB25 as tailored by UAX #14's example 7, the regular expression
    /// `(PR | PO)? (OP | HY)? NU (NU | SY | IS)* (CL | CP)? (PR | PO)?` kept whole.
    private static func continuesNumber(_ j: Int, in units: [LineBreakUnit]) -> Bool {
        let a = units[j - 1].lineBreakClass, b = units[j].lineBreakClass
        let next = j + 1 < units.count ? units[j + 1].lineBreakClass : nil
        if a.isPrefixOrPostfix, b == .nu || (b == .op || b == .hy) && next == .nu { return true }
        if a == .op || a == .hy, b == .nu { return true }
        /// Whether the run of NU, SY and IS ending at unit `end` holds a NU.
        func numberEnds(at end: Int) -> Bool {
            var k = end
            while k >= 0, [.nu, .sy, .is].contains(units[k].lineBreakClass) {
                if units[k].lineBreakClass == .nu { return true }
                k -= 1
            }
            return false
        }
        if [.nu, .sy, .is, .cl, .cp].contains(b), numberEnds(at: j - 1) { return true }
        if b.isPrefixOrPostfix {
            let end = a == .cl || a == .cp ? j - 2 : j - 1
            if numberEnds(at: end) { return true }
        }
        return false
    }
}

/// A character with the combining marks and joiners that follow it (rule LB9), as the rules
/// LB11–LB31 see it: the base's class (LB10: AL for a mark with no base) and properties.
package struct LineBreakUnit {
    /// Index of the base scalar in the paragraph.
    package var start: Int
    package var lineBreakClass: LineBreakClass
    package var isEastAsianWide: Bool
    package var isUnassignedPictographic: Bool
    /// The last scalar is a zero-width joiner (LB8a forbids a break after it).
    package var endsWithZWJ: Bool

    package static func units(of s: [Unicode.Scalar]) -> [LineBreakUnit] {
        var units: [LineBreakUnit] = []
        units.reserveCapacity(s.count)
        var previous: LineBreakClass?
        for (i, scalar) in s.enumerated() {
            let (c, wide, pictographic) = LineBreakClass.of(scalar)
            defer { previous = c }
            let isMark = c == .cm || c == .zwj
            if isMark, let p = previous, ![.bk, .cr, .lf, .nl, .sp, .zw].contains(p) {
                units[units.count - 1].endsWithZWJ = c == .zwj                 // LB9
                continue
            }
            units.append(LineBreakUnit(start: i, lineBreakClass: isMark ? .al : c, isEastAsianWide: wide,
                                       isUnassignedPictographic: pictographic, endsWithZWJ: c == .zwj))
        }
        return units
    }
}

extension LineBreakClass {
    /// AL or HL: letters of alphabetic scripts.
    package var isAlphabetic: Bool { self == .al || self == .hl }
    /// PR or PO: currency and percent-like signs before or after numbers.
    package var isPrefixOrPostfix: Bool { self == .pr || self == .po }
    /// ID, EB or EM: ideographs and emoji.
    package var isIdeographic: Bool { self == .id || self == .eb || self == .em }
    /// The Hangul jamo and syllable classes.
    package var isKorean: Bool { [.jl, .jv, .jt, .h2, .h3].contains(self) }
}
