/// One screen of the app: a named tree of views whose root fills the canvas.
public struct Scene: Hashable, Sendable {
    public var name: String
    public var root: View
    /// A navigation title, shown in a navigation bar by navigation transitions.
    public var title: String?

    public init(name: String, root: View, title: String? = nil) {
        self.name = name
        self.root = root
        self.title = title
    }
}
