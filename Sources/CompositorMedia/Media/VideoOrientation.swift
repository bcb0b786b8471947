import CFFmpeg
import CompositorScene

/// How a video's pictures are turned to stand upright, from the stream's display matrix
/// (`AV_PKT_DATA_DISPLAYMATRIX` side data, written by phones and by `ffmpeg -metadata:s:v
/// rotate=N`): quarter turns only, as recordings use; a mirrored or skewed matrix is refused.
enum VideoOrientation: Int, Equatable {
    /// Clockwise quarter turns applied to the decoded picture.
    case upright = 0, clockwise90 = 1, upsideDown = 2, clockwise270 = 3

    /// The orientation of `stream` (upright without a display matrix). Throws a one-line
    /// reason for a matrix that is not a quarter turn.
    init(stream: UnsafeMutablePointer<AVStream>) throws(VideoColorError) {
        var size = 0
        guard let data = av_stream_get_side_data(stream, AV_PKT_DATA_DISPLAYMATRIX, &size), size >= 36 else {
            self = .upright
            return
        }
        let matrix = UnsafeRawPointer(data).assumingMemoryBound(to: Int32.self)
        // av_display_rotation_get: counterclockwise degrees; the picture turns clockwise by its
        // negation (as ffmpeg's own autorotate does). Mirrored matrices have a negative determinant.
        let determinant = Int64(matrix[0]) * Int64(matrix[4]) - Int64(matrix[1]) * Int64(matrix[3])
        let degrees = -av_display_rotation_get(matrix)
        guard determinant > 0, degrees.isFinite, abs(degrees / 90 - (degrees / 90).rounded()) < 1e-3 else {
            throw VideoColorError(message: "rotation metadata (display matrix) is not a quarter turn; only 0, 90, 180 and 270 degrees are supported")
        }
        let turns = ((Int((degrees / 90).rounded()) % 4) + 4) % 4
        self = VideoOrientation(rawValue: turns)!
    }

    /// Width and height of a `width × height` picture once turned.
    func size(width: Int, height: Int) -> (width: Int, height: Int) {
        rawValue % 2 == 0 ? (width, height) : (height, width)
    }

    /// `pixmap` turned upright: a permutation of its pixels, nothing resampled.
    func apply(to pixmap: Pixmap) -> Pixmap {
        guard self != .upright else { return pixmap }
        let w = pixmap.width, h = pixmap.height
        let (ow, oh) = size(width: w, height: h)
        var out = [UInt32](repeating: 0, count: w * h)
        pixmap.pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    for x in 0..<w {
                        let (ox, oy): (Int, Int)
                        switch self {
                        case .clockwise90: (ox, oy) = (h - 1 - y, x)
                        case .upsideDown: (ox, oy) = (w - 1 - x, h - 1 - y)
                        case .clockwise270: (ox, oy) = (y, w - 1 - x)
                        case .upright: (ox, oy) = (x, y)
                        }
                        dst[oy * ow + ox] = src[y * w + x]
                    }
                }
            }
        }
        return Pixmap(width: ow, height: oh, pixels: out)
    }
}
