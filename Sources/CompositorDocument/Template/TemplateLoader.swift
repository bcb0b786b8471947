import CompositorCore
import CompositorMotion
import CompositorScene
import Foundation

/// Reads a template file (YAML or JSON) into a checked `SegueTemplate`.
///
/// Every problem is reported with file, line, column and field path; as many as can be found
/// in one pass are reported together (`TemplateErrors`). Asset paths are resolved against the
/// template's folder and must stay inside it.
public enum TemplateLoader {
    /// Largest template file read, in bytes.
    public static let maxFileSize = 4 << 20

    /// Loads and checks the template at `path`, its texts in the locale `strings` asks for
    /// (default: the template's own). With a `variant` (one combination of its `variants:`),
    /// the variant's locale, appearance and device replace the template's (the screens laid
    /// out again for the device, `TemplateDecoder.deviceOverride`), and its name gets the
    /// variant's values (`walk` → `walk.de.dark`), as `batch` names the clips.
    public static func load(path: String, strings: StringsRequest = StringsRequest(), variant: TemplateVariant? = nil) throws -> SegueTemplate {
        try decode(try readText(path), file: path, strings: strings, variant: variant)
    }

    /// Checks `text` (YAML or JSON) as the file `path` would be read: messages name `path`,
    /// and assets and includes resolve in (and must stay inside) `path`'s folder, whether or
    /// not a file is there. `strings` and `variant` as for `load(path:strings:variant:)`.
    static func decode(_ text: String, file path: String, strings: StringsRequest = StringsRequest(),
                       variant: TemplateVariant? = nil) throws -> SegueTemplate {
        var request = strings
        if let locale = variant?.locale { request.locale = locale }
        let budget = TemplateBudget()
        let root = try TemplateNode.parse(text, file: path, budget: budget)
        let diagnostics = TemplateDiagnostics(file: path)
        let tree = ConfinedFolder(templateFile: path)
        let real = ConfinedFolder.realPath(path) ?? ConfinedFolder.normalized(path)
        let decoder = TemplateDecoder(diagnostics: diagnostics, tree: tree,
                                      includes: [(real: real, display: path)], budget: budget)
        decoder.appearanceOverride = variant?.appearance
        decoder.deviceOverride = variant?.device.flatMap(DevicePresets.preset(named:))
        let strings = TemplateStrings(request: request)
        let template = decoder.decodeTemplate(TemplateField(node: root, path: "", diagnostics: diagnostics, strings: strings), file: path)
        try diagnostics.check()
        guard var template else { throw TemplateError(file: path, field: "", message: "the template could not be read") }
        template.warnings = diagnostics.warnings
        template.includedFiles = budget.includedFiles
        template.document = TemplateDocument(node: root)
        template.locale = strings.tables.isEmpty ? request.locale : strings.locale
        template.stringKeys = strings.keysByText
        template.isPseudoLocalized = request.pseudo
        if let variant, !variant.axes.isEmpty {
            template.name += variant.suffix
            template.variant = variant
        }
        return template
    }

    static func readText(_ path: String) throws -> String {
        // A path the user names: its links are followed here, once, and the file then opened
        // following none, so what is read is what was found.
        try readText(path, opening: ConfinedFolder.openChecked(ConfinedFolder.realPath(path) ?? path))
    }

    /// Reads the text of the file `opening` opened (or says, naming `path`, why it could not:
    /// missing, a folder, a FIFO or device never opened for reading, a link out of the tree).
    static func readText(_ path: String, opening: Result<OpenedFile, ConfinedFolder.OpenProblem>) throws -> String {
        let file: OpenedFile
        switch opening {
        case .success(let opened): file = opened
        case .failure(.system(ENOENT)), .failure(.system(ENOTDIR)): throw TemplateError(file: path, field: "", message: "no such template file")
        case .failure(.notRegular(.directory)): throw TemplateError(file: path, field: "", message: "is a directory, not a template file")
        case .failure(.notRegular(let node)): throw TemplateError(file: path, field: "", message: node.inputRefusal ?? node.article, exitStatus: .badAsset)
        case .failure(.outside): throw TemplateError(file: path, field: "", message: ConfinedFolder.OpenProblem.outside.description)
        case .failure(.system): throw TemplateError(file: path, field: "", message: "cannot open the template (permission denied?)")
        }
        let data = file.read(upTo: maxFileSize + 1) ?? Data()
        guard data.count <= maxFileSize else {
            throw TemplateError(file: path, field: "", message: "the template is larger than \(maxFileSize >> 20) MiB")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw TemplateError(file: path, field: "", message: "the template is not UTF-8 text")
        }
        return text
    }
}

/// Decodes the parts of a template; one instance per file read (the template and each file it
/// includes), all collecting problems into one `TemplateDiagnostics` list.
final class TemplateDecoder {
    let diagnostics: TemplateDiagnostics
    /// The tree assets and includes must stay in: the template's folder.
    let tree: ConfinedFolder
    /// The files being read, outermost first (the template, then each include on the way to
    /// this one), by real path and as displayed, to detect and show circular includes.
    let includes: [(real: String, display: String)]
    /// What the template and all its files may still read; shared by every file's decoder.
    let budget: TemplateBudget
    /// The layout of the scene being read (its environment and bars), for view kinds and
    /// `relativeTo`; nil outside a scene.
    var sceneLayout: SceneChrome?
    /// The direction the views being read are laid out in (`SemanticContentAttribute`): the
    /// canvas's in a scene, as the scene and each view's attribute turn it; nil outside a scene.
    var viewDirection: LayoutDirection?
    /// The appearance a variant draws the template in, over its `appearance:` (scenes with
    /// their own `appearance:` keep it); nil: the template's.
    var appearanceOverride: Appearance?
    /// The device a variant lays the template's screens out for, over its canvas's `device:`
    /// or `size:` (`decodeCanvas`); nil: the canvas as written.
    var deviceOverride: DevicePreset?
    /// The canvas size the template's frames were written for, when `deviceOverride` gives
    /// the canvas another size: top-level views are laid out again from it
    /// (`adaptedToDevice`); nil: frames are used as written.
    var designSize: Size?
    /// The scenes presented as sheets, whose system colors resolve at the elevated level
    /// (`scenesPresentedAsSheets`); shared with the decoders of included files.
    var elevatedScenes: Set<String> = []

    init(diagnostics: TemplateDiagnostics, tree: ConfinedFolder, includes: [(real: String, display: String)],
         budget: TemplateBudget = TemplateBudget()) {
        self.diagnostics = diagnostics
        self.tree = tree
        self.includes = includes
        self.budget = budget
    }

    /// The real path of the folder holding the file this decoder reads.
    var folder: String { URL(fileURLWithPath: includes.last?.real ?? tree.root).deletingLastPathComponent().path }

    func decodeTemplate(_ field: TemplateField, file: String) -> SegueTemplate? {
        field.object { o -> SegueTemplate? in
            _ = o["version"]?.int(in: 1...1)
            o.skip("$schema")  // for editors (JSON templates name their schema so)
            let name = o["name"]?.string() ?? URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            let description = o["description"]?.string()
            let video = o["video"].map { decodeVideo($0) } ?? VideoSettings()
            let appearance = appearanceOverride ?? o["appearance"].flatMap(decodeAppearance) ?? .light
            var canvas = o.require("canvas").flatMap { decodeCanvas($0, frameRate: video?.frameRate ?? FrameRate(60)) }
            canvas?.appearance = appearance
            if let strings = field.strings {
                strings.deviceClass = canvas?.device?.family.stringCatalogDevice ?? "other"
                decodeStrings(o, into: strings)
                // Before the scenes: their bars are laid out in the canvas's direction.
                canvas?.layoutDirection = strings.layoutDirection
                canvas?.language = strings.layoutLocale
                // The status bar's clock in the locale's digits, as iOS shows it (CLDR's default numbering system).
                if let time = canvas?.chrome.time { canvas?.chrome.time = strings.numbering.digits(time) }
            }
            elevatedScenes = Self.scenesPresentedAsSheets(field.node)
            var scenes = SceneList()
            if let include = o["include"] { decodeSceneIncludes(include.with(appearance: appearance), canvas: canvas, into: &scenes) }
            if let own = o["scenes"] { decodeScenes(own.with(appearance: appearance), canvas: canvas, into: &scenes) }
            if !o.has("include") { _ = o.require("scenes") }
            let isFlow = o.has("flow")
            if scenes.declared < (isFlow ? 1 : 2), !scenes.incomplete, o.has("scenes") || o.has("include") {
                (o["scenes"] ?? o["include"] ?? field).error("a template needs at least \(isFlow ? "one scene" : "two scenes"); found \(scenes.declared)")
            }
            if isFlow, o.has("segue") { o["segue"]?.error("a template has either segue or flow, not both") }
            let delivery = o["delivery"].map { ($0, decodeDelivery($0)) }
            let variants = o["variants"].flatMap(decodeVariants)
            let audio = o["audio"].flatMap { decodeAudio($0, templateFile: file) }
            let frame = o["frame"].flatMap { f in canvas.flatMap { decodeDeviceFrame(f, canvas: $0) } }
            /// The decoded template with its delivery preset (checked at its key), soundtrack,
            /// device frame and where the keys choosing its output were written.
            func delivered(_ template: SegueTemplate) -> SegueTemplate {
                var template = template
                (template.delivery, template.audio) = (delivery?.1, audio)
                template.description = description
                template.frame = frame
                template.variants = variants ?? TemplateVariants()
                template.outputKeyLocations.canvasBackground = field.location(at: "canvas", "background") ?? field.location(at: "canvas", "backgroundColor")
                template.outputKeyLocations.frameBackground = field.location(at: "frame", "background")
                template.outputKeyLocations.deliveryBackdrop = field.location(at: "delivery", "backdrop")
                template.outputKeyLocations.videoCodec = field.location(at: "video", "codec")
                template.outputKeyLocations.videoBitDepth = field.location(at: "video", "bitDepth")
                if let (field, _) = delivery { checkDelivery(template, field: field) }
                return template
            }
            if isFlow {
                let flow = o["flow"].flatMap { decodeFlow($0, scenes: scenes.scenes, canvas: canvas, templateFile: file) }
                guard let canvas, let video, let flow, !o.has("frame") || frame != nil else { return nil }
                var template = SegueTemplate(file: file, name: name, canvas: canvas, video: video, scenes: scenes.scenes,
                                             segue: SegueSpec.standIn(for: flow))
                template.flow = flow
                return delivered(template)
            }
            let segue = o.require("segue").flatMap { decodeSegue($0, scenes: scenes.scenes, canvas: canvas) }
            guard let canvas, let video, let segue, !o.has("frame") || frame != nil else { return nil }
            return delivered(SegueTemplate(file: file, name: name, canvas: canvas, video: video, scenes: scenes.scenes, segue: segue))
        } ?? nil
    }

    /// Resolves an asset path against this file's folder; it must exist and stay inside the tree.
    func assetPath(_ field: TemplateField) -> String? {
        guard let relative = field.fileName() else { return nil }
        guard !relative.isEmpty else { field.error("empty path"); return nil }
        switch tree.resolve(relative, from: folder) {
        case .success(let path):
            return path
        case .failure(.outside):
            field.error("\"\(relative)\" is outside the template's folder \(tree.root)", status: .invalidTemplate)
        case .failure(.missing):
            let path = ConfinedFolder.normalized(relative.hasPrefix("/") ? relative : folder + "/" + relative)
            field.error("\(path): no such file", status: .badAsset)
        }
        return nil
    }
}
