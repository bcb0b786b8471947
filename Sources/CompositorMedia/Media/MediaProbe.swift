import CFFmpeg
import CompositorCore
import CompositorScene

/// Reads a video file back, for tests and `verify`-style checks of what the encoder wrote.
package enum MediaProbe {
    /// Demuxes every packet and decodes every frame of the first video stream.
    /// Throws `AssetError` when the file is missing or cannot be decoded.
    public static func inspect(path: String) throws -> VideoFileInfo {
        LibavLogging.silence()
        let input = try open(path)
        let stream = input.stream.pointee
        let parameters = input.parameters.pointee
        var framePTS: [Int64] = []
        var pixelFormat = "none"
        var size = (width: Int(parameters.width), height: Int(parameters.height))
        var frameColor = VideoFileInfo.ColorTags(primaries: "unknown", transfer: "unknown", space: "unknown", range: "unknown")
        var profile = parameters.profile, level = parameters.level
        try mapErrors(path) {
            let decoder = try input.openDecoder()
            defer { (profile, level) = (decoder.pointer.pointee.profile, decoder.pointer.pointee.level) }
            try input.decode(with: decoder) { frame in
                if framePTS.isEmpty {
                    pixelFormat = av_get_pix_fmt_name(AVPixelFormat(rawValue: frame.pointee.format)).map { String(cString: $0) } ?? "none"
                    size = (Int(frame.pointee.width), Int(frame.pointee.height))
                    frameColor = colorTags(frame.pointee.color_primaries, frame.pointee.color_trc, frame.pointee.colorspace, frame.pointee.color_range)
                }
                framePTS.append(frame.pointee.pts)
            }
        }
        let containerColor = colorTags(parameters.color_primaries, parameters.color_trc, parameters.color_space, parameters.color_range)
        let boxes = (try? MP4BoxScanner.topLevelTypes(path: path)) ?? []
        let moovBeforeMdat = if let moov = boxes.firstIndex(of: "moov"), let mdat = boxes.firstIndex(of: "mdat") { moov < mdat } else { false }
        return VideoFileInfo(
            codec: String(cString: avcodec_get_name(parameters.codec_id)),
            pixelFormat: pixelFormat,
            width: size.width, height: size.height,
            frameCount: framePTS.count,
            timeBase: Rational(Int64(stream.time_base.num), Int64(max(stream.time_base.den, 1))),
            framePTS: framePTS,
            colorPrimaries: containerColor.primaries, colorTransfer: containerColor.transfer,
            colorSpace: containerColor.space, colorRange: containerColor.range,
            frameColor: frameColor,
            formatMetadata: dictionary(input.format.pointee.metadata),
            streamMetadata: dictionary(stream.metadata),
            moovBeforeMdat: moovBeforeMdat,
            container: String(cString: input.format.pointee.iformat.pointee.name),
            profile: avcodec_profile_name(parameters.codec_id, profile).map { String(cString: $0) },
            codecTag: fourCC(parameters.codec_tag),
            frameRate: stream.avg_frame_rate.num > 0 && stream.avg_frame_rate.den > 0 ? Rational(Int64(stream.avg_frame_rate.num), Int64(stream.avg_frame_rate.den))
                : evenRate(framePTS, timeBase: Rational(Int64(stream.time_base.num), Int64(max(stream.time_base.den, 1)))),
            hasAlpha: pixelFormatHasAlpha(pixelFormat),
            audio: audioStreams(input.format),
            level: level > 0 ? Int(level) : nil,
            audioTracks: audioTracks(input.format))
    }

    /// The rate of frames whose timestamps are evenly spaced (APNG's demuxer states none: its
    /// frames carry their own delays), or nil for fewer than two frames or uneven ones.
    static func evenRate(_ pts: [Int64], timeBase: Rational) -> Rational? {
        guard pts.count >= 2, let step = Optional(pts[1] - pts[0]), step > 0,
              zip(pts, pts.dropFirst()).allSatisfy({ $1 - $0 == step }) else { return nil }
        return Rational(1) / (Rational(step) * timeBase)
    }

    /// Every audio stream's codec, layout and exact length.
    private static func audioTracks(_ format: UnsafeMutablePointer<AVFormatContext>) -> [VideoFileInfo.AudioTrackInfo] {
        (0..<Int(format.pointee.nb_streams)).compactMap { i in
            let stream = format.pointee.streams[i]!.pointee
            let p = stream.codecpar.pointee
            guard p.codec_type == AVMEDIA_TYPE_AUDIO else { return nil }
            let duration = stream.duration > 0 && stream.time_base.den > 0
                ? Rational(stream.duration) * Rational(Int64(stream.time_base.num), Int64(stream.time_base.den)) : nil
            return VideoFileInfo.AudioTrackInfo(
                codec: String(cString: avcodec_get_name(p.codec_id)),
                profile: avcodec_profile_name(p.codec_id, p.profile).map { String(cString: $0) },
                sampleRate: Int(p.sample_rate), channels: Int(p.ch_layout.nb_channels), duration: duration, bitRate: Int(p.bit_rate))
        }
    }

    private static func fourCC(_ tag: UInt32) -> String? {
        guard tag != 0 else { return nil }
        let bytes = (0..<4).map { UInt8(truncatingIfNeeded: tag >> (8 * $0)) }
        guard bytes.allSatisfy({ (32..<127).contains($0) }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func pixelFormatHasAlpha(_ name: String) -> Bool {
        pixelFormatHasAlpha(av_get_pix_fmt(name))
    }

    /// Whether pictures in `format` carry alpha (a JPEG's YUV does not: every pixel is opaque).
    static func pixelFormatHasAlpha(_ format: AVPixelFormat) -> Bool {
        guard format != AV_PIX_FMT_NONE, let descriptor = av_pix_fmt_desc_get(format) else { return false }
        return descriptor.pointee.flags & UInt64(AV_PIX_FMT_FLAG_ALPHA) != 0
    }

    /// One line per audio stream: codec, sample rate, channels.
    private static func audioStreams(_ format: UnsafeMutablePointer<AVFormatContext>) -> [String] {
        (0..<Int(format.pointee.nb_streams)).compactMap { i in
            let p = format.pointee.streams[i]!.pointee.codecpar.pointee
            guard p.codec_type == AVMEDIA_TYPE_AUDIO else { return nil }
            return "\(String(cString: avcodec_get_name(p.codec_id))) \(p.sample_rate) Hz, \(p.ch_layout.nb_channels) channels"
        }
    }

    /// Decodes every frame of the first video stream and hands each, with its index, to
    /// `body` as opaque RGBA (Y'CbCr read as BT.709 when tagged so, limited range unless
    /// tagged full), for checking colors after a round trip through the encoder.
    /// `untaggedIsBT709`: read a stream without a matrix tag as BT.709 (raw Y4M, whose header
    /// has no field for it) instead of libswscale's default BT.601.
    public static func decodeFrames(path: String, untaggedIsBT709: Bool = false, _ body: (Int, Pixmap) throws -> Void) throws {
        LibavLogging.silence()
        let input = try open(path)
        var scaler: SwsScaler?
        var index = 0
        try mapErrors(path) {
            let decoder = try input.openDecoder()
            try input.decode(with: decoder) { frame in
                let f = frame.pointee
                if scaler == nil {
                    scaler = try SwsScaler(width: Int(f.width), height: Int(f.height), from: AVPixelFormat(rawValue: f.format),
                                           matrix: f.colorspace == AVCOL_SPC_BT709 || (untaggedIsBT709 && f.colorspace == AVCOL_SPC_UNSPECIFIED) ? .bt709 : .bt601,
                                           fullRange: f.color_range == AVCOL_RANGE_JPEG)
                }
                guard let scaler, scaler.width == Int(f.width), scaler.height == Int(f.height) else {
                    throw FFmpegError(call: "MediaProbe.decodeFrames", code: CFFmpeg_AVERROR_INVALIDDATA(), message: "frame size changed mid-stream")
                }
                var pixmap = Pixmap(width: scaler.width, height: scaler.height)
                pixmap.pixels = try scaler.rgba(from: frame)
                try body(index, pixmap)
                index += 1
            }
        }
    }

    private static func open(_ path: String) throws -> LibavInput {
        do {
            // A path the user names: its links are followed here, once (`LibavFileIO` follows none).
            return try LibavInput(path: ConfinedFolder.realPath(path) ?? path)
        } catch {
            throw AssetError(path: path, message: ImageDecoder.describe(error, kind: "video",
                                                                invalidData: "not a media file (no container FFmpeg reads), or its data is corrupt"))
        }
    }

    /// Runs `body`, turning libav failures into an `AssetError` for `path`.
    private static func mapErrors(_ path: String, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as FFmpegError {
            throw AssetError(path: path, message: "cannot decode video: \(error.description)")
        }
    }

    private static func colorTags(_ primaries: AVColorPrimaries, _ transfer: AVColorTransferCharacteristic,
                                  _ space: AVColorSpace, _ range: AVColorRange) -> VideoFileInfo.ColorTags {
        func name(_ text: UnsafePointer<CChar>?) -> String { text.map { String(cString: $0) } ?? "unknown" }
        return VideoFileInfo.ColorTags(primaries: name(av_color_primaries_name(primaries)),
                                       transfer: name(av_color_transfer_name(transfer)),
                                       space: name(av_color_space_name(space)),
                                       range: name(av_color_range_name(range)))
    }

    private static func dictionary(_ metadata: OpaquePointer?) -> [String: String] {
        var result: [String: String] = [:]
        var entry: UnsafeMutablePointer<AVDictionaryEntry>?
        while let next = av_dict_get(metadata, "", entry, AV_DICT_IGNORE_SUFFIX) {
            result[String(cString: next.pointee.key)] = String(cString: next.pointee.value)
            entry = next
        }
        return result
    }
}
