import ArgumentParser
import Compositor
import Foundation

/// `segue-video list`: the animator catalog with its options, for people (wrapped to 100
/// columns) or for programs (`--json`).
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the animators with their options.")

    @Flag(help: "Print the catalog as JSON: every animator with its summary, duration, styles and options.")
    var json = false

    @Flag(help: "List the actions a flow's steps take instead (docs/templates.md, Flows).")
    var steps = false

    /// The widest line `list` prints.
    static let columns = 100

    func run() {
        if steps {
            for step in FlowAction.summaries { print("\(step.key): \(step.value)\n    \(step.summary)") }
            return
        }
        if json { print(ListCommand.json().pretty) } else { for line in ListCommand.lines() { print(line) } }
    }

    /// Per animator: `name: duration; presentation styles`, the summary, then one line per option, each
    /// wrapped to `columns` with a hanging indent; a blank line between animators.
    static func lines() -> [String] {
        var lines: [String] = []
        for type in AnimatorCatalog.all {
            if !lines.isEmpty { lines.append("") }
            let duration = String(format: "%g", type.defaultDuration.doubleValue)
            lines += wrap("\(type.name): \(duration) s; presentation \(type.styles.map(\.rawValue).joined(separator: ", "))", indent: "    ")
            lines += wrap(type.summary, lead: "    ", indent: "    ")
            if type.options.isEmpty { lines.append("    no options") }
            for option in type.options { lines += wrap("option " + option.listing + ": " + option.summary, lead: "    ", indent: "        ") }
        }
        return lines
    }

    /// The catalog as JSON, in catalog order.
    static func json() -> JSONValue {
        .array(AnimatorCatalog.all.map { type in
            .object([
                ("name", .string(type.name)),
                ("summary", .string(type.summary)),
                ("defaultDuration", .number(type.defaultDuration.doubleValue)),
                ("styles", .array(type.styles.map { .string($0.rawValue) })),
                ("options", .array(type.options.map { option in
                    .object([
                        ("name", .string(option.name)),
                        ("required", .bool(option.isRequired)),
                        ("default", option.defaultValue.map { .string($0) } ?? .null),
                        ("values", .string(option.valueDescription)),
                        ("summary", .string(option.summary)),
                    ])
                })),
            ])
        })
    }

    /// `text` after `lead`, broken at spaces into lines of at most `columns` characters;
    /// continuation lines start with `indent`. A word longer than a line stays whole.
    static func wrap(_ text: String, lead: String = "", indent: String) -> [String] {
        var lines: [String] = [], current = lead, empty = true
        for word in text.split(separator: " ") {
            if !empty, current.count + 1 + word.count > columns {
                lines.append(current)
                current = indent + word
            } else {
                current += (empty ? "" : " ") + word
            }
            empty = false
        }
        lines.append(current)
        return lines
    }
}
