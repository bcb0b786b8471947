import CompositorCore

/// Maps Interface Builder views to template views: a frame from `<rect key="frame">` (moved by
/// the device rule when the canvas differs), the common UIView keys, the element's own content
/// (label, image, component) and its subviews.
struct IBViewMapper {
    let session: ImportSession
    /// Embedded view controllers already being drawn (a container inside itself stops there).
    var embedding: Set<String> = []
    /// The tint of the view being mapped: its own `tintColor`, else its nearest ancestor's, as
    /// UIView's `tintColor` inherits (`nil`: the window's, systemBlue). Template images draw in it.
    var tint: ImportYAML?

    /// Elements that draw what no component or primitive draws: a gray placeholder fills them.
    static let placeholders: Set<String> = [
        "mapView", "wkWebView", "webView", "pickerView", "datePicker", "collectionView", "glkView",
        "arscnView", "arskView", "sceneKitView", "skView", "mtkView", "navigationBar", "toolbar",
        "tabBar", "pdfView", "containerView",
    ]
    /// Elements that are views (have a frame) in a `<subviews>` list.
    static let mapped: Set<String> = [
        "view", "label", "imageView", "button", "switch", "segmentedControl", "textField", "textView",
        "stackView", "scrollView", "tableView", "activityIndicatorView", "progressView", "slider",
        "pageControl", "searchBar", "visualEffectView",
    ]

    /// The device rule for one view: its frame in its superview after the superview went from
    /// `old` to `new` (see `ImportDeviceRule`).
    func frame(of node: IBNode, old: Size, new: Size) -> Rect {
        ImportDeviceRule.frame(node, old: old, new: new, widthRatio: session.widthRatio)
    }

    /// The subviews of `container` (its `<subviews>`), mapped in order.
    mutating func subviews(of container: IBNode, old: Size, new: Size) -> [ImportYAML] {
        container.items(in: "subviews").compactMap { view($0, old: old, new: new) }
    }

    /// One view, or `nil` for an element that is not a view.
    mutating func view(_ node: IBNode, old: Size, new: Size) -> ImportYAML? {
        guard IBViewMapper.mapped.contains(node.name) || IBViewMapper.placeholders.contains(node.name) || node.frame != nil else { return nil }
        let oldFrame = node.frame ?? Rect(x: 0, y: 0, width: old.width, height: old.height)
        let inheritedTint = tint
        if let own = session.color(node, "tintColor") { tint = own }
        defer { tint = inheritedTint }
        if let size = node.negativeFrameSize {
            session.note(.approximated, node, "frame size \(size) is negative; drawn as 0 (UIKit draws nothing there either)")
        }
        var newFrame = frame(of: node, old: old, new: new)
        var letterSpacing: Double?
        if node.name == "label" { (newFrame, letterSpacing) = fitted(node, newFrame, in: new) }
        var keys: [(String, ImportYAML)] = []
        if let id = node["id"] {
            keys.append(("id", .string(id)))
            session.tapTargets[id] = id
        }
        keys.append(("frame", .rect(newFrame)))
        keys += common(node)
        var subviewsNode: IBNode? = node
        switch node.name {
        case "label": keys += label(node, letterSpacing: letterSpacing)
        case "textView": keys += textView(node)
        case "imageView": keys += imageView(node)
        case "button": keys += button(node)
        case "switch": keys += toggle(node)
        case "segmentedControl": keys += segmented(node)
        case "textField": keys += textField(node)
        case "slider": keys += slider(node)
        case "progressView": keys += [("progressView", .number(min(max(node.number("progress") ?? 0.5, 0), 1)))]
        case "pageControl": keys += pageControl(node)
        case "activityIndicatorView": keys += activity(node)
        case "searchBar": keys += searchBar(node)
        case "tableView": keys += table(node, size: newFrame.size); subviewsNode = nil
        case "visualEffectView":
            keys += material(node)
            subviewsNode = node.child("view", key: "contentView")
        case "containerView":
            if let embedded = embed(node, old: oldFrame.size, new: newFrame.size) {
                keys.append(("subviews", .list(embedded)))
                subviewsNode = nil
            } else {
                keys += placeholder(node, "a container view whose embedded view controller is not in this document")
            }
        case "view", "stackView", "scrollView": break
        default:
            if IBViewMapper.placeholders.contains(node.name) {
                keys += placeholder(node, "no component draws a \(node.name)")
                subviewsNode = nil
            } else if !IBViewMapper.mapped.contains(node.name) {
                session.note(.unmapped, node, "unknown element drawn as a plain view")
            }
        }
        if node.name == "view", let custom = node["customClass"] {
            session.note(.approximated, node, "custom view class \(custom) drawn as a plain view (its own drawing is code)")
        }
        if let subviewsNode {
            let children = subviews(of: subviewsNode, old: oldFrame.size, new: newFrame.size)
            if !children.isEmpty { keys.append(("subviews", .list(children))) }
        }
        return .map(keys)
    }

    /// alpha, hidden, background, tint-independent layer keys, clipping, runtime attributes.
    func common(_ node: IBNode) -> [(String, ImportYAML)] {
        var keys: [(String, ImportYAML)] = []
        if let alpha = node.number("alpha"), alpha < 1 { keys.append(("alpha", .number(max(alpha, 0)))) }
        if node.flag("hidden") { keys.append(("hidden", .bool(true))) }
        if let background = session.color(node, "backgroundColor") { keys.append(("background", background)) }
        var clips = node.flag("clipsSubviews")
        var radius: Double?, borderWidth: Double?, borderColor: ImportYAML?
        for attribute in node.items(in: "userDefinedRuntimeAttributes") where attribute.name == "userDefinedRuntimeAttribute" {
            let value = attribute.number("value") ?? attribute.children.first?.number("value")
            switch attribute["keyPath"] ?? "" {
            case "layer.cornerRadius", "cornerRadius": radius = value
            case "layer.borderWidth", "borderWidth": borderWidth = value
            case "layer.masksToBounds", "clipsToBounds", "masksToBounds":
                clips = attribute["value"] == "YES" || attribute.children.first?["value"] == "YES"
            case "layer.borderColor", "borderColor", "layer.borderUIColor":
                if let c = attribute.child("color", key: "value") { borderColor = session.colors.resolve(c).value.map(ImportYAML.string) }
            default:
                session.note(.unmapped, attribute, "runtime attribute \(attribute["keyPath"] ?? "?") is not mapped")
            }
        }
        if let radius, radius > 0 { keys.append(("cornerRadius", .number(min(radius, TemplateLimits.maxCoordinate)))) }
        if let borderWidth, borderWidth > 0 {
            var border: [(String, ImportYAML)] = [("width", .number(min(borderWidth, 1000)))]
            if let borderColor { border.append(("color", borderColor)) }
            keys.append(("border", .map(border)))
        }
        if clips { keys.append(("clipsToBounds", .bool(true))) }
        return keys
    }

    /// A gray fill for what cannot be drawn, noted as unmapped.
    func placeholder(_ node: IBNode, _ why: String) -> [(String, ImportYAML)] {
        session.note(.unmapped, node, why + "; a placeholder fills its frame")
        return node.child("color", key: "backgroundColor") == nil ? [("background", .string("systemGray5"))] : []
    }

    /// A container view draws the root view of the view controller its embed segue names.
    private mutating func embed(_ node: IBNode, old: Size, new: Size) -> [ImportYAML]? {
        guard let segue = node.items(in: "connections").first(where: { $0.name == "segue" && $0["kind"] == "embed" }),
              let target = segue["destination"], !embedding.contains(target),
              let controller = session.document.node(id: target), let root = IBControllerGraph.rootView(of: controller) else { return nil }
        embedding.insert(target)
        defer { embedding.remove(target) }
        var views: [ImportYAML] = []
        let rootOld = root.frame?.size ?? old
        if let background = session.color(root, "backgroundColor") {
            views.append(.map([("frame", .rect(Rect(x: 0, y: 0, width: new.width, height: new.height))), ("background", background)]))
        }
        views += subviews(of: root, old: rootOld, new: new)
        return views
    }
}
