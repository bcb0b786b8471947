import Foundation

/// What the watcher compares to notice an edit without reading the file: modification time (to
/// the nanosecond), size and inode (editors that save by renaming change the inode).
struct FileSignature: Hashable, Sendable {
    let seconds: Int
    let nanoseconds: Int
    let size: Int64
    let inode: UInt64

    /// The signature of the file at `path` (symlinks followed), or nil when it is missing.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        seconds = Int(info.st_mtim.tv_sec); nanoseconds = Int(info.st_mtim.tv_nsec)
        size = Int64(info.st_size); inode = UInt64(info.st_ino)
    }
}
