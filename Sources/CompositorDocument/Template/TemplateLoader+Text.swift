import CompositorCore
import Foundation

/// Templates a library caller holds in memory rather than in a file (issue 49, scope 4):
/// checked exactly as a file is, with the same messages and limits. Assets and includes
/// resolve against `folder` and must stay inside it, as a file's must stay inside the file's
/// folder; messages name `folder/name`.
extension TemplateLoader {
    /// Loads and checks `text` (YAML or JSON) as if it were the file `name` (a plain file
    /// name, no folders) in `folder`. Throws `TemplateError(s)` as `load(path:)` does,
    /// including for text larger than `maxFileSize`.
    public static func load(text: String, name: String = "template.yaml", folder: String) throws -> SegueTemplate {
        try load(data: Data(text.utf8), name: name, folder: folder)
    }

    /// Loads and checks `data` (UTF-8 YAML or JSON) as `load(text:name:folder:)` does.
    public static func load(data: Data, name: String = "template.yaml", folder: String) throws -> SegueTemplate {
        let path = ConfinedFolder.normalized(folder + "/" + name)
        if let problem = ConfinedFolder.lexicalProblem(name) ?? (name.contains("/") ? "a file name, not a path" : nil) {
            throw TemplateError(file: path, field: "", message: "the template's name \"\(name)\": \(problem)", exitStatus: .usage)
        }
        guard data.count <= maxFileSize else {
            throw TemplateError(file: path, field: "", message: "the template is larger than \(maxFileSize >> 20) MiB")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw TemplateError(file: path, field: "", message: "the template is not UTF-8 text")
        }
        return try decode(text, file: path)
    }
}
