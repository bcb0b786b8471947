import CompositorCore

/// Builds one scene (the contents of a scenes file) from a content view controller: its title,
/// root view's background and subviews, and the bars its containers give it.
struct IBSceneBuilder {
    let session: ImportSession
    let graph: IBControllerGraph
    /// The size the document's frames were saved for, and the canvas size.
    let documentSize: Size
    let canvasSize: Size

    /// UIBarButtonItem system items → a title or an icon.
    static let systemItems: [String: (title: String?, icon: String?)] = [
        "add": (nil, "plus"), "edit": ("Edit", nil), "done": ("Done", nil), "cancel": ("Cancel", nil),
        "save": ("Save", nil), "close": (nil, "xmark"), "compose": (nil, "square.and.pencil"),
        "trash": (nil, "trash"), "action": (nil, "square.and.arrow.up"), "search": (nil, "magnifyingglass"),
        "refresh": (nil, "arrow.clockwise"), "bookmarks": (nil, "book"), "camera": (nil, "camera"),
        "reply": (nil, "arrowshape.turn.up.left"), "organize": (nil, "folder"), "play": (nil, "play.fill"),
        "pause": (nil, "pause.fill"), "rewind": (nil, "backward.fill"), "fastForward": (nil, "forward.fill"),
        "undo": ("Undo", nil), "redo": ("Redo", nil),
    ]
    /// UITabBarItem system items → title and icon.
    static let tabItems: [String: (String, String)] = [
        "favorites": ("Favorites", "star.fill"), "featured": ("Featured", "star"), "topRated": ("Top Rated", "star"),
        "recents": ("Recents", "clock"), "contacts": ("Contacts", "person.crop.circle"), "history": ("History", "clock"),
        "bookmarks": ("Bookmarks", "book"), "search": ("Search", "magnifyingglass"), "downloads": ("Downloads", "arrow.down.circle"),
        "mostRecent": ("Most Recent", "clock"), "mostViewed": ("Most Viewed", "list.number"), "more": ("More", "ellipsis"),
    ]

    /// The navigation title: the navigation item's, else the controller's `title`.
    static func title(of controller: IBNode) -> String? {
        let item = controller.child("navigationItem", key: "navigationItem")
        let title = item?["title"] ?? controller["title"]
        return (title?.isEmpty ?? true) ? nil : title
    }

    func scene(_ c: IBControllerGraph.Controller) -> ImportYAML {
        var keys: [(String, ImportYAML)] = []
        if let title = IBSceneBuilder.title(of: c.node) { keys.append(("title", .string(title))) }
        var mapper = IBViewMapper(session: session)
        var views: [ImportYAML] = []
        var background: ImportYAML?
        if let root = IBControllerGraph.rootView(of: c.node) {
            if root.name == "view" && root !== c.node {
                background = session.color(root, "backgroundColor")
                // A root view of no size (a negative one reads as 0) is laid out as the document's
                // device: scaling its subviews by canvas ÷ 0 would throw them off the canvas.
                var stored = root.frame ?? Rect(x: 0, y: 0, width: documentSize.width, height: documentSize.height)
                if stored.width <= 0 || stored.height <= 0 {
                    session.note(.approximated, root, "the root view's frame has no size (\(root.negativeFrameSize ?? ImportCanvas.format(stored.size))); laid out as \(ImportCanvas.format(documentSize))")
                    stored = Rect(x: 0, y: 0, width: documentSize.width, height: documentSize.height)
                }
                // The root fills the canvas's width; frames saved under an opaque bar (layouts
                // before iOS 7) start lower, and keep that offset.
                let new = Size(width: canvasSize.width, height: max(canvasSize.height - stored.minY, 0))
                session.widthRatio = new.width / max(stored.width, 1)
                // Its subviews inherit its tint (template images draw in it).
                mapper.tint = session.color(root, "tintColor")
                let children = mapper.subviews(of: root, old: stored.size, new: new)
                if stored.minY == 0 {
                    views = children
                } else if !children.isEmpty {
                    views = [.map([("frame", .rect(Rect(x: 0, y: stored.minY, width: new.width, height: new.height))),
                                   ("subviews", .list(children))])]
                }
            } else {
                // A table (or collection) controller's root is the table itself.
                session.widthRatio = canvasSize.width / max(documentSize.width, 1)
                if var view = mapper.view(root, old: documentSize, new: canvasSize) {
                    // Without a frame the table fills the scene between its bars, as UIKit insets it.
                    if root.name == "tableView", case .map(let pairs) = view { view = .map(pairs.filter { $0.0 != "frame" }) }
                    views = [view]
                }
                if root.name == "tableView" {
                    background = .string(root["style"] == "plain" || root["style"] == nil ? "systemBackground" : "systemGroupedBackground")
                }
            }
        } else {
            session.note(.unmapped, c.node, "a \(c.node.name) without a view is drawn as an empty scene")
        }
        keys.append(("background", background ?? .string("systemBackground")))
        if let bar = navigationBar(c) { keys.append(("navigationBar", bar)) }
        if let bar = tabBar(c) { keys.append(("tabBar", bar)) }
        if !views.isEmpty { keys.append(("views", .list(views))) }
        return .map(keys)
    }

    /// The navigation bar of a controller in a navigation stack (unless the stack hides it).
    private func navigationBar(_ c: IBControllerGraph.Controller) -> ImportYAML? {
        guard let navigation = c.navigation else { return nil }
        let bar = navigation.child("navigationBar", key: "navigationBar")
        if navigation.flag("navigationBarHidden") || bar?.flag("hidden") == true { return nil }
        let item = c.node.child("navigationItem", key: "navigationItem")
        var keys: [(String, ImportYAML)] = [("title", .string(IBSceneBuilder.title(of: c.node) ?? ""))]
        let mode = item?["largeTitleDisplayMode"] ?? "automatic"
        if bar?.flag("prefersLargeTitles") == true && (mode == "always" || (mode == "automatic" && c.depth == 0)) {
            keys.append(("largeTitle", .bool(true)))
        }
        // A left item takes the back button's place (UIKit draws both only with
        // leftItemsSupplementBackButton): a side menu's menu button is never a back chevron.
        let hasLeft = item.map { $0.children.contains { $0.name == "barButtonItem" && $0["key"] == "leftBarButtonItem" }
            || !($0.child("leftBarButtonItems")?.children("barButtonItem").isEmpty ?? true) } ?? false
        if c.depth > 0 && item?.flag("hidesBackButton") != true && (!hasLeft || item?.flag("leftItemsSupplementBackButton") == true) {
            keys.append(("backButton", .bool(true)))
            // UIKit's back button shows the title of the controller below (or its backButtonTitle).
            let below = c.below.flatMap { graph.controller($0)?.node }
            let back = below?.child("navigationItem", key: "navigationItem")?["backButtonTitle"] ?? below.flatMap(IBSceneBuilder.title(of:))
            if let back { keys.append(("backTitle", .string(back))) }
        }
        // A back button hides the left items (UIKit shows them beside it only with
        // leftItemsSupplementBackButton), so only a bar without one names them for taps.
        let back = keys.contains { $0.0 == "backButton" }
        let left = barItems(item, single: "leftBarButtonItem", list: "leftBarButtonItems", side: back ? nil : "leftItems")
        let right = barItems(item, single: "rightBarButtonItem", list: "rightBarButtonItems", side: "rightItems")
        if !left.isEmpty { keys.append(("leftItems", .list(left))) }
        if !right.isEmpty { keys.append(("rightItems", .list(right))) }
        return .map(keys)
    }

    /// The bar button items of one side, as the bar draws them; each drawn one is recorded as
    /// `navigationBar.SIDE.N` for taps (`side` nil: not drawn, so not tappable).
    private func barItems(_ item: IBNode?, single: String, list: String, side: String?) -> [ImportYAML] {
        guard let item else { return [] }
        var nodes = item.children.filter { $0.name == "barButtonItem" && $0["key"] == single }
        nodes += item.child(list)?.children("barButtonItem") ?? []
        let items: [(IBNode, ImportYAML)] = nodes.compactMap { node in barItem(node).map { (node, $0) } }
        if let side {
            for (n, (node, _)) in items.enumerated() {
                if let id = node["id"] { session.tapTargets[id] = "navigationBar.\(side).\(n)" }
            }
        }
        return items.map(\.1)
    }

    /// One bar button item: a system item's title or icon, a title, or an image.
    private func barItem(_ node: IBNode) -> ImportYAML? {
        var keys: [(String, ImportYAML)] = []
        if let system = node["systemItem"] {
            guard let mapped = IBSceneBuilder.systemItems[system] else {
                session.note(.unmapped, node, "bar button system item \(system) is left out")
                return nil
            }
            if let title = mapped.title { keys.append(("title", .string(title))) }
            if let icon = mapped.icon { keys.append(("icon", .string(icon))) }
            if system == "done" || system == "save" { keys.append(("done", .bool(true))) }
        } else if let title = node["title"], !title.isEmpty {
            keys.append(("title", .string(title)))
            if node["style"] == "done" { keys.append(("done", .bool(true))) }
        } else if let image = node["image"] {
            keys.append(("icon", .string(session.icon(named: image, at: node, system: node["catalog"] == "system", inScene: true))))
        } else {
            session.note(.unmapped, node, "a bar button item with a custom view is left out")
            return nil
        }
        return .map(keys)
    }

    /// The tab bar of a controller in a tab bar controller (directly or pushed within a tab).
    private func tabBar(_ c: IBControllerGraph.Controller) -> ImportYAML? {
        guard let tabs = c.tabs else { return nil }
        let document = session.document
        let children = IBControllerGraph.relationships(tabs).filter { $0.kind == "viewControllers" }
        var items: [ImportYAML] = []
        for (n, child) in children.enumerated() {
            let item = document.node(id: child.destination)?.child("tabBarItem", key: "tabBarItem")
            var title = item?["title"], icon = item.flatMap { item in item["image"].map { session.icon(named: $0, at: item, system: item["catalog"] == "system", inScene: false) } }
            if let system = item?["systemItem"], let mapped = IBSceneBuilder.tabItems[system] {
                title = title ?? mapped.0
                icon = icon ?? mapped.1
            }
            var keys: [(String, ImportYAML)] = [("title", .string(title ?? "Item \(n + 1)"))]
            if let icon { keys.append(("icon", .string(icon))) }
            if let badge = item?["badgeValue"], !badge.isEmpty { keys.append(("badge", .string(badge))) }
            items.append(.map(keys))
        }
        guard !items.isEmpty else { return nil }
        return .map([("items", .list(items)), ("selected", .number(Double(min(c.tabIndex, items.count - 1))))])
    }
}
