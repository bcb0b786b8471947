import CompositorCore
import CompositorScene

/// Gives a video's picture at a recording time: what a view's `VideoContent` shows. The
/// implementation (libav decoders, in `Compositor`) lives above this layer; the renderer only
/// asks. It must be safe to call from every rendering thread at once, and its answer must be
/// a pure function of the path and time (the same pixels whichever thread asks, in any order).
package protocol VideoFrameSource: Sendable {
    /// The recording at `path`'s latest frame whose presentation time is at or before `time`
    /// (the first frame before it), premultiplied, upright (rotation metadata applied), with
    /// `isOpaque` true when every pixel is opaque. `rows` says, given the upright picture's
    /// width and height, which of its rows the caller reads (a frame drawing it in a band of
    /// rows, `VideoPlan`): the source may convert only those (the others then hold nothing the
    /// caller may look at); every row it converts is the same as converting the whole picture.
    /// `nil`: all of them. Throws an `AssetError` naming the file.
    func frame(of path: String, at time: Rational, rows: (_ width: Int, _ height: Int) -> Range<Int>?) throws
        -> (pixmap: Pixmap, isOpaque: Bool)

    /// The same frame's own samples when they are exactly an 8-bit 4:2:0 encoder picture's
    /// (`DecodedPlanes`: BT.709, limited range, upright, opaque), without a copy; nil when they
    /// are not (another layout, matrix or range, rotated, with alpha). A pure function of the
    /// path and time, as `frame(of:at:rows:)`.
    func planes(of path: String, at time: Rational) throws -> (any DecodedPlanes)?

    /// The presentation time, in seconds, of the frame `frame(of:at:rows:)` shows at `time`:
    /// two times give the same answer exactly when they show the same frame, so a frame whose
    /// views differ from the frame before only in their videos' clocks repeats it when every
    /// video shows the same picture at both (`View.pinningVideos(_:)`). A pure function of
    /// the path and time.
    func shownTime(of path: String, at time: Rational) throws -> Rational
}

extension VideoFrameSource {
    /// The whole frame (`frame(of:at:rows:)` with every row).
    package func frame(of path: String, at time: Rational) throws -> (pixmap: Pixmap, isOpaque: Bool) {
        try frame(of: path, at: time, rows: { _, _ in nil })
    }
}
