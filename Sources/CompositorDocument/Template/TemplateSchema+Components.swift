import CompositorCore
import CompositorScene

/// The schema of the system chrome, the scene bars and the UIKit view kinds.
extension TemplateSchema {
    /// Definitions this file adds.
    static var componentDefinitions: [(String, JSONValue)] {
        [
            ("appearance", .object([("description", .string("Light or dark: picks the system colors, the bars and the status bar's content. Default: light (the template's for scenes).")),
                                    ("enum", .array(Appearance.allCases.map { .string($0.rawValue) }))])),
            ("statusBarStyle", .object([("description", .string("automatic follows the scene's appearance; darkContent or lightContent force one. Default: automatic.")),
                                        ("enum", .array(StatusBarStyle.allCases.map { .string($0.rawValue) }))])),
            ("safeArea", object("Safe-area insets in points (a device's by default; zero for other canvases).",
                                ["top", "left", "bottom", "right"].map { ($0, number("Points. Default: 0.", min: 0, max: TemplateLimits.maxCoordinate)) })),
            ("navigationBar", navigationBarSchema), ("barItem", barItemSchema), ("tabBar", tabBarSchema), ("toolbar", toolbarSchema),
            ("tableCell", TableView.cellSchema),
        ] + ComponentCatalog.viewKinds.compactMap { $0 as? any TemplateComponent.Type }.map { ($0.name, $0.schema) }
    }

    /// The canvas's chrome keys.
    static var canvasChromeProperties: [(String, JSONValue)] {
        [
            ("statusBar", .object([("description", .string("The status bar (on for phone and tablet presets): true/false, or {hidden, style, time, cutout}.")),
                                   ("anyOf", .array([.object([("type", .string("boolean"))]), object("The status bar.", [
                                       ("hidden", boolean("Default: false.")), ("style", ref("statusBarStyle")),
                                       ("time", string("Default: 9:41.")),
                                       ("cutout", boolean("Draw the notch or Dynamic Island in black. Default: false.")),
                                   ])]))])),
            ("homeIndicator", boolean("Draw the home indicator (on for presets without a home button).")),
            ("safeArea", ref("safeArea")),
        ]
    }

    /// The scene's keys for bars, chrome and appearance.
    static var sceneChromeProperties: [(String, JSONValue)] {
        [
            ("appearance", ref("appearance")),
            ("navigationBar", ref("navigationBar")),
            ("tabBar", ref("tabBar")),
            ("toolbar", ref("toolbar")),
            ("statusBar", .object([("description", .string("This scene's status bar: true/false, or {hidden, style}.")),
                                   ("anyOf", .array([.object([("type", .string("boolean"))]), object("The scene's status bar.", [
                                       ("hidden", boolean("Default: false.")), ("style", ref("statusBarStyle")),
                                   ])]))])),
            ("homeIndicator", boolean("Show the home indicator over this scene. Default: the canvas's.")),
        ]
    }

    /// The view's keys for layout guides and view kinds.
    static var viewComponentProperties: [(String, JSONValue)] {
        [("relativeTo", .object([("description", .string("What the frame is measured from: bounds (default), safeArea or content (below the navigation bar).")),
                                 ("enum", .array(LayoutGuide.allCases.map { .string($0.rawValue) }))]))]
            + ComponentCatalog.viewKindNames.map { ($0, ref($0)) }
    }

    static var navigationBarSchema: JSONValue {
        textOr("A navigation bar: its title (inline), or {title, largeTitle, backButton, backTitle, leftItems, rightItems, appearance}.",
                 object("A navigation bar (UINavigationBar).", [
                    ("title", text("The title.")),
                    ("largeTitle", boolean("A 34-point large title in a 96-point bar. Default: false.")),
                    ("backButton", boolean("A back button (chevron and the previous scene's title). Default: false; true when backTitle is given.")),
                    ("backTitle", text("The back button's title. Default: the other scene's title.")),
                    ("leftItems", .object([("type", .string("array")), ("items", ref("barItem"))])),
                    ("rightItems", .object([("type", .string("array")), ("items", ref("barItem"))])),
                    ("appearance", barAppearanceSchema),
                 ]))
    }

    static var barItemSchema: JSONValue {
        textOr("A bar button item: a title, or {title, icon, done}.",
                 object("A bar button item (UIBarButtonItem).", [
                    ("title", text("The text.")), ("icon", string("An SF Symbol name.")),
                    ("done", boolean("Semibold, as a Done button. Default: false.")),
                 ]))
    }

    static var tabBarSchema: JSONValue {
        object("A tab bar (UITabBar).", [
            ("items", .object([("type", .string("array")), ("minItems", .int(1)), ("items", textOr("A tab: a title, or {title, icon, badge}.",
                object("A tab.", [("title", text("Required.")), ("icon", string("An SF Symbol name.")), ("badge", text("Badge text."))],
                       required: ["title"])))])),
            ("selected", .object([("description", .string("The selected tab's index. Default: 0.")), ("type", .string("integer")), ("minimum", .int(0))])),
            ("style", .object([("description", .string("automatic (iPadOS 18: floating at the top center in a regular width such as an iPad screen, else at the bottom), bottom or floating. Default: automatic.")),
                               ("enum", .array(TabBar.Style.allCases.map { .string($0.rawValue) }))])),
            ("appearance", barAppearanceSchema),
        ], required: ["items"])
    }

    /// A bar's `appearance` key (`BarAppearance`).
    static var barAppearanceSchema: JSONValue {
        .object([("description", .string("iOS 15's bar looks (UIKit's standardAppearance and scrollEdgeAppearance): automatic, transparent without a hairline while the scene's content rests clear of the bar, the material and hairline when content lies under it; standard, always the material and hairline (iOS 13/14); scrollEdge, always transparent. Default: automatic.")),
                 ("enum", .array(BarAppearance.allCases.map { .string($0.rawValue) }))])
    }

    static var toolbarSchema: JSONValue {
        .object([("description", .string("A toolbar (UIToolbar): its items, or {items}.")),
                 ("anyOf", .array([.object([("type", .string("array")), ("items", ref("barItem"))]),
                                   object("A toolbar.", [("items", .object([("type", .string("array")), ("items", ref("barItem"))]))], required: ["items"])]))])
    }
}
