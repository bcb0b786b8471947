import CompositorCore

/// How an image fills its view's bounds, as UIView.ContentMode.
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center
}

/// An image shown by a view (UIImageView): a PNG or JPEG file and how it fits the bounds.
public struct ImageContent: Hashable, Sendable {
    /// Absolute path of the image file, resolved against the template's folder when decoded.
    public var path: String
    /// Default `scaleToFill`, as `UIImageView.contentMode`'s: an image whose aspect differs
    /// from its frame's is stretched unless a template asks for `scaleAspectFill` or `scaleAspectFit`.
    public var contentMode: ContentMode
    /// The part of the image shown, in unit coordinates of the whole image (`[0, 0, 1, 1]` is
    /// all of it), placed by `contentMode` as if it were the image: a screenshot scene's
    /// elements show their own regions of one screenshot this way. `nil` is the whole image.
    public var crop: Rect?

    /// UIImageView's default content mode.
    public static let defaultContentMode = ContentMode.scaleToFill

    /// The image at `path` (relative to the template's folder), fitted by `contentMode`, optionally
    /// cropped to `crop` in image pixels.
    public init(path: String, contentMode: ContentMode = ImageContent.defaultContentMode, crop: Rect? = nil) {
        self.path = path
        self.contentMode = contentMode
        self.crop = crop
    }
}
