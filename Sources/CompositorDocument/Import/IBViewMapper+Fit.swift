import CompositorCore
import CompositorScene

extension IBViewMapper {
    /// A one-line label Auto Layout sized for the system font (SF Pro) keeps its text whole in
    /// the bundled stand-in (Inter), which sets most text a little wider. When the stand-in's
    /// advance, rounded up to device pixels, is wider than the stored frame, first SF Pro's own
    /// tracking at the label's size (`SFProTracking`, Apple's published table: −0.43 points a
    /// character at 17 points) is applied where it tightens, as UIKit applies it to the system
    /// font; if the text still does not fit, the frame grows to its advance as UILabel's
    /// intrinsic content size would — from its leading edge, its centre or its trailing edge by
    /// its alignment, within its superview. The import notes the label, the tracking and by how
    /// much it grew (and how much is still cut when the superview is full). Labels with a line
    /// count other than 1, `adjustsFontSizeToFit`, or frames set by autoresizing masks (sized by
    /// hand, not by their text) keep their frames and spacing. Returns the frame and the letter
    /// spacing to draw with (`nil`: none).
    func fitted(_ node: IBNode, _ frame: Rect, in container: Size) -> (Rect, Double?) {
        let font = IBViewMapper.measuringFont(node)
        guard node["translatesAutoresizingMaskIntoConstraints"] == "NO", (Int(node["numberOfLines"] ?? "1") ?? 1) == 1,
              !node.flag("adjustsFontSizeToFit"), let text = IBViewMapper.text(of: node), !text.isEmpty,
              let plain = TextMeasure.pixelCeilWidth(of: Label(text: String(text.prefix(TemplateLimits.maxLabelCharacters)), font: font), scale: session.scale),
              plain > frame.width + 0.01 else { return (frame, nil) }
        func points(_ v: Double) -> String { ImportYAML.format(v) }
        var width = plain, spacing: Double?, tracked = ""
        let tracking = (SFProTracking.points(atSize: font.size) * 100).rounded() / 100
        if tracking < 0, let narrower = TextMeasure.pixelCeilWidth(of: Label(text: String(text.prefix(TemplateLimits.maxLabelCharacters)), font: font, letterSpacing: tracking), scale: session.scale) {
            width = narrower
            spacing = tracking
            tracked = "tracked \(points(tracking)) points a character (SF Pro's tracking at \(points(font.size)) points), \(points(narrower)) wide"
        }
        guard width > frame.width + 0.01 else {
            session.note(.approximated, node, "label \"\(text.prefix(40))\" sets \(points(plain)) points wide in the stand-in font, its frame \(points(frame.width)): \(tracked), it fits")
            return (frame, spacing)
        }
        let grown = min(width, max(container.width, frame.width))
        let grow = grown - frame.width
        guard grow > 0.01 else { return (frame, spacing) }
        var x = frame.minX
        switch node["textAlignment"] ?? "natural" {
        case "center": x -= grow / 2
        case "right": x -= grow
        default: break
        }
        x = max(min(x, container.width - grown), 0)
        let short = width - grown
        session.note(.approximated, node, "label \"\(text.prefix(40))\" sets \(points(plain)) points wide in the stand-in font, its frame \(points(frame.width)): "
                     + (tracked.isEmpty ? "" : tracked + "; ") + "widened by \(points(grow)) points, as its intrinsic content size would"
                     + (short > 0.01 ? "; still \(points(short)) points cut (its superview is full)" : ""))
        return (Rect(x: x, y: frame.minY, width: grown, height: frame.height), spacing)
    }

    /// The font a label's text is measured in: what `IBFont.map` writes for its
    /// `<fontDescription>` (a text style's, or a size and weight), else body's 17 points.
    static func measuringFont(_ node: IBNode) -> FontSpec {
        guard let description = node.child("fontDescription") else { return FontSpec() }
        for (key, value) in IBFont.map(description).keys {
            if key == "textStyle", case .string(let name) = value, let style = TextStyle(rawValue: name) {
                return style.label("", color: .black).font
            }
            if key == "font", case .map(let pairs) = value {
                var spec = FontSpec()
                for (k, v) in pairs {
                    if k == "size", case .number(let n) = v { spec.size = n }
                    if k == "weight", case .string(let w) = v, let weight = FontWeight(name: w) { spec.weight = weight }
                }
                return spec
            }
        }
        return FontSpec()
    }
}
