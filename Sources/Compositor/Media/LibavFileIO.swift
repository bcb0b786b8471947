import CFFmpeg
import CompositorCore
import Foundation

/// Owns one opened regular file and the `AVIOContext` libavformat reads it through (freed with
/// `avio_context_free`, the file closed with `close`).
///
/// Why not `avformat_open_input("file:…")`: libavformat then opens the file itself, and any
/// demuxer that names other files (an HLS playlist, an `ffconcat` list, a `.txt` of `file:`
/// lines, a MOV's data references) may open them through the same `file` protocol, whatever
/// folder they are in. Here the file is opened once by us, after `stat` says it is a regular
/// file (a FIFO would block the open, a device may act on it), and libavformat gets only this
/// descriptor's bytes: `LibavInput` also refuses every nested open (`io_open`).
/// Custom I/O as described at "avio_alloc_context" in FFmpeg's `libavformat/avio.h` and in
/// `avformat.h`'s "Demuxing" section ("create your own AVIOContext with avio_alloc_context(),
/// passing your reading callbacks to it. Then set the pb field of your AVFormatContext").
final class LibavFileIO {
    /// The context to set as `AVFormatContext.pb` (with `AVFMT_FLAG_CUSTOM_IO`).
    let context: UnsafeMutablePointer<AVIOContext>
    private let descriptor: Int32

    /// libavformat's own buffer size for the file protocol (`IO_BUFFER_SIZE` in avio.c), so
    /// demuxers see reads the size they always did.
    private static let bufferSize: Int32 = 32_768

    /// Opens `path` for reading. Throws the OS's error as an AVERROR (`ENOENT`, `EACCES`,
    /// `EISDIR`), or, for a FIFO, device or socket, an error whose message says which, without
    /// opening it.
    init(path: String) throws(FFmpegError) {
        let node = FileNode(path: path)
        switch node {
        case .unavailable(let code): throw FFmpegError(call: "stat", code: CFFmpeg_AVERROR(code))
        case .directory: throw FFmpegError(call: "stat", code: CFFmpeg_AVERROR(EISDIR))
        case .regular: break
        default: throw LibavFileIO.refusal(node)
        }
        // O_NONBLOCK: should the path have become a FIFO since `stat`, the open returns at once
        // and `fstat` below refuses it.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        guard fd >= 0 else { throw FFmpegError(call: "open", code: CFFmpeg_AVERROR(errno)) }
        let opened = FileNode(descriptor: fd)
        guard opened == .regular else { close(fd); throw LibavFileIO.refusal(opened) }
        guard let buffer = av_malloc(Int(LibavFileIO.bufferSize))?.assumingMemoryBound(to: UInt8.self) else {
            close(fd)
            throw FFmpegError(call: "av_malloc", code: CFFmpeg_AVERROR(ENOMEM))
        }
        // The descriptor rides in `opaque` as fd + 1 (never a null pointer).
        let opaque = UnsafeMutableRawPointer(bitPattern: Int(fd) + 1)
        guard let context = avio_alloc_context(buffer, LibavFileIO.bufferSize, 0, opaque, LibavFileIO.read, nil, LibavFileIO.seek) else {
            av_free(buffer)
            close(fd)
            throw FFmpegError(call: "avio_alloc_context", code: CFFmpeg_AVERROR(ENOMEM))
        }
        self.context = context
        descriptor = fd
    }

    deinit {
        // libavformat may have replaced the buffer; free the one the context holds now.
        av_freep(&context.pointee.buffer)
        var owned: UnsafeMutablePointer<AVIOContext>? = context
        avio_context_free(&owned)
        close(descriptor)
    }

    /// The error for a node that is not a regular file (`FileNode.inputRefusal`).
    private static func refusal(_ node: FileNode) -> FFmpegError {
        if case .unavailable(let code) = node { return FFmpegError(call: "fstat", code: CFFmpeg_AVERROR(code)) }
        return FFmpegError(call: LibavInput.refusedCall, code: CFFmpeg_AVERROR(EINVAL), message: node.inputRefusal ?? "is not a regular file")
    }

    private static func descriptor(_ opaque: UnsafeMutableRawPointer?) -> Int32 {
        Int32(Int(bitPattern: opaque) - 1)
    }

    /// `read_packet`: up to `size` bytes, `AVERROR_EOF` at the end.
    private static let read: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?, Int32) -> Int32 = { opaque, buffer, size in
        let fd = LibavFileIO.descriptor(opaque)
        while true {
            let count = Glibc.read(fd, buffer, Int(size))
            if count > 0 { return Int32(count) }
            if count == 0 { return CFFmpeg_AVERROR_EOF() }
            if errno != EINTR { return CFFmpeg_AVERROR(errno) }
        }
    }

    /// `seek`: `lseek`, or the file's size for `AVSEEK_SIZE`.
    private static let seek: @convention(c) (UnsafeMutableRawPointer?, Int64, Int32) -> Int64 = { opaque, offset, whence in
        let fd = LibavFileIO.descriptor(opaque)
        if whence & AVSEEK_SIZE != 0 {
            var status = stat()
            return fstat(fd, &status) == 0 ? Int64(status.st_size) : Int64(CFFmpeg_AVERROR(errno))
        }
        let position = lseek(fd, off_t(offset), whence & ~AVSEEK_FORCE)
        return position >= 0 ? Int64(position) : Int64(CFFmpeg_AVERROR(errno))
    }
}
