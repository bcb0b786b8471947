import CompositorCore
import CompositorScene
import Foundation

/// An `Assets.xcassets` folder: its imagesets and colorsets by name, read from their
/// `Contents.json` (each at most `ImportLimits.maxContentsJSONBytes`), entries bounded by
/// `ImportLimits.maxCatalogEntries`. Folders inside the catalog group sets but do not prefix
/// their names (a folder's `provides-namespace` is not read).
package struct AssetCatalog: Sendable {
    public let path: String
    /// Set folders by name: `name` → absolute path of `name.imageset`.
    let imageSets: [String: String]
    let colorSets: [String: String]

    /// Indexes the catalog at `path`; a missing folder is an asset error (exit 4).
    public init(path: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw TemplateError(file: path, field: "", message: "no such asset catalog folder", exitStatus: .badAsset)
        }
        self.path = path
        var images: [String: String] = [:], colors: [String: String] = [:]
        var pending = [path], visited = 0
        while let folder = pending.popLast() {
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for entry in entries {
                visited += 1
                guard visited <= ImportLimits.maxCatalogEntries else {
                    throw TemplateError(file: path, field: "", message: "the asset catalog holds more than \(ImportLimits.maxCatalogEntries) entries (ImportLimits.maxCatalogEntries)", exitStatus: .badAsset)
                }
                let full = folder + "/" + entry
                var dir: ObjCBool = false
                // Symbolic links are not followed: the catalog is read as a plain tree.
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: full),
                      attributes[.type] as? FileAttributeType != .typeSymbolicLink,
                      FileManager.default.fileExists(atPath: full, isDirectory: &dir), dir.boolValue else { continue }
                let url = URL(fileURLWithPath: entry)
                switch url.pathExtension {
                case "imageset": if images[url.deletingPathExtension().lastPathComponent] == nil { images[url.deletingPathExtension().lastPathComponent] = full }
                case "colorset": if colors[url.deletingPathExtension().lastPathComponent] == nil { colors[url.deletingPathExtension().lastPathComponent] = full }
                default: pending.append(full)
                }
            }
        }
        imageSets = images
        colorSets = colors
    }

    /// A set's `Contents.json`, parsed; `nil` if missing or unreadable.
    static func contents(_ folder: String) -> [String: Any]? {
        guard FileNode(path: folder + "/Contents.json") == .regular,
              let handle = FileHandle(forReadingAtPath: folder + "/Contents.json") else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: ImportLimits.maxContentsJSONBytes + 1),
              data.count <= ImportLimits.maxContentsJSONBytes else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    static func isDark(_ entry: [String: Any]) -> Bool {
        ((entry["appearances"] as? [[String: Any]]) ?? []).contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
    }

    static func isPlain(_ entry: [String: Any]) -> Bool {
        ((entry["appearances"] as? [[String: Any]]) ?? []).allSatisfy { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "light" }
    }

    /// The colorset `name` as a template color, in the dark variant when `dark` and it has one.
    func color(named name: String, dark: Bool) -> String? {
        guard let folder = colorSets[name], let json = AssetCatalog.contents(folder),
              let entries = json["colors"] as? [[String: Any]] else { return nil }
        let usable = entries.filter { ($0["idiom"] as? String ?? "universal") != "mac" }
        let pick = (dark ? usable.first(where: AssetCatalog.isDark) : nil) ?? usable.first(where: AssetCatalog.isPlain) ?? usable.first
        guard let color = pick?["color"] as? [String: Any] else { return nil }
        if let reference = color["reference"] as? String {
            let base = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            return SystemColor(rawValue: base) != nil ? base : IBColorResolver.legacy[reference]
        }
        guard let parts = color["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> Double? {
            let raw: String
            if let s = parts[key] as? String { raw = s } else if let n = parts[key] as? NSNumber { raw = n.stringValue } else { return nil }
            let text = raw.trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            guard let v = Double(text), v.isFinite else { return nil }
            // Xcode writes floats with a point ("0.204") and 8-bit integers without ("52").
            return text.contains(".") ? v : v / 255
        }
        let space = color["color-space"] as? String ?? "srgb"
        let alpha = component("alpha") ?? 1
        if let white = component("white") {
            let v = space.contains("gray") && space != "extended-gray" ? IBColorSpace.fromGray22(white) : white
            return IBColorSpace.hex(v, v, v, alpha)
        }
        guard let r = component("red"), let g = component("green"), let b = component("blue") else { return nil }
        if space == "display-p3" {
            let (sr, sg, sb) = IBColorSpace.fromDisplayP3(r, g, b)
            return IBColorSpace.hex(sr, sg, sb, alpha)
        }
        return IBColorSpace.hex(r, g, b, alpha)
    }

    /// The imageset `name`'s "Render As" (`properties.template-rendering-intent` in its
    /// `Contents.json`): `true` for template, `false` for original, `nil` when unset (UIKit's
    /// automatic: original in an image view, template in a system button or a bar).
    func rendersAsTemplate(named name: String) -> Bool? {
        guard let folder = imageSets[name], let json = AssetCatalog.contents(folder),
              let intent = (json["properties"] as? [String: Any])?["template-rendering-intent"] as? String else { return nil }
        return intent == "template" ? true : intent == "original" ? false : nil
    }

    /// What an image name resolves to.
    enum ImageLookup: Equatable {
        case file(String, scale: Int)
        /// A single-scale PDF or SVG (Xcode's "Single Scale" with "Preserve Vector Data"),
        /// rasterized at the canvas scale when it is written (`ImportedVectorImage`).
        case vector(String)
        case noSet
        /// The set exists but has no PNG, JPEG, PDF or SVG file for iOS.
        case noBitmap(String)
        /// The set names a file that is not there.
        case missingFile(String)
        /// The set's `Contents.json` names a file (as written there) that leads out of the
        /// imageset folder, by `..`, an absolute path or a symbolic link: never read.
        case outside(contents: String, filename: String)
    }

    /// The imageset `name`'s file for `scale` (the exact @Nx, else the nearest larger, else the
    /// largest), in the dark variant when `dark` and it has one; a set with no PNG or JPEG but a
    /// PDF or SVG gives that vector file. A file name leading out of the imageset folder (`..`,
    /// absolute, a symbolic link) is `.outside`, never read or copied.
    func image(named name: String, scale: Double, dark: Bool) -> ImageLookup {
        guard let folder = imageSets[name] else { return .noSet }
        guard let json = AssetCatalog.contents(folder), let entries = json["images"] as? [[String: Any]] else {
            return .noBitmap("its Contents.json is missing or unreadable")
        }
        func files(_ extensions: [String]) -> [[String: Any]] {
            entries.filter { entry in
                guard let file = entry["filename"] as? String else { return false }
                let ext = URL(fileURLWithPath: file).pathExtension.lowercased()
                let idiom = entry["idiom"] as? String ?? "universal"
                return extensions.contains(ext) && ["universal", "iphone", "ipad"].contains(idiom)
            }
        }
        func variant(_ images: [[String: Any]]) -> [[String: Any]] {
            (dark ? images.filter(AssetCatalog.isDark) : []).isEmpty ? images.filter(AssetCatalog.isPlain) : images.filter(AssetCatalog.isDark)
        }
        let bitmaps = variant(files(["png", "jpg", "jpeg"]))
        let vectors = variant(files(["pdf", "svg"]))
        guard !bitmaps.isEmpty || !vectors.isEmpty else {
            let others = entries.compactMap { $0["filename"] as? String }
            return .noBitmap(others.isEmpty ? "it has no image files" : "only \(others.joined(separator: ", ")) (PNG, JPEG, PDF and SVG are read)")
        }
        func scaleOf(_ e: [String: Any]) -> Int { Int((e["scale"] as? String ?? "1x").dropLast()) ?? 1 }
        let wanted = Int(scale.rounded())
        let sorted = bitmaps.sorted { scaleOf($0) < scaleOf($1) }
        let pick = sorted.first { scaleOf($0) == wanted } ?? sorted.first { scaleOf($0) > wanted } ?? sorted.last ?? vectors[0]
        let filename = pick["filename"] as! String
        // Confined to the imageset: the file copied is the real path checked.
        let imageset = ConfinedFolder(folder: folder)
        switch imageset.resolve(filename, from: imageset.root) {
        case .success(let file): return bitmaps.isEmpty ? .vector(file) : .file(file, scale: scaleOf(pick))
        case .failure(.missing): return .missingFile(folder + "/" + filename)
        case .failure(.outside): return .outside(contents: folder + "/Contents.json", filename: filename)
        }
    }
}
