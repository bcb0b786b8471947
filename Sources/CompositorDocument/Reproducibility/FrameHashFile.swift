import CompositorCore
import Foundation

/// Writes a frame-hash file frame by frame while a clip renders (`render --frame-hashes`), into a
/// hidden temporary beside `path` renamed into place by `finish()`; `cancel()`, an error or
/// dropping it unfinished removes the temporary, so no partial hash file ever appears.
/// Use from one thread (the in-order consumer of frames).
package final class FrameHashFile {
    /// Where the finished file goes.
    public let path: String
    private let temporary: TemporaryOutputFile
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    /// Frames written so far; the next must be this index.
    public private(set) var frameCount = 0

    /// Creates the temporary file and writes the header for `manifest`'s format (its frames, if
    /// any, are ignored). Throws `OutputError`.
    public init(path: String, format manifest: FrameHashManifest) throws {
        self.path = path
        // A FIFO (`--frame-hashes /dev/stdout` on a pipe, `mkfifo`) takes the rows as they come.
        temporary = try TemporaryOutputFile(destination: path, streams: true)
        // Written through: a descriptor named (`/dev/stdout`) through a copy of it, sharing its
        // offset with what the process prints there; a device or pipe opened, never truncated.
        if temporary.writesThrough, let named = TemporaryOutputFile.descriptorNumber(path) {
            descriptor = dup(named)
        } else {
            descriptor = temporary.writesThrough ? open(temporary.path, O_WRONLY | O_CLOEXEC)
                : open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { throw temporary.error("cannot create \(temporary.path)") }
        buffer.append(contentsOf: manifest.header.utf8)
    }

    deinit { cancel() }

    /// Adds the next frame's row (frames must come in order from 0).
    public func append(_ frame: FrameChecksum) throws {
        guard descriptor >= 0 else { throw OutputError(path: path, message: "the frame hash file is already closed") }
        guard frame.index.value == frameCount else {
            throw OutputError(path: path, message: "frame \(frame.index) arrived when frame \(frameCount) was expected")
        }
        frameCount += 1
        buffer.append(contentsOf: FrameHashManifest.line(for: frame).utf8)
        if buffer.count >= 1 << 16 { try flush() }
    }

    /// Writes what is buffered, closes, syncs and renames the file into place.
    public func finish() throws {
        guard descriptor >= 0 else { throw OutputError(path: path, message: "the frame hash file is already closed") }
        do {
            try flush()
            let fd = descriptor
            descriptor = -1
            guard close(fd) == 0 else { throw temporary.error("cannot write") }
            try temporary.commit()
        } catch {
            cancel()
            temporary.discard()
            throw error
        }
    }

    /// Closes and deletes the temporary file; nothing is left at `path`. Does nothing once finished.
    public func cancel() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
            temporary.discard()
        }
    }

    private func flush() throws {
        try buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { throw temporary.error("cannot write") }
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
