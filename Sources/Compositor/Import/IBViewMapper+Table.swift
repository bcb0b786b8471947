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
    /// labels in its content view; accessory, a switch in it, its height.
    private func cell(_ node: IBNode, index: Int?) -> ImportYAML {
        let document = session.document
        let content = node.child("tableViewCellContentView") ?? node.child("view", key: "contentView")
        var labels: [IBNode] = []
        var toggle: IBNode?
        content?.walk { n in
            if n.name == "label" { labels.append(n) }
            if n.name == "switch", toggle == nil { toggle = n }
        }
        let titleLabel = node["textLabel"].flatMap(document.node(id:)) ?? labels.first
        let detailLabel = node["detailTextLabel"].flatMap(document.node(id:)) ?? labels.dropFirst().first
        var title = titleLabel.flatMap(IBViewMapper.text(of:)) ?? ""
        if title.isEmpty { title = index.map { "Item \($0 + 1)" } ?? " " }
        var keys: [(String, ImportYAML)] = [("title", .string(title))]
        if let detail = detailLabel.flatMap(IBViewMapper.text(of:)), !detail.isEmpty {
            keys.append((node["style"] == "IBUITableViewCellStyleSubtitle" ? "subtitle" : "value", .string(detail)))
        }
        if node["style"] == nil, labels.count > 2 || content?.items(in: "subviews").contains(where: { !["label", "switch"].contains($0.name) }) == true {
            session.note(.approximated, node, "custom cell drawn as a standard cell from its first labels")
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
