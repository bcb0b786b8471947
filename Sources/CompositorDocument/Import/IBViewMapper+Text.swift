extension IBViewMapper {
    /// `text`, or the fragments of `<attributedString key="attributedText">` joined.
    static func text(of node: IBNode) -> String? {
        if let text = node["text"] { return text }
        // Multi-line text (text views, long labels) is a child element: <string key="text">.
        if let string = node.child("string", key: "text") { return string.text }
        guard let attributed = node.child("attributedString") else { return nil }
        return attributed.children("fragment").map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
    }

    static let alignments = ["left": "left", "center": "center", "right": "right", "natural": "natural", "justified": "left"]

    /// A UILabel: text, font, color, alignment, lines, line break mode, and the letter spacing
    /// fitting gave it (`fitted`).
    func label(_ node: IBNode, letterSpacing: Double? = nil) -> [(String, ImportYAML)] {
        guard var text = IBViewMapper.text(of: node), !text.isEmpty else { return [] }
        if text.count > TemplateLimits.maxLabelCharacters {
            session.note(.approximated, node, "text cut to \(TemplateLimits.maxLabelCharacters) characters")
            text = String(text.prefix(TemplateLimits.maxLabelCharacters))
        }
        var label: [(String, ImportYAML)] = [("text", .string(text))]
        label += font(node)
        label.append(("color", session.color(node, "textColor") ?? .string("label")))
        if let alignment = node["textAlignment"] {
            label.append(("alignment", .string(IBViewMapper.alignments[alignment] ?? "natural")))
            if alignment == "justified" { session.note(.approximated, node, "justified text drawn left-aligned") }
        }
        let lines = Int(node["numberOfLines"] ?? "1") ?? 1
        if lines != 1 { label.append(("lines", .number(Double(max(lines, 0))))) }
        if let letterSpacing { label.append(("letterSpacing", .number(letterSpacing))) }
        if let mode = node["lineBreakMode"], !["tailTruncation", "wordWrap", "charWrap"].contains(mode) {
            session.note(.approximated, node, "lineBreakMode \(mode) drawn as tail truncation")
        }
        return [("label", .map(label))]
    }

    /// The font keys of the element's `<fontDescription key="fontDescription">`.
    func font(_ node: IBNode) -> [(String, ImportYAML)] {
        guard let description = node.child("fontDescription") else { return [] }
        let (keys, note) = IBFont.map(description)
        if let note { session.note(.approximated, description, note) }
        return keys
    }

    /// A UITextView: its text as a label of unlimited lines from the top-left (no scrolling).
    func textView(_ node: IBNode) -> [(String, ImportYAML)] {
        guard let text = IBViewMapper.text(of: node), !text.isEmpty else { return [] }
        session.note(.approximated, node, "text view drawn as a multi-line label")
        var label: [(String, ImportYAML)] = [("text", .string(String(text.prefix(TemplateLimits.maxLabelCharacters))))]
        label += font(node)
        label.append(("color", session.color(node, "textColor") ?? .string("label")))
        label.append(("alignment", .string(IBViewMapper.alignments[node["textAlignment"] ?? "natural"] ?? "natural")))
        label.append(("lines", .number(0)))
        return [("label", .map(label))]
    }

    /// A UITextField: text, placeholder and border style.
    func textField(_ node: IBNode) -> [(String, ImportYAML)] {
        var field: [(String, ImportYAML)] = []
        if let text = node["text"], !text.isEmpty { field.append(("text", .string(text))) }
        if let placeholder = node["placeholder"], !placeholder.isEmpty { field.append(("placeholder", .string(placeholder))) }
        let border = node["borderStyle"] ?? "none"
        field.append(("borderStyle", .string(border == "none" ? "none" : "roundedRect")))
        if border == "line" || border == "bezel" { session.note(.approximated, node, "borderStyle \(border) drawn as roundedRect") }
        return [("textField", .map(field))]
    }

    /// A UISearchBar: placeholder and text.
    func searchBar(_ node: IBNode) -> [(String, ImportYAML)] {
        var bar: [(String, ImportYAML)] = [("placeholder", .string(node["placeholder"] ?? "Search"))]
        if let text = node["text"], !text.isEmpty { bar.append(("text", .string(text))) }
        return [("searchBar", .map(bar))]
    }
}
