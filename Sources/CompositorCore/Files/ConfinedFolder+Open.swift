import CFileSystem
import Foundation

/// Opening a confined file so that the file read is the file checked.
///
/// `resolve` checks a path and returns its real path; opening that path by name afterwards
/// would follow a symbolic link swapped in between (a race a hostile folder can win). Here the
/// kernel does the check during the open itself: `openat2(2)` (Linux 5.6) with
/// `RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS` relative to the root's own descriptor refuses
/// (`EXDEV`) any step out of the tree, a link swapped in included, and a real path already
/// checked is opened with `RESOLVE_NO_SYMLINKS` (it had none when checked, so a link found now
/// was put there since: `ELOOP`). See openat2(2) and `linux/openat2.h`. Where the kernel lacks
/// the call (`ENOSYS`), the path is walked one component at a time with `O_NOFOLLOW`, which is
/// stricter still (no link at all). Both open first with `O_PATH`, which reads nothing, so a
/// FIFO, device or socket is refused by `fstat` before anything opens it for reading; the
/// second, reading open is compared with it (device and inode), so a swap between the two is
/// refused too.
extension ConfinedFolder {
    /// Why a file could not be opened for reading.
    package enum OpenProblem: Error, Equatable, CustomStringConvertible {
        /// A step leads out of the tree (or through a symbolic link where none was when it was
        /// checked), or the file changed between the checking and the reading open.
        case outside
        /// It is not a regular file (a FIFO, device, socket or folder): never opened for reading.
        case notRegular(FileNode)
        /// The OS refused with this errno (`ENOENT`, `EACCES`, …).
        case system(errno: Int32)

        /// One line for messages.
        package var description: String {
            switch self {
            case .outside: return "leads out of its folder through a symbolic link (or was replaced by one after it was checked); not opened"
            case .notRegular(let node): return node.inputRefusal ?? "is \(node.article), not a regular file"
            case .system(let code): return String(cString: strerror(code))
            }
        }
    }

    /// Opens `relative` (a plain relative path: `lexicalProblem` nil) below the root for
    /// reading, with `RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS`: symbolic links that stay in the
    /// tree are followed, none leading out.
    package func open(_ relative: String) -> Result<OpenedFile, OpenProblem> {
        guard ConfinedFolder.lexicalProblem(relative) == nil else { return .failure(.outside) }
        let rootDescriptor = Glibc.open(root, O_DIRECTORY | O_CLOEXEC | CFILESYSTEM_O_PATH)
        guard rootDescriptor >= 0 else { return .failure(.system(errno: errno)) }
        defer { close(rootDescriptor) }
        return ConfinedFolder.openForReading(rootDescriptor, relative,
                                             resolve: UInt64(CFILESYSTEM_RESOLVE_BENEATH | CFILESYSTEM_RESOLVE_NO_MAGICLINKS))
    }

    /// Opens `real`, a path checked earlier (`resolve` returned it, or a user's path passed
    /// through `realPath`), following no symbolic link at all: it had none when checked.
    package static func openChecked(_ real: String) -> Result<OpenedFile, OpenProblem> {
        let resolve = UInt64(CFILESYSTEM_RESOLVE_NO_SYMLINKS | CFILESYSTEM_RESOLVE_NO_MAGICLINKS)
        guard real.hasPrefix("/") else { return openForReading(AT_FDCWD, real, resolve: resolve) }
        let rootDescriptor = Glibc.open("/", O_DIRECTORY | O_CLOEXEC | CFILESYSTEM_O_PATH)
        guard rootDescriptor >= 0 else { return .failure(.system(errno: errno)) }
        defer { close(rootDescriptor) }
        return openForReading(rootDescriptor, String(real.drop { $0 == "/" }), resolve: resolve)
    }

    /// `real` (a path inside the tree, as `resolve` returns it) relative to the root.
    package func relativePath(of real: String) -> String? {
        contains(real) ? String(real.dropFirst(root == "/" ? 1 : root.count + 1)) : nil
    }

    /// The `O_PATH` look, then the reading open of the same inode (see the extension's comment).
    private static func openForReading(_ directory: Int32, _ path: String, resolve: UInt64) -> Result<OpenedFile, OpenProblem> {
        let located = open(at: directory, path, CFILESYSTEM_O_PATH | O_CLOEXEC, resolve: resolve)
        guard located >= 0 else { return .failure(problem(-located)) }
        defer { close(located) }
        var seen = stat()
        guard fstat(located, &seen) == 0 else { return .failure(.system(errno: errno)) }
        // The fallback walk's `O_PATH | O_NOFOLLOW` opens a final symbolic link itself.
        guard seen.st_mode & S_IFMT != S_IFLNK else { return .failure(.outside) }
        let node = FileNode(mode: seen.st_mode)
        guard node == .regular else { return .failure(.notRegular(node)) }
        // O_NONBLOCK: should a FIFO have been swapped in since the look, the open returns at
        // once (and the inode differs).
        let descriptor = open(at: directory, path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK, resolve: resolve)
        guard descriptor >= 0 else { return .failure(problem(-descriptor)) }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0, opened.st_dev == seen.st_dev, opened.st_ino == seen.st_ino else {
            close(descriptor)
            return .failure(.outside)
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return .success(OpenedFile(adopting: descriptor, size: Int(opened.st_size)))
    }

    /// The refusal for an errno of the open: a step out or a forbidden link is `outside`.
    private static func problem(_ code: Int32) -> OpenProblem {
        code == EXDEV || code == ELOOP ? .outside : .system(errno: code)
    }

    /// `openat2`, or the walk when the kernel does not have it. A descriptor or `-errno`.
    private static func open(at directory: Int32, _ path: String, _ flags: Int32, resolve: UInt64) -> Int32 {
        let descriptor = CFileSystem_openat2(directory, path, flags, resolve)
        return descriptor == -ENOSYS ? walk(from: directory, path, flags) : descriptor
    }

    /// The fallback without `openat2`: each folder of `path` opened from the one before with
    /// `O_PATH | O_DIRECTORY | O_NOFOLLOW`, the last component with `flags | O_NOFOLLOW`; no
    /// `..`, no symbolic link anywhere (`ELOOP`). A descriptor or `-errno`. Package-visible so
    /// tests run it on kernels that have `openat2`.
    package static func walk(from directory: Int32, _ path: String, _ flags: Int32) -> Int32 {
        let parts = path.split(separator: "/").filter { $0 != "." }.map(String.init)
        guard let last = parts.last, !parts.contains("..") else { return -EXDEV }
        var current = directory
        defer { if current != directory { close(current) } }
        for part in parts.dropLast() {
            // Without O_DIRECTORY, so a link is opened itself and named (`O_DIRECTORY` would
            // say only `ENOTDIR`).
            let next = openat(current, part, O_NOFOLLOW | O_CLOEXEC | CFILESYSTEM_O_PATH)
            guard next >= 0 else { return -errno }
            if current != directory { close(current) }
            current = next
            var status = stat()
            guard fstat(current, &status) == 0 else { return -errno }
            if status.st_mode & S_IFMT == S_IFLNK { return -ELOOP }
            if status.st_mode & S_IFMT != S_IFDIR { return -ENOTDIR }
        }
        let descriptor = openat(current, last, flags | O_NOFOLLOW)
        return descriptor >= 0 ? descriptor : -errno
    }
}
