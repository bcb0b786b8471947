/// What laying a label out costs whatever its box: the font chain, the shaped ellipsis, and
/// each paragraph shaped (HarfBuzz) with its line-break opportunities, made on first use.
///
/// A label whose box changes every frame (a scale segue lays its scene out again at each size)
/// is shaped once and only broken into lines again (`LabelLayouter.layout(_:width:height:)`):
/// the same layouts, because shaping never depended on the width (lines are slices of the
/// shaped paragraph, see `ShapedParagraph`). Owned by one renderer thread (`TextRenderer`).
package final class PreparedLabel {
    /// The label as laid out (its color plays no part).
    package let label: Label
    package let chainIDs: [Int]
    /// The faces of `chainIDs`, primary first.
    package let chain: [FontFace]
    /// "…" shaped in the chain, for truncated lines.
    package let ellipsis: ShapedParagraph
    /// The label's paragraphs (`LabelLayouter.paragraphs(of:)`).
    package let paragraphs: [(start: Int, scalars: [Unicode.Scalar])]
    private let shaper: TextShaper
    private let letterSpacing: Int
    /// Paragraphs shaped so far, with their break opportunities.
    private var made: [(ShapedParagraph, [Bool])?]

    package init(_ label: Label, chainIDs: [Int], fonts: FontCollection, shaper: TextShaper, letterSpacing: Int) {
        self.label = label
        self.chainIDs = chainIDs
        chain = chainIDs.map { fonts.faces[$0] }
        self.shaper = shaper
        self.letterSpacing = letterSpacing
        ellipsis = ShapedParagraph(scalars: ["\u{2026}"], start: 0, chain: chain, chainIDs: chainIDs,
                                   shaper: shaper, letterSpacing: letterSpacing)
        paragraphs = LabelLayouter.paragraphs(of: label.text)
        made = Array(repeating: nil, count: paragraphs.count)
    }

    /// Paragraph `index` shaped, with `LineBreakOpportunities` of its scalars.
    package func shaped(_ index: Int) -> (ShapedParagraph, [Bool]) {
        if let done = made[index] { return done }
        let (start, scalars) = paragraphs[index]
        let paragraph = ShapedParagraph(scalars: scalars, start: start, chain: chain, chainIDs: chainIDs,
                                        shaper: shaper, letterSpacing: letterSpacing)
        let result = (paragraph, LineBreakOpportunities.compute(paragraph.scalars, isGraphemeBoundary: paragraph.isGraphemeBoundary))
        made[index] = result
        return result
    }
}
