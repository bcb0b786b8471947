import CFFmpeg
import CompositorRaster
import CompositorScene

/// Premultiplied RGBA frames into the picture layouts the encoders take, BT.709 limited range:
/// one function per layout, shared by the formats that use it.
enum PictureConversion {
    /// 8-bit 4:2:0 (`yuv420p`), alpha ignored (composited over black): `YUV420Converter`.
    static func yuv420(_ frame: Pixmap, _ picture: UnsafeMutablePointer<AVFrame>) {
        let p = picture.pointee
        YUV420Converter.convert(frame, rowPairs: 0..<(frame.height / 2),
                                y: p.data.0!, yStride: Int(p.linesize.0),
                                cb: p.data.1!, cbStride: Int(p.linesize.1),
                                cr: p.data.2!, crStride: Int(p.linesize.2))
    }

    /// 8-bit 4:2:0 with an alpha plane (`yuva420p`): the straight (un-premultiplied) colors
    /// through `YUV420Converter`, alpha copied as is. Two rows at a time: they are
    /// un-premultiplied into a two-row scratch that stays in the cache and converted from there,
    /// and their alpha written in the same pass, so the frame is read once and never copied
    /// whole (equal byte for byte to converting an un-premultiplied copy: `ShortClipTests`,
    /// `yuva420EqualsConvertingAStraightCopy`).
    static func yuva420(_ frame: Pixmap, _ picture: UnsafeMutablePointer<AVFrame>) {
        let p = picture.pointee, width = frame.width
        let y = p.data.0!, cb = p.data.1!, cr = p.data.2!, alpha = p.data.3!
        let (yStride, cbStride, crStride, alphaStride) = (Int(p.linesize.0), Int(p.linesize.1), Int(p.linesize.2), Int(p.linesize.3))
        let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: 2 * width)
        defer { scratch.deallocate() }
        frame.pixels.withUnsafeBufferPointer { pixels in
            for pair in 0..<(frame.height / 2) {
                for row in 0..<2 {
                    let source = pixels.baseAddress! + (2 * pair + row) * width
                    let straight = scratch + row * width, alphaRow = alpha + (2 * pair + row) * alphaStride
                    for x in 0..<width {
                        let pixel = source[x]
                        straight[x] = StraightAlpha.unpremultiply(pixel)
                        alphaRow[x] = UInt8(truncatingIfNeeded: pixel >> 24)
                    }
                }
                YUV420Converter.kernelRowPair(scratch, scratch + width, y + 2 * pair * yStride, y + (2 * pair + 1) * yStride,
                                              cb + pair * cbStride, cr + pair * crStride, width)
            }
        }
    }

    /// 10-bit 4:2:0 (`yuv420p10le`, HEVC Main 10), alpha ignored.
    static func yuv420p10(_ frame: Pixmap, _ picture: UnsafeMutablePointer<AVFrame>) {
        YUV10Converter.convert420(frame, picture: picture)
    }

    /// Straight 8-bit RGBA (`rgba`, APNG with alpha) or RGB (`rgb24`), un-premultiplied.
    static func rgba(_ frame: Pixmap, _ picture: UnsafeMutablePointer<AVFrame>) {
        let p = picture.pointee, stride = Int(p.linesize.0), alpha = p.format == AV_PIX_FMT_RGBA.rawValue
        frame.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<frame.height {
                let row = p.data.0! + y * stride
                for x in 0..<frame.width {
                    let s = StraightAlpha.unpremultiply(pixels[y * frame.width + x])
                    if alpha {
                        UnsafeMutableRawPointer(row + 4 * x).storeBytes(of: s.littleEndian, as: UInt32.self)
                    } else {
                        row[3 * x] = UInt8(truncatingIfNeeded: s); row[3 * x + 1] = UInt8(truncatingIfNeeded: s >> 8)
                        row[3 * x + 2] = UInt8(truncatingIfNeeded: s >> 16)
                    }
                }
            }
        }
    }

    /// 10-bit 4:2:2 (`yuv422p10le`, ProRes 422), alpha ignored: `YUV10Converter`'s integers,
    /// through ProRes's fast path.
    static func yuv422p10(_ frame: Pixmap, _ picture: UnsafeMutablePointer<AVFrame>) {
        ProResPictureConverter.convert422(frame, picture: picture)
    }

    /// 10-bit 4:4:4 with 10-bit alpha (`yuva444p10le`, ProRes 4444), straight colors:
    /// `YUV10Converter`'s integers, through ProRes's fast path.
    static func yuva444p10(_ frame: Pixmap, _ picture: UnsafeMutablePointer<AVFrame>) {
        ProResPictureConverter.convert4444(frame, picture: picture)
    }
}
