import CFFmpeg

/// The versions of the libraries that shape the output bytes, for `--version` and bug reports:
/// a different libx264 or libavcodec may encode the same frames to different bytes.
package enum EncodingLibraries {
    /// libavcodec, libavformat, libswscale, libavutil (the versions loaded at run time) and
    /// x264 (its "core N rNNNN hash" build, read from the version SEI of a 2×2 test encode;
    /// "unavailable" if that encode fails).
    public static var versions: [(name: String, version: String)] {
        [("libavcodec", dotted(avcodec_version())), ("libavformat", dotted(avformat_version())),
         ("libswscale", dotted(swscale_version())), ("libavutil", dotted(avutil_version())),
         ("x264", x264Version)]
    }

    private static func dotted(_ v: UInt32) -> String {
        "\(CFFmpeg_version_major(v)).\(CFFmpeg_version_minor(v)).\(CFFmpeg_version_micro(v))"
    }

    private static let x264Version: String = (try? probeX264Version()) ?? "unavailable"

    /// Encodes one grey 2×2 frame without global headers, so x264 puts its user-data SEI
    /// ("x264 - core 164 r3095 baee400 - H.264/MPEG-4 AVC codec - …") in the first packet.
    private static func probeX264Version() throws -> String? {
        LibavLogging.silence()
        guard let codec = avcodec_find_encoder_by_name("libx264") else { return nil }
        let encoder = try LibavCodecContext(codec: codec)
        encoder.pointer.pointee.width = 2
        encoder.pointer.pointee.height = 2
        encoder.pointer.pointee.pix_fmt = AV_PIX_FMT_YUV420P
        encoder.pointer.pointee.time_base = AVRational(num: 1, den: 25)
        encoder.pointer.pointee.thread_count = 1
        try encoder.setOption("preset", X264Preset.ultrafast.rawValue)
        try encoder.open(codec)
        let frame = try LibavFrame(width: 2, height: 2, format: AV_PIX_FMT_YUV420P)
        for plane in 0..<3 {
            let p = frame.pointer.pointee
            let data = [p.data.0, p.data.1, p.data.2][plane]!
            data.update(repeating: 128, count: Int([p.linesize.0, p.linesize.1, p.linesize.2][plane]) * (plane == 0 ? 2 : 1))
        }
        frame.pointer.pointee.pts = 0
        try FFmpegError.check(avcodec_send_frame(encoder.pointer, frame.pointer), "avcodec_send_frame")
        try FFmpegError.check(avcodec_send_frame(encoder.pointer, nil), "avcodec_send_frame")
        let packet = try LibavPacket()
        var bytes: [UInt8] = []
        while avcodec_receive_packet(encoder.pointer, packet.pointer) >= 0 {
            bytes += UnsafeRawBufferPointer(start: packet.pointer.pointee.data, count: Int(packet.pointer.pointee.size))
            av_packet_unref(packet.pointer)
        }
        let text = String(decoding: bytes.map { $0 >= 0x20 && $0 < 0x7F ? $0 : 0x0A }, as: UTF8.self)
        guard let start = text.range(of: "x264 - core ") else { return nil }
        let rest = text[start.upperBound...]
        let end = rest.range(of: " - ")?.lowerBound ?? rest.endIndex
        return "core " + rest[..<end]
    }
}
