import CompositorCore

extension TemplateSchema {
    /// A scene's screenshot keys: the picture, the regions cut out of it as views, the hole fill.
    static var screenshotProperties: [(String, JSONValue)] {
        [
            ("screenshot", string("A PNG or JPEG screenshot filling the scene, scaled to the canvas (a view with id screenshot).")),
            ("elements", .object([
                ("description", .string("Named regions of the screenshot (canvas points) that become views with those ids, so animators and shared elements can move them; the place each leaves is filled with its fill, the scene's fill, or the screenshot's row just above it stretched over the hole.")),
                ("type", .string("object")),
                ("additionalProperties", .object([("anyOf", .array([ref("rect"), object("An element with its own fill or corners.", [
                    ("frame", ref("rect")), ("fill", withDescription(ref("color"), "The hole's fill for this element.")),
                    ("cornerRadius", number("Corner radius of the cut-out and the hole, points.", min: 0, max: TemplateLimits.maxCoordinate)),
                ], required: ["frame"])]))])),
            ])),
            ("fill", withDescription(ref("color"), "What fills the holes the elements leave. Default: sampled from the screenshot.")),
            ("chrome", .object([
                ("description", .string("screenshot (default): the screenshot's own status bar and home indicator stay, under the drawn ones. drawn: its status-bar band (the canvas's top safe area) and home-indicator band (the bottom safe area) are covered by views (ids screenshot-status-bar, screenshot-home-indicator) showing the screenshot's one-point row just inside each band stretched over it, so only the drawn bar and indicator show and transitions never slide two status bars over each other.")),
                ("enum", .array(ScreenshotChrome.allCases.map { .string($0.rawValue) })),
            ])),
        ]
    }
}
