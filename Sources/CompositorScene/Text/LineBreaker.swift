/// Greedy line breaking of one shaped paragraph, as UILabel's word wrapping with tail truncation.
///
/// Lines break where UAX #14 allows (`LineBreakOpportunities`: after spaces and hyphens,
/// between ideographs, never before closing punctuation or inside a number); a word wider than
/// the line breaks between characters. When the lines run out, the last one keeps as
/// many characters as fit beside the ellipsis.
package struct LineBreaker {
    /// One line: the paragraph's scalars it shows (trailing spaces excluded) and whether an
    /// ellipsis follows them.
    package struct Line: Equatable {
        var range: Range<Int>
        var isTruncated: Bool
    }

    package let paragraph: ShapedParagraph
    /// Layout units available per line.
    package let maxWidth: Int
    /// Layout units of the ellipsis.
    package let ellipsisWidth: Int
    /// `opportunities[b]`: a line may start at scalar `b` (`LineBreakOpportunities`).
    private let opportunities: [Bool]

    /// `opportunities`: the paragraph's `LineBreakOpportunities`, worked out once per paragraph
    /// (`PreparedLabel`) whatever the width it is broken at.
    package init(paragraph: ShapedParagraph, opportunities: [Bool], maxWidth: Int, ellipsisWidth: Int) {
        self.paragraph = paragraph
        self.maxWidth = maxWidth
        self.ellipsisWidth = ellipsisWidth
        self.opportunities = opportunities
    }

    /// At most `maxLines` (≥ 1) lines; `moreTextFollows` says text comes after this paragraph, so
    /// a paragraph ending exactly on the last line still gets an ellipsis.
    package func lines(maxLines: Int, moreTextFollows: Bool) -> [Line] {
        let p = paragraph, n = p.scalars.count
        var lines: [Line] = []
        var start = 0
        while lines.count < maxLines {
            let isLast = lines.count == maxLines - 1
            let end = p.trimmedEnd(from: start, to: n)
            if p.width(start..<end) <= maxWidth, !(isLast && moreTextFollows) {
                lines.append(Line(range: start..<end, isTruncated: false))
                break
            }
            if isLast {
                lines.append(Line(range: start..<truncationEnd(from: start, to: end), isTruncated: true))
                break
            }
            let next = wordBreak(after: start) ?? characterBreak(after: start)
            lines.append(Line(range: start..<p.trimmedEnd(from: start, to: next), isTruncated: false))
            start = next
            while start < n, p.scalars[start].isBreakingSpace { start += 1 }
            if start >= n { break }
        }
        return lines
    }

    /// The furthest break opportunity after `start` whose line fits, or nil.
    private func wordBreak(after start: Int) -> Int? {
        let p = paragraph
        var best: Int?
        for b in (start + 1)..<max(start + 1, p.scalars.count) where isBreakOpportunity(b) {
            guard p.width(start..<p.trimmedEnd(from: start, to: b)) <= maxWidth else { break }
            best = b
        }
        return best
    }

    /// The furthest character boundary after `start` whose line fits, at least one character on.
    private func characterBreak(after start: Int) -> Int {
        let p = paragraph
        var b = nextBoundary(after: start)
        while b < p.scalars.count {
            let candidate = nextBoundary(after: b)
            guard p.width(start..<candidate) <= maxWidth else { break }
            b = candidate
        }
        return b
    }

    /// The furthest character boundary in `start...end` whose line fits with the ellipsis after it.
    private func truncationEnd(from start: Int, to end: Int) -> Int {
        let p = paragraph
        var b = end
        while b > start, p.width(start..<p.trimmedEnd(from: start, to: b)) + ellipsisWidth > maxWidth {
            b -= 1
            while b > start, !p.isGraphemeBoundary[b] { b -= 1 }
        }
        return p.trimmedEnd(from: start, to: b)
    }

    private func nextBoundary(after i: Int) -> Int {
        var b = i + 1
        while b < paragraph.scalars.count, !paragraph.isGraphemeBoundary[b] { b += 1 }
        return b
    }

    /// A line may start at scalar `b`.
    private func isBreakOpportunity(_ b: Int) -> Bool { opportunities[b] }
}
