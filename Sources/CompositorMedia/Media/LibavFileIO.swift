import CFFmpeg
import CompositorCore
import Foundation

/// Owns one opened regular file and the `AVIOContext` libavformat reads it through (freed with
/// `avio_context_free`, the file closed with `close`).
///
/// Why not `avformat_open_input("file:…")`: libavformat then opens the file itself, and any
/// demuxer that names other files (an HLS playlist, an `ffconcat` list, a `.txt` of `file:`
/// lines, a MOV's data references) may open them through the same `file` protocol, whatever
/// folder they are in. Here the file is opened once by us, confined (`ConfinedFolder+Open`:
/// first located with `O_PATH` and `fstat`, so a FIFO that would block the open or a device that
/// may act on it is refused unopened), and libavformat gets only this
/// descriptor's bytes: `LibavInput` also refuses every nested open (`io_open`).
/// Custom I/O as described at "avio_alloc_context" in FFmpeg's `libavformat/avio.h` and in
/// `avformat.h`'s "Demuxing" section ("create your own AVIOContext with avio_alloc_context(),
/// passing your reading callbacks to it. Then set the pb field of your AVFormatContext").
final class LibavFileIO {
    /// The context to set as `AVFormatContext.pb` (with `AVFMT_FLAG_CUSTOM_IO`).
    let context: UnsafeMutablePointer<AVIOContext>
    /// The file read, closed when this owner goes (after the context is freed).
    private let file: OpenedFile

    /// libavformat's own buffer size for the file protocol (`IO_BUFFER_SIZE` in avio.c), so
    /// demuxers see reads the size they always did.
    private static let bufferSize: Int32 = 32_768

    /// Opens `path` for reading: a real path (no symbolic link in it), checked earlier, opened
    /// with `ConfinedFolder.openChecked`, so a link swapped in since is refused. Throws the OS's
    /// error as an AVERROR (`ENOENT`, `EACCES`, `EISDIR`), or, for a FIFO, device or socket (never
    /// opened for reading) or a link, an error whose message says which.
    init(path: String) throws(FFmpegError) {
        let file: OpenedFile
        switch ConfinedFolder.openChecked(path) {
        case .success(let opened): file = opened
        case .failure(.system(let code)): throw FFmpegError(call: "open", code: CFFmpeg_AVERROR(code))
        case .failure(.notRegular(.directory)): throw FFmpegError(call: "stat", code: CFFmpeg_AVERROR(EISDIR))
        case .failure(let problem): throw FFmpegError(call: LibavInput.refusedCall, code: CFFmpeg_AVERROR(EINVAL), message: problem.description)
        }
        let fd = file.descriptor
        guard let buffer = av_malloc(Int(LibavFileIO.bufferSize))?.assumingMemoryBound(to: UInt8.self) else {
            throw FFmpegError(call: "av_malloc", code: CFFmpeg_AVERROR(ENOMEM))
        }
        // The descriptor rides in `opaque` as fd + 1 (never a null pointer).
        let opaque = UnsafeMutableRawPointer(bitPattern: Int(fd) + 1)
        guard let context = avio_alloc_context(buffer, LibavFileIO.bufferSize, 0, opaque, LibavFileIO.read, nil, LibavFileIO.seek) else {
            av_free(buffer)
            throw FFmpegError(call: "avio_alloc_context", code: CFFmpeg_AVERROR(ENOMEM))
        }
        self.context = context
        self.file = file
    }

    deinit {
        // libavformat may have replaced the buffer; free the one the context holds now.
        av_freep(&context.pointee.buffer)
        var owned: UnsafeMutablePointer<AVIOContext>? = context
        avio_context_free(&owned)
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
