import CompositorCore
import CompositorScene

/// A view kind's template form: how its key's value is read and what the JSON Schema says of
/// it. Each component of `ComponentCatalog.viewKinds` conforms here, one extension each.
protocol TemplateComponent: Component {
    static func decode(_ field: TemplateField, _ decoder: TemplateDecoder) -> Self?
    static var schema: JSONValue { get }
}

extension TemplateComponent {
    /// Reads the component, ignoring the decoder (most components need no assets).
    static func object(_ field: TemplateField, _ body: (ObjectReader) -> Self?) -> Self? {
        field.object(body) ?? nil
    }
}

private typealias S = TemplateSchema

extension TableView: TemplateComponent {
    static func decode(_ field: TemplateField, _ decoder: TemplateDecoder) -> TableView? {
        object(field) { o in
            let style = o["style"]?.oneOf(Style.allCases.map(\.rawValue), what: "table style").flatMap(Style.init(rawValue:)) ?? .insetGrouped
            guard let list = o.require("sections")?.list() else { return nil }
            let sections = list.compactMap { s in
                s.object { so -> Section? in
                    guard let cells = so.require("cells")?.list() else { return nil }
                    return Section(header: so["header"]?.text(), footer: so["footer"]?.text(),
                                   cells: cells.compactMap { decoder.decodeCell($0) })
                } ?? nil
            }
            return TableView(style: style, sections: sections)
        }
    }

    static var schema: JSONValue {
        S.object("A table view (UITableView). Without a frame it fills the scene between its bars.", [
            ("style", .object([("description", .string("Default: insetGrouped.")), ("enum", .array(Style.allCases.map { .string($0.rawValue) }))])),
            ("sections", .object([("type", .string("array")), ("items", S.object("A section.", [
                ("header", S.text("The section header (uppercased in grouped styles).")),
                ("footer", S.text("The section footer.")),
                ("cells", .object([("type", .string("array")), ("items", S.ref("tableCell"))])),
            ], required: ["cells"]))])),
        ], required: ["sections"])
    }

    static var cellSchema: JSONValue {
        S.textOr("A cell: a title, or {title, subtitle, value, image, accessory, isOn, titleColor, subtitleColor, valueColor, background, rowHeight, id}.",
                   S.object("A cell (UITableViewCell).", [
                    ("title", S.text("The text. Required.")),
                    ("subtitle", S.text("A second line in secondaryLabel (the row grows to 58 points).")),
                    ("value", S.text("Text at the trailing side in secondaryLabel (UIKit's value1 style).")),
                    ("image", S.object("The leading 29-point image: an icon on a colored square (Settings style), an icon, or a file.", [
                        ("icon", S.string("An SF Symbol name.")), ("color", S.withDescription(S.ref("color"), "The square's color.")),
                        ("file", S.string("An image file, relative to this file.")), ("rounded", S.boolean("Round the image to a circle.")),
                    ])),
                    ("accessory", .object([("description", .string("Default: none.")), ("enum", .array(TableCell.Accessory.names.map { .string($0) }))])),
                    ("isOn", S.boolean("With accessory switch: on. Default: false.")),
                    ("titleColor", S.withDescription(S.ref("color"), "Default: label.")),
                    ("subtitleColor", S.withDescription(S.ref("color"), "Default: secondaryLabel.")),
                    ("valueColor", S.withDescription(S.ref("color"), "Default: secondaryLabel.")),
                    ("background", S.withDescription(S.ref("color"), "The row's fill. Default: the section's.")),
                    ("rowHeight", S.number("Points. Default: 44, or 58 with a subtitle.", min: 1, max: 1000)),
                    ("id", S.string("Names the cell's content view ID and its parts ID.image, ID.title, ID.subtitle, ID.value, ID.accessory (a switch's ID.accessory.track and ID.accessory.knob), for a flow's change.")),
                   ], required: ["title"]))
    }
}

extension TemplateDecoder {
    func decodeCell(_ field: TemplateField) -> TableCell? {
        if field.isText { return field.text().map { TableCell(title: $0) } }
        return field.object { o -> TableCell? in
            guard let title = o.require("title")?.text() else { return nil }
            var cell = TableCell(title: title, subtitle: o["subtitle"]?.text(), value: o["value"]?.text())
            cell.image = o["image"].flatMap { f in
                f.object { i in
                    TableCell.Image(icon: i["icon"]?.string(), file: i["file"].flatMap(assetPath), background: i["color"]?.color(),
                                    rounded: i["rounded"]?.bool() ?? false)
                } ?? nil
            }
            let isOn = o["isOn"]?.bool() ?? false
            switch o["accessory"]?.oneOf(TableCell.Accessory.names, what: "accessory") {
            case "disclosureIndicator": cell.accessory = .disclosureIndicator
            case "checkmark": cell.accessory = .checkmark
            case "switch": cell.accessory = .toggle(isOn: isOn)
            default: cell.accessory = .none
            }
            cell.titleColor = o["titleColor"]?.color()
            cell.subtitleColor = o["subtitleColor"]?.color()
            cell.valueColor = o["valueColor"]?.color()
            cell.background = o["background"]?.color()
            cell.rowHeight = o["rowHeight"]?.double(in: 1...1000)
            cell.id = o["id"]?.string()
            return cell
        } ?? nil
    }
}

extension Button: TemplateComponent {
    static func decode(_ field: TemplateField, _ decoder: TemplateDecoder) -> Button? {
        if field.isText { return field.text().map { Button(title: $0) } }
        return object(field) { o in
            guard let title = o.require("title")?.text() else { return nil }
            let style = o["style"]?.oneOf(Style.allCases.map(\.rawValue), what: "button style").flatMap(Style.init(rawValue:)) ?? .filled
            return Button(title: title, style: style, tint: o["tint"]?.color(), capsule: o["capsule"]?.bool() ?? false)
        }
    }

    static var schema: JSONValue {
        S.textOr("A system button: a title (filled), or {title, style, tint, capsule}.",
                   S.object("A button (UIButton.Configuration).", [
                    ("title", S.text("Required.")),
                    ("style", .object([("description", .string("Default: filled.")), ("enum", .array(Style.allCases.map { .string($0.rawValue) }))])),
                    ("tint", S.withDescription(S.ref("color"), "Default: systemBlue.")),
                    ("capsule", S.boolean("Fully rounded ends. Default: false.")),
                   ], required: ["title"]))
    }
}

extension SwitchControl: TemplateComponent {
    static func decode(_ field: TemplateField, _ decoder: TemplateDecoder) -> SwitchControl? {
        if case .scalar = field.node { return field.bool().map { SwitchControl(isOn: $0) } }
        return object(field) { o in SwitchControl(isOn: o["isOn"]?.bool() ?? false, onTint: o["onTint"]?.color()) }
    }

    static var schema: JSONValue {
        .object([("description", .string("A switch (51 × 31 points at the frame's origin): true/false, or {isOn, onTint}.")),
                 ("anyOf", .array([.object([("type", .string("boolean"))]),
                                   S.object("A switch.", [("isOn", S.boolean("Default: false.")),
                                                          ("onTint", S.withDescription(S.ref("color"), "Default: systemGreen."))])]))])
    }
}

extension SegmentedControl: TemplateComponent {
    static func decode(_ field: TemplateField, _ decoder: TemplateDecoder) -> SegmentedControl? {
        object(field) { o in
            guard let segments = o.require("segments")?.list()?.compactMap({ $0.text() }), !segments.isEmpty else { return nil }
            return SegmentedControl(segments: segments, selected: o["selected"]?.int(in: 0...(segments.count - 1)) ?? 0)
        }
    }

    static var schema: JSONValue {
        S.object("A segmented control.", [
            ("segments", .object([("type", .string("array")), ("minItems", .int(1)), ("items", S.text("A segment's title."))])),
            ("selected", .object([("description", .string("The selected segment's index. Default: 0.")), ("type", .string("integer")), ("minimum", .int(0))])),
        ], required: ["segments"])
    }
}

extension SearchBar: TemplateComponent {
    static func decode(_ field: TemplateField, _ decoder: TemplateDecoder) -> SearchBar? {
        if field.isText { return field.text().map { SearchBar(placeholder: $0) } }
        return object(field) { o in SearchBar(placeholder: o["placeholder"]?.text() ?? "Search", text: o["text"]?.text()) }
    }

    static var schema: JSONValue {
        S.textOr("A search bar: its placeholder, or {placeholder, text}.",
                   S.object("A search bar.", [("placeholder", S.text("Default: Search.")), ("text", S.text("Typed text, shown instead of the placeholder."))]))
    }
}

extension TextField: TemplateComponent {
    static func decode(_ field: TemplateField, _ decoder: TemplateDecoder) -> TextField? {
        object(field) { o in
            let border = o["borderStyle"]?.oneOf(["roundedRect", "none"], what: "border style") ?? "roundedRect"
            return TextField(text: o["text"]?.text(), placeholder: o["placeholder"]?.text(), roundedRect: border == "roundedRect")
        }
    }

    static var schema: JSONValue {
        S.object("A text field.", [
            ("text", S.text("The text.")), ("placeholder", S.text("Shown when there is no text.")),
            ("borderStyle", .object([("description", .string("Default: roundedRect.")), ("enum", .array([.string("roundedRect"), .string("none")]))])),
        ])
    }
}

extension Slider: TemplateComponent {
    static func decode(_ field: TemplateField, _ decoder: TemplateDecoder) -> Slider? {
        if case .scalar = field.node { return field.double(in: 0...1).map(Slider.init(value:)) }
        return object(field) { o in Slider(value: o["value"]?.double(in: 0...1) ?? 0.5) }
    }

    static var schema: JSONValue {
        .object([("description", .string("A slider: its value 0 to 1, or {value}.")),
                 ("anyOf", .array([S.number("", min: 0, max: 1), S.object("A slider.", [("value", S.number("0 to 1. Default: 0.5.", min: 0, max: 1))])]))])
    }
}

extension ProgressView: TemplateComponent {
    static func decode(_ field: TemplateField, _ decoder: TemplateDecoder) -> ProgressView? {
        if case .scalar = field.node { return field.double(in: 0...1).map(ProgressView.init(progress:)) }
        return object(field) { o in ProgressView(progress: o["progress"]?.double(in: 0...1) ?? 0) }
    }

    static var schema: JSONValue {
        .object([("description", .string("A progress bar: its progress 0 to 1, or {progress}.")),
                 ("anyOf", .array([S.number("", min: 0, max: 1), S.object("A progress view.", [("progress", S.number("0 to 1. Default: 0.", min: 0, max: 1))])]))])
    }
}

extension PageControl: TemplateComponent {
    static func decode(_ field: TemplateField, _ decoder: TemplateDecoder) -> PageControl? {
        object(field) { o in
            guard let n = o.require("numberOfPages")?.int(in: 1...50) else { return nil }
            return PageControl(numberOfPages: n, currentPage: o["currentPage"]?.int(in: 0...(n - 1)) ?? 0)
        }
    }

    static var schema: JSONValue {
        S.object("A page control.", [
            ("numberOfPages", .object([("type", .string("integer")), ("minimum", .int(1)), ("maximum", .int(50))])),
            ("currentPage", .object([("description", .string("Default: 0.")), ("type", .string("integer")), ("minimum", .int(0))])),
        ], required: ["numberOfPages"])
    }
}

extension ActivityIndicator: TemplateComponent {
    static func decode(_ field: TemplateField, _ decoder: TemplateDecoder) -> ActivityIndicator? {
        if case .scalar = field.node {
            return field.oneOf(["medium", "large"], what: "activity indicator style").map { ActivityIndicator(large: $0 == "large") }
        }
        return object(field) { o in
            let style = o["style"]?.oneOf(["medium", "large"], what: "activity indicator style") ?? "medium"
            return ActivityIndicator(large: style == "large", color: o["color"]?.color())
        }
    }

    static var schema: JSONValue {
        S.stringOr("An activity indicator: medium or large, or {style, color}.", .object([("enum", .array([.string("medium"), .string("large")]))]),
                   S.object("An activity indicator.", [
                    ("style", .object([("description", .string("Default: medium.")), ("enum", .array([.string("medium"), .string("large")]))])),
                    ("color", S.withDescription(S.ref("color"), "Default: systemGray.")),
                   ]))
    }
}
