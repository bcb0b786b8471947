import ArgumentParser
import Compositor
import Foundation

/// `segue-video list`: the animator catalog, one line per animator with its options.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the animators with their options.")

    func run() {
        for line in ListCommand.lines() { print(line) }
    }

    /// `name  summary; duration; presentation styles; options: name=default (values), …`, in
    /// catalog order.
    static func lines() -> [String] {
        let width = AnimatorCatalog.names.map(\.count).max() ?? 0
        return AnimatorCatalog.all.map { type in
            let name = type.name.padding(toLength: width, withPad: " ", startingAt: 0)
            let duration = String(format: "%g", type.defaultDuration.doubleValue)
            let styles = type.styles.map(\.rawValue).joined(separator: "|")
            let options = type.options.isEmpty ? "no options" : "options: " + type.options.map(\.listing).joined(separator: ", ")
            return "\(name)  \(type.summary); \(duration) s; presentation \(styles); \(options)"
        }
    }
}
