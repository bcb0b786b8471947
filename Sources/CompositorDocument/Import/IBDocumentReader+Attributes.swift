import CompositorCore

extension IBDocumentReader {
    /// Refuses an element with more than `ImportLimits.maxAttributes` attributes, at its start
    /// tag, before libxml2 sees it. libxml2 2.9 compares each attribute of a start tag with every
    /// earlier one (its duplicate check in `xmlParseStartTag2`), so one element of n attributes
    /// costs n²/2 comparisons: 0.3 / 0.95 / 3.7 s for 25,000 / 50,000 / 100,000 here (issue #50,
    /// measured with perf: 75 % of the time in that loop). At most 256 an element, an attribute
    /// costs at most 256 comparisons, so reading stays linear in the document's size; IB writes
    /// fewer than 30 on any element.
    ///
    /// The scan follows XML's tokens only as far as counting needs: a start tag's attributes are
    /// its `=` signs outside quoted values; comments, CDATA sections, declarations, end tags and
    /// text are passed over.
    static func refuseCrowdedElements(_ bytes: [UInt8], file: String) throws {
        let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), newline = UInt8(ascii: "\n")
        let quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'"), equals = UInt8(ascii: "=")
        var i = 0, line = 1
        /// Moves `i` past the next `terminator`, counting lines (to the end when there is none).
        func skip(past terminator: String) {
            let t = Array(terminator.utf8)
            while i < bytes.count {
                if bytes[i] == t[0], starts(bytes, terminator, at: i) { i += t.count; return }
                if bytes[i] == newline { line += 1 }
                i += 1
            }
        }
        while i < bytes.count {
            let b = bytes[i]
            if b == newline { line += 1 }
            guard b == lt, i + 1 < bytes.count else { i += 1; continue }
            if starts(bytes, "<!--", at: i) { skip(past: "-->"); continue }
            if starts(bytes, "<![CDATA[", at: i) { skip(past: "]]>"); continue }
            let next = bytes[i + 1]
            if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") || next == UInt8(ascii: "/") { skip(past: ">"); continue }
            // A start tag: count its attributes to its `>` (or a stray `<`, left to libxml2).
            let (tagLine, tagStart) = (line, i)
            var attributes = 0
            i += 1
            while i < bytes.count, bytes[i] != gt, bytes[i] != lt {
                let c = bytes[i]
                if c == quote || c == apostrophe {
                    i += 1
                    while i < bytes.count, bytes[i] != c {
                        if bytes[i] == newline { line += 1 }
                        i += 1
                    }
                } else if c == equals {
                    attributes += 1
                    if attributes > ImportLimits.maxAttributes {
                        var start = tagStart
                        while start > 0, bytes[start - 1] != newline { start -= 1 }
                        let column = 1 + bytes[start..<tagStart].count { $0 & 0xC0 != 0x80 }
                        throw TemplateError(file: file, line: tagLine, column: column, field: "",
                                            message: "an element with more than \(ImportLimits.maxAttributes) attributes (ImportLimits.maxAttributes); Interface Builder writes fewer than 30")
                    }
                } else if c == newline {
                    line += 1
                }
                i += 1
            }
        }
    }
}
