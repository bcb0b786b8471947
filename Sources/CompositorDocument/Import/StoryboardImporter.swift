import CompositorCore
import CompositorMotion
import Foundation

/// `segue-video import`: reads a storyboard or xib and writes, into a folder, one scenes file
/// per view controller (`scenes/NAME.yaml`), the images they name (`assets/`), one template
/// per segue (`NAME.yaml`, including the scenes files) and a flow template (`flow.yaml`)
/// walking the segue graph from the initial view controller.
///
/// Nothing is written until the whole document is mapped; a problem before that is one
/// `TemplateError` (exit 3, or 4 for an asset), and the folder is left as it was.
package enum StoryboardImporter {
    public struct Options: Sendable {
        /// The `Assets.xcassets` folder images and named colors come from.
        public var assets: String?
        /// A device preset to lay the document out for, instead of its own device.
        public var device: String?
        /// Custom segue class → animator name (`--map ScaleSegue=scale`).
        public var classMap: [String: String] = [:]
        /// Named colors' dark variants and dark appearance in every template.
        public var dark = false
        /// Images missing from the catalog become placeholders instead of exit 4.
        public var allowMissingAssets = false

        public init(assets: String? = nil, device: String? = nil, classMap: [String: String] = [:], dark: Bool = false,
                    allowMissingAssets: Bool = false) {
            self.assets = assets; self.device = device; self.classMap = classMap; self.dark = dark
            self.allowMissingAssets = allowMissingAssets
        }
    }

    /// What an import wrote and what it could not map.
    public struct Result: Sendable {
        public var scenes: [String] = []
        public var segues: [ImportedSegue] = []
        public var notes: [ImportNote] = []
        /// Files written, relative to the output folder, in order.
        public var files: [String] = []
        /// Elements in the document, and views among them.
        public var elements = 0
        public var views = 0
        /// How the canvas relates to the document's device.
        public var canvas = ""
        public var flowTruncated = false

        /// Each distinct note with the number of elements it was made for, most frequent
        /// first (then by kind and message): the summary of every dropped or approximated
        /// attribute.
        public var tally: [(kind: ImportNote.Kind, message: String, count: Int)] {
            var counts: [String: (ImportNote.Kind, String, Int)] = [:]
            for note in notes { counts[note.kind.rawValue + note.message, default: (note.kind, note.message, 0)].2 += 1 }
            return counts.values.map { (kind: $0.0, message: $0.1, count: $0.2) }
                .sorted { ($1.count, $0.kind.rawValue, $0.message) < ($0.count, $1.kind.rawValue, $1.message) }
        }
    }

    /// Imports the document at `path` into the folder `output` (created if needed).
    public static func run(_ path: String, into output: String, options: Options = Options()) throws -> Result {
        var isFolder: ObjCBool = false
        let folder = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        let (result, files, assets) = folder ? try ScreenshotImporter.prepare(path) : try prepare(path, options: options)
        try write(files, assets: assets, into: output)
        return result
    }

    /// Maps the document at `path` without writing anything: the result, the files' texts by
    /// output-relative path, and the images to write (output-relative path → source file and tint).
    public static func prepare(_ path: String, options: Options = Options()) throws
        -> (result: Result, files: [(String, String)], assets: [String: ImportedAsset]) {
        let display = path
        let root = try IBDocumentReader.read(path: path, display: display)
        let document = try IBDocument(root: root, file: display)
        let catalog = try options.assets.map { try AssetCatalog(path: $0) }
        // `--map` names are parsed here, once, into animator kinds.
        var classMap: [String: AnimatorKind] = [:]
        for (className, animator) in options.classMap {
            guard let kind = AnimatorKind(rawValue: animator) else {
                throw TemplateError(file: "--map", field: className,
                                    message: TemplateRules.unknown("animator", animator, among: AnimatorCatalog.names), exitStatus: .usage)
            }
            classMap[className] = kind
        }
        let graph = IBControllerGraph(document: document)
        guard !graph.controllers.isEmpty else {
            throw TemplateError(file: display, line: root.line, column: root.column, field: "",
                                message: document.kind == .storyboard ? "the storyboard has no view controllers" : "the xib has no top-level views")
        }
        guard graph.controllers.count <= ImportLimits.maxScenes else {
            let extra = graph.controllers[ImportLimits.maxScenes].node
            throw TemplateError(file: display, line: extra.line, column: extra.column, field: "",
                                message: "more than \(ImportLimits.maxScenes) view controllers (ImportLimits.maxScenes); split the storyboard")
        }
        let segueCount = graph.outgoing.reduce(0) { $0 + $1.count }
        if segueCount > ImportLimits.maxSegues, let extra = graph.outgoing.joined().dropFirst(ImportLimits.maxSegues).first?.node {
            throw TemplateError(file: display, line: extra.line, column: extra.column, field: "",
                                message: "more than \(ImportLimits.maxSegues) segues (ImportLimits.maxSegues); split the storyboard")
        }
        let canvas = try ImportCanvas.choose(document: document, graph: graph, device: options.device)
        let session = ImportSession(document: document, catalog: catalog, scale: canvas.scale, dark: options.dark,
                                    allowMissingAssets: options.allowMissingAssets,
                                    widthRatio: canvas.size.width / max(canvas.documentSize.width, 1))
        var result = Result()
        root.walk { node in
            result.elements += 1
            if IBViewMapper.mapped.contains(node.name) || IBViewMapper.placeholders.contains(node.name) { result.views += 1 }
        }
        result.canvas = canvas.note ?? "\(canvas.preset) at \(ImportYAML.format(canvas.scale))x"

        // Scene names: storyboard identifier, title, class, else the IB id.
        var names: [String: String] = [:], taken: Set<String> = ["flow"]
        for c in graph.controllers {
            let candidates = [c.node["storyboardIdentifier"], IBSceneBuilder.title(of: c.node), c.node["userLabel"],
                              c.node.child("tabBarItem", key: "tabBarItem")?["title"], c.sceneComment,
                              c.node["customClass"],
                              document.kind == .xib ? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent : nil]
            let base = candidates.compactMap { $0.map(ImportNames.sceneSlug) }.first { !$0.isEmpty } ?? "scene"
            names[c.id] = ImportNames.unique(base, &taken)
        }
        let builder = IBSceneBuilder(session: session, graph: graph, documentSize: canvas.documentSize, canvasSize: canvas.size)
        var files: [(String, String)] = []
        let source = URL(fileURLWithPath: path).lastPathComponent
        // Each scene's values, so every template that includes it stays loadable.
        var costs: [String: Int] = [:]
        var backButtons: Set<String> = []
        for c in graph.controllers {
            let name = names[c.id]!
            session.sceneName = name
            let scene = builder.scene(c)
            let text = scene.document(comment: "yaml-language-server: $schema=../docs/template-scene.schema.json\nScene \"\(name)\" imported from \(source) (\(c.node.name) id \(c.id)) by segue-video import.")
            if scene["navigationBar"]?["backButton"] == .bool(true) { backButtons.insert(name) }
            costs[name] = try ImportLoadCheck.scene(scene, text: text, name: name, controller: c.node, document: document)
            files.append(("scenes/\(name).yaml", text))
            result.scenes.append(name)
        }

        // Segues, in document order.
        let mapper = IBSegueMapper(session: session, graph: graph, names: names, classMap: classMap)
        var templateNames: Set<String> = ["flow", "scenes"]
        for (i, c) in graph.controllers.enumerated() {
            for (segue, trigger) in graph.outgoing[i] {
                guard var imported = mapper.map(segue, trigger: trigger, from: c) else { continue }
                imported.tap = ImportTap.target(of: trigger, in: c.node, targets: session.tapTargets)
                if imported.tap == nil && !imported.dismissOnly {
                    session.note(.approximated, segue, trigger.map { "its control <\($0.name)> is not drawn by name, so its flow step has no tap" }
                                 ?? "no control fires it (it is performed in code), so its flow step has no tap")
                }
                let base = imported.identifier.map(ImportNames.slug).flatMap { $0.isEmpty ? nil : $0 }
                    ?? "\(imported.source)-to-\(imported.destination)\(imported.dismissOnly ? "-back" : "")"
                imported.file = ImportNames.unique(base, &templateNames) + ".yaml"
                try ImportLoadCheck.segue(imported, costs: costs, document: document)
                files.append((imported.file, segueTemplate(imported, canvas: canvas, dark: options.dark, source: source)))
                result.segues.append(imported)
            }
        }
        if result.segues.isEmpty {
            // A xib or a storyboard without segues: one template that shows its scenes.
            let first = result.scenes[0]
            // The second scene only when both fit in one template.
            let second = result.scenes.count > 1 && ImportLoadCheck.fit(result.scenes.prefix(2), costs: costs) ? result.scenes[1] : nil
            files.append(("scenes.yaml", overview(first: first, second: second, canvas: canvas, dark: options.dark, source: source)))
        } else {
            let initial = document.root["initialViewController"].flatMap { graph.content($0) } ?? graph.controllers.first?.id
            let tabs = initial.flatMap { graph.controller($0)?.tabs }.map { tabBar in
                IBControllerGraph.relationships(tabBar).filter { $0.kind == "viewControllers" }.compactMap { graph.content($0.destination).flatMap { names[$0] } }
            } ?? []
            if let flowFile = flow(result: &result, initial: initial.flatMap { names[$0] }, tabs: tabs, canvas: canvas.yaml,
                                   dark: options.dark, source: source, costs: costs, backButtons: backButtons) {
                files.append(("flow.yaml", flowFile))
            }
        }
        if let error = session.assetError { throw error }

        result.notes = deduplicated(session.notes)
        result.files = files.map(\.0) + session.assets.keys.sorted()
        return (result, files, session.assets)
    }

    /// The flow template: the walk from the initial view controller (with its tabs), or, when
    /// no segue starts there, from the first segue's source; `nil` when neither has a step. It
    /// includes the scenes the walk shows, as many as a template loads (`ImportFlow`).
    static func flow(result: inout Result, initial: String?, tabs: [String], canvas: ImportYAML,
                     dark: Bool, source: String, costs: [String: Int] = [:], backButtons: Set<String> = []) -> String? {
        var starts: [(String, [String])] = initial.map { [($0, tabs)] } ?? []
        if let first = result.segues.first(where: { !$0.dismissOnly }) { starts.append((first.source, [])) }
        for (root, rootTabs) in starts {
            var walker = ImportFlow(segues: result.segues, costs: costs, backButtons: backButtons)
            let walk = walker.walk(root: root, tabs: rootTabs)
            guard walker.stepCount > 0 else { continue }
            result.flowTruncated = walker.truncated
            let used = Set(walker.scenes)
            var keys: [(String, ImportYAML)] = [("name", .string("flow")), ("canvas", canvas)]
            if dark { keys.append(("appearance", .string("dark"))) }
            keys.append(("scenes", includes(result.scenes.filter(used.contains))))
            keys.append(("flow", walk))
            return ImportYAML.map(keys).document(comment: "yaml-language-server: $schema=docs/template.schema.json\nThe app's segue graph from \(root), imported from \(source) by segue-video import.")
        }
        return nil
    }

    /// `{name: {include: scenes/name.yaml}, …}`.
    static func includes(_ scenes: [String]) -> ImportYAML {
        .map(scenes.map { ($0, .map([("include", .string("scenes/\($0).yaml"))])) })
    }

    static func segueTemplate(_ s: ImportedSegue, canvas: ImportCanvas, dark: Bool, source: String) -> String {
        var segue: [(String, ImportYAML)] = [("animator", .string(s.animator.rawValue)), ("from", .string(s.source)), ("to", .string(s.destination))]
        if let style = s.presentation { segue.append(("presentation", .string(style))) }
        if s.dismissOnly { segue.append(("directions", .list([.string("dismiss")]))) }
        if !s.options.isEmpty { segue.append(("options", .map(s.options.map { ($0.0, .string($0.1)) }))) }
        var keys: [(String, ImportYAML)] = [("name", .string(String(s.file.dropLast(5)))), ("canvas", canvas.yaml)]
        if dark { keys.append(("appearance", .string("dark"))) }
        keys.append(("scenes", includes(s.scenes)))
        keys.append(("segue", .map(segue)))
        let what = [s.identifier.map { "\"\($0)\"" }, s.id.map { "id \($0)" }, "kind \(s.kind)", s.customClass.map { "class \($0)" }]
            .compactMap { $0 }.joined(separator: ", ")
        return ImportYAML.map(keys).document(comment: "yaml-language-server: $schema=docs/template.schema.json\nSegue \(what), imported from \(source) line \(s.line) by segue-video import.")
    }

    /// A template showing a document without segues: its first scene cross-dissolving into its
    /// second, or from a blank screen into its only one.
    static func overview(first: String, second: String?, canvas: ImportCanvas, dark: Bool, source: String) -> String {
        var scenes: [(String, ImportYAML)]
        let to: String
        if let second {
            scenes = [(first, .map([("include", .string("scenes/\(first).yaml"))])), (second, .map([("include", .string("scenes/\(second).yaml"))]))]
            to = second
        } else {
            scenes = [("blank", .map([("background", .string("systemBackground"))])), (first, .map([("include", .string("scenes/\(first).yaml"))]))]
            to = first
        }
        var keys: [(String, ImportYAML)] = [("name", .string("scenes")), ("canvas", canvas.yaml)]
        if dark { keys.append(("appearance", .string("dark"))) }
        keys.append(("scenes", .map(scenes)))
        keys.append(("segue", .map([("animator", .string("crossDissolve")), ("from", .string(second == nil ? "blank" : first)),
                                    ("to", .string(to)), ("directions", .list([.string("present")]))])))
        return ImportYAML.map(keys).document(comment: "yaml-language-server: $schema=docs/template.schema.json\nThe scenes of \(source), which has no segues, imported by segue-video import.")
    }

    private static func deduplicated(_ notes: [ImportNote]) -> [ImportNote] {
        var seen: Set<String> = [], out: [ImportNote] = []
        for note in notes where seen.insert(note.description).inserted { out.append(note) }
        return out.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// Writes every file (each atomically) and the images: copied, or drawn (`ImportedAsset.png`).
    static func write(_ files: [(String, String)], assets: [String: ImportedAsset], into output: String) throws {
        let fm = FileManager.default
        func fail(_ path: String, _ error: Error) -> OutputError { OutputError(path: path, message: "\(error.localizedDescription)") }
        for folder in [output, output + "/scenes"] + (assets.isEmpty ? [] : [output + "/assets"]) {
            do { try fm.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch { throw fail(folder, error) }
        }
        for (relative, text) in files {
            let path = output + "/" + relative
            do { try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic) } catch { throw fail(path, error) }
        }
        for (relative, asset) in assets.sorted(by: { $0.key < $1.key }) {
            let path = output + "/" + relative, source = asset.source
            // A FIFO in the catalog would block the read; a device is no image.
            if let refusal = FileNode(path: source).inputRefusal { throw AssetError(path: source, message: refusal) }
            if !asset.isCopy {
                let png = try asset.png(scale: ImportedVectorImage.scale(ofOutput: relative))
                do { try Data(png).write(to: URL(fileURLWithPath: path), options: .atomic) } catch { throw fail(path, error) }
                continue
            }
            do {
                let data = try Data(contentsOf: URL(fileURLWithPath: source))
                try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch { throw fail(path, error) }
        }
    }
}
