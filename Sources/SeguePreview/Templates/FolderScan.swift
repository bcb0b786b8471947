import Compositor
import Foundation

/// Every regular file under the served folders, by real path, with its signature, and every
/// folder walked: what the watcher compares between looks (and which folders it watches), and
/// where the template list comes from. Hidden folders
/// (`.git`, `.build`) and the output folder are skipped; at most `maxFiles` files are listed,
/// so a preview started on `/` stays bounded.
struct FolderScan: Sendable {
    /// Most files one scan lists (documented in docs/preview.md).
    static let maxFiles = 20_000

    let files: [String: FileSignature]
    /// The real paths of the folders walked (each root among them), which inotify watches.
    let directories: Set<String>

    init(folders: ServedFolders, skipping output: String?) {
        var files: [String: FileSignature] = [:]
        var directories = Set<String>()
        let manager = FileManager.default
        outer: for root in folders.roots {
            directories.insert(root.real)
            if let only = root.onlyFile {
                let path = (root.real as NSString).appendingPathComponent(only)
                if let signature = FileSignature(path: path) { files[path] = signature }
                continue
            }
            guard let walk = manager.enumerator(atPath: root.real) else { continue }
            while let relative = walk.nextObject() as? String {
                let path = (root.real as NSString).appendingPathComponent(relative)
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") || path == output {
                    walk.skipDescendants()
                    continue
                }
                guard walk.fileAttributes?[.type] as? FileAttributeType != .typeDirectory else {
                    directories.insert(path)
                    continue
                }
                guard let real = ServedFolders.realPath(path), ServedFolders.isInside(real, root.real),
                      let signature = FileSignature(path: real) else { continue }
                files[real] = signature
                if files.count >= FolderScan.maxFiles { break outer }
            }
        }
        self.files = files
        self.directories = directories
    }

    /// Paths added, removed or changed between `old` and `self`.
    func changes(since old: FolderScan) -> Set<String> {
        var changed = Set<String>()
        for (path, signature) in files where old.files[path] != signature { changed.insert(path) }
        for path in old.files.keys where files[path] == nil { changed.insert(path) }
        return changed
    }

    /// The real paths of the template files: YAML or JSON with a top-level `segue` or `flow` key
    /// (included scene files have neither), sorted.
    var templatePaths: [String] {
        files.keys.filter(FolderScan.looksLikeTemplate).sorted()
    }

    static func looksLikeTemplate(_ path: String) -> Bool {
        let ext = (path as NSString).pathExtension.lowercased()
        // Only regular files are read: a FIFO named *.yaml would block the listing.
        guard ["yaml", "yml", "json"].contains(ext), FileNode(path: path) == .regular,
              let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 1 << 20), let text = String(data: data, encoding: .utf8) else { return false }
        if ext == "json" { return text.contains("\"segue\"") || text.contains("\"flow\"") }
        return text.split(separator: "\n").contains { $0.hasPrefix("segue:") || $0.hasPrefix("flow:") }
    }
}
