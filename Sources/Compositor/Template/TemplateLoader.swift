import Foundation

/// Reads a template file (YAML or JSON) into a checked `SegueTemplate`.
///
/// Every problem is reported with file, line, column and field path; as many as can be found
/// in one pass are reported together (`TemplateErrors`). Asset paths are resolved against the
/// template's folder and must stay inside it.
public enum TemplateLoader {
    /// Largest template file read, in bytes.
    public static let maxFileSize = 4 << 20

    /// Loads and checks the template at `path`.
    public static func load(path: String) throws -> SegueTemplate {
        let text = try readText(path)
        let root = try TemplateNode.parse(text, file: path)
        let diagnostics = TemplateDiagnostics(file: path)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
        let decoder = TemplateDecoder(diagnostics: diagnostics, folder: folder)
        let template = decoder.decodeTemplate(TemplateField(node: root, path: "", diagnostics: diagnostics), file: path)
        try diagnostics.check()
        guard var template else { throw TemplateError(file: path, field: "", message: "the template could not be read") }
        template.warnings = diagnostics.warnings
        return template
    }

    static func readText(_ path: String) throws -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw TemplateError(file: path, field: "", message: "no such template file")
        }
        guard !isDirectory.boolValue else { throw TemplateError(file: path, field: "", message: "is a directory, not a template file") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw TemplateError(file: path, field: "", message: "cannot open the template (permission denied?)")
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: maxFileSize + 1)) ?? Data()
        guard data.count <= maxFileSize else {
            throw TemplateError(file: path, field: "", message: "the template is larger than \(maxFileSize >> 20) MiB")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw TemplateError(file: path, field: "", message: "the template is not UTF-8 text")
        }
        return text
    }
}

/// Decodes the parts of a template; one instance per file, collecting problems.
final class TemplateDecoder {
    let diagnostics: TemplateDiagnostics
    /// The template's folder, standardized: assets must lie inside it.
    let folder: String

    init(diagnostics: TemplateDiagnostics, folder: String) {
        self.diagnostics = diagnostics
        self.folder = folder
    }

    func decodeTemplate(_ field: TemplateField, file: String) -> SegueTemplate? {
        field.object { o -> SegueTemplate? in
            _ = o["version"]?.int(in: 1...1)
            let name = o["name"]?.string() ?? URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            let video = o["video"].map { decodeVideo($0) } ?? VideoSettings()
            let canvas = o.require("canvas").flatMap { decodeCanvas($0, frameRate: video?.frameRate ?? FrameRate(60)) }
            let scenes = o.require("scenes").flatMap { decodeScenes($0, canvas: canvas) } ?? []
            let segue = o.require("segue").flatMap { decodeSegue($0, scenes: scenes, canvas: canvas) }
            guard let canvas, let video, let segue else { return nil }
            return SegueTemplate(file: file, name: name, canvas: canvas, video: video, scenes: scenes, segue: segue)
        } ?? nil
    }

    /// Resolves an asset path against the template folder; it must exist and stay inside.
    func assetPath(_ field: TemplateField) -> String? {
        guard let relative = field.string() else { return nil }
        guard !relative.isEmpty else { field.error("empty path"); return nil }
        let url = relative.hasPrefix("/") ? URL(fileURLWithPath: relative) : URL(fileURLWithPath: folder).appendingPathComponent(relative)
        let resolved = url.standardizedFileURL.resolvingSymlinksInPath().path
        let base = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        guard resolved.hasPrefix(base.hasSuffix("/") ? base : base + "/") else {
            field.error("\"\(relative)\" is outside the template's folder \(folder)", status: .invalidTemplate)
            return nil
        }
        guard FileManager.default.fileExists(atPath: resolved) else {
            field.error("\(resolved): no such file", status: .badAsset)
            return nil
        }
        return resolved
    }
}
