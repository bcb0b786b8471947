import Foundation

/// What kind of file-system node a path names, read with `stat` (following symlinks) and
/// nothing else: inputs are checked with it before they are opened, because opening a FIFO for
/// reading blocks until some writer comes, and outputs are checked with it so that a device is
/// written through instead of being replaced by a rename.
package enum FileNode: Equatable, Sendable {
    case regular
    case directory
    case fifo
    case characterDevice
    case blockDevice
    case socket
    /// `stat` failed with this errno (most often `ENOENT`).
    case unavailable(errno: Int32)

    /// The node at `path` (symlinks followed).
    package init(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { self = .unavailable(errno: errno); return }
        self.init(mode: status.st_mode)
    }

    /// The node an `st_mode` describes.
    package init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        default: self = .socket
        }
    }

    /// The node an open descriptor refers to (`fstat`), to confirm after `open` what `stat` saw.
    package init(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { self = .unavailable(errno: errno); return }
        self.init(mode: status.st_mode)
    }

    /// Whether it is something else than a regular file, a folder or nothing: a FIFO, a device
    /// or a socket, which an input must never be and an output is never renamed over.
    package var isSpecial: Bool {
        switch self {
        case .fifo, .characterDevice, .blockDevice, .socket: return true
        case .regular, .directory, .unavailable: return false
        }
    }

    /// The one-line refusal of a special node as an input ("is a FIFO, not a regular file"),
    /// nil for anything else (a missing file or a folder is the caller's own message).
    package var inputRefusal: String? {
        isSpecial ? "is \(article), not a regular file" : nil
    }

    /// "a FIFO", "a character device", … for messages.
    package var article: String {
        switch self {
        case .regular: return "a regular file"
        case .directory: return "a directory"
        case .fifo: return "a FIFO (named pipe)"
        case .characterDevice: return "a character device"
        case .blockDevice: return "a block device"
        case .socket: return "a socket"
        case .unavailable(let code): return "unavailable (\(String(cString: strerror(code))))"
        }
    }
}
