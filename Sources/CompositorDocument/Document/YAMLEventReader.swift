// libyaml is the copy Yams builds (its `CYaml` module, visible to this target through the Yams
// product): linking Debian's libyaml as well would put two definitions of every `yaml_*`
// symbol into one binary.
import CYaml
import CompositorCore

/// Reads YAML (and JSON, YAML's flow style) straight from libyaml's events into a
/// `TemplateNode` tree, within `TemplateBudget`'s bounds.
///
/// Why not `Yams.compose`: it resolves an alias to the anchored node itself, so a few hundred
/// bytes of anchors that each repeat the previous one nine times compose instantly into a
/// shared tree with billions of paths — and then every walk over it (our conversion, Yams's own
/// duplicate-key check, which hashes whole keys) pays for the expansion: gigabytes of memory
/// within seconds. Here aliases are refused where they stand (templates are small and have
/// includes for sharing scenes, so refusing is simpler and easier to explain than a limit on
/// expansion), and values and nesting are counted as they arrive, so no input of any shape
/// makes the tree larger than the budget.
final class YAMLEventReader {
    private var parser = yaml_parser_t()
    /// The text's bytes; libyaml reads them in place, so they live as long as the parser.
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    private let file: String
    private let budget: TemplateBudget

    init(text: String, file: String, budget: TemplateBudget) {
        var utf8 = Array(text.utf8)
        bytes = .allocate(capacity: max(utf8.count, 1))
        _ = bytes.initialize(from: utf8)
        utf8 = []
        self.file = file
        self.budget = budget
        yaml_parser_initialize(&parser)
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, bytes.baseAddress, text.utf8.count)
    }

    deinit {
        yaml_parser_delete(&parser)
        bytes.deallocate()
    }

    /// The single document's root, or `nil` for an empty stream.
    func document() throws -> TemplateNode? {
        try expect(YAML_STREAM_START_EVENT)
        var event = try next()
        defer { yaml_event_delete(&event) }
        if event.type == YAML_STREAM_END_EVENT { return nil }
        let root = try node(after: try next(), depth: 1)
        try expect(YAML_DOCUMENT_END_EVENT)
        var end = try next()
        defer { yaml_event_delete(&end) }
        if end.type != YAML_STREAM_END_EVENT {
            throw error(at: end.start_mark, "syntax error: expected a single document, but found another document")
        }
        return root
    }

    /// The node that starts with `first` (which this call deletes), its children read to its end.
    private func node(after first: yaml_event_t, depth: Int) throws -> TemplateNode {
        var event = first
        defer { yaml_event_delete(&event) }
        let position = TemplateNode.Position(event.start_mark)
        try budget.spend(depth: depth) { throw error(at: event.start_mark, $0) }
        switch event.type {
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            let quoted = scalar.style == YAML_SINGLE_QUOTED_SCALAR_STYLE || scalar.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE
            return .scalar(text, quoted: quoted, position)
        case YAML_SEQUENCE_START_EVENT:
            var items: [TemplateNode] = []
            while true {
                let item = try next()
                if item.type == YAML_SEQUENCE_END_EVENT { var end = item; yaml_event_delete(&end); break }
                items.append(try node(after: item, depth: depth + 1))
            }
            return .sequence(items, position)
        case YAML_MAPPING_START_EVENT:
            var pairs: [(key: String, keyPosition: TemplateNode.Position, value: TemplateNode)] = []
            var seen = Set<String>()
            while true {
                let keyEvent = try next()
                if keyEvent.type == YAML_MAPPING_END_EVENT { var end = keyEvent; yaml_event_delete(&end); break }
                let key = try node(after: keyEvent, depth: depth + 1)
                guard case .scalar(let name, _, let keyPosition) = key else {
                    throw error(at: key.position, field: "", "keys must be plain names")
                }
                guard seen.insert(name).inserted else { throw error(at: keyPosition, field: name, "duplicate key") }
                pairs.append((name, keyPosition, try node(after: try next(), depth: depth + 1)))
            }
            return .mapping(pairs, position)
        case YAML_ALIAS_EVENT:
            let name = String(cString: event.data.alias.anchor)
            throw error(at: event.start_mark, "YAML aliases (*\(name)) are not supported in templates; "
                        + "write the value out, or put shared scenes in a file and include it")
        default:
            throw error(at: event.start_mark, "syntax error: unexpected YAML event")
        }
    }

    /// The next event, or the parser's syntax error. The caller deletes the event.
    private func next() throws -> yaml_event_t {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) == 1 else { throw syntaxError() }
        return event
    }

    /// Reads one event that must be of `type` (the stream and document brackets).
    private func expect(_ type: yaml_event_type_t) throws {
        var event = try next()
        defer { yaml_event_delete(&event) }
        guard event.type == type else { throw error(at: event.start_mark, "syntax error: unexpected YAML event") }
    }

    private func syntaxError() -> TemplateError {
        let context = parser.context.map { String(cString: $0) }
        let problem = parser.problem.map { String(cString: $0) }
        let detail = [context, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        return error(at: parser.problem_mark, "syntax error: " + (detail.isEmpty ? "unreadable YAML" : detail))
    }

    private func error(at mark: yaml_mark_t, _ message: String) -> TemplateError {
        error(at: TemplateNode.Position(mark), field: "", message)
    }

    private func error(at position: TemplateNode.Position, field: String, _ message: String) -> TemplateError {
        TemplateError(file: file, line: position.line, column: position.column, field: field, message: message)
    }
}

extension TemplateNode.Position {
    /// libyaml's 0-based mark as a 1-based line and column.
    init(_ mark: yaml_mark_t) { self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1) }
}
