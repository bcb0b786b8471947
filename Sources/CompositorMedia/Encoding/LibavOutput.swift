import CFFmpeg

/// Owns an output `AVFormatContext` (freed with `avformat_free_context`) and its `AVIOContext`
/// once opened (closed with `avio_closep`).
final class LibavOutput {
    let format: UnsafeMutablePointer<AVFormatContext>

    /// A muxer for container `formatName` that will write to `path`; nothing is opened yet.
    init(formatName: String, path: String) throws(FFmpegError) {
        var context: UnsafeMutablePointer<AVFormatContext>?
        try FFmpegError.check(avformat_alloc_output_context2(&context, nil, formatName, path), "avformat_alloc_output_context2")
        guard let context else { throw FFmpegError(call: "avformat_alloc_output_context2", code: CFFmpeg_AVERROR(ENOMEM)) }
        format = context
    }

    var isOpen: Bool { format.pointee.pb != nil }

    /// Creates (or truncates) the file at `path` for writing.
    func open(path: String) throws(FFmpegError) {
        try FFmpegError.check(avio_open(&format.pointee.pb, path, AVIO_FLAG_WRITE), "avio_open")
    }

    /// Flushes and closes the file; its result tells whether the last writes reached the OS.
    func close() throws(FFmpegError) {
        guard isOpen else { return }
        try FFmpegError.check(avio_closep(&format.pointee.pb), "avio_closep")
    }

    deinit {
        if isOpen { avio_closep(&format.pointee.pb) }
        avformat_free_context(format)
    }
}
