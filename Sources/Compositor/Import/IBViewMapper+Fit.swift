import CompositorCore
import CompositorScene

extension IBViewMapper {
    /// A one-line label Auto Layout sized for the system font (SF Pro) keeps its text whole in
    /// the bundled stand-in (Inter), which sets most text a little wider: when the stand-in's
    /// advance, rounded up to device pixels, is wider than the stored frame, the frame grows to
    /// it as UILabel's intrinsic content size would — from its leading edge, its centre or its
    /// trailing edge by its alignment, within its superview — and the import notes the label
    /// and by how much (and how much is still cut when the superview is full). Labels with a
    /// line count other than 1, `adjustsFontSizeToFit`, or frames set by autoresizing masks
    /// (sized by hand, not by their text) keep their frames.
    func fitted(_ node: IBNode, _ frame: Rect, in container: Size) -> Rect {
        guard node["translatesAutoresizingMaskIntoConstraints"] == "NO", (Int(node["numberOfLines"] ?? "1") ?? 1) == 1,
              !node.flag("adjustsFontSizeToFit"), let text = IBViewMapper.text(of: node), !text.isEmpty,
              let width = TextMeasure.pixelCeilWidth(of: Label(text: String(text.prefix(TemplateLimits.maxLabelCharacters)),
                                                               font: IBViewMapper.measuringFont(node)), scale: session.scale),
              width > frame.width + 0.01 else { return frame }
        let grown = min(width, max(container.width, frame.width))
        let grow = grown - frame.width
        guard grow > 0.01 else { return frame }
        var x = frame.minX
        switch node["textAlignment"] ?? "natural" {
        case "center": x -= grow / 2
        case "right": x -= grow
        default: break
        }
        x = max(min(x, container.width - grown), 0)
        let short = width - grown
        func points(_ v: Double) -> String { ImportYAML.format(v) }
        session.note(.approximated, node, "label \"\(text.prefix(40))\" sets \(points(width)) points wide in the stand-in font, its frame \(points(frame.width)): widened by \(points(grow)) points, as its intrinsic content size would"
                     + (short > 0.01 ? "; still \(points(short)) points cut (its superview is full)" : ""))
        return Rect(x: x, y: frame.minY, width: grown, height: frame.height)
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
