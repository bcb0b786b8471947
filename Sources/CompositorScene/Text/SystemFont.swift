import CompositorCore
import Foundation

/// A font file the project takes from a Debian package by name (scripts/setup.sh installs each),
/// never from whatever a machine happens to have: its path, its package and what it is for.
/// `--version` and batch's manifest.json record each file's SHA-256, so a changed font is visible.
package struct SystemFont: Hashable, Sendable {
    /// How layouts and messages name the file (its file name).
    public let name: String
    /// Absolute path as the Debian package installs it.
    public let path: String
    /// The Debian package that installs it.
    public let package: String
    /// What it covers, for people reading `--version`.
    public let covers: String

    /// The path, or an `AssetError` (exit 4) naming the package to install.
    package func requirePath() throws -> String {
        guard FileManager.default.fileExists(atPath: path) else {
            throw AssetError(path: path, message: "font missing: install the Debian package \(package) (scripts/setup.sh does)")
        }
        return path
    }

    /// The file's SHA-256 in lower-case hex, or `nil` when the file is missing.
    public var sha256: String? { try? SHA256.hex(ofFile: path) }
}
