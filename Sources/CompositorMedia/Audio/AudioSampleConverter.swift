import CFFmpeg

/// Turns one decoded audio frame, in any of libavcodec's sample formats, into stereo samples at
/// 16-bit scale (−32768…32767, as `Int32`), interleaved left, right.
///
/// Integer formats are shifted with rounding; float ones are scaled by 32768 and rounded (one
/// IEEE multiply, no libm), so the same decoded frame gives the same integers everywhere. A mono
/// file plays on both sides; of a file with more than two channels the first two are kept
/// (front left and right in every standard layout).
enum AudioSampleConverter {
    /// Appends `frame`'s samples to `out`. Throws for a sample format without a conversion.
    static func appendStereo(_ frame: UnsafeMutablePointer<AVFrame>, to out: inout [Int32]) throws(FFmpegError) {
        let f = frame.pointee
        let count = Int(f.nb_samples)
        let channels = Int(f.ch_layout.nb_channels)
        guard count > 0, channels > 0 else { return }
        let format = AVSampleFormat(rawValue: f.format)
        let planar = av_sample_fmt_is_planar(format) != 0
        let packed = av_get_packed_sample_fmt(format)
        guard let read = reader(for: packed) else {
            let name = av_get_sample_fmt_name(format).map { String(cString: $0) } ?? "\(f.format)"
            throw FFmpegError(call: "AudioSampleConverter", code: CFFmpeg_AVERROR(ENOSYS), message: "unsupported sample format \(name)")
        }
        let left = 0, right = min(1, channels - 1)
        out.reserveCapacity(out.count + 2 * count)
        for i in 0..<count {
            for channel in [left, right] {
                let (plane, index) = planar ? (channel, i) : (0, i * channels + channel)
                out.append(read(UnsafeRawPointer(f.extended_data[plane]!), index))
            }
        }
    }

    /// The function reading sample `index` of a buffer in `format` at 16-bit scale.
    private static func reader(for format: AVSampleFormat) -> ((UnsafeRawPointer, Int) -> Int32)? {
        switch format {
        case AV_SAMPLE_FMT_U8:
            return { p, i in (Int32(p.load(fromByteOffset: i, as: UInt8.self)) - 128) << 8 }
        case AV_SAMPLE_FMT_S16:
            return { p, i in Int32(p.load(fromByteOffset: 2 * i, as: Int16.self)) }
        case AV_SAMPLE_FMT_S32:
            return { p, i in narrow(Int64(p.load(fromByteOffset: 4 * i, as: Int32.self)), shift: 16) }
        case AV_SAMPLE_FMT_S64:
            return { p, i in narrow(p.load(fromByteOffset: 8 * i, as: Int64.self) >> 1, shift: 47) }
        case AV_SAMPLE_FMT_FLT:
            return { p, i in fromFloat(Double(p.load(fromByteOffset: 4 * i, as: Float.self))) }
        case AV_SAMPLE_FMT_DBL:
            return { p, i in fromFloat(p.load(fromByteOffset: 8 * i, as: Double.self)) }
        default:
            return nil
        }
    }

    /// `value` >> `shift`, rounded half up, clamped to 16 bits.
    static func narrow(_ value: Int64, shift: Int64) -> Int32 {
        clamp16((value + (1 << (shift - 1))) >> shift)
    }

    /// A float sample (full scale ±1) at 16-bit scale, rounded half away from zero and clamped;
    /// NaN is silence.
    static func fromFloat(_ value: Double) -> Int32 {
        guard !value.isNaN else { return 0 }
        return clamp16(Int64(max(-40000, min(40000, (value * 32768).rounded()))))
    }

    static func clamp16(_ value: Int64) -> Int32 { Int32(max(-32768, min(32767, value))) }
}
