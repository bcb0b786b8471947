/// A run of a paragraph in one face and at one bidirectional level, shaped.
package struct ShapedRun: Sendable {
    /// Scalar indices within the paragraph.
    package var range: Range<Int>
    /// The face's id in the renderer's `FontCollection`.
    package var face: Int
    /// Bidirectional embedding level (`BidiLevels`): odd is right-to-left.
    package var level: Int
    /// Glyphs in visual order (reversed for right-to-left runs), clusters paragraph-relative.
    package var glyphs: [ShapedGlyph]
}

/// One paragraph of a label (text between hard line breaks), split into runs by font and
/// direction and shaped, with the per-character advances line breaking needs.
///
/// Direction: the paragraph takes the direction of its first letter (left-to-right when it has
/// none), and `BidiLevels` resolves each character's level from it; a line's runs are reordered
/// by those levels.
///
/// Shaping happens once per paragraph; lines are slices of it. Lines break at spaces, where no
/// shaping (joining, kerning, ligatures) reaches across, so slicing equals reshaping each line,
/// except for a word broken between characters because it is wider than the line.
///
/// Fonts: each character takes the first face of the chain that has all its scalars, except that
/// spaces and punctuation stay in the face of the text before them when it has them (but a
/// space never stays in a color emoji face).
package struct ShapedParagraph {
    /// Index of the paragraph's first scalar in the label's text.
    package let start: Int
    package let scalars: [Unicode.Scalar]
    package let direction: TextRunDirection
    package let runs: [ShapedRun]
    /// `advanceSums[b] - advanceSums[a]` is the advance width of scalars `a..<b` (layout units).
    package let advanceSums: [Int]
    /// `isGraphemeBoundary[i]`: a user-perceived character starts at scalar `i` (true at both ends).
    package let isGraphemeBoundary: [Bool]
    /// Scalars no face of the chain has, in text order (repeats included).
    package let missing: [Unicode.Scalar]

    package init(scalars: [Unicode.Scalar], start: Int, chain: [FontFace], chainIDs: [Int], shaper: TextShaper,
         letterSpacing: Int) {
        self.start = start
        self.scalars = scalars
        let boundary = GraphemeBoundaries.compute(scalars)
        isGraphemeBoundary = boundary
        let starts = boundary.indices.filter { boundary[$0] }
        let graphemes = zip(starts, starts.dropFirst()).map { $0..<$1 }

        // Levels by the full bidirectional algorithm (FriBidi: see `UnicodeBidi`); a grapheme
        // cluster takes its first scalar's, so a cluster is never split between runs.
        let classes = graphemes.map { scalars[$0.lowerBound].bidiClass }
        let bidi = UnicodeBidi.levels(scalars)
        self.direction = bidi.direction
        let levels = graphemes.map { bidi.levels[$0.lowerBound] }

        var missing: [Unicode.Scalar] = []
        var faceOfGrapheme: [Int] = []
        var current: Int?
        for grapheme in graphemes {
            let needed = scalars[grapheme].filter { !$0.isDefaultIgnorable && $0.properties.generalCategory != .control }
            let choice: Int
            if needed.isEmpty {
                choice = current ?? 0
            } else if scalars[grapheme].contains("\u{FE0F}"),
                      let color = chain.firstIndex(where: { face in face.isColorBitmap && needed.allSatisfy(face.covers) }) {
                choice = color  // VS16 asks for the emoji presentation: the color font, even after text fonts that have the base
            } else if let current, classes[faceOfGrapheme.count] == .neutral, needed.allSatisfy(chain[current].covers),
                      !(chain[current].isColorBitmap && needed.allSatisfy(\.properties.isWhitespace)) {
                // (A space after an emoji is the text's own space, not the emoji font's, which
                // is 4.4 times as wide in Noto Color Emoji; CoreText does the same.)
                choice = current
            } else if let whole = chain.firstIndex(where: { face in needed.allSatisfy(face.covers) }) {
                choice = whole
            } else {
                missing += needed.filter { scalar in !chain.contains { $0.covers(scalar) } }
                choice = chain.firstIndex { $0.covers(needed[0]) } ?? current ?? 0
            }
            faceOfGrapheme.append(choice)
            current = choice
        }
        self.missing = missing

        // Controls (a tab, say) shape as spaces; the text keeps them.
        let shapingText = scalars.map { $0.properties.generalCategory == .control ? 0x20 : $0.value }
        var runs: [ShapedRun] = []
        var advances = [Int](repeating: 0, count: scalars.count)
        var first = 0
        while first < graphemes.count {
            var last = first
            while last + 1 < graphemes.count, faceOfGrapheme[last + 1] == faceOfGrapheme[first],
                  levels[last + 1] == levels[first] { last += 1 }
            let range = graphemes[first].lowerBound..<graphemes[last].upperBound
            let face = faceOfGrapheme[first]
            let glyphs = shaper.shape(shapingText, range: range, font: chain[face],
                                      direction: levels[first] % 2 == 1 ? .rightToLeft : .leftToRight,
                                      letterSpacing: letterSpacing)
            for glyph in glyphs where advances.indices.contains(glyph.cluster) { advances[glyph.cluster] += glyph.advance }
            runs.append(ShapedRun(range: range, face: chainIDs[face], level: levels[first], glyphs: glyphs))
            first = last + 1
        }
        self.runs = runs
        var sums = [0]
        sums.reserveCapacity(advances.count + 1)
        for advance in advances { sums.append(sums[sums.count - 1] + advance) }
        advanceSums = sums
    }

    /// Advance width of scalars `range` in layout units.
    package func width(_ range: Range<Int>) -> Int { advanceSums[range.upperBound] - advanceSums[range.lowerBound] }

    /// `end` moved back over breaking spaces, not past `start`: spaces at a line's end hang.
    package func trimmedEnd(from start: Int, to end: Int) -> Int {
        var e = end
        while e > start, scalars[e - 1].isBreakingSpace { e -= 1 }
        return e
    }
}
