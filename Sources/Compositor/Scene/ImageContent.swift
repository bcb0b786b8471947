/// How an image fills its view's bounds, as UIView.ContentMode.
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center
}

/// An image shown by a view (UIImageView): a PNG or JPEG file and how it fits the bounds.
public struct ImageContent: Hashable, Sendable {
    /// Absolute path of the image file, resolved against the template's folder when decoded.
    public var path: String
    public var contentMode: ContentMode

    public init(path: String, contentMode: ContentMode = .scaleAspectFill) {
        self.path = path
        self.contentMode = contentMode
    }
}
