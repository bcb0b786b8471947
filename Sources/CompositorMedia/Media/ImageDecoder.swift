import CFFmpeg
import CompositorCore
import CompositorScene
import Foundation

/// Decodes a PNG or JPEG file into a premultiplied `Pixmap`, once, at load time.
///
/// Defensive: the size in the file's header is checked against `maxPixels` before any pixel
/// memory exists (and libavcodec's own `max_pixels` guard is set too), and the decoder runs
/// with `AV_EF_EXPLODE` so a truncated or damaged file fails instead of yielding grey rows.
/// Animated PNGs are refused; EXIF orientation is not applied.
package enum ImageDecoder {
    /// Largest image width or height, in pixels.
    public static let maxSide = 8192

    /// The image at `path` as premultiplied RGBA8. Every failure is an `AssetError` naming
    /// `path` with a one-line reason ("no such file", "truncated or corrupt PNG data", …).
    /// Width and height must each be at most `maxSide` (the documented 8192×8192), and their
    /// product at most `maxPixels`.
    public static func decode(path: String, maxPixels: Int = maxSide * maxSide) throws(AssetError) -> Pixmap {
        do {
            return try decodeOrThrow(path: path, maxPixels: maxPixels)
        } catch let error as AssetError {
            throw error
        } catch let error as FFmpegError {
            throw AssetError(path: path, message: describe(error, kind: kindName(path)))
        } catch {
            throw AssetError(path: path, message: "\(error)")
        }
    }

    private static func decodeOrThrow(path: String, maxPixels: Int) throws -> Pixmap {
        LibavLogging.silence()
        let input = try LibavInput(path: path)
        let codecID = input.parameters.pointee.codec_id
        if codecID == AV_CODEC_ID_APNG {
            throw AssetError(path: path, message: "animated PNG is not supported; use a still PNG or JPEG")
        }
        guard codecID == AV_CODEC_ID_PNG || codecID == AV_CODEC_ID_MJPEG else {
            let name = String(cString: avcodec_get_name(codecID))
            throw AssetError(path: path, message: "unsupported image format \(name); expected PNG or JPEG")
        }
        let kind = codecID == AV_CODEC_ID_PNG ? "PNG" : "JPEG"
        func checkSize(_ width: Int, _ height: Int) throws(AssetError) {
            if width <= 0 || height <= 0 { throw AssetError(path: path, message: "\(kind) header declares an empty \(width)x\(height) image") }
            if width > maxSide || height > maxSide || width.multipliedReportingOverflow(by: height).overflow
                || width * height > maxPixels {
                let limit = maxPixels >= maxSide * maxSide ? "\(maxSide)x\(maxSide)" : describeLimit(maxPixels)
                throw AssetError(path: path, message: "image is \(width)x\(height) pixels; the limit is \(limit)")
            }
        }
        let declared = input.parameters.pointee
        if declared.width != 0 || declared.height != 0 { try checkSize(Int(declared.width), Int(declared.height)) }

        let decoder = try input.openDecoder { context in
            context.pointee.max_pixels = Int64(maxPixels)
            context.pointee.err_recognition = AV_EF_EXPLODE | AV_EF_CRCCHECK
        }
        var pixmap: Pixmap?
        do {
            try input.decode(with: decoder, onPacket: { packet in
                guard pixmap == nil else { return }
                let bytes = UnsafeRawBufferPointer(start: packet.pointee.data, count: Int(packet.pointee.size))
                guard let size = ImageHeader.dimensions(of: bytes) else {
                    throw AssetError(path: path, message: "truncated or corrupt \(kind) header")
                }
                try checkSize(size.width, size.height)
            }, onFrame: { frame in
                guard pixmap == nil else { return }
                try checkSize(Int(frame.pointee.width), Int(frame.pointee.height))
                pixmap = try premultipliedPixmap(from: frame)
            })
        } catch let error as FFmpegError where error.code == CFFmpeg_AVERROR_INVALIDDATA() || error.code == CFFmpeg_AVERROR(EINVAL) {
            throw AssetError(path: path, message: "truncated or corrupt \(kind) data")
        }
        guard let pixmap else { throw AssetError(path: path, message: "truncated or corrupt \(kind) data (no picture decoded)") }
        return pixmap
    }

    /// Converts a decoded frame of any pixel format to RGBA8 and premultiplies it exactly.
    private static func premultipliedPixmap(from frame: UnsafeMutablePointer<AVFrame>) throws -> Pixmap {
        let width = Int(frame.pointee.width), height = Int(frame.pointee.height)
        let format = AVPixelFormat(rawValue: frame.pointee.format)
        let fullRange = frame.pointee.color_range == AVCOL_RANGE_JPEG
            || [AV_PIX_FMT_YUVJ420P, AV_PIX_FMT_YUVJ422P, AV_PIX_FMT_YUVJ444P, AV_PIX_FMT_YUVJ440P].contains(format)
        let scaler = try SwsScaler(width: width, height: height, from: format, fullRange: fullRange)
        var pixmap = Pixmap(width: width, height: height, pixels: try scaler.rgba(from: frame))
        // Without alpha in the source every pixel came out opaque: nothing to premultiply.
        guard MediaProbe.pixelFormatHasAlpha(format) else { return pixmap }
        pixmap.pixels.withUnsafeMutableBufferPointer { pixels in
            for i in pixels.indices { pixels[i] = StraightAlpha.premultiply(pixels[i]) }
        }
        return pixmap
    }

    private static func kindName(_ path: String) -> String {
        let ext = (path as NSString).pathExtension.lowercased()
        return ext == "png" ? "PNG" : (ext == "jpg" || ext == "jpeg") ? "JPEG" : "image"
    }

    /// One line for a libav failure: the OS's words for file errors, else what it means for an
    /// image; `invalidData` says what a file libav cannot read at all is not.
    package static func describe(_ error: FFmpegError, kind: String,
                         invalidData: String = "not a PNG or JPEG image, or its data is corrupt") -> String {
        if let problem = LibavInput.fileProblem(error) { return problem }
        if error.code == CFFmpeg_AVERROR_INVALIDDATA() { return invalidData }
        return "cannot decode \(kind): \(error.description)"
    }

    private static func describeLimit(_ maxPixels: Int) -> String {
        var side = Int(Double(maxPixels).squareRoot())
        while side * side > maxPixels { side -= 1 }
        while (side + 1) * (side + 1) <= maxPixels { side += 1 }
        return side * side == maxPixels ? "\(side)x\(side)" : "\(maxPixels) pixels"
    }
}
