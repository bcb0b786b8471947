import CFFmpeg

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
    /// through `YUV420Converter`, alpha copied as is.
    static func yuva420(_ frame: Pixmap, _ picture: UnsafeMutablePointer<AVFrame>) {
        var straight = frame
        straight.pixels.withUnsafeMutableBufferPointer { pixels in
            for i in pixels.indices { pixels[i] = StraightAlpha.unpremultiply(pixels[i]) }
        }
        yuv420(straight, picture)
        let p = picture.pointee
        let alpha = p.data.3!, stride = Int(p.linesize.3)
        frame.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<frame.height {
                let row = alpha + y * stride, source = y * frame.width
                for x in 0..<frame.width { row[x] = UInt8(truncatingIfNeeded: pixels[source + x] >> 24) }
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
