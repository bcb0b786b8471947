import CompositorMotion

/// A storyboard segue as a template's `segue:` (and a flow step): which scenes, which animator
/// in which presentation style, with which options.
package struct ImportedSegue: Sendable {
    /// The segue's IB id and `identifier`.
    public var id: String?
    public var identifier: String?
    /// IB's kind: show, push, showDetail, presentation, modal, popoverPresentation, custom, unwind.
    public var kind: String
    public var customClass: String?
    public var source: String
    public var destination: String
    public var animator: AnimatorKind
    public var presentation: String?
    public var options: [(String, String)] = []
    /// An unwind: the template renders only the dismissal of `destination` back to `source`.
    public var dismissOnly = false
    /// The flow action: push, present (or pop, dismiss for an unwind).
    public var action: String
    public var line: Int
    public var column: Int
    /// The view id a flow step taps to fire it (`ImportTap`): its button, cell or bar item.
    public var tap: String?
    /// The template's file name in the output folder.
    public var file = ""

    /// The scenes its template includes: the one shown below (the `below` option), its source
    /// and its destination.
    var scenes: [String] {
        (options.first { $0.0 == "below" }.map { [$0.1] } ?? []) + [source, destination]
    }
}
