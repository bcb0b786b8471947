import CompositorCore
import CompositorMotion
import CompositorScene

extension TemplateDecoder {
    /// `flow.captionStyle: {font, subtitleSize, color, subtitleColor, panel, cornerRadius,
    /// position, maxLines}` over `CaptionStyle`'s defaults; each key checked against its range.
    /// The font is a family, size and weight (a font file is refused: captions draw from the
    /// bundled and installed faces).
    func decodeCaptionStyle(_ field: TemplateField) -> CaptionStyle? {
        field.object { o -> CaptionStyle? in
            var style = CaptionStyle(), ok = true
            if let f = o["font"] {
                if case .mapping(let pairs, _) = f.node, pairs.contains(where: { $0.key == "file" }) {
                    f.error("a caption's font is a family, size and weight; a font file is for labels")
                    ok = false
                } else if let font = decodeFont(f, base: style.font), CaptionStyle.sizeRange.contains(font.size) {
                    style.font = font
                } else {
                    if case .mapping = f.node { f.error("the caption's font size must be \(Int(CaptionStyle.sizeRange.lowerBound)) to \(Int(CaptionStyle.sizeRange.upperBound)) points") }
                    ok = false
                }
            }
            func number(_ key: String, _ range: ClosedRange<Double>, _ set: (Double) -> Void) {
                guard let f = o[key] else { return }
                if let v = f.double(in: range) { set(v) } else { ok = false }
            }
            number("subtitleSize", CaptionStyle.sizeRange) { style.subtitleSize = $0 }
            number("cornerRadius", CaptionStyle.radiusRange) { style.cornerRadius = $0 }
            func color(_ key: String, _ set: (Color) -> Void) {
                guard let f = o[key] else { return }
                if let c = f.color() { set(c) } else { ok = false }
            }
            color("color") { style.color = $0 }
            color("subtitleColor") { style.subtitleColor = $0 }
            color("panel") { style.panel = $0 }
            if let f = o["position"] {
                if let p = f.oneOf(FlowCaption.Position.self, what: "position") { style.position = p } else { ok = false }
            }
            if let f = o["maxLines"] {
                if let n = f.int(in: CaptionStyle.lineRange) { style.maxLines = n } else { ok = false }
            }
            return ok ? style : nil
        } ?? nil
    }
}
