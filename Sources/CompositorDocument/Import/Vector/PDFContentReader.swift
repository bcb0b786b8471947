import CompositorCore
import CompositorScene

/// Runs a PDF page's content stream (ISO 32000-1 §8–9) into a `VectorArtwork`: the path
/// operators (m l c v y h re), painting (f F f* S s B B* b b* n), the graphics state (q Q cm w
/// J j M gs), colours (g G rg RG k K cs CS sc scn SC SCN) and form XObjects (Do), a form with a
/// transparency group fading as one. What it cannot draw is skipped and named once: text (BT…ET,
/// fonts are not read), images (image XObjects, inline images), shadings and patterns, dashes,
/// clipping paths other than rectangles around the page. Bounded by `VectorImageLimits`.
struct PDFContentReader {
    let document: PDFDocument
    private var state: PDFGraphicsState
    private var saved: [PDFGraphicsState] = []
    private var path = VectorPath()
    private var current = Point.zero, start = Point.zero
    private var pendingClip: Bool?
    private(set) var skipped: [String] = []
    private var operators = 0, elements = 0, shapes = 0
    /// Content bytes run so far: the page's and each form's every time it is drawn.
    private var contentBytes = 0
    private let pageBox: Rect

    /// A reader for `document`'s page whose crop box in user space is `box` (x0, y0, x1, y1).
    init(document: PDFDocument, box: (Double, Double, Double, Double)) {
        self.document = document
        state = PDFGraphicsState(transform: AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -box.0, ty: box.3))
        pageBox = Rect(x: 0, y: 0, width: box.2 - box.0, height: box.3 - box.1)
    }

    /// The artwork of the first page of `bytes`.
    static func artwork(_ bytes: [UInt8]) throws(VectorImageError) -> VectorArtwork {
        let document = try PDFDocument(bytes: bytes)
        let page = try document.firstPage()
        func box(_ key: String) -> (Double, Double, Double, Double)? {
            guard let items = document.resolve(page[key])?.array, items.count == 4 else { return nil }
            let v = items.compactMap { document.resolve($0)?.number }
            guard v.count == 4 else { return nil }
            return (min(v[0], v[2]), min(v[1], v[3]), max(v[0], v[2]), max(v[1], v[3]))
        }
        guard let media = box("MediaBox") else { throw VectorImageError("the page has no MediaBox") }
        var crop = box("CropBox") ?? media
        crop = (max(crop.0, media.0), max(crop.1, media.1), min(crop.2, media.2), min(crop.3, media.3))
        let size = Size(width: crop.2 - crop.0, height: crop.3 - crop.1)
        guard size.width > 0, size.height > 0, size.width <= VectorImageLimits.maxPoints, size.height <= VectorImageLimits.maxPoints else {
            throw VectorImageError("the page is \(size.width) × \(size.height) points (at most \(Int(VectorImageLimits.maxPoints)) a side, VectorImageLimits.maxPoints)")
        }
        var reader = PDFContentReader(document: document, box: crop)
        if let rotate = document.resolve(page["Rotate"])?.number, Int(rotate) % 360 != 0 {
            reader.skip("the page's /Rotate \(Int(rotate)) (drawn unrotated)")
        }
        var content: [UInt8] = []
        let streams: [PDFObject]
        switch document.resolve(page["Contents"]) {
        case .array(let items)?: streams = items.compactMap { document.resolve($0) }
        case let stream?: streams = [stream]
        case nil: streams = []
        }
        for stream in streams {
            content += try document.streamBytes(stream) + [10]
            guard content.count <= VectorImageLimits.maxStreamBytes else {
                throw VectorImageError("the page's content passes \(VectorImageLimits.maxStreamBytes) bytes (VectorImageLimits.maxStreamBytes)")
            }
        }
        let resources = document.resolve(page["Resources"])?.dictionary ?? [:]
        let nodes = try reader.run(content, resources: resources, depth: 0)
        return VectorArtwork(size: size, nodes: nodes, skipped: reader.skipped)
    }

    mutating func skip(_ what: String) {
        if !skipped.contains(what) { skipped.append(what) }
    }

    /// Runs `content` with `resources`; the shapes it paints, back to front.
    mutating func run(_ content: [UInt8], resources: [String: PDFObject], depth: Int) throws(VectorImageError) -> [VectorArtwork.Node] {
        contentBytes += content.count
        guard contentBytes <= VectorImageLimits.maxContentBytes else {
            throw VectorImageError("the page and its forms run more than \(VectorImageLimits.maxContentBytes) bytes of content (VectorImageLimits.maxContentBytes)")
        }
        var lexer = PDFLexer(bytes: content)
        var operands: [PDFObject] = []
        var nodes: [VectorArtwork.Node] = []
        let baseDepth = saved.count
        while true {
            let token = try lexer.token()
            if token == .end { break }
            guard case .keyword(let op) = token else {
                operands.append(try lexer.object(from: token, depth: 1))
                if operands.count > 64 { operands.removeFirst() }
                continue
            }
            operators += 1
            guard operators <= VectorImageLimits.maxOperators else {
                throw VectorImageError("the page runs more than \(VectorImageLimits.maxOperators) operators (VectorImageLimits.maxOperators)")
            }
            if op == "BI" {
                skip("an inline image")
                skipInlineImage(&lexer)
            } else if op == "BT" {
                skip("text (fonts are not read)")
                skipText(&lexer)
            } else {
                try perform(op, operands, resources: resources, depth: depth, into: &nodes)
            }
            operands.removeAll(keepingCapacity: true)
        }
        // A content stream that leaves `q`s open: restored at its end, as viewers do.
        while saved.count > baseDepth { state = saved.removeLast() }
        return nodes
    }

    private mutating func perform(_ op: String, _ operands: [PDFObject], resources: [String: PDFObject], depth: Int,
                                  into nodes: inout [VectorArtwork.Node]) throws(VectorImageError) {
        let n = operands.compactMap(\.number)
        func point(_ i: Int) -> Point { state.transform.apply(Point(x: n[i], y: n[i + 1])) }
        switch op {
        case "q":
            guard saved.count < VectorImageLimits.maxDepth else {
                throw VectorImageError("q nested deeper than \(VectorImageLimits.maxDepth) levels (VectorImageLimits.maxDepth)")
            }
            saved.append(state)
        case "Q": if let last = saved.popLast() { state = last }
        case "cm" where n.count == 6:
            state.transform = AffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5]).concatenating(state.transform)
        case "w" where n.count == 1: state.lineWidth = max(n[0], 0)
        case "J" where n.count == 1: state.lineCap = [.butt, .round, .square][min(max(Int(n[0]), 0), 2)]
        case "j" where n.count == 1: state.lineJoin = [.miter, .round, .bevel][min(max(Int(n[0]), 0), 2)]
        case "M" where n.count == 1: state.miterLimit = max(n[0], 1)
        case "d":
            if let dashes = operands.first?.array, !dashes.isEmpty { skip("dashed strokes (drawn solid)") }
        case "gs": if let name = operands.first?.name { graphicsState(name, resources) }
        case "m" where n.count == 2:
            try add(.move(point(0))); current = point(0); start = current
        case "l" where n.count == 2:
            if path.elements.isEmpty { try add(.move(current)) }
            try add(.line(point(0))); current = point(0)
        case "c" where n.count == 6:
            try add(.cubic(point(0), point(2), point(4))); current = point(4)
        case "v" where n.count == 4:
            try add(.cubic(current, point(0), point(2))); current = point(2)
        case "y" where n.count == 4:
            try add(.cubic(point(0), point(2), point(2))); current = point(2)
        case "h": if !path.elements.isEmpty { try add(.close); current = start }
        case "re" where n.count == 4:
            let t = state.transform
            let corners = [(n[0], n[1]), (n[0] + n[2], n[1]), (n[0] + n[2], n[1] + n[3]), (n[0], n[1] + n[3])].map { t.apply(Point(x: $0.0, y: $0.1)) }
            try add(.move(corners[0])); for c in corners.dropFirst() { try add(.line(c)) }
            try add(.close)
            current = corners[0]; start = current
        case "f", "F": try paint(fill: true, evenOdd: false, stroke: false, into: &nodes)
        case "f*": try paint(fill: true, evenOdd: true, stroke: false, into: &nodes)
        case "S": try paint(fill: false, evenOdd: false, stroke: true, into: &nodes)
        case "s": if !path.elements.isEmpty { try add(.close) }; try paint(fill: false, evenOdd: false, stroke: true, into: &nodes)
        case "B": try paint(fill: true, evenOdd: false, stroke: true, into: &nodes)
        case "B*": try paint(fill: true, evenOdd: true, stroke: true, into: &nodes)
        case "b": if !path.elements.isEmpty { try add(.close) }; try paint(fill: true, evenOdd: false, stroke: true, into: &nodes)
        case "b*": if !path.elements.isEmpty { try add(.close) }; try paint(fill: true, evenOdd: true, stroke: true, into: &nodes)
        case "n": try paint(fill: false, evenOdd: false, stroke: false, into: &nodes)
        case "W": pendingClip = false
        case "W*": pendingClip = true
        case "g": state.fill.components = 1; state.fill.set(n)
        case "G": state.stroke.components = 1; state.stroke.set(n)
        case "rg": state.fill.components = 3; state.fill.set(n)
        case "RG": state.stroke.components = 3; state.stroke.set(n)
        case "k": state.fill.components = 4; state.fill.set(n)
        case "K": state.stroke.components = 4; state.stroke.set(n)
        case "cs": state.fill = space(state.fill, operands.first?.name, resources)
        case "CS": state.stroke = space(state.stroke, operands.first?.name, resources)
        case "sc", "scn": state.fill = Self.colored(state.fill, n, pattern: operands.last?.name != nil)
        case "SC", "SCN": state.stroke = Self.colored(state.stroke, n, pattern: operands.last?.name != nil)
        case "sh": skip("shadings (gradients)")
        case "Do": if let name = operands.first?.name { try drawObject(name, resources, depth: depth, into: &nodes) }
        default: break  // marked content, compatibility sections, rendering intents, flatness, Type 3 glyph widths
        }
    }

    private mutating func add(_ element: VectorPath.Element) throws(VectorImageError) {
        elements += 1
        guard elements <= VectorImageLimits.maxPathElements else {
            throw VectorImageError("more than \(VectorImageLimits.maxPathElements) path elements (VectorImageLimits.maxPathElements)")
        }
        path.elements.append(element)
    }

    /// Paints the current path and starts a new one; a pending `W`/`W*` clips by it (only a
    /// rectangle holding the whole page is exact: it changes nothing).
    private mutating func paint(fill: Bool, evenOdd: Bool, stroke: Bool, into nodes: inout [VectorArtwork.Node]) throws(VectorImageError) {
        defer { path = VectorPath(); pendingClip = nil }
        if pendingClip != nil, !clipHoldsPage() { skip("clipping paths other than the page's rectangle") }
        guard !path.elements.isEmpty, fill || stroke else { return }
        let fillColor = fill ? state.fill.color : nil
        let strokeColor = stroke ? state.stroke.color : nil
        if (fill && state.fill.rgb == nil) || (stroke && state.stroke.rgb == nil) { skip("pattern fills and strokes") }
        guard fillColor != nil || strokeColor != nil else { return }
        shapes += 1
        guard shapes <= VectorImageLimits.maxShapes else {
            throw VectorImageError("more than \(VectorImageLimits.maxShapes) shapes (VectorImageLimits.maxShapes)")
        }
        nodes.append(.shape(PathContent(path: path, fillColor: fillColor, fillRule: evenOdd ? .evenOdd : .nonZero,
                                        strokeColor: strokeColor, lineWidth: state.scaledLineWidth, lineCap: state.lineCap,
                                        lineJoin: state.lineJoin, miterLimit: state.miterLimit)))
    }

    /// Whether the current path is one axis-aligned rectangle holding the whole page.
    private func clipHoldsPage() -> Bool {
        let points = path.elements.compactMap { e -> Point? in
            switch e {
            case .move(let p), .line(let p): p
            case .close: nil
            default: Point(x: .nan, y: .nan)
            }
        }
        guard points.count == 4 || points.count == 5, points.allSatisfy({ !$0.x.isNaN }),
              let bounds = path.controlBounds else { return false }
        let axisAligned = zip(points, points.dropFirst() + [points[0]]).allSatisfy { abs($0.x - $1.x) < 1e-6 || abs($0.y - $1.y) < 1e-6 }
        return axisAligned && bounds.minX <= pageBox.minX + 0.01 && bounds.minY <= pageBox.minY + 0.01
            && bounds.maxX >= pageBox.maxX - 0.01 && bounds.maxY >= pageBox.maxY - 0.01
    }

    /// `gs`: the constant alphas, line style and (unread) soft mask of an ExtGState resource.
    private mutating func graphicsState(_ name: String, _ resources: [String: PDFObject]) {
        guard let dict = document.resolve(document.resolve(resources["ExtGState"])?.dictionary?[name])?.dictionary else { return }
        if let ca = document.resolve(dict["ca"])?.number { state.fill.alpha = min(max(ca, 0), 1) }
        if let ca = document.resolve(dict["CA"])?.number { state.stroke.alpha = min(max(ca, 0), 1) }
        if let w = document.resolve(dict["LW"])?.number { state.lineWidth = max(w, 0) }
        if let mask = document.resolve(dict["SMask"]), mask.name != "None" { skip("soft masks") }
    }

    /// `cs`/`CS`: a device space, a resource's space by its component count, or a pattern.
    private func space(_ old: PDFPaint, _ name: String?, _ resources: [String: PDFObject]) -> PDFPaint {
        var paint = old
        var components = 0
        switch name {
        case "DeviceGray", "G", "CalGray": components = 1
        case "DeviceRGB", "RGB", "CalRGB": components = 3
        case "DeviceCMYK", "CMYK": components = 4
        case "Pattern": components = 0
        case let name?:
            let space = document.resolve(document.resolve(resources["ColorSpace"])?.dictionary?[name])
            let family = space?.array?.first.flatMap { document.resolve($0)?.name } ?? space?.name
            switch family {
            case "ICCBased":
                let stream = space?.array.flatMap { $0.count > 1 ? document.resolve($0[1]) : nil }
                // /N is 1, 3 or 4 (ISO 32000-1 §8.6.5.5); another count is no space drawn (a
                // count of 2^31 once asked for a 16 GB array, a negative one trapped).
                let n = Int(document.resolve(stream?.dictionary?["N"])?.number ?? 0)
                components = [1, 3, 4].contains(n) ? n : 0
            case "CalGray", "DeviceGray": components = 1
            case "CalRGB", "DeviceRGB": components = 3
            case "DeviceCMYK": components = 4
            default: components = 0
            }
        case nil: break
        }
        paint.components = components
        // A new space starts at its initial colour: black (gray 0, RGB 0, CMYK 0 0 0 1).
        paint.set(components == 4 ? [0, 0, 0, 1] : [Double](repeating: 0, count: components))
        if components == 0 { paint.rgb = nil }
        return paint
    }

    /// `sc`/`scn`: `values` in the paint's space; a pattern name paints nothing.
    private static func colored(_ old: PDFPaint, _ values: [Double], pattern: Bool) -> PDFPaint {
        var paint = old
        if pattern || paint.components == 0 { paint.rgb = nil } else { paint.set(Array(values.prefix(paint.components))) }
        return paint
    }

    /// `Do`: a form XObject drawn in place (with its matrix and resources; a transparency group
    /// faded as one by the fill alpha), an image skipped.
    private mutating func drawObject(_ name: String, _ resources: [String: PDFObject], depth: Int,
                                     into nodes: inout [VectorArtwork.Node]) throws(VectorImageError) {
        guard let object = document.resolve(document.resolve(resources["XObject"])?.dictionary?[name]),
              let dict = object.dictionary else { return }
        switch document.resolve(dict["Subtype"])?.name {
        case "Form":
            guard depth + 1 < VectorImageLimits.maxDepth else {
                throw VectorImageError("form XObjects nested deeper than \(VectorImageLimits.maxDepth) levels (VectorImageLimits.maxDepth)")
            }
            let content = try document.streamBytes(object)
            saved.append(state)
            if let m = document.resolve(dict["Matrix"])?.array?.compactMap({ document.resolve($0)?.number }), m.count == 6 {
                state.transform = AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]).concatenating(state.transform)
            }
            let group = dict["Group"] != nil && state.fill.alpha < 1
            let alpha = state.fill.alpha
            if group { state.fill.alpha = 1; state.stroke.alpha = 1 }
            let own = document.resolve(dict["Resources"])?.dictionary ?? resources
            let drawn = try run(content, resources: own, depth: depth + 1)
            state = saved.removeLast()
            if group { nodes.append(.group(alpha: alpha, drawn)) } else { nodes += drawn }
        case "Image": skip("images")
        default: break
        }
    }

    /// Past an inline image's data: to `EI` after a blank.
    private func skipInlineImage(_ lexer: inout PDFLexer) {
        var i = lexer.index
        while i + 2 < lexer.end, !(PDFLexer.isWhite(lexer.bytes[i]) && lexer.bytes[i + 1] == UInt8(ascii: "E") && lexer.bytes[i + 2] == UInt8(ascii: "I")) { i += 1 }
        lexer.index = min(i + 3, lexer.end)
    }

    /// Past a text object: to its `ET`.
    private func skipText(_ lexer: inout PDFLexer) {
        while let token = try? lexer.token(), token != .end {
            if token == .keyword("ET") { return }
        }
        lexer.index = lexer.end
    }
}
