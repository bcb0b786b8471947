/// One clip of a batch: a template's segue in one direction, and the file it goes to.
public struct BatchClip: Sendable {
    /// Position in the batch (templates in order, then their directions in order).
    public let index: Int
    public let template: SegueTemplate
    public let direction: SegueDirection
    /// The clip's file name inside the output folder: `NAME-DIRECTION.mp4`.
    public let file: String

    public var frameCount: Int { template.timeline.frameCount }

    /// `name-direction`, for progress lines.
    public var label: String { String(file.dropLast(4)) }

    /// The poster still's file name: the clip's, with `.png`.
    public var poster: String { label + ".png" }

    public init(index: Int, template: SegueTemplate, direction: SegueDirection) {
        self.index = index
        self.template = template
        self.direction = direction
        file = BatchClip.safeName(template.name) + "-" + direction.rawValue + ".mp4"
    }

    /// `name` with every character but letters, digits, `.`, `_` and `-` made `-`, and no
    /// leading dot, so a template's name can never point outside the output folder.
    static func safeName(_ name: String) -> String {
        var safe = String(name.unicodeScalars.map { s -> Character in
            (s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "." || s == "_" || s == "-")) ? Character(s) : "-"
        })
        while safe.hasPrefix(".") { safe.removeFirst() }
        return safe.isEmpty ? "clip" : safe
    }

    /// The frame shown as the clip's poster: the middle of the transition.
    public var posterFrame: FrameIndex {
        let timeline = template.timeline
        let middle = (timeline.holdBefore + timeline.transition * Rational(1, 2)) * timeline.frameRate.rate
        return FrameIndex(max(0, min(Int(middle.floor), frameCount - 1)))
    }
}

/// A template, clip or path the batch could not render, and why.
public struct BatchFailure: Error, Sendable, Equatable {
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
