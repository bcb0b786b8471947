import CompositorScene

/// Decoded images by absolute path, loaded once before rendering and then shared read-only by
/// every rendering thread. `Sendable`: the images are values; the shared references, the mip
/// chain cache and the glyph-mask cache, fill under their own locks.
package struct AssetStore: Sendable {
    public private(set) var images: [String: Pixmap]
    /// Prefiltered levels of the images, built lazily (see `mipChain(at:forScale:)`).
    package let mipmaps = MipmapCache()
    /// Glyph masks rasterized by any rendering thread, for all of them (`TextRenderer`).
    package let glyphMasks = GlyphCache()
    /// Decoded video frames for views that show a video (`VideoContent`); `nil` when the clip
    /// shows none.
    package var videos: (any VideoFrameSource)?

    public init(images: [String: Pixmap] = [:], videos: (any VideoFrameSource)? = nil) {
        self.images = images
        self.videos = videos
    }

    public func image(at path: String) -> Pixmap? { images[path] }
}

extension AssetStore {
    /// The mip chain of the image at `path` for drawing it with one image pixel over `scale`
    /// device pixels, built on first use and shared by every copy of the store (and so by every
    /// rendering thread); without the smaller levels when they would not be sampled
    /// (`MipmapCache.chain(for:image:scale:)`). `nil` when the store has no such image.
    package func mipChain(at path: String, forScale scale: Double) -> MipChain? {
        guard let image = images[path] else { return nil }
        return mipmaps.chain(for: path, image: image, scale: scale)
    }
}
