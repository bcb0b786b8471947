import CompositorCore
import CompositorMotion

/// A template, clip or path the batch could not render, and why.
package struct BatchFailure: Error, Sendable, Equatable {
    /// The template's path (or the command-line path that named nothing).
    public var template: String
    /// The clip's direction, when one clip failed rather than the whole template.
    public var direction: SegueDirection?
    public var status: ExitStatus
    /// One or more lines, each `file:line:column: field: message` or `path: message`.
    public var message: String

    public init(template: String, direction: SegueDirection? = nil, status: ExitStatus, message: String) {
        self.template = template; self.direction = direction; self.status = status; self.message = message
    }

    /// For the manifest.
    var json: JSONValue {
        var pairs: [(String, JSONValue)] = [("template", .string(template))]
        if let direction { pairs.append(("direction", .string(direction.rawValue))) }
        pairs += [("status", .int(Int(status.rawValue))), ("message", .string(message))]
        return .object(pairs)
    }
}
