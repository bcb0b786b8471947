import CompositorScene

/// The gallery's poster still: the poster frame halved (2×2 box average, `MipChain`) until it
/// is at most `maxWidth` pixels wide, so a batch's posters weigh tens of kilobytes each rather
/// than megabytes, while the clips keep their full size.
enum GalleryPoster {
    /// Widest poster, in pixels: about two gallery tiles on a 2x display.
    static let maxWidth = 400

    static func thumbnail(_ frame: Pixmap) -> Pixmap {
        var image = frame
        while image.width > maxWidth, image.height >= 2 { image = MipChain.halved(image) }
        return image
    }
}
