import CompositorCore
import CompositorScene
import Foundation

/// What mapping one document needs and collects: its color and asset lookups, the device rule,
/// the notes about what was not mapped exactly, the image files to copy, and the first
/// asset error (exit 4).
final class ImportSession {
    let document: IBDocument
    let colors: IBColorResolver
    let catalog: AssetCatalog?
    /// Pixels per point of the canvas: picks the @Nx image.
    let scale: Double
    let dark: Bool
    let allowMissingAssets: Bool
    /// The scene's width ÷ its root view's stored width: constraint-laid-out views scale by it
    /// horizontally (`ImportDeviceRule`). Set per scene.
    var widthRatio: Double
    private(set) var notes: [ImportNote] = []
    /// Images to write: output-relative path → source file (a PDF or SVG is rasterized into the
    /// PNG named, `ImportedVectorImage`) and the tint of a template image.
    private(set) var assets: [String: ImportedAsset] = [:]
    private(set) var assetError: TemplateError?
    /// What a flow taps for each element drawn with a name on screen: IB id → the view id in
    /// the scene (its own id for views and cells, `navigationBar.rightItems.0` for a bar item).
    var tapTargets: [String: String] = [:]
    /// The scene being mapped, named in notes about its images.
    var sceneName = ""

    init(document: IBDocument, catalog: AssetCatalog?, scale: Double, dark: Bool, allowMissingAssets: Bool, widthRatio: Double) {
        self.document = document
        self.catalog = catalog
        self.colors = IBColorResolver(document: document, catalog: catalog, dark: dark)
        self.scale = scale
        self.dark = dark
        self.allowMissingAssets = allowMissingAssets
        self.widthRatio = widthRatio
    }

    func note(_ kind: ImportNote.Kind, _ node: IBNode, _ message: String) {
        notes.append(ImportNote(kind: kind, file: document.file, line: node.line, column: node.column,
                                element: node.name, id: node["id"], message: message))
    }

    /// A colour as import writes it (a system colour's name or `#RRGGBB[AA]`) in the import's
    /// appearance; `nil` for anything else.
    func resolved(_ color: ImportYAML) -> Color? {
        guard case .string(let s) = color else { return nil }
        return SystemColor(rawValue: s)?.color(dark ? .dark : .light) ?? (try? Color(hex: s))
    }

    /// The `<color key=key>` child as a template color; notes it when it cannot be resolved.
    func color(_ node: IBNode, _ key: String) -> ImportYAML? {
        guard let c = node.child("color", key: key) else { return nil }
        switch colors.resolve(c) {
        case .color(let s): return .string(s)
        case .unmapped(let why): note(.unmapped, c, "\(key): \(why)"); return nil
        }
    }

    /// A bar or tab item's `image` as a name the bars draw as an icon (they draw icons, not
    /// files): an SF Symbol or Material name the icon set knows as it is; another name as the
    /// SF Symbol it suggests (`menu`, `ic_home`, `settings-icon`), noted; else noted, and a
    /// lettered square stands in. An image the given catalog lacks is noted as missing.
    /// `inScene`: whether the item belongs to the scene being mapped (a bar item), named then
    /// in the notes; a tab item belongs to its tab's scene, so its notes name only the item.
    func icon(named name: String, at node: IBNode, system: Bool, inScene: Bool) -> String {
        let place = inScene ? " (scene \"\(sceneName)\", \(node.name)\(node["id"].map { " \($0)" } ?? ""))" : ""
        if !system, let catalog, case .noSet = catalog.image(named: name, scale: scale, dark: dark),
           document.resourceImage(named: name)?["catalog"] != "system" {
            note(.unmapped, node, "image \"\(name)\" is not in the asset catalog \(catalog.path)\(place)")
        }
        if case .found = IconCatalog.lookup(name) { return name }
        let lower = name.lowercased()
        if let (_, symbol) = ImportSession.iconWords.first(where: { lower.contains($0.0) }) {
            note(.approximated, node, "image \"\(name)\" drawn as the SF Symbol \(symbol) its name suggests")
            return symbol
        }
        note(.unmapped, node, "image \"\(name)\" is no icon the bars know: a lettered square stands in\(place)")
        return name
    }

    /// Words in image names → the SF Symbol they suggest, most specific first.
    static let iconWords: [(String, String)] = [
        ("hamburger", "line.3.horizontal"), ("menu", "line.3.horizontal"), ("home", "house"), ("search", "magnifyingglass"),
        ("setting", "gearshape"), ("gear", "gearshape"), ("account", "person.crop.circle"), ("profile", "person"),
        ("user", "person"), ("close", "xmark"), ("share", "square.and.arrow.up"), ("more", "ellipsis"), ("back", "chevron.left"),
        ("heart", "heart"), ("favorite", "heart"), ("favourite", "heart"), ("star", "star"), ("cart", "cart"), ("bell", "bell"),
        ("notification", "bell"), ("chat", "message"), ("message", "message"), ("mail", "envelope"), ("map", "map"),
        ("camera", "camera"), ("photo", "photo"), ("calendar", "calendar"), ("filter", "slider.horizontal.3"),
        ("edit", "pencil"), ("trash", "trash"), ("delete", "trash"), ("info", "info.circle"), ("list", "list.bullet"),
        ("grid", "square.grid.2x2"), ("add", "plus"), ("plus", "plus"),
    ]

    /// The imageset `name` as a path relative to a scenes file (`../assets/NAME@3x.png`), or
    /// `nil` (noted) when it cannot be used. A name missing from a given catalog is an asset
    /// error unless `allowMissingAssets`.
    /// `tint`: the view's tint colour when the image draws as a template (`Pixmap.tinted`),
    /// resolved in the import's appearance; the tinted file is named for it (`ImportedAsset`).
    func image(named name: String, at node: IBNode, tint: ImportYAML? = nil) -> String? {
        guard let catalog else {
            note(.unmapped, node, "image \"\(name)\": no asset catalog given (--assets); a placeholder fills its frame")
            return nil
        }
        let problem: String
        let color = tint.flatMap(resolved)
        let stem = color.map { ImportedAsset.tintedName(ImportNames.fileSafe(name), $0) } ?? ImportNames.fileSafe(name)
        switch catalog.image(named: name, scale: scale, dark: dark) {
        case .file(let file, let fileScale):
            let ext = URL(fileURLWithPath: file).pathExtension.lowercased()
            let relative = "assets/\(stem)@\(fileScale)x.\(color != nil ? "png" : ext == "jpeg" ? "jpg" : ext)"
            assets[relative] = ImportedAsset(source: file, tint: color)
            return "../" + relative
        case .vector(let file):
            do {
                let artwork = try ImportedVectorImage.artwork(path: file)
                if !artwork.skipped.isEmpty {
                    note(.approximated, node, "image \"\(name)\": \(URL(fileURLWithPath: file).lastPathComponent) draws without \(artwork.skipped.joined(separator: ", "))")
                }
                let relative = "assets/\(stem)@\(Int(scale.rounded()))x.png"
                assets[relative] = ImportedAsset(source: file, tint: color)
                return "../" + relative
            } catch {
                problem = "image \"\(name)\": \(file): \(error.message)"
            }
        case .noSet: problem = "image \"\(name)\" is not in the asset catalog \(catalog.path)"
        case .noBitmap(let why): problem = "image \"\(name)\" has no PNG, JPEG, PDF or SVG for iOS: \(why)"
        case .missingFile(let file): problem = "image \"\(name)\": its imageset names \(file), which does not exist"
        case .outside(let contents, let filename):
            problem = "image \"\(name)\": \(contents): filename \(filename.debugDescription) leads out of the imageset folder (by .., an absolute path or a symbolic link); not copied"
        }
        let located = problem + " (scene \"\(sceneName)\", \(node.name)\(node["id"].map { " \($0)" } ?? ""))"
        if allowMissingAssets {
            note(.unmapped, node, located + "; a placeholder fills its frame")
        } else if assetError == nil {
            assetError = TemplateError(file: document.file, line: node.line, column: node.column, field: node.name,
                                       message: located + " (--allow-missing-assets draws a placeholder)", exitStatus: .badAsset)
        }
        return nil
    }
}
