/// Maps a `<fontDescription>` to a label's `font` (or `textStyle`) keys.
///
/// `type="system"` (with `weight`), `boldSystem` and `italicSystem` are the system font, which
/// templates draw with the bundled UI family (Inter). `style="UICTFontTextStyleBody"` is a
/// Dynamic Type text style. A named font (`name="HelveticaNeue-Bold"`) has no bundled file, so
/// it becomes the bundled family at the weight its name spells, with a note.
enum IBFont {
    static let textStyles: [String: String] = [
        "UICTFontTextStyleLargeTitle": "largeTitle", "UICTFontTextStyleTitle0": "largeTitle",
        "UICTFontTextStyleTitle1": "title1", "UICTFontTextStyleTitle2": "title2",
        "UICTFontTextStyleTitle3": "title3", "UICTFontTextStyleHeadline": "headline",
        "UICTFontTextStyleBody": "body", "UICTFontTextStyleCallout": "callout",
        "UICTFontTextStyleSubhead": "subheadline", "UICTFontTextStyleFootnote": "footnote",
        "UICTFontTextStyleCaption1": "caption1", "UICTFontTextStyleCaption2": "caption2",
    ]

    /// Weight words in PostScript names, longest first so "SemiBold" wins over "Bold".
    static let weightWords: [(String, String)] = [
        ("ultralight", "ultralight"), ("extralight", "ultralight"), ("semibold", "semibold"), ("demibold", "semibold"),
        ("extrabold", "heavy"), ("ultrabold", "heavy"), ("heavy", "heavy"), ("black", "black"), ("bold", "bold"),
        ("medium", "medium"), ("light", "light"), ("thin", "thin"), ("hairline", "ultralight"),
    ]

    /// The label keys for `node` (a `<fontDescription>`), and a note when approximated.
    static func map(_ node: IBNode) -> (keys: [(String, ImportYAML)], note: String?) {
        if let style = node["style"] {
            if let name = textStyles[style] { return ([("textStyle", .string(name))], nil) }
            return ([("font", .map([("size", .number(17))]))], "text style \(style) is not known: body size used")
        }
        // pointSize 0 is "the default for its place" (table cells write it): body's 17.
        let size = node.number("pointSize").flatMap { $0 > 0 ? min(max($0, 1), 1000) : nil } ?? 17
        var font: [(String, ImportYAML)] = [("size", .number(size))]
        var note: String?
        switch node["type"] {
        case "boldSystem": font.append(("weight", .string("bold")))
        case "italicSystem": note = "italic system font drawn upright (no italic face is bundled)"
        case "system":
            if let weight = node["weight"], weight != "regular" { font.append(("weight", .string(weight))) }
        default:
            if let name = node["name"] {
                let lower = name.lowercased()
                let weight = weightWords.first { lower.contains($0.0) }?.1
                if let weight { font.append(("weight", .string(weight))) }
                note = "font \(name) is not bundled: drawn with Inter\(weight.map { " " + $0 } ?? "")"
            }
        }
        return ([("font", .map(font))], note)
    }
}
