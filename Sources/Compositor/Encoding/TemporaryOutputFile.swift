import Foundation

/// A hidden file beside the destination that receives the output and is renamed over the
/// destination only when complete, so a failed or interrupted run never leaves a partial file.
///
/// Named `.<name>.<pid>@<host>.partial.<ext>` in the destination's folder (same file system, so
/// the rename is atomic). The PID and host let a later run tell a dead process's leftover
/// (after a SIGKILL, an OOM kill, a preempted node) from a file another worker of a render farm
/// is still writing into a shared folder: see `StaleTemporaryFiles`.
struct TemporaryOutputFile {
    let destination: String
    let path: String

    init(destination: String) {
        self.destination = destination
        let url = URL(fileURLWithPath: destination)
        let ext = url.pathExtension.isEmpty ? "" : ".\(url.pathExtension)"
        let name = ".\(url.lastPathComponent).\(getpid())@\(StaleTemporaryFiles.host).partial\(ext)"
        path = url.deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// Writes `bytes` to the temporary file (created or truncated), then commits it.
    func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
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
    /// failure removes it and throws.
    func commit() throws(OutputError) {
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

    /// Removes the temporary file if it exists.
    func discard() { unlink(path) }

    /// An `OutputError` for the destination with `errno`'s text.
    func error(_ what: String) -> OutputError {
        OutputError(path: destination, message: "\(what): \(String(cString: strerror(errno)))")
    }
}
