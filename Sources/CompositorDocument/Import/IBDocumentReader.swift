import CompositorCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an Interface Builder document (a storyboard or a xib) into an `IBNode` tree, refusing
/// what IB never writes before any of it is parsed.
///
/// Safety, in order: the file's size (`ImportLimits.maxDocumentBytes`) is checked before it is
/// read; any `<!DOCTYPE` or `<!ENTITY` is refused at its line and column before parsing, so no
/// entity is ever expanded and no external entity is ever fetched or read (IB writes neither);
/// so are bytes that are not UTF-8, a declared encoding other than UTF-8 and any processing
/// instruction (FoundationXML crashes on some); the parser runs with external entities off; elements and depth are counted while parsing and
/// parsing stops at the first limit crossed. Every failure is one `TemplateError` (exit 3) at
/// `file:line:column`.
package enum IBDocumentReader {
    /// The parsed root `<document>` of the file at `path`; `display` names it in messages.
    public static func read(path: String, display: String? = nil) throws -> IBNode {
        let shown = display ?? path
        let data = try readBounded(path: path, display: shown)
        return try parse(data, file: shown)
    }

    /// Reads at most `ImportLimits.maxDocumentBytes` (+1 to notice a larger file).
    static func readBounded(path: String, display: String) throws -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw TemplateError(file: display, field: "", message: "no such file")
        }
        guard !isDirectory.boolValue else { throw TemplateError(file: display, field: "", message: "is a folder, not a storyboard or xib") }
        // A FIFO would block the read below until some writer came.
        if let refusal = FileNode(path: path).inputRefusal { throw TemplateError(file: display, field: "", message: refusal, exitStatus: .badAsset) }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw TemplateError(file: display, field: "", message: "cannot open the file (permission denied?)")
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: ImportLimits.maxDocumentBytes + 1)) ?? Data()
        guard data.count <= ImportLimits.maxDocumentBytes else {
            throw TemplateError(file: display, line: 1, column: 1, field: "",
                                message: "the document is larger than \(ImportLimits.maxDocumentBytes >> 20) MiB (ImportLimits.maxDocumentBytes); Interface Builder documents are at most a few MB")
        }
        return data
    }

    /// Parses `data` (already bounded in size).
    ///
    /// The bytes reach libxml2 in chunks (`XMLParser(stream:)`), not whole: given one buffer, as
    /// `XMLParser(data:)` gives it, libxml2 2.9 stops with "Huge input lookup" (XML error 1) once
    /// it has read about 10,000,000 bytes into it (`XML_MAX_LOOKUP_LIMIT`; FoundationXML cannot
    /// set `XML_PARSE_HUGE`), so a well-formed 12 MB storyboard failed below the documented
    /// 16 MiB (issue #50). In chunks only a single token (a text, comment or attribute value)
    /// over 10,000,000 bytes still meets that limit.
    public static func parse(_ data: Data, file: String) throws -> IBNode {
        try requireUTF8(data, file: file)
        try refuseDeclarations(data, file: file)
        try refuseCrowdedElements([UInt8](data), file: file)
        let builder = TreeBuilder(file: file)
        let parser = XMLParser(stream: InputStream(data: data))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = builder
        let ok = parser.parse()
        if let error = builder.failure { throw error }
        guard ok, let root = builder.root else {
            let line = max(parser.lineNumber, 1), column = max(parser.columnNumber, 1)
            let reason = parser.parserError.map { describe($0) } ?? "not well-formed XML"
            throw TemplateError(file: file, line: line, column: column, field: "", message: "malformed XML: \(reason)")
        }
        return root
    }

    /// Interface Builder writes UTF-8, and FoundationXML traps on names that are not valid UTF-8
    /// (found by fuzzing), so anything else is refused at its first bad byte; so is a NUL.
    static func requireUTF8(_ data: Data, file: String) throws {
        var line = 1, column = 1, offset = 0
        var iterator = data.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar.value == 0 {
                    throw TemplateError(file: file, line: line, column: column, field: "", message: "a NUL character: not an Interface Builder document")
                }
                offset += String(scalar).utf8.count
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                return
            case .error:
                throw TemplateError(file: file, line: line, column: column, field: "",
                                    message: "not UTF-8 text at byte \(offset): Interface Builder documents are UTF-8")
            }
        }
    }

    /// `<!DOCTYPE` or `<!ENTITY` anywhere (IB never writes either): refused at its place, so an
    /// entity-expansion bomb or an external entity never reaches the parser. So is every `<?`
    /// (a processing instruction): IB writes none, and FoundationXML crashes on one without data
    /// (it reads the missing data with `strlen`), such as `<?a?>` at the very start or `<?xml?>`
    /// in the middle (both found by fuzzing). The one `<?` allowed is a real XML declaration —
    /// `<?xml` and a blank, at the first byte or after a byte-order mark — which libxml2 reads
    /// itself. Both checks look at every byte, inside comments, CDATA sections and attribute
    /// values too: libxml2 runs in recovery mode, so after an error (a `<` inside an attribute
    /// value) it goes on parsing what a scan that skipped comments would have taken for one
    /// (`a="<!--"/><?a?>` crashed, found by fuzzing). IB writes neither in a comment or in text.
    static func refuseDeclarations(_ data: Data, file: String) throws {
        let bytes = [UInt8](data)
        let lt = UInt8(ascii: "<"), bang = UInt8(ascii: "!"), question = UInt8(ascii: "?")
        var line = 1, column = 1
        let declarationAt = starts(bytes, "\u{FEFF}", at: 0) ? 3 : 0
        let isDeclaration = starts(bytes, "<?xml", at: declarationAt) && declarationAt + 5 < bytes.count
            && blanks.contains(bytes[declarationAt + 5])
        if isDeclaration { try requireUTF8Declaration(bytes, at: declarationAt, file: file) }
        for (i, b) in bytes.enumerated() {
            if b == lt, i + 1 < bytes.count, bytes[i + 1] == question, !(i == declarationAt && isDeclaration) {
                let message = i == declarationAt
                    ? "a processing instruction (<?…?>) is refused: Interface Builder never writes one, and the document must start with an XML declaration (<?xml version=…?>) or its root element"
                    : "a processing instruction (<?…?>) after the XML declaration is refused: Interface Builder never writes one"
                throw TemplateError(file: file, line: line, column: column, field: "", message: message)
            }
            if b == lt, i + 2 < bytes.count, bytes[i + 1] == bang {
                for word in ["DOCTYPE", "ENTITY"] {
                    let w = Array(word.utf8)
                    if i + 2 + w.count <= bytes.count,
                       zip(bytes[(i + 2)..<(i + 2 + w.count)], w).allSatisfy({ ($0 & 0xDF) == $1 }) {
                        throw TemplateError(file: file, line: line, column: column, field: "",
                                            message: "<!\(word)> declarations are refused: Interface Builder never writes them, and entities could expand without bound or read other files")
                    }
                }
            }
            if b == UInt8(ascii: "\n") { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
        }
    }

    /// The XML declaration at byte `at` names no encoding or UTF-8 (any case), as IB writes it:
    /// another name (UTF-7, UTF-16, an EBCDIC page) would have libxml2 transcode the bytes
    /// `requireUTF8` checked, and libxml2 2.9 crashed on UTF-7 (found by fuzzing).
    static func requireUTF8Declaration(_ bytes: [UInt8], at: Int, file: String) throws {
        // The declaration: to its `?>`, within its first 256 bytes (IB's is 38).
        let end = (at..<min(bytes.count, at + 256)).first { starts(bytes, "?>", at: $0) } ?? min(bytes.count, at + 256)
        guard let key = (at..<end).first(where: { $0 + 8 <= end && starts(bytes, "encoding", at: $0) }) else { return }
        var i = key + 8
        while i < end, blanks.contains(bytes[i]) || bytes[i] == UInt8(ascii: "=") { i += 1 }
        guard i < end, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { return }
        let valueStart = i + 1
        let valueEnd = (valueStart..<end).first { bytes[$0] == bytes[i] } ?? end
        let name = String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
        guard name.uppercased() != "UTF-8" else { return }
        let before = String(decoding: bytes[..<valueStart], as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        throw TemplateError(file: file, line: before.count, column: 1 + (before.last?.count ?? 0), field: "encoding",
                            message: "the XML declaration names encoding \"\(name.prefix(40))\": Interface Builder documents are UTF-8")
    }

    /// XML's blanks: space, tab, line feed, carriage return.
    static let blanks: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]

    /// Whether `text`'s UTF-8 starts at byte `at` of `bytes`.
    static func starts(_ bytes: [UInt8], _ text: String, at: Int) -> Bool {
        let w = Array(text.utf8)
        return at >= 0 && at + w.count <= bytes.count && bytes[at..<(at + w.count)].elementsEqual(w)
    }

    /// libxml2's common error numbers (XMLParser.ErrorCode) in words.
    static let errorWords: [Int: String] = [
        1: "a text, comment or attribute value longer than libxml2's 10,000,000 bytes", 4: "the document is empty", 5: "the document ends too early", 9: "an invalid character",
        26: "an undeclared entity", 38: "an attribute without a value", 39: "an unfinished attribute",
        41: "an attribute without quotes", 42: "an attribute given twice", 64: "the XML declaration is malformed",
        73: "a tag without its closing >", 76: "an end tag that does not match its start tag",
        77: "an end tag where none was expected", 85: "text after the document's end",
    ]

    static func describe(_ error: Error) -> String {
        let ns = error as NSError
        if let words = errorWords[ns.code] { return "\(words) (XML error \(ns.code))" }
        return "XML error \(ns.code)"
    }

    /// Builds the tree from the parser's events, counting elements and depth.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        let file: String
        var root: IBNode?
        var stack: [IBNode] = []
        var elements = 0
        var failure: TemplateError?
        var pendingComment: String?

        init(file: String) { self.file = file }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            elements += 1
            let line = parser.lineNumber, column = parser.columnNumber
            if elements > ImportLimits.maxElements {
                fail(parser, line, column, "more than \(ImportLimits.maxElements) elements (ImportLimits.maxElements)")
                return
            }
            if stack.count >= ImportLimits.maxDepth {
                fail(parser, line, column, "elements nested deeper than \(ImportLimits.maxDepth) levels (ImportLimits.maxDepth)")
                return
            }
            let node = IBNode(name: elementName, attributes: attributeDict, line: line, column: column)
            node.comment = pendingComment
            pendingComment = nil
            if let parent = stack.last { parent.children.append(node) } else if root == nil { root = node }
            stack.append(node)
        }

        func parser(_ parser: XMLParser, foundComment comment: String) {
            pendingComment = String(comment.trimmingCharacters(in: .whitespacesAndNewlines).prefix(200))
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            _ = stack.popLast()
            pendingComment = nil
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard let top = stack.last, top.text.utf8.count < TemplateLimits.maxLabelCharacters * 4 else { return }
            top.text += string
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            guard let top = stack.last, let s = String(data: CDATABlock, encoding: .utf8) else { return }
            if top.text.utf8.count < TemplateLimits.maxLabelCharacters * 4 { top.text += s }
        }

        /// The first error libxml2 reports (swift-corelibs' `parse()` can return true after one).
        /// Parsing is not stopped here: `abortParsing()` from this callback halts libxml2 2.9
        /// mid-chunk, and its next step reads the buffer the halt freed (a crash the fuzzer found
        /// on a document declaring UTF-7); the recovered rest is parsed and thrown away.
        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            guard failure == nil else { return }
            let line = max(parser.lineNumber, 1), column = max(parser.columnNumber, 1)
            failure = TemplateError(file: file, line: line, column: column, field: "", message: "malformed XML: \(IBDocumentReader.describe(parseError))")
        }

        func parser(_ parser: XMLParser, validationErrorOccurred validationError: Error) {}

        func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? { nil }

        private func fail(_ parser: XMLParser, _ line: Int, _ column: Int, _ message: String) {
            if failure == nil { failure = TemplateError(file: file, line: line, column: column, field: "", message: message) }
            parser.abortParsing()
        }
    }
}
