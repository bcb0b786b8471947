extension Pixmap {
    /// What a frame's pixmap is when nobody asked for its RGBA (`ClipFrames.render`'s
    /// `needsPixmaps`, a plane frame's patch): one transparent pixel, never given to the pool.
    package static let placeholder = Pixmap(width: 1, height: 1)
}
