import CompositorCore
import CompositorScene

/// Decoding of the system chrome and the scene bars: `appearance`, `statusBar`,
/// `homeIndicator`, `safeArea`, `navigationBar`, `tabBar`, `toolbar`.
extension TemplateDecoder {
    func decodeAppearance(_ field: TemplateField) -> Appearance? {
        field.oneOf(Appearance.allCases.map(\.rawValue), what: "appearance").flatMap(Appearance.init(rawValue:))
    }

    /// The canvas's chrome keys over the device's defaults: `statusBar: BOOL | {style, time,
    /// cutout}`, `homeIndicator: BOOL`.
    func decodeSystemChrome(_ o: ObjectReader, device: DevicePreset?) -> SystemChrome {
        var chrome = SystemChrome.defaults(for: device)
        if let field = o["statusBar"] {
            if case .scalar = field.node {
                chrome.statusBar = field.bool() ?? chrome.statusBar
            } else {
                _ = field.object { s in
                    chrome.statusBar = !(s["hidden"]?.bool() ?? false)
                    if let style = s["style"].flatMap(decodeStatusBarStyle) { chrome.statusBarStyle = style }
                    if let time = s["time"]?.string() { chrome.time = time }
                    if let cutout = s["cutout"]?.bool() { chrome.showsCutout = cutout }
                }
            }
        }
        if let h = o["homeIndicator"]?.bool() { chrome.homeIndicator = h }
        return chrome
    }

    func decodeStatusBarStyle(_ field: TemplateField) -> StatusBarStyle? {
        field.oneOf(StatusBarStyle.allCases.map(\.rawValue), what: "status bar style").flatMap(StatusBarStyle.init(rawValue:))
    }

    /// `{top, left, bottom, right}`, each defaulting to 0.
    func decodeSafeArea(_ field: TemplateField) -> EdgeInsets? {
        field.object { o in
            let range = 0...TemplateLimits.maxCoordinate
            return EdgeInsets(top: o["top"]?.double(in: range) ?? 0, left: o["left"]?.double(in: range) ?? 0,
                              bottom: o["bottom"]?.double(in: range) ?? 0, right: o["right"]?.double(in: range) ?? 0)
        } ?? nil
    }

    /// A scene's chrome preferences: `statusBar: BOOL | {hidden, style}`, `homeIndicator: BOOL`.
    func decodeSceneChrome(_ o: ObjectReader) -> SceneChromePreferences {
        var prefs = SceneChromePreferences()
        if let field = o["statusBar"] {
            if case .scalar = field.node {
                prefs.statusBarHidden = field.bool().map { !$0 }
            } else {
                _ = field.object { s in
                    prefs.statusBarHidden = s["hidden"]?.bool()
                    prefs.statusBarStyle = s["style"].flatMap(decodeStatusBarStyle)
                }
            }
        }
        prefs.homeIndicatorHidden = o["homeIndicator"]?.bool().map { !$0 }
        return prefs
    }

    /// `{title, largeTitle, backButton, backTitle, leftItems, rightItems, appearance}`, or a
    /// string: an inline title.
    func decodeNavigationBar(_ field: TemplateField) -> NavigationBar? {
        if field.isText { return field.text().map { NavigationBar(title: $0) } }
        return field.object { o -> NavigationBar? in
            let title = o["title"]?.text() ?? ""
            var bar = NavigationBar(title: title, largeTitle: o["largeTitle"]?.bool() ?? false,
                                    backButton: o["backButton"]?.bool() ?? false, backTitle: o["backTitle"]?.text(),
                                    leftItems: o["leftItems"].flatMap(decodeBarItems) ?? [],
                                    rightItems: o["rightItems"].flatMap(decodeBarItems) ?? [])
            if let a = o["appearance"].flatMap(decodeBarAppearance) { bar.appearance = a }
            // The key before iOS 15's appearances: name its replacement rather than "unknown key".
            o["background"]?.error("navigationBar.background is now appearance: standard (the material and hairline), scrollEdge (transparent) or automatic")
            return bar
        } ?? nil
    }

    /// A list of bar items: each a string (a title) or `{title, icon, done}`.
    func decodeBarItems(_ field: TemplateField) -> [BarItem]? {
        field.list()?.compactMap { item -> BarItem? in
            if item.isText { return item.text().map { BarItem(title: $0) } }
            return item.object { o -> BarItem? in
                let bar = BarItem(title: o["title"]?.text(), icon: o["icon"]?.string(), done: o["done"]?.bool() ?? false)
                if bar.title == nil && bar.icon == nil { item.error("a bar item needs a \"title\" or an \"icon\""); return nil }
                return bar
            } ?? nil
        }
    }

    /// `standard`, `scrollEdge` or `automatic` (`BarAppearance`).
    func decodeBarAppearance(_ field: TemplateField) -> BarAppearance? {
        field.oneOf(BarAppearance.allCases.map(\.rawValue), what: "bar appearance").flatMap(BarAppearance.init(rawValue:))
    }

    /// `{items: [{title, icon, badge}], selected, style, appearance}`.
    func decodeTabBar(_ field: TemplateField) -> TabBar? {
        field.object { o -> TabBar? in
            guard let list = o.require("items")?.list() else { return nil }
            let items = list.compactMap { item -> TabBar.Item? in
                if item.isText { return item.text().map { TabBar.Item(title: $0) } }
                return item.object { i -> TabBar.Item? in
                    guard let title = i.require("title")?.text() else { return nil }
                    return TabBar.Item(title: title, icon: i["icon"]?.string(), badge: i["badge"]?.text())
                } ?? nil
            }
            guard !items.isEmpty else { o.field.error("a tab bar needs at least one item"); return nil }
            let selected = o["selected"]?.int(in: 0...max(items.count - 1, 0)) ?? 0
            guard let style = o["style"].map({ $0.oneOf(TabBar.Style.allCases.map(\.rawValue), what: "tab bar style").flatMap(TabBar.Style.init(rawValue:)) })
                ?? .automatic else { return nil }
            var bar = TabBar(items: items, selected: selected, style: style)
            if let a = o["appearance"].flatMap(decodeBarAppearance) { bar.appearance = a }
            return bar
        } ?? nil
    }

    /// `{items: [...]}` or the list of items itself.
    func decodeToolbar(_ field: TemplateField) -> Toolbar? {
        if case .sequence = field.node { return decodeBarItems(field).map(Toolbar.init(items:)) }
        return field.object { o in o.require("items").flatMap(decodeBarItems).map(Toolbar.init(items:)) } ?? nil
    }
}
