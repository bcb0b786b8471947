import CompositorCore

/// Gives a video's picture at a recording time: what a view's `VideoContent` shows. The
/// implementation (libav decoders, in `Compositor`) lives above this layer; the renderer only
/// asks. It must be safe to call from every rendering thread at once, and its answer must be
/// a pure function of the path and time (the same pixels whichever thread asks, in any order).
package protocol VideoFrameSource: Sendable {
    /// The recording at `path`'s latest frame whose presentation time is at or before `time`
    /// (the first frame before it), premultiplied, upright (rotation metadata applied), with
    /// `isOpaque` true when every pixel is opaque. Throws an `AssetError` naming the file.
    func frame(of path: String, at time: Rational) throws -> (pixmap: Pixmap, isOpaque: Bool)
}
