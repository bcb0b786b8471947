import CompositorCore
import CompositorScene
import Foundation

extension TemplateDecoder {
    /// Deepest chain of includes.
    static let maxIncludeDepth = 16
    /// What an included file's name may end with.
    static let includableExtensions: Set<String> = ["yaml", "yml", "json"]

    /// Top-level `include: FILE` or `include: [FILE, ...]`: each FILE holds `scenes:` (and may
    /// include further files); its scenes come before the template's own.
    func decodeSceneIncludes(_ field: TemplateField, canvas: Canvas?, into list: inout SceneList) {
        let files: [TemplateField]
        if case .sequence = field.node { files = field.list() ?? [] } else { files = [field] }
        for file in files {
            let read: Void? = including(file) { decoder, root -> Void? in
                decoder.decodeScenesFile(root, canvas: canvas, into: &list)
            }
            if read == nil { list.incomplete = true }
        }
    }

    /// A scenes file: `{include?, scenes}`.
    private func decodeScenesFile(_ field: TemplateField, canvas: Canvas?, into list: inout SceneList) -> Void? {
        field.object { o -> Void? in
            if let include = o["include"] { decodeSceneIncludes(include, canvas: canvas, into: &list) }
            if let scenes = o.require("scenes") { decodeScenes(scenes, canvas: canvas, into: &list) }
            return ()
        } ?? nil
    }

    /// Reads the file named at `field` (relative to this file, inside the template's tree) and
    /// hands its root to `body` with a decoder for that file. A circular include, a path out of
    /// the tree, a missing file or a syntax error is reported at its place and gives `nil`.
    @discardableResult
    func including<T>(_ field: TemplateField, _ body: (TemplateDecoder, TemplateField) -> T?) -> T? {
        guard let relative = field.fileName() else { return nil }
        guard !relative.isEmpty else { field.error("empty path"); return nil }
        let display = ConfinedFolder.displayPath(relative, besides: diagnostics.file)
        let real: String
        switch tree.resolve(relative, from: folder) {
        case .success(let path): real = path
        case .failure(.outside):
            field.error("\"\(relative)\" is outside the template's folder \(tree.root)")
            return nil
        case .failure(.missing):
            field.error("\(display): no such file to include")
            return nil
        }
        if includes.contains(where: { $0.real == real }) {
            let start = includes.firstIndex { $0.real == real } ?? 0
            let cycle = includes[start...].map(\.display) + [display]
            field.error("circular include: " + cycle.joined(separator: " → "))
            return nil
        }
        guard includes.count <= TemplateDecoder.maxIncludeDepth else {
            field.error("includes are nested deeper than \(TemplateDecoder.maxIncludeDepth) files")
            return nil
        }
        guard budget.spendInclude() else {
            field.error("the template includes more than \(TemplateLimits.maxIncludedFiles) files in all")
            return nil
        }
        guard TemplateDecoder.includableExtensions.contains(URL(fileURLWithPath: real).pathExtension.lowercased()) else {
            field.error("\(display) is \(FileKind.describe(path: real)), not a YAML or JSON file (.yaml, .yml or .json)")
            return nil
        }
        budget.recordInclude(real)
        let node: TemplateNode
        do {
            // Opened below the tree's own descriptor (RESOLVE_BENEATH): a link swapped in since
            // `resolve` checked the path cannot lead out.
            let text = try TemplateLoader.readText(real, opening: tree.open(tree.relativePath(of: real) ?? real))
            node = try TemplateNode.parse(text, file: display, budget: budget)
        } catch var error as TemplateError {
            error.file = display
            diagnostics.record(error)
            return nil
        } catch {
            field.error("\(display): \(error)")
            return nil
        }
        guard case .mapping = node else {
            // Name what the file holds, not its text: it need not be a template at all.
            field.error("\(display) holds \(node.kindName == "a list" ? "a list" : "a single value"), not a mapping of keys")
            return nil
        }
        let child = TemplateDecoder(diagnostics: diagnostics.including(file: display), tree: tree,
                                    includes: includes + [(real: real, display: display)], budget: budget)
        child.elevatedScenes = elevatedScenes
        return body(child, TemplateField(node: node, path: "", diagnostics: child.diagnostics, appearance: field.appearance,
                                           elevated: field.elevated, strings: field.strings))
    }
}
