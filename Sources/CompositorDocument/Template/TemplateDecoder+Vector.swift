import CompositorCore
import CompositorScene

/// The keys of issue 11's drawing primitives: `path`, `icon`, `material`.
extension TemplateDecoder {
    /// SVG path data (filled black), or `{data, viewBox, fillColor, fillRule, strokeColor,
    /// lineWidth, lineCap, lineJoin, miterLimit}` as CAShapeLayer names them.
    func decodePath(_ field: TemplateField) -> PathContent? {
        if case .scalar = field.node {
            return pathData(field).map { PathContent(path: $0) }
        }
        return field.object { o -> PathContent? in
            // Every key is read even when the data is bad, so each mistake is reported at once.
            let path = o.require("data").flatMap(pathData)
            var content = PathContent(path: path ?? VectorPath())
            var ok = path != nil
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
            let rest = String(decoding: text.utf8.dropFirst(error.offset).prefix(12), as: UTF8.self)
            field.error("path data, at character \(error.offset + 1) (\(rest.isEmpty ? "the end" : "\"" + rest + "\"")): \(error.message)")
            return nil
        }
    }

    /// An icon name, or `{name, size, color}`: an SF Symbol name of `IconCatalog` or a Material
    /// Icons name; unknown names are a template error with a suggestion.
    func decodeIcon(_ field: TemplateField) -> IconContent? {
        if case .scalar = field.node {
            return iconGlyph(field).map { IconContent(name: $0.name, codepoint: $0.codepoint) }
        }
        return field.object { o -> IconContent? in
            guard let (name, codepoint) = o.require("name").flatMap(iconGlyph) else { return nil }
            var icon = IconContent(name: name, codepoint: codepoint)
            if let f = o["size"] { guard let s = f.double(in: 1...1000) else { return nil }; icon.size = s }
            if let f = o["color"] { guard let c = f.color() else { return nil }; icon.color = c }
            return icon
        } ?? nil
    }

    /// Right to left a chevron or an arrow is drawn as its mirror image (`IconCatalog.rightToLeftName`):
    /// the name shown is the mirror's too, since the renderer draws SF chevrons as strokes by
    /// name (`VectorSymbol`), not from the codepoint.
    private func iconGlyph(_ field: TemplateField) -> (name: String, codepoint: UInt32)? {
        guard let name = field.string() else { return nil }
        let shown = field.strings?.layoutDirection == .rightToLeft ? IconCatalog.rightToLeftName(name) : name
        switch IconCatalog.lookup(shown) {
        case .found(_, let codepoint):
            return (shown, codepoint)
        case .missingPackage:
            field.error("the icon font is not installed: install the Debian package \(IconCatalog.font.package) (scripts/setup.sh does)",
                        status: .badAsset)
        case .unknown:
            field.error("unknown icon \"\(name)\"" + DidYouMean.suffix(for: name, among: IconCatalog.allNames)
                        + " (SF Symbol names of docs/templates.md, or Material Icons names)")
        }
        return nil
    }
}
