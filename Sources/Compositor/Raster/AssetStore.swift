/// Decoded images by absolute path, loaded once before rendering and then shared read-only by
/// every rendering thread (a value type of values, so it is `Sendable` without locks).
public struct AssetStore: Sendable {
    public private(set) var images: [String: Pixmap]

    public init(images: [String: Pixmap] = [:]) { self.images = images }

    public func image(at path: String) -> Pixmap? { images[path] }
}
