import CompositorMedia
import CompositorScene

/// Puts each frame into a delivery preset's larger output frame before encoding: the picture
/// at the fit's position, the backdrop color around it (letterbox or pillarbox bars).
///
/// The output frame is one pixmap, filled with the backdrop once; each new frame's rows are
/// copied into its middle, so the bars cost nothing per frame. Repeated frames stay repeats.
final class LetterboxEncoder: FrameEncoder {
    private let inner: FrameEncoder
    private let fit: DeliveryFit
    private var frame: Pixmap

    init(_ inner: FrameEncoder, fit: DeliveryFit, backdrop: Color) {
        self.inner = inner
        self.fit = fit
        frame = Pixmap(width: fit.size.width, height: fit.size.height, fill: backdrop.premultiplied())
    }

    func append(_ picture: Pixmap) throws {
        precondition(picture.width == fit.pictureWidth && picture.height == fit.pictureHeight, "frame size differs from the delivery fit")
        let (x, y, width, stride) = (fit.x, fit.y, picture.width, fit.size.width)
        frame.pixels.withUnsafeMutableBufferPointer { out in
            picture.pixels.withUnsafeBufferPointer { source in
                for row in 0..<picture.height {
                    let target = UnsafeMutableBufferPointer(rebasing: out[((y + row) * stride + x)...].prefix(width))
                    _ = target.update(fromContentsOf: source[(row * width)..<((row + 1) * width)])
                }
            }
        }
        try inner.append(frame)
    }

    func appendRepeat() throws { try inner.appendRepeat() }
    func finish() throws { try inner.finish() }
    func cancel() { inner.cancel() }
}
