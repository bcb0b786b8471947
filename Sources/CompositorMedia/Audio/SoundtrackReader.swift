import CFFmpeg

/// Streams a sound file's samples in order, decoded by libavformat/libavcodec, as stereo pairs
/// at 16-bit scale (`AudioSampleConverter`): only what the caller asks for is decoded, one
/// packet at a time, so memory stays flat however long the file is.
///
/// The file is opened with the file protocol only (never a URL) and its best audio stream
/// decoded on one thread, with the fixed-point decoders for AAC and MP3 (`LibavInput`).
/// Owns libav objects: use from one thread at a time.
final class SoundtrackReader {
    /// The file's sample rate (Hz).
    let sampleRate: Int
    /// The sample rates a file may have: anything from telephone to studio rates.
    static let sampleRates = 8000...192_000

    private let input: LibavInput
    private let decoder: LibavCodecContext
    private let packet: LibavPacket
    private let frame: LibavFrame
    /// Decoded samples not yet taken, interleaved left/right, from `taken` on.
    private var decoded: [Int32] = []
    private var taken = 0
    private var sentEnd = false
    private var drained = false

    /// Opens `path` and its decoder. Throws `FFmpegError` (no audio stream, no decoder, …).
    init(path: String) throws {
        LibavLogging.silence()
        input = try LibavInput(path: path, mediaType: AVMEDIA_TYPE_AUDIO)
        decoder = try input.openDecoder()
        let rate = Int(decoder.pointer.pointee.sample_rate)
        guard SoundtrackReader.sampleRates.contains(rate) else {
            throw FFmpegError(call: "SoundtrackReader", code: CFFmpeg_AVERROR_INVALIDDATA(),
                              message: "sample rate \(rate) Hz is outside \(SoundtrackReader.sampleRates.lowerBound)...\(SoundtrackReader.sampleRates.upperBound) Hz")
        }
        sampleRate = rate
        packet = try LibavPacket()
        frame = try LibavFrame()
    }

    /// Appends up to `count` stereo pairs to `out`; fewer only when the file has ended.
    /// Returns how many were appended.
    @discardableResult
    func read(_ count: Int, into out: inout [Int32]) throws -> Int {
        while (decoded.count - taken) / 2 < count, !drained { try decodeMore() }
        let pairs = min(count, (decoded.count - taken) / 2)
        out.append(contentsOf: decoded[taken..<(taken + 2 * pairs)])
        taken += 2 * pairs
        if taken > 1 << 16 { decoded.removeFirst(taken); taken = 0 }
        return pairs
    }

    /// Decodes at least one more frame, or learns that the file has ended.
    private func decodeMore() throws {
        while true {
            let status = avcodec_receive_frame(decoder.pointer, frame.pointer)
            if status == 0 {
                defer { av_frame_unref(frame.pointer) }
                guard Int(frame.pointer.pointee.sample_rate) == sampleRate else {
                    throw FFmpegError(call: "avcodec_receive_frame", code: CFFmpeg_AVERROR_INVALIDDATA(), message: "the sample rate changes within the file")
                }
                try AudioSampleConverter.appendStereo(frame.pointer, to: &decoded)
                return
            }
            if status == CFFmpeg_AVERROR_EOF() { drained = true; return }
            guard status == CFFmpeg_AVERROR_EAGAIN() else { try FFmpegError.check(status, "avcodec_receive_frame"); return }
            try sendNextPacket()
        }
    }

    /// Sends the stream's next packet to the decoder, or the end-of-stream marker.
    private func sendNextPacket() throws {
        guard !sentEnd else { drained = true; return }
        while true {
            let status = av_read_frame(input.format, packet.pointer)
            if status == CFFmpeg_AVERROR_EOF() {
                sentEnd = true
                try FFmpegError.check(avcodec_send_packet(decoder.pointer, nil), "avcodec_send_packet")
                return
            }
            try FFmpegError.check(status, "av_read_frame")
            defer { av_packet_unref(packet.pointer) }
            guard packet.pointer.pointee.stream_index == input.streamIndex else { continue }
            try FFmpegError.check(avcodec_send_packet(decoder.pointer, packet.pointer), "avcodec_send_packet")
            return
        }
    }
}
