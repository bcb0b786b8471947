/// The keys of issue 11's drawing primitives: `path`, `icon`, `material`.
extension TemplateDecoder {
    /// SVG path data (filled black), or `{data, viewBox, fillColor, fillRule, strokeColor,
    /// lineWidth, lineCap, lineJoin, miterLimit}` as CAShapeLayer names them.
    func decodePath(_ field: TemplateField) -> PathContent? {
        if case .scalar = field.node {
            return pathData(field).map { PathContent(path: $0) }
        }
        return field.object { o -> PathContent? in
            guard let path = o.require("data").flatMap(pathData) else { return nil }
            var content = PathContent(path: path)
            var ok = true
            if let f = o["viewBox"] {
                if let box = f.rect(), box.width > 0, box.height > 0 { content.viewBox = box }
                else { if f.rect() != nil { f.error("a viewBox needs a positive width and height") }; ok = false }
            }
            if let f = o["fillColor"] { if let c = f.color() { content.fillColor = c } else { ok = false } }
            if let f = o["strokeColor"] { if let c = f.color() { content.strokeColor = c } else { ok = false } }
            if let f = o["fillRule"] {
                if let r = f.oneOf(PathContent.FillRule.allCases.map(\.rawValue), what: "fill rule") { content.fillRule = PathContent.FillRule(rawValue: r)! } else { ok = false }
            }
            if let f = o["lineCap"] {
                if let r = f.oneOf(PathContent.LineCap.allCases.map(\.rawValue), what: "line cap") { content.lineCap = PathContent.LineCap(rawValue: r)! } else { ok = false }
            }
            if let f = o["lineJoin"] {
                if let r = f.oneOf(PathContent.LineJoin.allCases.map(\.rawValue), what: "line join") { content.lineJoin = PathContent.LineJoin(rawValue: r)! } else { ok = false }
            }
            if let f = o["lineWidth"] { if let w = f.double(in: 0...TemplateLimits.maxCoordinate) { content.lineWidth = w } else { ok = false } }
            if let f = o["miterLimit"] { if let m = f.double(in: 1...1000) { content.miterLimit = m } else { ok = false } }
            return ok ? content : nil
        } ?? nil
    }

    /// Parsed SVG path data, or a located error naming the character where it went wrong.
    private func pathData(_ field: TemplateField) -> VectorPath? {
        guard let text = field.string() else { return nil }
        do {
            let path = try PathData.parse(text)
            guard !path.elements.isEmpty else { field.error("the path data is empty"); return nil }
            return path
        } catch {
            let excerpt = String(text.utf8.dropFirst(error.offset).prefix(12)).map { "\"\($0)\"" } ?? "the end"
            field.error("path data, at character \(error.offset + 1) (\(excerpt)): \(error.message)")
            return nil
        }
    }
}
