extension IBViewMapper {
    static let contentModes: Set<String> = ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "center"]

    /// A UIImageView: an imageset at the canvas scale (tinted when it renders as a template), or
    /// an SF Symbol as an icon. The image is its `image` attribute or, as Xcode 11 and later
    /// write it, its `<imageReference key="image">`.
    func imageView(_ node: IBNode) -> [(String, ImportYAML)] {
        let reference = node.child("imageReference", key: "image")
        guard let name = node["image"] ?? reference?["image"] else {
            // Set by the app's code (a poster, an avatar): a placeholder where the picture goes.
            return placeholder(node, "an image view whose image is set in code")
        }
        if node["catalog"] == "system" || reference?["catalog"] == "system" || session.document.resourceImage(named: name)?["catalog"] == "system" {
            var icon: [(String, ImportYAML)] = [("name", .string(name))]
            if let tint = session.color(node, "tintColor") { icon.append(("color", tint)) }
            return [("icon", .map(icon))]
        }
        guard let file = session.image(named: name, at: node, tint: templateTint(node, image: name, automatic: false)) else {
            return node.child("color", key: "backgroundColor") == nil ? [("background", .string("systemGray5"))] : []
        }
        var mode = node["contentMode"] ?? "scaleToFill"
        if !IBViewMapper.contentModes.contains(mode) {
            session.note(.approximated, node, "contentMode \(mode) drawn as \(mode == "redraw" ? "scaleToFill" : "center")")
            mode = mode == "redraw" ? "scaleToFill" : "center"
        }
        return [("image", .map([("file", .string(file)), ("contentMode", .string(mode))]))]
    }

    /// Configuration styles (iOS 15+) → the button component's styles.
    static let buttonStyles = ["filled": "filled", "tinted": "tinted", "gray": "gray", "plain": "plain", "borderless": "plain",
                               "borderedTinted": "tinted", "bordered": "gray", "borderedProminent": "filled"]

    /// A UIButton: a configuration (style, title, image) or a legacy button (normal state's
    /// title and title color, or its image).
    func button(_ node: IBNode) -> [(String, ImportYAML)] {
        let configuration = node.child("buttonConfiguration", key: "configuration")
        let normal = node.children("state").first { $0["key"] == "normal" }
        let title = configuration?["title"] ?? normal?["title"] ?? IBViewMapper.text(of: configuration ?? node)
        let image = configuration?["image"] ?? normal?["image"]
        let isSystemImage = configuration?["catalog"] == "system" || normal?["catalog"] == "system"
            || image.flatMap { session.document.resourceImage(named: $0)?["catalog"] } == "system"
        let tint = configuration.flatMap { session.color($0, "baseBackgroundColor") } ?? normal.flatMap { session.color($0, "titleColor") }
            ?? session.color(node, "tintColor")
        if let title, !title.isEmpty {
            var button: [(String, ImportYAML)] = [("title", .string(title))]
            let style = configuration.map { IBViewMapper.buttonStyles[$0["style"] ?? "plain"] ?? "plain" } ?? "plain"
            button.append(("style", .string(style)))
            if let tint { button.append(("tint", tint)) }
            if configuration?["cornerStyle"] == "capsule" { button.append(("capsule", .bool(true))) }
            if image != nil { session.note(.approximated, node, "button image beside its title is left out") }
            return [("button", .map(button))]
        }
        guard let image else { return [] }
        if isSystemImage {
            var icon: [(String, ImportYAML)] = [("name", .string(image))]
            if let tint { icon.append(("color", tint)) }
            return [("icon", .map(icon))]
        }
        // A system button draws an image of automatic rendering mode as a template, in its tint.
        let system = ["system", "roundedRect"].contains(node["buttonType"] ?? "")
        guard let file = session.image(named: image, at: node, tint: templateTint(node, image: image, automatic: system)) else { return [] }
        return [("image", .map([("file", .string(file)), ("contentMode", .string("scaleAspectFit"))]))]
    }

    /// The tint the image `name` of `node` draws in when it renders as a template, else `nil`:
    /// the view's own rendering mode (`<imageReference renderingMode>` on it, its normal state or
    /// its configuration) wins, then the imageset's Render As, then UIKit's automatic mode
    /// (`automatic`: template in a system button, original in an image view). The tint is the
    /// view's (`tint`), or systemBlue, the window's default.
    func templateTint(_ node: IBNode, image name: String, automatic: Bool) -> ImportYAML? {
        let holders = [node] + node.children.filter { $0.name == "state" || $0.name == "buttonConfiguration" }
        let mode = holders.lazy.flatMap(\.children).first { $0.name == "imageReference" && $0["image"] == name }?["renderingMode"]
        let template: Bool
        switch mode {
        case "template", "alwaysTemplate": template = true
        case "original", "alwaysOriginal": template = false
        default: template = session.catalog?.rendersAsTemplate(named: name) ?? automatic
        }
        return template ? tint ?? .string("systemBlue") : nil
    }

    /// A UISwitch.
    func toggle(_ node: IBNode) -> [(String, ImportYAML)] {
        var value: [(String, ImportYAML)] = [("isOn", .bool(node.flag("on")))]
        if let tint = session.color(node, "onTintColor") { value.append(("onTint", tint)) }
        return [("switch", .map(value))]
    }

    /// A UISegmentedControl.
    func segmented(_ node: IBNode) -> [(String, ImportYAML)] {
        let titles = node.items(in: "segments").map { $0["title"] ?? "" }
        guard !titles.isEmpty else { return [] }
        let selected = Int(node["selectedSegmentIndex"] ?? "0") ?? 0
        return [("segmentedControl", .map([("segments", .list(titles.map(ImportYAML.string))),
                                           ("selected", .number(Double(min(max(selected, 0), titles.count - 1))))]))]
    }

    /// A UISlider: its value as a fraction of minValue…maxValue.
    func slider(_ node: IBNode) -> [(String, ImportYAML)] {
        let lo = node.number("minValue") ?? 0, hi = node.number("maxValue") ?? 1, v = node.number("value") ?? 0.5
        let fraction = hi > lo ? min(max((v - lo) / (hi - lo), 0), 1) : 0.5
        return [("slider", .number(fraction))]
    }

    /// A UIPageControl.
    func pageControl(_ node: IBNode) -> [(String, ImportYAML)] {
        let pages = min(max(Int(node["numberOfPages"] ?? "3") ?? 3, 1), 50)
        let current = min(max(Int(node["currentPage"] ?? "0") ?? 0, 0), pages - 1)
        return [("pageControl", .map([("numberOfPages", .number(Double(pages))), ("currentPage", .number(Double(current)))]))]
    }

    /// A UIActivityIndicatorView.
    func activity(_ node: IBNode) -> [(String, ImportYAML)] {
        let large = ["large", "whiteLarge"].contains(node["style"] ?? "")
        var value: [(String, ImportYAML)] = [("style", .string(large ? "large" : "medium"))]
        if let color = session.color(node, "color") { value.append(("color", color)) }
        return [("activityIndicator", .map(value))]
    }

    /// UIBlurEffect styles → materials.
    static let materials = ["systemUltraThinMaterial": "ultraThin", "systemThinMaterial": "thin", "systemMaterial": "regular",
                            "systemThickMaterial": "thick", "systemChromeMaterial": "chrome", "regular": "regular",
                            "prominent": "thick", "light": "regularLight", "extraLight": "thickLight", "dark": "regularDark",
                            "systemUltraThinMaterialLight": "ultraThinLight", "systemThinMaterialLight": "thinLight",
                            "systemMaterialLight": "regularLight", "systemThickMaterialLight": "thickLight",
                            "systemChromeMaterialLight": "chromeLight", "systemUltraThinMaterialDark": "ultraThinDark",
                            "systemThinMaterialDark": "thinDark", "systemMaterialDark": "regularDark",
                            "systemThickMaterialDark": "thickDark", "systemChromeMaterialDark": "chromeDark"]

    /// A UIVisualEffectView with a blur effect.
    func material(_ node: IBNode) -> [(String, ImportYAML)] {
        guard let effect = node.child("blurEffect"), let style = effect["style"] else {
            session.note(.unmapped, node, "visual effect without a blur effect (vibrancy) is drawn as a plain view")
            return []
        }
        guard let material = IBViewMapper.materials[style] else {
            session.note(.approximated, node, "blur style \(style) drawn as the regular material")
            return [("material", .string("regular"))]
        }
        return [("material", .string(material))]
    }
}
