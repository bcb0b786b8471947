import CompositorCore
import Foundation

/// The template files a batch renders, from the paths on the command line.
///
/// A file is taken as given. A folder stands for the `.yaml`, `.yml` and `.json` files directly
/// inside it, sorted by name (byte order, so every machine agrees), except names starting with
/// `_` or `.`; subfolders are not searched. So shared scene files kept in a subfolder (such as
/// `common/`) or named `_something.yaml` are included by templates but never rendered alone.
package enum BatchInputs {
    /// Extensions of template files.
    public static let extensions: Set<String> = ["yaml", "yml", "json"]

    /// The templates in order (each once), and the paths that could not be used.
    public static func expand(_ paths: [String]) -> (templates: [String], failures: [BatchFailure]) {
        var templates: [String] = [], failures: [BatchFailure] = []
        var seen = Set<String>()
        func add(_ path: String) {
            if seen.insert(ConfinedFolder.normalized(path)).inserted { templates.append(path) }
        }
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                failures.append(BatchFailure(template: path, status: .invalidTemplate, message: "\(path): no such template file or folder"))
                continue
            }
            guard isDirectory.boolValue else { add(path); continue }
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
                failures.append(BatchFailure(template: path, status: .invalidTemplate, message: "\(path): cannot list the folder"))
                continue
            }
            let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
            let found = names.filter(isTemplateName).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
                .map { folder + "/" + $0 }
                .filter { var d: ObjCBool = false; return FileManager.default.fileExists(atPath: $0, isDirectory: &d) && !d.boolValue }
            if found.isEmpty {
                failures.append(BatchFailure(template: path, status: .invalidTemplate, message: "\(path): no templates (.yaml, .yml, .json) in this folder"))
            }
            found.forEach(add)
        }
        return (templates, failures)
    }

    /// True for a file name a folder expands to.
    public static func isTemplateName(_ name: String) -> Bool {
        guard let first = name.first, first != "_", first != "." else { return false }
        return extensions.contains(URL(fileURLWithPath: name).pathExtension.lowercased())
    }
}
