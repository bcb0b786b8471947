import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One Linux inotify instance watching a bounded set of directories for entries created,
/// deleted, modified, closed after writing or moved, and for the directory itself going away.
/// It owns its descriptor (closed in `deinit`) and is used by one thread at a time: the
/// watcher's thread, which adds directories and waits for events.
final class DirectoryInotify {
    /// What one event says: something happened in `directory` (a real path), to `name` when the
    /// event names an entry; `isDirectory` when that entry is a directory.
    struct Event: Sendable, Equatable {
        let directory: String
        let name: String?
        let isDirectory: Bool
    }

    /// Why a directory is not watched.
    enum Refusal: Error, Equatable {
        /// `maxDirectories` are watched already.
        case limit
        /// The kernel refused (ENOSPC: the user's `max_user_watches`; or the directory is gone).
        case system(errno: Int32)
    }

    /// The events each directory is watched for.
    static let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO
                             | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

    private let descriptor: Int32
    private var paths: [Int32: String] = [:]
    private var descriptors: [String: Int32] = [:]
    /// Most directories watched at once.
    let maxDirectories: Int
    /// Set when the kernel dropped events (its queue overflowed): anything may have changed.
    private(set) var overflowed = false

    /// Nil when inotify is unavailable (`inotify_init1` failed: no inotify, too many instances).
    init?(maxDirectories: Int) {
        let fd = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        descriptor = fd
        self.maxDirectories = maxDirectories
    }

    deinit { close(descriptor) }

    /// The directories watched now.
    var count: Int { paths.count }

    /// Whether `directory` (a real path) is watched.
    func watches(_ directory: String) -> Bool { descriptors[directory] != nil }

    /// Watches `directory` (a real path); watching one already watched does nothing.
    func add(_ directory: String) throws(Refusal) {
        guard descriptors[directory] == nil else { return }
        guard paths.count < maxDirectories else { throw .limit }
        let wd = inotify_add_watch(descriptor, directory, DirectoryInotify.mask)
        guard wd >= 0 else { throw .system(errno: errno) }
        if let old = paths[wd] { descriptors[old] = nil }
        paths[wd] = directory
        descriptors[directory] = wd
    }

    /// Stops watching every directory not in `kept` (moved out of the served folders, or now
    /// hidden), so the count stays that of the folders served.
    func retain(only kept: Set<String>) {
        for (directory, wd) in descriptors where !kept.contains(directory) {
            inotify_rm_watch(descriptor, wd)
            descriptors[directory] = nil
            paths[wd] = nil
        }
    }

    /// Waits up to `milliseconds` (-1: forever) for events and returns those that arrived (empty
    /// on a timeout). A watch the kernel removed (its directory deleted) is forgotten.
    func wait(milliseconds: Int32) -> [Event] {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, milliseconds) > 0 else { return [] }
        var events: [Event] = []
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            events += buffer.withUnsafeBytes { parse($0.prefix(count)) }
        }
        return events
    }

    /// Clears `overflowed` once the caller has looked at everything again.
    func acknowledgeOverflow() { overflowed = false }

    /// The events in one `read`'s bytes: a header (`struct inotify_event`) and its padded name each.
    private func parse(_ bytes: Slice<UnsafeRawBufferPointer>) -> [Event] {
        var events: [Event] = []
        let header = MemoryLayout<inotify_event>.size
        var offset = bytes.startIndex
        while offset + header <= bytes.endIndex {
            let wd = bytes.base.loadUnaligned(fromByteOffset: offset, as: Int32.self)
            let mask = bytes.base.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
            let length = Int(bytes.base.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            let nameBytes = bytes.base[(offset + header)..<min(offset + header + length, bytes.endIndex)]
            offset += header + length
            if mask & UInt32(IN_Q_OVERFLOW) != 0 { overflowed = true; continue }
            guard let directory = paths[wd] else { continue }
            if mask & UInt32(IN_IGNORED) != 0 {
                paths[wd] = nil
                if descriptors[directory] == wd { descriptors[directory] = nil }
            }
            let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
            events.append(Event(directory: directory, name: name.isEmpty ? nil : name, isDirectory: mask & UInt32(IN_ISDIR) != 0))
        }
        return events
    }
}
