import Compositor
import Foundation

/// One template as it is on disk now: loaded and checked (with its decoded assets), or the
/// problems that stop it; the files it depends on, with their signatures, so an edit to any of
/// them (and only to them) makes it stale; and a hash of their bytes that names its renders.
final class TemplateState: Sendable {
    /// A template that loads, with its images decoded once for every still.
    struct Loaded: Sendable {
        let template: SegueTemplate
        let assets: AssetStore
    }

    let file: ServedFolders.File
    let loaded: Loaded?
    let problems: [TemplateProblem]
    /// The template file, its includes and its images: real path → signature when read.
    let dependencies: [String: FileSignature]
    /// For a template that fails to load, any change inside this folder may fix it (a missing
    /// include or image appearing), so the whole folder is watched.
    let watchedFolder: String?
    /// SHA-256 of the preview's version and every dependency's path and bytes: equal hashes,
    /// equal frames.
    let contentHash: String

    init(file: ServedFolders.File, folders: ServedFolders, allowMissingGlyphs: Bool = false) {
        self.file = file
        let folder = (file.realPath as NSString).deletingLastPathComponent
        var loaded: Loaded?
        var problems: [TemplateProblem] = []
        var paths = [file.realPath]
        // The template's own signature is taken before it is read: an edit racing the read
        // then leaves it stale (read again), never fresh with old contents.
        let ownSignature = FileSignature(path: file.realPath)
        do {
            let template = try TemplateLoader.load(path: file.path)
            paths += template.includedFiles + (template.imagePaths + template.videoPaths).compactMap(ServedFolders.realPath)
            loaded = Loaded(template: template, assets: try AssetLoader.load(template, allowMissingGlyphs: allowMissingGlyphs))
        } catch {
            problems = TemplateProblem.list(from: error, folders: folders)
        }
        self.loaded = loaded
        self.problems = problems
        watchedFolder = loaded == nil ? folder : nil
        var dependencies: [String: FileSignature] = [:]
        for path in paths { dependencies[path] = FileSignature(path: path) }
        dependencies[file.realPath] = ownSignature
        self.dependencies = dependencies
        contentHash = TemplateState.hash(of: dependencies.keys.sorted())
    }

    /// True when a dependency's signature differs from what it was when read.
    var isStale: Bool {
        dependencies.contains { path, signature in FileSignature(path: path) != signature }
    }

    /// True when a change to the real path `path` may change this template.
    func depends(on path: String) -> Bool {
        if dependencies[path] != nil { return true }
        if let watchedFolder { return ServedFolders.isInside(path, watchedFolder) }
        return false
    }

    private static func hash(of paths: [String]) -> String {
        guard let sha = SHA256() else { return UUID().uuidString }
        sha.update(Array("segue-video \(SegueVideo.version) preview\n".utf8))
        for path in paths {
            sha.update(Array("\(path)\n".utf8))
            if FileNode(path: path) == .regular, let data = FileManager.default.contents(atPath: path) {
                sha.update(Array("\(data.count)\n".utf8))
                data.withUnsafeBytes { sha.update($0) }
            }
        }
        return SHA256.hex(sha.finish())
    }
}
