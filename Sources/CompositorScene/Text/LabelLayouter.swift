/// Lays a `Label` out: paragraphs, font fallback and direction runs, HarfBuzz shaping, word wrap,
/// tail truncation, line height and alignment.
///
/// Everything is computed in integer layout units (`FontFace.unitsPerEm` per em), so widths add up
/// exactly whatever the order, and converted to points at the end. Line metrics (ascender,
/// descender, natural line height) are the label's own font's: a fallback font with taller glyphs
/// does not make its line taller. A `lineHeight` larger or smaller than the font's splits the
/// difference evenly above and below the glyphs (as CSS and Figma do; UIKit puts it all on top).
package struct LabelLayouter {
    package let fonts: FontCollection
    package let shaper: TextShaper

    /// The layout of `label` in a box `width` points wide (`.infinity`: no wrapping) and `height`
    /// points tall (`nil`: unlimited). As UILabel, a bounded height caps the line count at the
    /// lines that fit (at least one).
    package func layout(_ label: Label, width: Double, height: Double?) throws -> TextLayout {
        guard let prepared = try prepare(label) else { return .empty }
        return layout(prepared, width: width, height: height)
    }

    /// The work of laying `label` out that does not depend on its box (fonts, shaping, break
    /// opportunities), or `nil` when it draws nothing (empty text, unusable size).
    package func prepare(_ label: Label) throws -> PreparedLabel? {
        let chainIDs = try fonts.chain(for: label.font, text: label.text)
        let size = label.font.size
        guard size.isFinite, size > 0, !label.text.isEmpty else { return nil }
        return PreparedLabel(label, chainIDs: chainIDs, fonts: fonts, shaper: shaper,
                             letterSpacing: Self.units(label.letterSpacing / (size / Double(FontFace.unitsPerEm))) ?? 0)
    }

    /// The layout of a prepared label in a box `width` × `height` points (see `layout(_:width:height:)`):
    /// line breaking, truncation, line height and alignment.
    package func layout(_ prepared: PreparedLabel, width: Double, height: Double?) -> TextLayout {
        let label = prepared.label
        let size = label.font.size
        let primary = prepared.chain[0]
        let pointsPerUnit = size / Double(FontFace.unitsPerEm)
        let pointsPerDesignUnit = size / Double(primary.designUnitsPerEm)
        let ascent = Double(primary.ascender) * pointsPerDesignUnit
        let descent = -Double(primary.descender) * pointsPerDesignUnit
        let natural = max(Double(primary.lineSpacing) * pointsPerDesignUnit, ascent + descent)
        let lineHeight = label.lineHeight.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? natural
        let maxWidth = width.isFinite ? (Self.units(max(width, 0) / pointsPerUnit) ?? Int.max) : Int.max

        var maxLines = label.numberOfLines > 0 ? label.numberOfLines : Int.max
        if let height, height.isFinite {
            maxLines = min(maxLines, max(1, Int(((height + 1e-6) / lineHeight).rounded(.down))))
        }

        let ellipsis = prepared.ellipsis
        var builder = LineBuilder(pointsPerUnit: pointsPerUnit, boxWidth: width, alignment: label.alignment)
        var missing: [Unicode.Scalar] = []
        let paragraphs = prepared.paragraphs
        for index in paragraphs.indices {
            let linesLeft = maxLines - builder.lines.count
            guard linesLeft > 0 else { break }
            let (paragraph, opportunities) = prepared.shaped(index)
            missing += paragraph.missing
            let breaker = LineBreaker(paragraph: paragraph, opportunities: opportunities, maxWidth: maxWidth,
                                      ellipsisWidth: ellipsis.width(0..<1))
            let moreTextFollows = paragraphs[(index + 1)...].contains { !$0.scalars.isEmpty }
            for line in breaker.lines(maxLines: linesLeft, moreTextFollows: moreTextFollows) {
                builder.append(line, of: paragraph, ellipsis: ellipsis)
            }
        }

        var lines = builder.lines
        let halfLeading = (lineHeight - ascent - descent) / 2
        for i in lines.indices { lines[i].baseline = Double(i) * lineHeight + halfLeading + ascent }
        var seen = Set<Unicode.Scalar>()
        return TextLayout(
            lines: lines, height: Double(lines.count) * lineHeight, lineHeight: lineHeight,
            fontNames: builder.faceIDs.map { fonts.faces[$0].name },
            missingCharacters: missing.filter { seen.insert($0).inserted }, faceIDs: builder.faceIDs)
    }

    /// The label's paragraphs with the index of each one's first scalar; "\r\n" counts as one break.
    package static func paragraphs(of text: String) -> [(start: Int, scalars: [Unicode.Scalar])] {
        var result: [(start: Int, scalars: [Unicode.Scalar])] = []
        var current: [Unicode.Scalar] = []
        var start = 0, index = 0, previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { index += 1 }
            if scalar == "\n", previousWasCR { previousWasCR = false; start = index + 1; continue }
            previousWasCR = scalar == "\r"
            if scalar.isParagraphSeparator {
                result.append((start, current))
                current = []
                start = index + 1
            } else {
                current.append(scalar)
            }
        }
        result.append((start, current))
        return result
    }

    /// `value` rounded to whole layout units, or nil when it is not a usable number.
    package static func units(_ value: Double) -> Int? {
        guard value.isFinite, value.magnitude < Double(Int32.max) else { return nil }
        return Int(value.rounded())
    }
}

/// Turns broken line ranges into `TextLine`s: bidi reordering, pen positions, alignment.
private struct LineBuilder {
    let pointsPerUnit: Double
    let boxWidth: Double
    let alignment: TextAlignment
    var lines: [TextLine] = []
    /// Renderer face ids in order of first use; a glyph's `font` indexes this.
    var faceIDs: [Int] = []

    init(pointsPerUnit: Double, boxWidth: Double, alignment: TextAlignment) {
        self.pointsPerUnit = pointsPerUnit
        self.boxWidth = boxWidth
        self.alignment = alignment
    }

    mutating func append(_ line: LineBreaker.Line, of paragraph: ShapedParagraph, ellipsis: ShapedParagraph) {
        let isRTL = paragraph.direction == .rightToLeft
        let baseLevel = isRTL ? 1 : 0
        var segments: [(level: Int, face: Int, glyphs: [ShapedGlyph])] = []
        for run in paragraph.runs where run.range.overlaps(line.range) {
            let glyphs = run.glyphs.filter { line.range.contains($0.cluster) }
            guard !glyphs.isEmpty else { continue }
            segments.append((run.level, run.face, glyphs))
        }
        var text = String(String.UnicodeScalarView(paragraph.scalars[line.range]))
        if line.isTruncated {
            text += "\u{2026}"
            for run in ellipsis.runs {
                let glyphs = run.glyphs.map { glyph in
                    var g = glyph
                    g.cluster = line.range.upperBound
                    return g
                }
                segments.append((baseLevel, run.face, glyphs))
            }
        }
        BidiLevels.reorder(&segments) { $0.level }

        var pen = 0
        var glyphs: [PositionedGlyph] = []
        for segment in segments {
            let font = fontIndex(segment.face)
            for g in segment.glyphs {
                glyphs.append(PositionedGlyph(
                    glyph: g.glyph, font: font, x: Double(pen + g.xOffset) * pointsPerUnit,
                    y: Double(g.yOffset) * pointsPerUnit, advance: Double(g.advance) * pointsPerUnit,
                    cluster: paragraph.start + g.cluster))
                pen += g.advance
            }
        }
        let width = Double(pen) * pointsPerUnit
        let effective: TextAlignment = alignment == .natural ? (isRTL ? .right : .left) : alignment
        var x = 0.0
        if boxWidth.isFinite {
            switch effective {
            case .left, .natural: x = 0
            case .center: x = (boxWidth - width) / 2
            case .right: x = boxWidth - width
            }
        }
        lines.append(TextLine(text: text, x: x, baseline: 0, width: width, isRightToLeft: isRTL,
                              isTruncated: line.isTruncated, glyphs: glyphs))
    }

    private mutating func fontIndex(_ face: Int) -> Int {
        if let i = faceIDs.firstIndex(of: face) { return i }
        faceIDs.append(face)
        return faceIDs.count - 1
    }
}
