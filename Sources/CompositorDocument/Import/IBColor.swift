import CompositorScene

/// Resolves a `<color>` element, in every form Interface Builder writes, to a template color:
/// a system color name the template resolves per appearance, or sRGB hex.
///
/// Forms: `systemColor="systemBackgroundColor"` (Xcode 11+), `cocoaTouchSystemColor="…"` (before),
/// `name="Brand"` (a named color: the asset catalog's colorset, light or dark, else the
/// document's own `<namedColor>` copy), and components in sRGB, displayP3, calibratedRGB,
/// calibratedWhite, genericGamma22Gray, deviceRGB or deviceWhite (see `IBColorSpace`).
struct IBColorResolver {
    let document: IBDocument
    let catalog: AssetCatalog?
    let dark: Bool

    /// Names of UIKit colors before iOS 13, and of system colors the template lacks by that name.
    static let legacy: [String: String] = [
        "whiteColor": "#FFFFFF", "blackColor": "#000000", "clearColor": "#00000000",
        "darkTextColor": "#000000", "lightTextColor": "#FFFFFF99",
        "groupTableViewBackgroundColor": "systemGroupedBackground",
        "tableCellGroupedBackgroundColor": "secondarySystemGroupedBackground",
        "tableCellPlainBackgroundColor": "systemBackground",
        "tableCellBlueTextColor": "#385487", "tableSeparatorColor": "separator",
        "scrollViewTexturedBackgroundColor": "#6F7178", "viewFlipsideBackgroundColor": "#1F2124",
        "lightGrayColor": "#AAAAAA", "grayColor": "#808080", "darkGrayColor": "#555555",
        "redColor": "#FF0000", "greenColor": "#00FF00", "blueColor": "#0000FF", "cyanColor": "#00FFFF",
        "yellowColor": "#FFFF00", "magentaColor": "#FF00FF", "orangeColor": "#FF8000",
        "purpleColor": "#800080", "brownColor": "#996633", "tintColor": "systemBlue",
    ]

    enum Result: Equatable {
        case color(String)
        case unmapped(String)

        var value: String? { if case .color(let s) = self { s } else { nil } }
    }

    func resolve(_ node: IBNode) -> Result {
        if let system = node["systemColor"] ?? node["cocoaTouchSystemColor"] { return systemColor(system) }
        if let name = node["name"] { return namedColor(name) }
        return components(node)
    }

    /// `systemBackgroundColor` → `systemBackground`; legacy names through `legacy`; else the
    /// document's own `<systemColor>` definition.
    private func systemColor(_ name: String) -> Result {
        if let mapped = IBColorResolver.legacy[name] { return .color(mapped) }
        let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        if SystemColor(rawValue: base) != nil { return .color(base) }
        if let defined = document.resourceColor(named: name, kind: "systemColor") { return components(defined) }
        return .unmapped("unknown system color \(name)")
    }

    private func namedColor(_ name: String) -> Result {
        if let catalog, let set = catalog.color(named: name, dark: dark) { return .color(set) }
        if let defined = document.resourceColor(named: name, kind: "namedColor") { return components(defined) }
        return .unmapped("named color \(name) is neither in the asset catalog nor in the document's resources")
    }

    /// A color given by components in one of IB's color spaces.
    func components(_ node: IBNode) -> Result {
        let alpha = node.number("alpha") ?? 1
        let space = node["colorSpace"] == "custom" ? (node["customColorSpace"] ?? "sRGB") : (node["colorSpace"] ?? "sRGB")
        if let white = node.number("white") {
            let v = space == "deviceWhite" ? white : IBColorSpace.fromGray22(white)
            return .color(IBColorSpace.hex(v, v, v, alpha))
        }
        guard let r = node.number("red"), let g = node.number("green"), let b = node.number("blue") else {
            return .unmapped("a color with neither components nor a name")
        }
        switch space {
        case "calibratedRGB":
            let (sr, sg, sb) = IBColorSpace.fromGenericRGB(r, g, b)
            return .color(IBColorSpace.hex(sr, sg, sb, alpha))
        case "displayP3":
            let (sr, sg, sb) = IBColorSpace.fromDisplayP3(r, g, b)
            return .color(IBColorSpace.hex(sr, sg, sb, alpha))
        default:
            return .color(IBColorSpace.hex(r, g, b, alpha))
        }
    }
}
