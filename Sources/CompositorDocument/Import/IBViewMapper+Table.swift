import CompositorCore

extension IBViewMapper {
    static let accessories = ["disclosureIndicator": "disclosureIndicator", "checkmark": "checkmark",
                              "detailDisclosureButton": "disclosureIndicator", "detailButton": "disclosureIndicator"]
    /// Prototype rows drawn at most, however tall the table.
    static let maxPrototypeRows = 24

    /// A UITableView: static sections as they are; prototype cells repeated to fill the table
    /// with their own placeholder texts.
    func table(_ node: IBNode, size: Size) -> [(String, ImportYAML)] {
        let style = ["grouped": "grouped", "insetGrouped": "insetGrouped"][node["style"] ?? "plain"] ?? "plain"
        var sections: [ImportYAML] = []
        if node["dataMode"] == "static" {
            for section in node.items(in: "sections") where section.name == "tableViewSection" {
                var keys: [(String, ImportYAML)] = []
                if let header = section["headerTitle"], !header.isEmpty { keys.append(("header", .string(header))) }
                if let footer = section["footerTitle"], !footer.isEmpty { keys.append(("footer", .string(footer))) }
                let cells = section.items(in: "cells").filter { $0.name == "tableViewCell" }.map { cell($0, index: nil) }
                guard !cells.isEmpty else { continue }
                keys.append(("cells", .list(cells)))
                sections.append(.map(keys))
            }
        } else {
            let prototypes = node.items(in: "prototypes").filter { $0.name == "tableViewCell" }
            if !prototypes.isEmpty {
                let rowHeight = max(node.number("rowHeight").flatMap { $0 > 0 ? $0 : nil } ?? prototypes[0].frame?.height ?? 44, 20)
                let rows = min(max(Int(size.height / rowHeight), prototypes.count), IBViewMapper.maxPrototypeRows)
                let cells = (0..<rows).map { cell(prototypes[$0 % prototypes.count], index: $0) }
                sections.append(.map([("cells", .list(cells))]))
                session.note(.approximated, node, "prototype cells repeated \(rows) times with their placeholder texts")
            }
        }
        if sections.isEmpty {
            session.note(.unmapped, node, "a table without static or prototype cells is drawn empty")
            return [("background", .string(style == "plain" ? "systemBackground" : "systemGroupedBackground"))]
        }
        return [("tableView", .map([("style", .string(style)), ("sections", .list(sections))]))]
    }

    /// One cell: title and detail from its text labels (the standard styles), else from the
    /// labels in its content view by their roles (`IBCellRoles`); colors, accessory, a switch
    /// in it, its height.
    private func cell(_ node: IBNode, index: Int?) -> ImportYAML {
        let document = session.document
        let content = node.child("tableViewCellContentView") ?? node.child("view", key: "contentView")
        var labels: [IBNode] = []
        var toggle: IBNode?
        content?.walk { n in
            if n.name == "label" { labels.append(n) }
            if n.name == "switch", toggle == nil { toggle = n }
        }
        var roles = IBCellRoles(labels: labels)
        if let standard = node["textLabel"].flatMap(document.node(id:)) { roles.title = standard }
        if let standard = node["detailTextLabel"].flatMap(document.node(id:)) {
            roles.detail = standard
            roles.detailIsValue = node["style"] != "IBUITableViewCellStyleSubtitle"
        }
        var title = roles.title.flatMap(IBViewMapper.text(of:)) ?? ""
        if title.isEmpty { title = index.map { "Item \($0 + 1)" } ?? " " }
        var keys: [(String, ImportYAML)] = []
        // The cell's IB id names it (once: a repeated prototype only in its first row), so a
        // flow can tap the cell that fires a segue.
        if let id = node["id"], session.tapTargets[id] == nil {
            keys.append(("id", .string(id)))
            session.tapTargets[id] = id
        }
        keys.append(("title", .string(title)))
        if let color = roles.title.flatMap({ session.color($0, "textColor") }) { keys.append(("titleColor", color)) }
        if let detail = roles.detail.flatMap(IBViewMapper.text(of:)), !detail.isEmpty {
            let key = roles.detailIsValue ? "value" : "subtitle"
            keys.append((key, .string(detail)))
            if let color = roles.detail.flatMap({ session.color($0, "textColor") }) { keys.append((key + "Color", color)) }
        }
        if let background = session.color(node, "backgroundColor") ?? content.flatMap({ session.color($0, "backgroundColor") }) {
            keys.append(("background", background))
        }
        if node["style"] == nil, labels.count > 2 || content?.items(in: "subviews").contains(where: { !["label", "switch"].contains($0.name) }) == true {
            session.note(.approximated, node, "custom cell drawn as a standard cell from its labels by position (title leading, value trailing, subtitle below)")
        }
        if let imageName = node["imageView"].flatMap(document.node(id:))?["image"] ?? node["image"] {
            keys.append(("image", .map([("icon", .string(imageName))])))
        }
        if let toggle {
            keys.append(("accessory", .string("switch")))
            if toggle.flag("on") { keys.append(("isOn", .bool(true))) }
        } else if let accessory = node["accessoryType"].flatMap({ IBViewMapper.accessories[$0] }) {
            keys.append(("accessory", .string(accessory)))
        }
        if let height = node.frame?.height, height > 0, abs(height - 44) > 0.5 {
            keys.append(("rowHeight", .number(min(height, 1000))))
        }
        return .map(keys)
    }
}
