import CompositorCore

/// Keeps every file `import` writes within what the template reader loads, so `validate` and
/// `render` accept every template it writes (issue #50): the reader refuses a template holding
/// more than `TemplateLimits.maxValues` values with its includes, more than
/// `TemplateLimits.maxIncludedFiles` includes, views nested deeper than
/// `TemplateLimits.maxViewDepth`, lists and mappings nested deeper than
/// `TemplateLimits.maxNesting` and a file over `TemplateLoader.maxFileSize`.
///
/// Values and nesting are counted on the value before it is written, as `TemplateBudget`
/// counts them while reading: one for each scalar, list, mapping and key; the root at level 1,
/// a list's items and a mapping's keys and values one level deeper. A scene past a limit is
/// refused (exit 3) at the IB element where it crosses it; the flow leaves out what does not
/// fit (`ImportFlow`), and a segue whose scenes together hold too much is refused at the segue.
enum ImportLoadCheck {
    /// Values a template keeps for itself besides its scenes (a segue template holds about 40;
    /// the flow at most 60 steps, its root and tabs): a scene holds at most
    /// `TemplateLimits.maxValues` less this, so some template can include it.
    static let reserve = 2_000

    /// Values the reader counts in `value`.
    static func values(_ value: ImportYAML) -> Int {
        switch value {
        case .string, .plain, .number, .bool: 1
        case .list(let items): items.reduce(1) { $0 + values($1) }
        case .map(let pairs): pairs.reduce(1) { $0 + 1 + values($1.1) }
        }
    }

    /// The deepest level of `value`, the root at `level`.
    static func nesting(_ value: ImportYAML, level: Int = 1) -> Int {
        switch value {
        case .string, .plain, .number, .bool: level
        case .list(let items): items.reduce(level) { max($0, nesting($1, level: level + 1)) }
        case .map(let pairs): pairs.reduce(level) { max($0, nesting($1.1, level: level + 1)) }
        }
    }

    /// Refuses the scene `name` (a scenes file's mapping, written as `text`) when the reader
    /// would not load it; returns its values otherwise. Views nested too deep are refused at the
    /// first such view, too many values at the view where they run out, both by the view's IB
    /// element (its `id`), else at the scene's `controller`.
    static func scene(_ scene: ImportYAML, text: String, name: String, controller: IBNode, document: IBDocument) throws -> Int {
        func refuse(_ node: IBNode?, _ message: String) -> TemplateError {
            let at = node ?? controller
            return TemplateError(file: document.file, line: at.line, column: at.column, field: "", message: "scene \"\(name)\": " + message)
        }
        let limit = TemplateLimits.maxValues - reserve
        // The scene's own keys first (title, background, bars), then each view in document order.
        var running = ownValues(scene, apartFrom: "views"), crossing: ImportYAML?, tooDeep: ImportYAML?
        walkViews(scene["views"], depth: 1) { view, depth, own in
            if depth > TemplateLimits.maxViewDepth, tooDeep == nil { tooDeep = view }
            running += own
            if running > limit, crossing == nil { crossing = view }
        }
        func element(_ view: ImportYAML?) -> IBNode? {
            guard case .string(let id)? = view?["id"] else { return nil }
            return document.node(id: id)
        }
        if let tooDeep {
            throw refuse(element(tooDeep), "views nested deeper than \(TemplateLimits.maxViewDepth) levels, which a template cannot hold (TemplateLimits.maxViewDepth); flatten the view hierarchy")
        }
        if let crossing {
            throw refuse(element(crossing), "would hold \(running) values, and from this view on it passes the \(limit) a scene may hold (a template loads \(TemplateLimits.maxValues) with its includes, TemplateLimits.maxValues); split the views over view controllers")
        }
        let bytes = text.utf8.count
        if bytes > TemplateLoader.maxFileSize {
            throw refuse(nil, "its scenes file would be \(bytes) bytes, more than a template file may be (\(TemplateLoader.maxFileSize >> 20) MiB, TemplateLoader.maxFileSize); split the scene's views over view controllers")
        }
        let levels = nesting(scene)
        if levels > TemplateLimits.maxNesting {
            throw refuse(nil, "its scenes file would nest values \(levels) levels deep, more than \(TemplateLimits.maxNesting) (TemplateLimits.maxNesting)")
        }
        return values(scene)
    }

    /// Whether `scenes` fit in one template together (with `reserve` for its own values).
    static func fit<S: Sequence<String>>(_ scenes: S, costs: [String: Int]) -> Bool {
        scenes.reduce(0) { $0 + (costs[$1] ?? 0) } <= TemplateLimits.maxValues - reserve
    }

    /// Refuses the segue `s` when the scenes its template includes hold more values together
    /// than a template loads, at the segue's element.
    static func segue(_ s: ImportedSegue, costs: [String: Int], document: IBDocument) throws {
        guard !fit(s.scenes, costs: costs) else { return }
        let held = s.scenes.map { "\($0) \(costs[$0] ?? 0)" }.joined(separator: ", ")
        throw TemplateError(file: document.file, line: s.line, column: s.column, field: "",
                            message: "segue \(s.identifier ?? s.id ?? ""): its scenes hold too many values together for one template (\(held); at most \(TemplateLimits.maxValues - reserve), TemplateLimits.maxValues); split the larger scene's views over view controllers")
    }

    /// The values of the mapping `value` apart from those under its key `key` (its key and the
    /// list it names still count), so a tree's values add up view by view in linear time.
    private static func ownValues(_ value: ImportYAML, apartFrom key: String) -> Int {
        guard case .map(let pairs) = value else { return values(value) }
        return pairs.reduce(1) { total, pair in
            guard pair.0 == key else { return total + 1 + values(pair.1) }
            if case .list = pair.1 { return total + 2 }
            return total + 1 + values(pair.1)
        }
    }

    /// Calls `body` with each view under `views` (a scene's or view's `views`/`subviews` list)
    /// in document order, its depth (1 for a scene's own views), and the values it holds apart
    /// from its subviews.
    private static func walkViews(_ views: ImportYAML?, depth: Int, _ body: (ImportYAML, Int, Int) -> Void) {
        guard case .list(let items)? = views else { return }
        for view in items {
            body(view, depth, ownValues(view, apartFrom: "subviews"))
            walkViews(view["subviews"], depth: depth + 1, body)
        }
    }
}
