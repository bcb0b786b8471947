/// Reads PDF tokens and objects from bytes (ISO 32000-1 §7.2–7.3): numbers, names (with `#xx`
/// escapes), literal and hex strings, arrays, dictionaries, `n g R` references, and the bare
/// keywords between them (`obj`, `stream`, a content stream's operators). Nesting is bounded
/// by `VectorImageLimits.maxDepth`.
struct PDFLexer {
    enum Token: Equatable {
        case number(Double, isInteger: Bool)
        case name(String)
        case string([UInt8])
        case keyword(String)
        case arrayOpen, arrayClose, dictionaryOpen, dictionaryClose
        case end
    }

    let bytes: [UInt8]
    var index: Int
    let end: Int

    init(bytes: [UInt8], range: Range<Int>? = nil) {
        self.bytes = bytes
        index = range?.lowerBound ?? 0
        end = range?.upperBound ?? bytes.count
    }

    static func isWhite(_ b: UInt8) -> Bool { b == 0 || b == 9 || b == 10 || b == 12 || b == 13 || b == 32 }
    static func isDelimiter(_ b: UInt8) -> Bool { "()<>[]{}/%".utf8.contains(b) }

    /// Skips blanks and `%` comments.
    mutating func skipWhite() {
        while index < end {
            if Self.isWhite(bytes[index]) { index += 1 } else if bytes[index] == UInt8(ascii: "%") {
                while index < end, bytes[index] != 10, bytes[index] != 13 { index += 1 }
            } else { return }
        }
    }

    mutating func token() throws(VectorImageError) -> Token {
        skipWhite()
        guard index < end else { return .end }
        let b = bytes[index]
        switch b {
        case UInt8(ascii: "["): index += 1; return .arrayOpen
        case UInt8(ascii: "]"): index += 1; return .arrayClose
        case UInt8(ascii: "<"):
            if index + 1 < end, bytes[index + 1] == UInt8(ascii: "<") { index += 2; return .dictionaryOpen }
            return .string(try hexString())
        case UInt8(ascii: ">"):
            if index + 1 < end, bytes[index + 1] == UInt8(ascii: ">") { index += 2; return .dictionaryClose }
            throw VectorImageError("a stray \">\" at byte \(index)")
        case UInt8(ascii: "("): return .string(try literalString())
        case UInt8(ascii: "/"): index += 1; return .name(name())
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ")"): index += 1; return .keyword(String(UnicodeScalar(b)))
        default:
            let start = index
            while index < end, !Self.isWhite(bytes[index]), !Self.isDelimiter(bytes[index]) { index += 1 }
            let word = bytes[start..<index]
            if let first = word.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") || first == UInt8(ascii: ".") || (48...57).contains(first),
               word.allSatisfy({ (48...57).contains($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }) {
                let text = String(decoding: word, as: UTF8.self)
                // PDF writers emit "-.5" and even "--5" or "5-": read what Poppler reads, else 0.
                let value = Double(text) ?? Double(text.replacingOccurrences(of: "--", with: "-")) ?? 0
                return .number(Self.bounded(value), isInteger: !word.contains(UInt8(ascii: ".")))
            }
            return .keyword(String(decoding: word, as: UTF8.self))
        }
    }

    /// The largest magnitude a number keeps: PDF's integer limit (ISO 32000-1, Annex C.2,
    /// 2^31 − 1). Past it a writer is broken or hostile, so the number is clamped — and every
    /// `Int(number)` in the reader stays exact and cannot trap (a 30-digit object number
    /// once did).
    static let maxMagnitude = 2_147_483_647.0

    /// `value` clamped to ±`maxMagnitude`; not finite reads as 0.
    static func bounded(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        return min(max(value, -maxMagnitude), maxMagnitude)
    }

    private mutating func name() -> String {
        var out: [UInt8] = []
        while index < end, !Self.isWhite(bytes[index]), !Self.isDelimiter(bytes[index]) {
            if bytes[index] == UInt8(ascii: "#"), index + 2 < end,
               let v = UInt8(String(decoding: bytes[(index + 1)...(index + 2)], as: UTF8.self), radix: 16) {
                out.append(v); index += 3
            } else { out.append(bytes[index]); index += 1 }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func hexString() throws(VectorImageError) -> [UInt8] {
        index += 1
        var digits: [UInt8] = []
        while index < end, bytes[index] != UInt8(ascii: ">") {
            if let v = Self.hexValue(bytes[index]) { digits.append(v) }
            index += 1
        }
        guard index < end else { throw VectorImageError("a hex string is not closed") }
        index += 1
        if digits.count % 2 == 1 { digits.append(0) }
        return stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
    }

    static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case 48...57: b - 48
        case 65...70: b - 55
        case 97...102: b - 87
        default: nil
        }
    }

    private mutating func literalString() throws(VectorImageError) -> [UInt8] {
        index += 1
        var depth = 1, out: [UInt8] = []
        while index < end {
            let b = bytes[index]
            index += 1
            if b == UInt8(ascii: "\\"), index < end {
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "r"): out.append(13)
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "b"): out.append(8)
                case UInt8(ascii: "f"): out.append(12)
                case 48...55:
                    var v = Int(e - 48), n = 1
                    while n < 3, index < end, (48...55).contains(bytes[index]) { v = v * 8 + Int(bytes[index] - 48); index += 1; n += 1 }
                    out.append(UInt8(v & 0xFF))
                case 10, 13: if e == 13, index < end, bytes[index] == 10 { index += 1 }
                default: out.append(e)
                }
                continue
            }
            if b == UInt8(ascii: "(") { depth += 1 } else if b == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return out }
            }
            out.append(b)
        }
        throw VectorImageError("a string is not closed")
    }

    /// The next object (a keyword other than `true`, `false` and `null` is an error); `depth`
    /// is how deep the caller already is.
    mutating func object(depth: Int = 0) throws(VectorImageError) -> PDFObject {
        try object(from: token(), depth: depth)
    }

    /// The object that starts with `first`.
    mutating func object(from first: Token, depth: Int) throws(VectorImageError) -> PDFObject {
        guard depth < VectorImageLimits.maxDepth else {
            throw VectorImageError("objects nested deeper than \(VectorImageLimits.maxDepth) levels (VectorImageLimits.maxDepth)")
        }
        switch first {
        case .number(let v, let isInteger):
            // `n g R`: look ahead two tokens, else put them back.
            if isInteger, v >= 0 {
                let mark = index
                if case .number(let g, true) = try token(), case .keyword("R") = try token() {
                    return .reference(Int(v), Int(g))
                }
                index = mark
            }
            return .number(v)
        case .name(let n): return .name(n)
        case .string(let s): return .string(s)
        case .arrayOpen:
            var items: [PDFObject] = []
            while true {
                let t = try token()
                if t == .arrayClose { return .array(items) }
                guard t != .end else { throw VectorImageError("an array is not closed") }
                items.append(try object(from: t, depth: depth + 1))
            }
        case .dictionaryOpen:
            var entries: [String: PDFObject] = [:]
            while true {
                let t = try token()
                if t == .dictionaryClose { return .dictionary(entries) }
                guard case .name(let key) = t else {
                    if t == .end { throw VectorImageError("a dictionary is not closed") }
                    throw VectorImageError("a dictionary key is not a name at byte \(index)")
                }
                entries[key] = try object(depth: depth + 1)
            }
        case .keyword("true"): return .bool(true)
        case .keyword("false"): return .bool(false)
        case .keyword("null"): return .null
        case .keyword(let k): throw VectorImageError("unexpected \"\(k.prefix(20))\" at byte \(index)")
        case .arrayClose, .dictionaryClose: throw VectorImageError("unexpected \"]\" or \">>\" at byte \(index)")
        case .end: throw VectorImageError("the data ends where an object was expected")
        }
    }
}
