/// The objects of a PDF file and its first page, as an asset catalog's vector image holds them.
///
/// Objects are found by scanning the file for `n g obj` headers, the way Poppler rebuilds a
/// damaged cross-reference table, and the objects inside object streams (`/Type /ObjStm`) are
/// added after; a later definition of a number replaces an earlier one (incremental updates).
/// So classic `xref` tables and PDF 1.5 cross-reference streams are read alike, and a wrong
/// offset in either does not matter. Encrypted files are refused; only FlateDecode (and
/// unfiltered) streams are read.
struct PDFDocument {
    let bytes: [UInt8]
    private(set) var objects: [Int: PDFObject] = [:]
    /// Trailer dictionaries and cross-reference stream dictionaries, in file order.
    private(set) var trailers: [[String: PDFObject]] = []
    /// Bytes lexed while scanning, bounded by `VectorImageLimits.maxLexedPerByte` × the file.
    private var lexed = 0
    /// The first `endstream` at or after the last stream searched for one (`bytes.count`: none).
    private var nextEndstream = -1

    init(bytes: [UInt8]) throws(VectorImageError) {
        self.bytes = bytes
        guard (0..<min(bytes.count, 1024)).contains(where: { Self.starts(bytes, "%PDF-", at: $0) }) else {
            throw VectorImageError("not a PDF file (no %PDF- header)")
        }
        try scan()
        if trailers.contains(where: { $0["Encrypt"] != nil }) {
            throw VectorImageError("the PDF is encrypted; asset PDFs are not, so it is not read")
        }
        try expandObjectStreams()
    }

    static func starts(_ bytes: [UInt8], _ text: String, at: Int) -> Bool {
        let w = Array(text.utf8)
        return at >= 0 && at + w.count <= bytes.count && bytes[at..<(at + w.count)].elementsEqual(w)
    }

    /// Every `n g obj … endobj` and `trailer << … >>` in the file.
    private mutating func scan() throws(VectorImageError) {
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let boundary = i == 0 || PDFLexer.isWhite(bytes[i - 1]) || PDFLexer.isDelimiter(bytes[i - 1])
            if boundary, (48...57).contains(b), let (number, next) = try objectHeader(at: i) {
                guard objects.count < VectorImageLimits.maxObjects else {
                    throw VectorImageError("more than \(VectorImageLimits.maxObjects) objects (VectorImageLimits.maxObjects)")
                }
                var lexer = PDFLexer(bytes: bytes, range: next..<bytes.count)
                let object = try? lexer.object()
                try countLexed(lexer.index - next)
                guard let object else { i = next; continue }
                var after = lexer.index
                if case .dictionary(let dict) = object, case .keyword("stream") = try lexer.token() {
                    let (range, end) = streamData(after: lexer.index, dictionary: dict)
                    objects[number] = .stream(dict, range)
                    if dict["Type"]?.name == "XRef" { trailers.append(dict) }
                    after = end
                } else {
                    objects[number] = object
                }
                i = after
                continue
            }
            if boundary, b == UInt8(ascii: "t"), Self.starts(bytes, "trailer", at: i) {
                var lexer = PDFLexer(bytes: bytes, range: (i + 7)..<bytes.count)
                let trailer = try? lexer.object()
                try countLexed(lexer.index - i)
                if let dict = trailer?.dictionary { trailers.append(dict); i = lexer.index; continue }
            }
            i += 1
        }
    }

    /// Counts `n` more bytes lexed; past the bound the file is refused.
    private mutating func countLexed(_ n: Int) throws(VectorImageError) {
        lexed += n
        guard lexed <= VectorImageLimits.maxLexedPerByte * bytes.count else {
            throw VectorImageError("the PDF's objects overlap more than \(VectorImageLimits.maxLexedPerByte) times over (VectorImageLimits.maxLexedPerByte): it is damaged")
        }
    }

    /// `n g obj` at `i`: the object number and where its object starts.
    private func objectHeader(at i: Int) throws(VectorImageError) -> (Int, Int)? {
        var lexer = PDFLexer(bytes: bytes, range: i..<min(bytes.count, i + 64))
        guard case .number(let n, true) = try? lexer.token(), case .number(_, true) = try? lexer.token(),
              case .keyword("obj") = try? lexer.token(), n >= 0, n < 10_000_000 else { return nil }
        return (Int(n), lexer.index)
    }

    /// A stream's bytes after the `stream` keyword ending at `start`: `/Length` when it is direct
    /// and `endstream` follows it, else up to the next `endstream`. Also where scanning goes on.
    private mutating func streamData(after start: Int, dictionary: [String: PDFObject]) -> (Range<Int>, Int) {
        var begin = start
        if begin < bytes.count, bytes[begin] == 13 { begin += 1 }
        if begin < bytes.count, bytes[begin] == 10 { begin += 1 }
        if let length = dictionary["Length"]?.number, length >= 0, begin + Int(length) <= bytes.count {
            var j = begin + Int(length)
            while j < bytes.count, PDFLexer.isWhite(bytes[j]) { j += 1 }
            if Self.starts(bytes, "endstream", at: j) { return (begin..<(begin + Int(length)), j + 9) }
        }
        // Searched once for every stream before it (streams without their `endstream` made the
        // scan quadratic).
        if nextEndstream < begin {
            nextEndstream = begin
            while nextEndstream < bytes.count, !Self.starts(bytes, "endstream", at: nextEndstream) { nextEndstream += 1 }
        }
        let j = nextEndstream
        var stop = j
        if stop > begin, bytes[stop - 1] == 10 { stop -= 1 }
        if stop > begin, bytes[stop - 1] == 13 { stop -= 1 }
        return (begin..<stop, min(j + 9, bytes.count))
    }

    /// The objects held in object streams, unless defined directly.
    private mutating func expandObjectStreams() throws(VectorImageError) {
        for (_, object) in objects.sorted(by: { $0.key < $1.key }) {
            guard case .stream(let dict, _) = object, dict["Type"]?.name == "ObjStm",
                  let count = dict["N"]?.number, let first = dict["First"]?.number else { continue }
            let data = try streamBytes(object)
            var header = PDFLexer(bytes: data, range: 0..<min(Int(max(first, 0)), data.count))
            var entries: [(Int, Int)] = []
            for _ in 0..<min(Int(max(count, 0)), VectorImageLimits.maxObjects) {
                guard case .number(let n, _) = try header.token(), case .number(let offset, _) = try header.token() else { break }
                entries.append((Int(n), Int(first) + Int(offset)))
            }
            for (n, offset) in entries where objects[n] == nil && offset >= 0 && offset < data.count {
                guard objects.count < VectorImageLimits.maxObjects else {
                    throw VectorImageError("more than \(VectorImageLimits.maxObjects) objects (VectorImageLimits.maxObjects)")
                }
                var lexer = PDFLexer(bytes: data, range: offset..<data.count)
                if let object = try? lexer.object() { objects[n] = object }
            }
        }
    }

    /// `object` with references followed (a bounded chain).
    func resolve(_ object: PDFObject?) -> PDFObject? {
        var current = object, hops = 0
        while case .reference(let n, _) = current, hops < VectorImageLimits.maxDepth {
            current = objects[n]; hops += 1
        }
        if case .reference = current { return nil }
        return current
    }

    /// The decoded bytes of a stream: unfiltered, or FlateDecode.
    func streamBytes(_ object: PDFObject) throws(VectorImageError) -> [UInt8] {
        guard case .stream(let dict, let range) = object else { return [] }
        guard range.count <= VectorImageLimits.maxStreamBytes else {
            throw VectorImageError("a stream of \(range.count) bytes (VectorImageLimits.maxStreamBytes is \(VectorImageLimits.maxStreamBytes))")
        }
        let filters: [String]
        switch resolve(dict["Filter"]) {
        case nil, .null?: filters = []
        case .name(let n)?: filters = [n]
        case .array(let items)?: filters = items.compactMap { resolve($0)?.name }
        default: filters = ["?"]
        }
        var data = Array(bytes[range])
        for filter in filters {
            guard filter == "FlateDecode" || filter == "Fl" else {
                throw VectorImageError("a stream is encoded with \(filter), which is not read (only FlateDecode)")
            }
            data = try FlateInflater.inflate(data[...])
        }
        return data
    }

    /// The first page's dictionary with its inherited entries (`Resources`, `MediaBox`,
    /// `CropBox`, `Rotate`) filled in from its ancestors.
    func firstPage() throws(VectorImageError) -> [String: PDFObject] {
        let root = trailers.reversed().lazy.compactMap { self.resolve($0["Root"])?.dictionary }.first
            ?? objects.values.lazy.compactMap(\.dictionary).first { $0["Type"]?.name == "Catalog" }
        guard var node = root.flatMap({ resolve($0["Pages"])?.dictionary }) else {
            throw VectorImageError("the PDF has no page tree (no /Catalog with /Pages)")
        }
        var inherited: [String: PDFObject] = [:]
        for _ in 0..<VectorImageLimits.maxDepth {
            for key in ["Resources", "MediaBox", "CropBox", "Rotate"] { if let v = node[key] { inherited[key] = v } }
            if node["Type"]?.name == "Page" || node["Kids"] == nil { return inherited.merging(node) { _, own in own } }
            guard let kid = resolve(node["Kids"])?.array?.first, let next = resolve(kid)?.dictionary else {
                throw VectorImageError("the PDF's page tree has no pages")
            }
            node = next
        }
        throw VectorImageError("the page tree is nested deeper than \(VectorImageLimits.maxDepth) levels (VectorImageLimits.maxDepth)")
    }
}
