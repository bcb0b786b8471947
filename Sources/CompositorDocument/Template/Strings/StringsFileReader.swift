import Foundation

/// Reads an old-style `.strings` file: `"key" = "value";` pairs with `/* … */` and `// …`
/// comments, backslash escapes (`\n`, `\t`, `\r`, `\"`, `\\`, `\U00E9`) and unquoted keys of
/// letters, digits and `_.-$:/`; UTF-8, or UTF-16 with a byte-order mark, as Xcode writes them.
struct StringsFileReader {
    private var scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1

    /// The file's pairs, in the order written (a key given twice keeps its last value, as
    /// Foundation's reader does).
    static func read(_ data: Data) throws(StringTableError) -> [String: StringEntry] {
        let text: String?
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            text = String(data: data, encoding: .utf16)
        } else {
            text = String(data: data, encoding: .utf8)
        }
        guard let text else { throw StringTableError(message: "not UTF-8 or UTF-16 text") }
        var reader = StringsFileReader(scalars: Array(text.unicodeScalars.drop { $0 == "\u{FEFF}" }))
        return try reader.pairs()
    }

    private mutating func pairs() throws(StringTableError) -> [String: StringEntry] {
        var entries: [String: StringEntry] = [:]
        while true {
            try skipSpace()
            guard index < scalars.count else { return entries }
            let key = try token("a key")
            try skipSpace()
            try expect("=")
            try skipSpace()
            let value = try token("a value")
            try skipSpace()
            try expect(";")
            entries[key] = StringEntry(value: value)
        }
    }

    private mutating func expect(_ c: Unicode.Scalar) throws(StringTableError) {
        guard index < scalars.count, scalars[index] == c else { throw fail("expected \"\(c)\"") }
        index += 1
    }

    private func fail(_ message: String) -> StringTableError {
        StringTableError(message: "line \(line): \(message)" + (index < scalars.count ? ", found \"\(scalars[index].escaped(asASCII: false))\"" : " before the end"))
    }

    private mutating func skipSpace() throws(StringTableError) {
        while index < scalars.count {
            let c = scalars[index]
            if c == "\n" { line += 1; index += 1 } else if c.properties.isWhitespace { index += 1 }
            else if c == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                index += 2
                while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") {
                    if scalars[index] == "\n" { line += 1 }
                    index += 1
                }
                guard index + 1 < scalars.count else { throw StringTableError(message: "line \(line): a /* comment is not closed") }
                index += 2
            } else if c == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            } else { return }
        }
    }

    /// A quoted string with its escapes, or an unquoted word.
    private mutating func token(_ what: String) throws(StringTableError) -> String {
        guard index < scalars.count else { throw fail("expected \(what)") }
        if scalars[index] != "\"" {
            var word = String.UnicodeScalarView()
            while index < scalars.count, scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index]) || "_.-$:/".unicodeScalars.contains(scalars[index]) {
                word.append(scalars[index]); index += 1
            }
            guard !word.isEmpty else { throw fail("expected \(what)") }
            return String(word)
        }
        index += 1
        var text = String.UnicodeScalarView()
        while index < scalars.count, scalars[index] != "\"" {
            var c = scalars[index]
            if c == "\n" { line += 1 }
            if c == "\\" {
                index += 1
                guard index < scalars.count else { break }
                switch scalars[index] {
                case "n": c = "\n"
                case "t": c = "\t"
                case "r": c = "\r"
                case "U", "u":
                    let digits = scalars[(index + 1)..<min(index + 5, scalars.count)]
                    guard digits.count == 4, let code = UInt32(String(String.UnicodeScalarView(digits)), radix: 16), let s = Unicode.Scalar(code) else {
                        throw fail("\\U needs four hex digits")
                    }
                    c = s
                    index += 4
                default: c = scalars[index]
                }
            }
            text.append(c)
            index += 1
        }
        guard index < scalars.count else { throw StringTableError(message: "line \(line): a quoted string is not closed") }
        index += 1
        return String(text)
    }
}
