import CompositorCore
import CompositorMotion
import CompositorScene
import Foundation

/// `segue-video import FOLDER`: a folder of screenshots and a `segues.yaml` listing the segues
/// between them become templates, as a storyboard does: a scenes file per screenshot
/// (`screenshot:` with its `elements`), a template per segue, and a flow from the first
/// segue's source.
///
/// `segues.yaml`:
/// ```yaml
/// canvas: {device: iPhone 14}                         # optional; default iPhone 14
/// screens:                                            # optional: elements and fill per screenshot
///   home: {elements: {thumb: [16, 120, 72, 72]}, fill: "#FFFFFF"}
/// segues:
///   - {from: home, to: detail, animator: scale, options: {scaleView: thumb}}
/// ```
/// Screens are the folder's PNG and JPEG files, named by their file names without extension;
/// each segue entry is a template's `segue:` as written. A screenshot that is a symbolic link
/// leading out of the folder is refused (exit 4) before anything is read.
package enum ScreenshotImporter {
    /// The list a screenshot folder holds.
    public static let listName = "segues.yaml"

    public static func prepare(_ folder: String) throws -> (result: StoryboardImporter.Result, files: [(String, String)], assets: [String: ImportedAsset]) {
        let listPath = folder + "/" + listName
        guard FileManager.default.fileExists(atPath: listPath) else {
            throw TemplateError(file: folder, field: "", message: "a screenshot folder needs a \(listName) listing its segues (docs/import.md)")
        }
        let text = try TemplateLoader.readText(listPath)
        let root = try TemplateNode.parse(text, file: listPath)
        guard case .mapping(let top, _) = root else {
            throw TemplateError(file: listPath, line: root.position.line, column: root.position.column, field: "", message: "expected a mapping with segues")
        }
        func value(_ key: String) -> TemplateNode? { top.first { $0.key == key }?.value }
        for pair in top where !["canvas", "screens", "segues"].contains(pair.key) {
            throw TemplateError(file: listPath, line: pair.keyPosition.line, column: pair.keyPosition.column, field: pair.key,
                                message: "unknown key; expected canvas, screens or segues")
        }
        // The screenshots, by name.
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        var shots: [(name: String, file: String)] = []
        let tree = ConfinedFolder(folder: folder)
        for entry in entries where ["png", "jpg", "jpeg"].contains(URL(fileURLWithPath: entry).pathExtension.lowercased()) {
            if case .failure(.outside) = tree.resolve(entry, from: tree.root) {
                throw TemplateError(file: folder + "/" + entry, field: "", message: "a symbolic link leading out of the screenshot folder; not read", exitStatus: .badAsset)
            }
            shots.append((URL(fileURLWithPath: entry).deletingPathExtension().lastPathComponent, entry))
            guard shots.count <= ImportLimits.maxScreenshots else {
                throw TemplateError(file: folder, field: "", message: "more than \(ImportLimits.maxScreenshots) screenshots (ImportLimits.maxScreenshots)")
            }
        }
        guard !shots.isEmpty else { throw TemplateError(file: folder, field: "", message: "no PNG or JPEG screenshots in the folder", exitStatus: .badAsset) }
        var screens: [String: [(String, TemplateNode)]] = [:]
        if let node = value("screens") {
            guard case .mapping(let pairs, _) = node else {
                throw TemplateError(file: listPath, line: node.position.line, column: node.position.column, field: "screens", message: "expected a mapping of screen names")
            }
            for pair in pairs {
                guard shots.contains(where: { $0.name == pair.key }) else {
                    throw TemplateError(file: listPath, line: pair.keyPosition.line, column: pair.keyPosition.column, field: "screens.\(pair.key)",
                                        message: "no screenshot named \(pair.key).png or .jpg" + DidYouMean.suffix(for: pair.key, among: shots.map(\.name)))
                }
                guard case .mapping(let keys, _) = pair.value else { continue }
                screens[pair.key] = keys.map { ($0.key, $0.value) }
            }
        }
        let canvas: ImportYAML = value("canvas").map { var c = ImportYAML($0); if c["background"] == nil, case .map(let p) = c { c = .map(p + [("background", .string("#000000"))]) }; return c }
            ?? .map([("device", .string(DeviceModel.iPhone14.rawValue)), ("background", .string("#000000"))])

        var result = StoryboardImporter.Result()
        var files: [(String, String)] = [], assets: [String: String] = [:]
        var costs: [String: Int] = [:]
        for shot in shots {
            // The captured status bar and home indicator are covered (`chrome: drawn`): the
            // drawn ones stay still over the moving screens, as on a device.
            var keys: [(String, ImportYAML)] = [("screenshot", .string("../assets/" + shot.file))]
            for (key, node) in screens[shot.name] ?? [] where ["elements", "fill", "title", "appearance", "statusBar", "homeIndicator", "chrome"].contains(key) {
                keys.append((key, ImportYAML(node)))
            }
            if !keys.contains(where: { $0.0 == "chrome" }) { keys.append(("chrome", .string(ScreenshotChrome.drawn.rawValue))) }
            assets["assets/" + shot.file] = folder + "/" + shot.file
            costs[shot.name] = ImportLoadCheck.values(.map(keys))
            files.append(("scenes/\(shot.name).yaml", ImportYAML.map(keys).document(comment: "Screenshot scene \"\(shot.name)\", imported by segue-video import.")))
            result.scenes.append(shot.name)
        }
        guard case .sequence(let segues, _)? = value("segues") else {
            throw TemplateError(file: listPath, field: "segues", message: "expected a list of segues: [{from, to, animator, …}]")
        }
        var taken: Set<String> = ["flow", "scenes"]
        for entry in segues {
            guard case .mapping(let pairs, let position) = entry,
                  case .scalar(let from, _, _)? = pairs.first(where: { $0.key == "from" })?.value,
                  case .scalar(let to, _, _)? = pairs.first(where: { $0.key == "to" })?.value,
                  case .scalar(let animator, _, _)? = pairs.first(where: { $0.key == "animator" })?.value else {
                throw TemplateError(file: listPath, line: entry.position.line, column: entry.position.column, field: "segues",
                                    message: "each segue needs from, to and animator")
            }
            for name in [from, to] where !result.scenes.contains(name) {
                throw TemplateError(file: listPath, line: position.line, column: position.column, field: "segues",
                                    message: "no screenshot named \(name)" + DidYouMean.suffix(for: name, among: result.scenes))
            }
            guard let kind = AnimatorKind(rawValue: animator) else {
                throw TemplateError(file: listPath, line: position.line, column: position.column, field: "segues",
                                    message: TemplateRules.unknown("animator", animator, among: AnimatorCatalog.names))
            }
            var segue = ImportedSegue(id: nil, identifier: nil, kind: "screenshot", customClass: nil, source: from, destination: to,
                                      animator: kind, presentation: nil, action: kind == .push ? "push" : "present",
                                      line: position.line, column: position.column)
            segue.file = ImportNames.unique(ImportNames.slug("\(from)-to-\(to)"), &taken) + ".yaml"
            let keys: [(String, ImportYAML)] = [("name", .string(String(segue.file.dropLast(5)))), ("canvas", canvas),
                                                ("scenes", StoryboardImporter.includes([from, to])), ("segue", ImportYAML(entry))]
            files.append((segue.file, ImportYAML.map(keys).document(comment: "yaml-language-server: $schema=docs/template.schema.json\nSegue \(from) → \(to) from \(listName) line \(position.line), imported by segue-video import.")))
            result.segues.append(segue)
        }
        if let flowFile = StoryboardImporter.flow(result: &result, initial: nil, tabs: [], canvas: canvas, dark: false, source: listName, costs: costs) {
            files.append(("flow.yaml", flowFile))
        }
        result.files = files.map(\.0) + assets.keys.sorted()
        result.canvas = "screenshots scaled to the canvas"
        return (result, files, assets.mapValues { ImportedAsset(source: $0) })
    }
}
