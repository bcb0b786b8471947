import CHarfBuzz

/// A glyph as HarfBuzz placed it, in layout units (`FontFace.unitsPerEm` per em), y pointing down.
package struct ShapedGlyph: Sendable {
    package var glyph: UInt32
    /// Index of the first Unicode scalar of the glyph's cluster, within its paragraph.
    package var cluster: Int
    /// The pen advance including letter spacing.
    package var advance: Int
    package var xOffset: Int
    package var yOffset: Int
}

/// The owner of one reusable `hb_buffer_t`, shaping runs of text with HarfBuzz: the font's
/// GSUB (ligatures, Arabic joining) and GPOS (kerning, mark placement) tables apply.
package final class TextShaper {
    private let buffer: OpaquePointer
    /// "und" (undetermined: the fonts' default language systems). Set explicitly because
    /// HarfBuzz would otherwise take the process locale, and output must not depend on it.
    private let language: hb_language_t

    package init() {
        // Never NULL: on allocation failure HarfBuzz hands back an inert empty buffer.
        buffer = hb_buffer_create()
        language = hb_language_from_string("und", -1)
    }

    deinit { hb_buffer_destroy(buffer) }

    /// Shapes `range` of `scalars` (one paragraph; the rest is context for joining) in `font`,
    /// glyphs in visual order (right-to-left runs come out reversed). `letterSpacing` (layout
    /// units) is added after the last glyph of every cluster; when it is not zero the optional
    /// ligatures are turned off, as typesetters do for tracked text.
    package func shape(_ scalars: [UInt32], range: Range<Int>, font: FontFace, direction: TextRunDirection,
               letterSpacing: Int) -> [ShapedGlyph] {
        hb_buffer_clear_contents(buffer)
        scalars.withUnsafeBufferPointer { text in
            hb_buffer_add_utf32(buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_set_direction(buffer, direction == .rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        var flags = HB_BUFFER_FLAG_DEFAULT.rawValue
        if range.lowerBound == 0 { flags |= HB_BUFFER_FLAG_BOT.rawValue }
        if range.upperBound == scalars.count { flags |= HB_BUFFER_FLAG_EOT.rawValue }
        hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
        hb_buffer_set_language(buffer, language)
        hb_buffer_guess_segment_properties(buffer)  // the script, from the text
        var features = letterSpacing == 0 ? [] : [Self.off("liga"), Self.off("clig"), Self.off("dlig")]
        hb_shape(font.harfBuzzFont, buffer, &features, UInt32(features.count))

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count), count > 0,
              let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            let info = infos[i], position = positions[i]
            let endsCluster = i + 1 == Int(count) || infos[i + 1].cluster != info.cluster
            glyphs.append(ShapedGlyph(
                glyph: info.codepoint, cluster: Int(info.cluster),
                advance: Int(position.x_advance) + (endsCluster ? letterSpacing : 0),
                xOffset: Int(position.x_offset), yOffset: -Int(position.y_offset)))
        }
        return glyphs
    }

    /// An OpenType feature turned off over the whole buffer.
    private static func off(_ tag: String) -> hb_feature_t {
        let value = tag.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return hb_feature_t(tag: value, value: 0, start: 0, end: UInt32.max)
    }
}
