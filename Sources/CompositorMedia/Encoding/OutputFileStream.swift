import CompositorCore
import Foundation

/// A file written front to back in pieces, as a `TemporaryOutputFile` that `commit()` renames
/// into place: for formats whose container we write ourselves (GIF).
final class OutputFileStream {
    private let temporary: TemporaryOutputFile
    private var fd: Int32

    /// Creates the temporary file beside `destination`; throws `OutputError` (exit 5).
    init(destination: String) throws(OutputError) {
        temporary = try TemporaryOutputFile(destination: destination)
        fd = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw temporary.error("cannot create file") }
    }

    deinit { discard() }

    /// Appends `bytes`.
    func write(_ bytes: [UInt8]) throws(OutputError) {
        var failure: OutputError?
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { failure = temporary.error("cannot write"); return }
                offset += written
            }
        }
        if let failure { discard(); throw failure }
    }

    /// Closes, fsyncs and renames the file into place.
    func commit() throws(OutputError) {
        guard fd >= 0 else { throw OutputError(path: temporary.destination, message: "the file was already closed") }
        let closed = close(fd) == 0
        fd = -1
        guard closed else { let failure = temporary.error("cannot write"); temporary.discard(); throw failure }
        try temporary.commit()
    }

    /// Closes and removes the temporary file (nothing once committed).
    func discard() {
        guard fd >= 0 else { return }
        close(fd)
        fd = -1
        temporary.discard()
    }
}
