import CompositorScene

/// The pixels of a device frame's image backdrop, decoded once when the template is loaded
/// (so a bad file is reported at its `frame.background.image` key) and handed to the render's
/// `AssetLoader`, which then does not decode the file a second time.
///
/// A cache, not part of the frame's value: two frames are equal whether or not one holds the
/// pixels (`==` is always true, the hash adds nothing), so holding them changes no comparison.
/// Immutable after init, so `Sendable`.
package final class DecodedBackdrop: Hashable, Sendable {
    /// The file's path, as `DeviceFrame.backdropImage` gives it.
    package let path: String
    /// The decoded pixels, premultiplied.
    package let pixels: Pixmap

    package init(path: String, pixels: Pixmap) {
        self.path = path
        self.pixels = pixels
    }

    package static func == (lhs: DecodedBackdrop, rhs: DecodedBackdrop) -> Bool { true }
    package func hash(into hasher: inout Hasher) {}
}
