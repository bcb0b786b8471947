import Foundation

/// A hidden file beside the destination that receives the output and is renamed over the
/// destination only when complete, so a failed or interrupted run never leaves a partial file.
///
/// Named `.<name>.<pid>@<host>.partial.<ext>` in the destination's folder (same file system, so
/// the rename is atomic). The PID and host let a later run tell a dead process's leftover
/// (after a SIGKILL, an OOM kill, a preempted node) from a file another worker of a render farm
/// is still writing into a shared folder: see `StaleTemporaryFiles`. When that name would pass
/// `NAME_MAX` (a 244-byte output name), `<name>` is cut and ends in a hash of the whole name.
///
/// A rename replaces whatever the destination is, so only a regular file (or nothing) is
/// renamed over. A character device (`-o /dev/null` for a benchmark) is written through in
/// place, as `ffmpeg` does, with nothing to rename or remove; a FIFO, socket or block device is
/// refused (exit 5): a video is no stream for a pipe's reader, and a disk is never overwritten.
package struct TemporaryOutputFile {
    package let destination: String
    /// Where the bytes are written: the hidden temporary, or `destination` itself when it is a
    /// character device.
    package let path: String
    /// Whether `path` is the destination, a character device: `commit` and `discard` leave it be.
    package let writesThrough: Bool

    /// The temporary for `destination`. Throws `OutputError` when the destination is a FIFO
    /// (unless `streams`: text such as frame hashes, which a pipe's reader takes as it comes),
    /// a socket or a block device.
    package init(destination: String, streams: Bool = false) throws(OutputError) {
        self.destination = destination
        let node = FileNode(path: destination)
        switch node {
        case .characterDevice:
            (path, writesThrough) = (destination, true)
            return
        case .fifo where streams:
            (path, writesThrough) = (destination, true)
            return
        case .regular where TemporaryOutputFile.descriptorNumber(destination) != nil:
            // `/dev/stdout` redirected to a file: a temporary beside it would be renamed over the
            // /dev/stdout link itself; the file the descriptor names is written in place.
            (path, writesThrough) = (destination, true)
            return
        case .fifo, .socket, .blockDevice:
            throw OutputError(path: destination, message: "is \(node.article); outputs are regular files, or character devices such as /dev/null")
        case .regular, .directory, .unavailable:
            writesThrough = false
        }
        let url = URL(fileURLWithPath: destination)
        let ext = url.pathExtension.isEmpty ? "" : ".\(url.pathExtension)"
        let tail = ".\(getpid())@\(StaleTemporaryFiles.host).partial\(ext)"
        let name = "." + TemporaryOutputFile.shortened(url.lastPathComponent, toFit: Int(NAME_MAX) - 1 - tail.utf8.count) + tail
        path = url.deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// The descriptor `path` names (`/dev/stdout` 1, `/dev/stderr` 2, `/dev/fd/N` and
    /// `/proc/self/fd/N` N), or nil: a symbolic link to an open file, never a place to put a
    /// temporary beside, and written through that descriptor (a copy of it), so what the
    /// process prints there and what is written through it share one offset.
    package static func descriptorNumber(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) { return Int32(path.dropFirst(prefix.count)) }
            return nil
        }
    }

    /// `name` when it has at most `limit` UTF-8 bytes, else its longest prefix (whole scalars)
    /// that fits with `~` and 16 hex digits of its FNV-1a hash, so that two long names sharing a
    /// prefix still get different temporaries.
    package static func shortened(_ name: String, toFit limit: Int) -> String {
        guard name.utf8.count > limit else { return name }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let digits = String(hash, radix: 16)
        let suffix = "~" + String(repeating: "0", count: 16 - digits.count) + digits
        var prefix = ""
        var bytes = 0
        for scalar in name.unicodeScalars {
            let width = String(scalar).utf8.count
            guard bytes + width + suffix.utf8.count <= limit else { break }
            prefix.unicodeScalars.append(scalar)
            bytes += width
        }
        return prefix + suffix
    }

    /// Writes `bytes` to the temporary file (created or truncated), then commits it.
    package func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw error("cannot create file") }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                let failure = error("cannot write")
                close(fd)
                discard()
                throw failure
            }
            offset += written
        }
        guard close(fd) == 0 else { let failure = error("cannot write"); discard(); throw failure }
        try commit()
    }

    /// Flushes the finished temporary file to disk and renames it to the destination; on
    /// failure removes it and throws. Nothing for a device written through.
    package func commit() throws(OutputError) {
        guard !writesThrough else { return }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { let failure = error("cannot reopen the finished file"); discard(); throw failure }
        let synced = fsync(fd) == 0
        let syncError = error("cannot flush to disk")
        close(fd)
        guard synced else { discard(); throw syncError }
        guard rename(path, destination) == 0 else { let failure = error("cannot rename into place"); discard(); throw failure }
        // Make the rename itself durable; a folder that cannot be synced is not an error.
        let folder = open(URL(fileURLWithPath: destination).deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 { fsync(folder); close(folder) }
    }

    /// Removes the temporary file if it exists (never a device written through).
    package func discard() { if !writesThrough { unlink(path) } }

    /// An `OutputError` for the destination with `errno`'s text.
    package func error(_ what: String) -> OutputError {
        OutputError(path: destination, message: "\(what): \(String(cString: strerror(errno)))")
    }
}
