/// The view controllers of a document and how they contain each other: which content
/// controllers become scenes, which navigation stack and tab each sits in, and the segues
/// between them.
struct IBControllerGraph {
    /// Content controllers: a scene each.
    static let contentKinds: Set<String> = ["viewController", "tableViewController", "collectionViewController",
                                             "pageViewController", "glkViewController", "avPlayerViewController",
                                             "hostingController"]
    static let containerKinds: Set<String> = ["navigationController", "tabBarController", "splitViewController"]

    /// One scene's controller and where it sits.
    struct Controller {
        var node: IBNode
        var id: String
        var name: String = ""
        /// The navigation controller it sits in, and its depth in the stack (0 = root).
        var navigation: IBNode?
        var depth = 0
        /// The controller below it in its navigation stack.
        var below: String?
        /// The tab bar controller and this scene's tab index.
        var tabs: IBNode?
        var tabIndex = 0
        /// The comment IB writes before the controller's `<scene>` (its title in the outline).
        var sceneComment: String?
    }

    let document: IBDocument
    private(set) var controllers: [Controller] = []
    private var index: [String: Int] = [:]
    /// Each controller's segues, found once (`segues(from:)` walks the controller's subtree).
    private(set) var outgoing: [[(node: IBNode, trigger: IBNode?)]] = []
    /// For each content controller, the first segue in document order that shows it (not an
    /// unwind, relationship or embed), with the index of the controller it starts from.
    private(set) var incoming: [String: (segue: IBNode, from: Int)] = [:]

    init(document: IBDocument) {
        self.document = document
        var all: [IBNode] = []
        var comments: [String: String] = [:]
        if document.kind == .storyboard {
            for scene in document.root.items(in: "scenes") where scene.name == "scene" {
                for object in scene.items(in: "objects") where object["sceneMemberID"] == "viewController" || IBControllerGraph.contentKinds.contains(object.name) || IBControllerGraph.containerKinds.contains(object.name) {
                    all.append(object)
                    if let id = object["id"], let comment = scene.comment { comments[id] = comment }
                }
            }
        } else {
            for object in document.root.items(in: "objects") where object.name != "placeholder" {
                all.append(object)
            }
        }
        for node in all where !IBControllerGraph.containerKinds.contains(node.name) {
            let id = node["id"] ?? "object-\(controllers.count + 1)"
            guard index[id] == nil else { continue }
            index[id] = controllers.count
            controllers.append(Controller(node: node, id: id, sceneComment: comments[id]))
        }
        outgoing = controllers.map { segues(from: $0.node) }
        assignContainers(all)
        followPushes()
        for (i, list) in outgoing.enumerated() {
            for (segue, _) in list where segue["kind"] != "unwind" {
                if let target = segue["destination"], let id = content(target), id != controllers[i].id, incoming[id] == nil {
                    incoming[id] = (segue, i)
                }
            }
        }
    }

    func controller(_ id: String) -> Controller? { index[id].map { controllers[$0] } }

    /// The content controller a segue to `id` shows: a container's root (a navigation
    /// controller's root, a tab bar controller's first tab, a split view's primary column).
    func content(_ id: String, depth: Int = 0) -> String? {
        guard depth < 8, let node = document.node(id: id) else { return nil }
        if index[id] != nil { return id }
        guard IBControllerGraph.containerKinds.contains(node.name) else { return nil }
        let relationships = IBControllerGraph.relationships(node)
        let order = ["rootViewController", "viewControllers", "masterViewController", "primaryViewController",
                     "compactViewController", "detailViewController", "secondaryViewController"]
        for kind in order {
            if let first = relationships.first(where: { $0.kind == kind }) { return content(first.destination, depth: depth + 1) }
        }
        return nil
    }

    /// The `kind="relationship"` segues of a container, in order.
    static func relationships(_ node: IBNode) -> [(kind: String, destination: String)] {
        node.items(in: "connections").compactMap { segue in
            guard segue.name == "segue", segue["kind"] == "relationship", let d = segue["destination"] else { return nil }
            return (segue["relationship"] ?? "", d)
        }
    }

    /// The root view of a controller (`<view key="view">`, a table controller's table).
    static func rootView(of controller: IBNode) -> IBNode? {
        controller.children.first { $0["key"] == "view" } ?? (controller.frame != nil ? controller : nil)
    }

    private mutating func assignContainers(_ all: [IBNode]) {
        for node in all where node.name == "navigationController" {
            if let root = IBControllerGraph.relationships(node).first(where: { $0.kind == "rootViewController" }),
               let i = index[root.destination], controllers[i].navigation == nil {
                controllers[i].navigation = node
            }
        }
        for node in all where node.name == "tabBarController" {
            for (tab, child) in IBControllerGraph.relationships(node).filter({ $0.kind == "viewControllers" }).enumerated() {
                if let id = content(child.destination), let i = index[id], controllers[i].tabs == nil {
                    controllers[i].tabs = node
                    controllers[i].tabIndex = tab
                }
            }
        }
    }

    /// A show/push from a controller in a navigation stack pushes onto that stack: the
    /// destination inherits the stack (one deeper) and the tab.
    private mutating func followPushes() {
        var changed = true, rounds = 0
        while changed && rounds < 64 {
            changed = false
            rounds += 1
            for i in controllers.indices where controllers[i].navigation != nil {
                for segue in outgoing[i] where ["show", "push", "showDetail"].contains(segue.node["kind"] ?? "") {
                    guard let target = segue.node["destination"], let d = index[target], d != i,
                          controllers[d].navigation == nil else { continue }
                    controllers[d].navigation = controllers[i].navigation
                    controllers[d].depth = controllers[i].depth + 1
                    controllers[d].below = controllers[i].id
                    if controllers[d].tabs == nil && controllers[d].node["hidesBottomBarWhenPushed"] != "YES" {
                        controllers[d].tabs = controllers[i].tabs
                        controllers[d].tabIndex = controllers[i].tabIndex
                    }
                    changed = true
                }
            }
        }
    }

    /// The segues a controller's scene starts (on the controller, its controls, cells and bar
    /// items), with the element that triggers each; relationships and embeds are containment.
    func segues(from controller: IBNode) -> [(node: IBNode, trigger: IBNode?)] {
        var found: [(IBNode, IBNode?)] = []
        var stack: [(IBNode, IBNode?)] = [(controller, nil)]
        while let (node, owner) = stack.popLast() {
            if node.name == "connections" {
                for segue in node.children where segue.name == "segue" && !["relationship", "embed"].contains(segue["kind"] ?? "") {
                    found.append((segue, owner === controller ? nil : owner))
                }
                continue
            }
            for child in node.children.reversed() { stack.append((child, node)) }
        }
        return found
    }
}
