import CompositorCore

extension FrameHashManifest {
    /// Reads a frame-hash file's text (ours or FFmpeg's framemd5: unknown `#` lines such as
    /// `#software` are skipped). The `#hash:` line says which hash the rows hold (`XXH128` or
    /// `MD5`; none: MD5, as older framemd5 files). Rows must be stream 0 with pts 0, 1, 2, … in
    /// order. Throws an `AssetError` naming `file` and the line that is wrong.
    public init(parsing text: String, file: String) throws {
        var width: Int?, height: Int?, timeBase: Rational?, algorithm = FrameHashAlgorithm.md5
        var frames: [FrameChecksum] = []
        // "\r\n" is one Character in Swift, so both line ends are separators.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        for (number, line) in lines.enumerated() {
            func fail(_ message: String) -> AssetError { AssetError(path: "\(file):\(number + 1)", message: message) }
            if line.isEmpty { continue }
            if line.hasPrefix("#") {
                if let value = line.value(after: "#hash:") {
                    guard let named = FrameHashAlgorithm(headerName: value) else {
                        throw fail("hash \"\(value)\": only XXH128 and MD5 frame hashes are read")
                    }
                    algorithm = named
                } else if let value = line.value(after: "#tb 0:") {
                    guard let tb = Rational(parsing: value), tb > .zero else { throw fail("bad time base \"\(value)\"") }
                    timeBase = tb
                } else if let value = line.value(after: "#dimensions 0:") {
                    let parts = value.split(separator: "x")
                    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0 else {
                        throw fail("bad dimensions \"\(value)\"")
                    }
                    (width, height) = (w, h)
                }
                continue
            }
            let fields = line.split(separator: ",").map { $0.trimmingSpaces }
            guard fields.count == 6 else { throw fail("expected 6 comma-separated fields, found \(fields.count)") }
            guard fields[0] == "0" else { throw fail("stream \(fields[0]): only one video stream (0) is expected") }
            guard let pts = Int(fields[2]), pts == frames.count else {
                throw fail("pts \(fields[2]): frame \(frames.count) was expected next")
            }
            guard let size = Int(fields[4]), size >= 0 else { throw fail("bad size \"\(fields[4])\"") }
            let hash = fields[5].lowercased()
            guard hash.count == 32, hash.allSatisfy(\.isHexDigit) else { throw fail("bad \(algorithm.headerName) \"\(fields[5])\"") }
            frames.append(FrameChecksum(index: FrameIndex(pts), size: size, digest: hash))
        }
        guard let width, let height else { throw AssetError(path: file, message: "no \"#dimensions 0:\" line; not a frame-hash file") }
        guard let timeBase else { throw AssetError(path: file, message: "no \"#tb 0:\" line; not a frame-hash file") }
        self.init(width: width, height: height, timeBase: timeBase, algorithm: algorithm, frames: frames)
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String { String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }

    /// The text after `prefix`, without surrounding spaces, or `nil` if the line does not start with it.
    fileprivate func value(after prefix: String) -> String? {
        hasPrefix(prefix) ? self.dropFirst(prefix.count).trimmingSpaces : nil
    }
}
