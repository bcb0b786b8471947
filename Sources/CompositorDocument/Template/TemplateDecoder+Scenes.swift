import CompositorCore
import CompositorScene

extension TemplateDecoder {
    /// Reads a `scenes:` mapping (name → scene) into `list`, after the scenes already there.
    func decodeScenes(_ field: TemplateField, canvas: Canvas?, into list: inout SceneList) {
        guard let entries = field.entries() else { return }
        for (name, sceneField) in entries {
            list.declared += 1
            if let earlier = list.origin[name] {
                sceneField.error("scene \"\(name)\" is already defined in \(earlier)")
                continue
            }
            list.origin[name] = diagnostics.file
            if let scene = decodeScene(named: name, sceneField.with(elevated: elevatedScenes.contains(name)), canvas: canvas) { list.scenes.append(scene) }
        }
    }

    /// One scene: `{title, background, views}`, or `{include: FILE}` taking all of it from FILE.
    func decodeScene(named name: String, _ field: TemplateField, canvas: Canvas?) -> Scene? {
        if case .mapping(let pairs, _) = field.node, pairs.contains(where: { $0.key == "include" }) {
            return field.object { o -> Scene? in
                for key in o.keys where key != "include" {
                    o.skip(key)
                    o[key]?.error("a scene that includes a file takes all of it from there; move \"\(key)\" into the included file")
                }
                guard let include = o["include"] else { return nil }
                return self.including(include) { decoder, root in decoder.decodeScene(named: name, root, canvas: canvas) }
            } ?? nil
        }
        return field.object { o -> Scene? in
            let own = o["appearance"].flatMap(decodeAppearance)
            let appearance = own ?? field.appearance
            func inScene(_ f: TemplateField?) -> TemplateField? { f?.with(appearance: appearance) }
            let title = o["title"]?.text()
            var scene = Scene(name: name, root: View(frame: .zero), title: title, appearance: own,
                              navigationBar: o["navigationBar"].flatMap(decodeNavigationBar),
                              tabBar: inScene(o["tabBar"]).flatMap(decodeTabBar),
                              toolbar: inScene(o["toolbar"]).flatMap(decodeToolbar),
                              chrome: decodeSceneChrome(o))
            let saved = sceneLayout, savedDirection = viewDirection
            let direction = decodeSemanticContent(o, inheriting: canvas?.layoutDirection ?? .leftToRight)
            sceneLayout = canvas.map { canvas in
                var env = ComponentEnvironment(canvas: canvas, appearance: appearance)
                env.elevated = field.elevated
                return SceneChrome(scene: scene, env: env)
            }
            viewDirection = direction
            defer { sceneLayout = saved; viewDirection = savedDirection }
            let background = inScene(o.any("background", "backgroundColor"))?.color()
            let recorded = decodeRecording(o, canvas: canvas)
            if recorded?.hidesStatusBar == true { scene.chrome.statusBarHidden = true }
            let shot = decodeScreenshot(o, canvas: canvas) ?? []
            let bounds = canvas?.bounds ?? .zero
            // The template's views mirror right to left; a recording's or a screenshot's are
            // pictures of the app as it ran, already in its direction.
            let authored = (inScene(o.any("views", "subviews")).flatMap { decodeViews($0, depth: 1) } ?? [])
                .map { direction == .rightToLeft ? $0.placedRightToLeft(in: bounds.size) : $0 }
            let views = (recorded?.views ?? []) + shot + authored
            if views.isEmpty && background == nil {
                field.error("scene \"\(name)\" is empty: give it a background or views")
                return nil
            }
            scene.root = View(id: name, frame: bounds, backgroundColor: background,
                              clipsToBounds: o["clipsToBounds"]?.bool() ?? false, subviews: views)
            return scene
        } ?? nil
    }

    func decodeViews(_ field: TemplateField, depth: Int) -> [View]? {
        guard depth <= TemplateLimits.maxViewDepth else {
            field.error("views are nested deeper than \(TemplateLimits.maxViewDepth) levels")
            return nil
        }
        return field.list()?.compactMap { decodeView($0, depth: depth) }
    }

    func decodeView(_ field: TemplateField, depth: Int) -> View? {
        field.object { o -> View? in
            let kinds = ComponentCatalog.viewKinds.compactMap { $0 as? any TemplateComponent.Type }.filter { o.has($0.name) }
            if kinds.count > 1 {
                field.error("a view can be one kind only; found " + kinds.map { "\"\($0.name)\"" }.joined(separator: " and "))
            }
            let kind = kinds.first
            var frame: Rect?, written: Rect?
            if o.has("frame") || kind?.name != TableView.name {
                frame = o.require("frame")?.rect()
                written = frame
            } else {
                frame = sceneLayout?.contentFrame ?? .zero
            }
            var guideOrigin = Point(x: 0, y: 0)
            if let guide = o["relativeTo"]?.oneOf(LayoutGuide.allCases.map(\.rawValue), what: "layout guide").flatMap(LayoutGuide.init(rawValue:)),
               let origin = sceneLayout.map(guide.origin) {
                frame?.origin.x += origin.x
                frame?.origin.y += origin.y
                guideOrigin = origin
            }
            let inherited = viewDirection ?? .leftToRight, direction = decodeSemanticContent(o, inheriting: inherited)
            viewDirection = direction
            defer { viewDirection = inherited }
            var view = View(id: o["id"]?.string(), frame: frame ?? .zero)
            view.matchID = o["match"]?.string()
            if let t = o["transform"] { view.transform = decodeTransform(t) ?? .identity }
            view.alpha = o["alpha"]?.double(in: 0...1) ?? 1
            view.backgroundColor = o.any("background", "backgroundColor")?.color()
            view.gradient = o["gradient"].flatMap(decodeGradient)
            view.cornerRadius = o["cornerRadius"]?.double(in: 0...TemplateLimits.maxCoordinate) ?? 0
            view.clipsToBounds = o["clipsToBounds"]?.bool() ?? false
            view.isHidden = o["hidden"]?.bool() ?? false
            view.border = o["border"].flatMap(decodeBorder)
            view.shadow = o["shadow"].flatMap(decodeShadow)
            view.image = o["image"].flatMap(decodeImage)
            view.video = o["video"].flatMap { decodeVideoContent($0) }
            view.label = o["label"].flatMap(decodeLabel)
            view.path = o["path"].flatMap(decodePath)
            view.icon = o["icon"].flatMap(decodeIcon)
            view.material = o["material"]?.oneOf(Material.allCases.map(\.rawValue), what: "material").flatMap(Material.init(rawValue:))
            view.subviews = o.any("subviews", "views").flatMap { decodeViews($0, depth: depth + 1) } ?? []
            if direction == .rightToLeft { view.subviews = view.subviews.map { $0.placedRightToLeft(in: view.frame.size) } }
            view.autoresizing = o["autoresizing"].flatMap(decodeAutoresizing)
            if view.clipsToBounds, let shadow = view.shadow, shadow.opacity > 0 {
                o["shadow"]?.warning("clipsToBounds clips the view's own shadow away (as CALayer's masksToBounds does); "
                                     + "put the shadow on an unclipped container view")
            }
            if let kind, let value = o[kind.name], let component = kind.decode(value, self) {
                var env = sceneLayout?.env ?? ComponentEnvironment(appearance: field.appearance, size: view.frame.size)
                env.layoutDirection = direction
                view.show(component, in: env)
            }
            guard frame != nil else { return nil }
            if depth == 1, let written { return adaptedToDevice(view, written: written, guideOrigin: guideOrigin) }
            return view
        } ?? nil
    }

    /// The direction a scene or view with `o`'s `semanticContentAttribute` lays its views out in,
    /// inside one laid out in `inherited` (`SemanticContentAttribute`; unspecified: `inherited`).
    func decodeSemanticContent(_ o: ObjectReader, inheriting inherited: LayoutDirection) -> LayoutDirection {
        let attribute = o["semanticContentAttribute"]?.oneOf(SemanticContentAttribute.allCases.map(\.rawValue), what: "semantic content attribute")
            .flatMap(SemanticContentAttribute.init(rawValue:)) ?? .unspecified
        return attribute.direction(inheriting: inherited)
    }

    /// A list of UIKit's flexible parts (`[flexibleWidth, flexibleBottomMargin]`); `[]` pins the
    /// view at its size and distance from the top-left corner.
    func decodeAutoresizing(_ field: TemplateField) -> Autoresizing? {
        guard let items = field.list() else { return nil }
        let names = Autoresizing.names.map(\.name)
        let flags = items.compactMap { item in
            item.oneOf(names, what: "autoresizing flag").flatMap { name in Autoresizing.names.first { $0.name == name }?.flag }
        }
        guard flags.count == items.count else { return nil }
        return flags.reduce(Autoresizing()) { $0.union($1) }
    }

    /// `{scale, scaleX, scaleY, rotation (degrees), translateX, translateY}`.
    func decodeTransform(_ field: TemplateField) -> ViewTransform? {
        field.object { o in
            let limit = TemplateLimits.maxCoordinate
            var t = ViewTransform()
            if let s = o["scale"]?.double(in: -1000...1000) { t.scaleX = s; t.scaleY = s }
            if let s = o["scaleX"]?.double(in: -1000...1000) { t.scaleX = s }
            if let s = o["scaleY"]?.double(in: -1000...1000) { t.scaleY = s }
            if let r = o["rotation"]?.double(in: -36000...36000) { t.rotation = r * Double.pi / 180 }
            // Right to left a horizontal translation is mirrored with the frames.
            if let x = o["translateX"]?.double(in: -limit...limit) { t.translationX = viewDirection == .rightToLeft ? -x : x }
            if let y = o["translateY"]?.double(in: -limit...limit) { t.translationY = y }
            return t
        } ?? nil
    }

    func decodeBorder(_ field: TemplateField) -> Border? {
        field.object { o in
            guard let width = o.require("width")?.double(in: 0...TemplateLimits.maxCoordinate) else { return nil }
            return Border(width: width, color: o["color"]?.color() ?? .black)
        } ?? nil
    }

    func decodeShadow(_ field: TemplateField) -> Shadow? {
        field.object { o in
            var s = Shadow(opacity: 0.5)
            if let c = o["color"]?.color() { s.color = c }
            if let v = o["opacity"]?.double(in: 0...1) { s.opacity = v }
            if let v = o["radius"]?.double(in: 0...200) { s.radius = v }
            if let v = o["offset"]?.size() { s.offset = v }
            return s
        } ?? nil
    }

    /// `{colors: [...]}` evenly spread, or `{stops: [{color, location}]}`, with optional start and end.
    func decodeGradient(_ field: TemplateField) -> LinearGradient? {
        field.object { o -> LinearGradient? in
            var stops: [LinearGradient.Stop] = []
            if let colors = o["colors"]?.list() {
                let cs = colors.compactMap { $0.color() }
                guard cs.count == colors.count else { return nil }
                stops = cs.enumerated().map { i, c in
                    LinearGradient.Stop(color: c, location: cs.count > 1 ? Double(i) / Double(cs.count - 1) : 0)
                }
            } else if let list = o["stops"]?.list() {
                stops = list.compactMap { item in
                    item.object { s in
                        guard let c = s.require("color")?.color(), let l = s.require("location")?.double(in: 0...1) else { return nil }
                        return LinearGradient.Stop(color: c, location: l)
                    } ?? nil
                }
                guard stops.count == list.count else { return nil }
                if zip(stops, stops.dropFirst()).contains(where: { $0.location > $1.location }) {
                    field.error("stop locations must not decrease")
                    return nil
                }
            }
            guard stops.count >= 2 else { field.error("a gradient needs \"colors\" or \"stops\" with at least two colors"); return nil }
            var g = LinearGradient(stops: stops)
            if let p = o["start"]?.point() { g.start = p }
            if let p = o["end"]?.point() { g.end = p }
            return g
        } ?? nil
    }

    /// A path, or `{file, contentMode}`.
    func decodeImage(_ field: TemplateField) -> ImageContent? {
        if case .scalar = field.node {
            return assetPath(field).map { ImageContent(path: $0) }
        }
        return field.object { o in
            let mode = o["contentMode"]?.oneOf(ContentMode.allCases.map(\.rawValue), what: "content mode")
                .flatMap(ContentMode.init(rawValue:)) ?? ImageContent.defaultContentMode
            guard let path = o.require("file").flatMap(assetPath) else { return nil }
            return ImageContent(path: path, contentMode: mode)
        } ?? nil
    }

    /// A string, or `{text, font, color, alignment, lines, lineHeight, letterSpacing}`.
    func decodeLabel(_ field: TemplateField) -> Label? {
        // Right to left, `natural` is right for every label (UIKit's natural alignment follows the interface).
        let direction = viewDirection ?? field.strings?.layoutDirection ?? .leftToRight
        if field.isText {
            return labelText(field).map { Label(text: $0, alignment: direction.resolved(.natural)) }
        }
        return field.object { o -> Label? in
            guard let text = o.require("text").flatMap(labelText) else { return nil }
            var label = Label(text: text)
            if let name = o["textStyle"]?.oneOf(TextStyle.allCases.map(\.rawValue), what: "text style"), let style = TextStyle(rawValue: name) {
                label.font = style.font()
                label.lineHeight = style.leading
            }
            if let f = o["font"], let font = decodeFont(f, base: label.font) { label.font = font }
            if let c = o["color"]?.color() { label.color = c }
            if let a = o["alignment"]?.oneOf(TextAlignment.allCases.map(\.rawValue), what: "alignment") {
                label.alignment = TextAlignment(rawValue: a) ?? .natural
            }
            if let n = o["lines"]?.int(in: 0...1000) { label.numberOfLines = n }
            if let h = o["lineHeight"]?.double(in: 0...TemplateLimits.maxCoordinate) { label.lineHeight = h }
            if let s = o["letterSpacing"]?.double(in: -100...100) { label.letterSpacing = s }
            label.alignment = direction.resolved(label.alignment)
            return label
        } ?? nil
    }

    /// A label's text, at most `TemplateLimits.maxLabelCharacters` characters: text is shaped
    /// and laid out per label, so its length is work the template asks for.
    func labelText(_ field: TemplateField) -> String? {
        guard let text = field.text() else { return nil }
        let limit = TemplateLimits.maxLabelCharacters
        guard text.prefix(limit + 1).count <= limit else {
            field.error("the text is longer than \(limit) characters")
            return nil
        }
        return text
    }

    /// `{family, file, size, weight}`; weight by name (regular, semibold, bold…) or number.
    func decodeFont(_ field: TemplateField, base: FontSpec = FontSpec()) -> FontSpec? {
        field.object { o -> FontSpec? in
            var font = base
            font.family = o["family"]?.string()
            if let file = o["file"] { font.file = assetPath(file) }
            if let s = o["size"]?.double(in: 1...1000) { font.size = s }
            if let w = o["weight"] {
                if case .scalar(let s, _, _) = w.node, let n = Int(s) {
                    if (100...900).contains(n) { font.weight = FontWeight(n) } else { w.error("weight \(n) is out of range; expected 100 to 900") }
                } else if let name = w.string() {
                    if let weight = FontWeight(name: name) { font.weight = weight } else {
                        w.error("unknown weight \"\(name)\"; expected a number 100-900 or one of: ultralight, thin, light, regular, medium, semibold, bold, heavy, black")
                    }
                }
            }
            return font
        } ?? nil
    }
}
