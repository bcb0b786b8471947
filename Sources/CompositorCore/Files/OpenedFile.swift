import Foundation

/// One regular file this process opened for reading, owned: its descriptor is closed when the
/// owner goes. Made only by `ConfinedFolder.open(_:)` and `ConfinedFolder.openChecked(_:)`,
/// which confirm with `fstat` that the descriptor is a regular file, so reads never block.
package final class OpenedFile {
    /// The descriptor (`O_RDONLY | O_CLOEXEC`), valid while this owner lives.
    package let descriptor: Int32
    /// The file's size when it was opened.
    package let size: Int

    /// Takes ownership of `descriptor`.
    init(adopting descriptor: Int32, size: Int) {
        self.descriptor = descriptor
        self.size = size
    }

    deinit {
        close(descriptor)
    }

    /// The bytes from the current offset to the end, but at most `limit` (so a caller can read
    /// `limit + 1` to learn that a file is too large without reading all of it); `nil` when the
    /// OS refuses the read.
    package func read(upTo limit: Int) -> Data? {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while data.count < limit {
            let wanted = min(chunk.count, limit - data.count)
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, wanted) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return nil }
            if count == 0 { break }
            data.append(contentsOf: chunk[0..<count])
        }
        return data
    }
}
