import CompositorCore
import CompositorScene

/// The schema of views and what they show.
extension TemplateSchema {
    static var view: JSONValue {
        object("A view (UIView): a frame in its superview, drawn back to front with its subviews.", [
            ("id", string("A name animators refer to (options such as scaleView).")),
            ("match", string("A shared element: the view with the same match id in the other scene morphs into this one during any transition.")),
            ("frame", withDescription(ref("rect"), "Position and size in the superview's points. Required (a tableView without one fills the scene between its bars).")),
            ("transform", ref("transform")),
            ("alpha", number("Opacity of the view and its subviews, 0 to 1. Default: 1.", min: 0, max: 1, default: 1)),
            ("background", withDescription(ref("color"), "Fill color. Default: none.")),
            ("backgroundColor", withDescription(ref("color"), "Same as background.")),
            ("gradient", ref("gradient")),
            ("cornerRadius", number("Corner radius in points. Default: 0.", min: 0, max: TemplateLimits.maxCoordinate, default: 0)),
            ("clipsToBounds", boolean("Clip subviews and content to the (rounded) bounds. Default: false.")),
            ("hidden", boolean("Do not draw the view. Default: false.")),
            ("border", ref("border")),
            ("shadow", ref("shadow")),
            ("image", ref("image")),
            ("video", ref("videoContent")),
            ("label", ref("label")),
            ("semanticContentAttribute", semanticContentAttribute),
            ("autoresizing", .object([("description", .string("UIKit's autoresizing mask: the parts that stretch when an animator resizes the superview (scale's layout). [] pins size and top-left distance. Default: inferred from the frame (docs: Layout during frame animations).")),
                                      ("type", .string("array")), ("uniqueItems", .bool(true)),
                                      ("items", .object([("enum", .array(Autoresizing.names.map { .string($0.name) }))]))])),
        ] + vectorViewProperties + [
            ("subviews", viewList("Child views, back to front, in this view's coordinates.")),
            ("views", viewList("Same as subviews.")),
        ] + viewComponentProperties, extra: [("anyOf", .array([required(["frame"]), required([TableView.name])]))])
    }

    /// UIKit's `UISemanticContentAttribute`, on a view or a scene (`SemanticContentAttribute`).
    static var semanticContentAttribute: JSONValue {
        .object([("description", .string("Whether the subviews placed by frame (and components) mirror in a right-to-left locale: unspecified (default) follows the locale; playback, spatial and forceLeftToRight keep left to right; forceRightToLeft mirrors in every locale.")),
                 ("enum", .array(SemanticContentAttribute.allCases.map { .string($0.rawValue) }))])
    }

    static var transform: JSONValue {
        object("A transform about the view's center, as CGAffineTransform: scale, then rotate, then translate. Default: identity.", [
            ("scale", number("Scales both axes. Default: 1.", min: -1000, max: 1000, default: 1)),
            ("scaleX", number("Horizontal scale. Default: 1.", min: -1000, max: 1000, default: 1)),
            ("scaleY", number("Vertical scale. Default: 1.", min: -1000, max: 1000, default: 1)),
            ("rotation", number("Degrees, clockwise. Default: 0.", min: -36000, max: 36000, default: 0)),
            ("translateX", number("Points. Default: 0.", default: 0)),
            ("translateY", number("Points. Default: 0.", default: 0)),
        ])
    }

    static var border: JSONValue {
        object("A border inside the bounds, following the corner radius.", [
            ("width", number("Points. Required.", min: 0, max: TemplateLimits.maxCoordinate)),
            ("color", withDescription(ref("color"), "Default: black.")),
        ], required: ["width"])
    }

    static var shadow: JSONValue {
        object("A shadow like CALayer's.", [
            ("color", withDescription(ref("color"), "Default: black.")),
            ("opacity", number("0 to 1. Default: 0.5.", min: 0, max: 1, default: 0.5)),
            ("radius", number("Blur radius in points. Default: 3.", min: 0, max: 200, default: 3)),
            ("offset", withDescription(ref("size"), "Offset in points. Default: [0, -3].")),
        ])
    }

    static var gradient: JSONValue {
        object("A linear gradient fill, as CAGradientLayer: colors spread evenly, or stops at locations.", [
            ("colors", .object([("description", .string("At least two colors, spread evenly.")), ("type", .string("array")),
                                ("items", ref("color")), ("minItems", .int(2))])),
            ("stops", .object([("description", .string("At least two stops with non-decreasing locations.")), ("type", .string("array")),
                               ("minItems", .int(2)),
                               ("items", object("A gradient stop.", [("color", ref("color")),
                                                                    ("location", number("0 to 1.", min: 0, max: 1))],
                                                required: ["color", "location"]))])),
            ("start", withDescription(ref("point"), "Start in unit coordinates of the bounds. Default: [0.5, 0].")),
            ("end", withDescription(ref("point"), "End in unit coordinates of the bounds. Default: [0.5, 1].")),
        ], extra: [("anyOf", .array([required(["colors"]), required(["stops"])]))])
    }

    static var image: JSONValue {
        stringOr("A PNG or JPEG file relative to this file (inside the template's folder), or {file, contentMode}.",
                 .object([("type", .string("string"))]),
                 object("An image with its content mode.", [
                    ("file", string("The image file, relative to this file.")),
                    ("contentMode", .object([("description", .string("How the image fills the view. Default: scaleToFill (UIImageView's: stretched to the frame).")),
                                             ("enum", .array(ContentMode.allCases.map { .string($0.rawValue) }))])),
                ], required: ["file"]))
    }

    static var videoContent: JSONValue {
        stringOr("A video file (H.264, HEVC, ProRes or VP9 in MP4, MOV or WebM) relative to this file, or {file, start, end, rate, loop, fit}. At clip time t the view shows the recording's latest frame whose timestamp is at or before start + t × rate.",
                 .object([("type", .string("string"))]),
                 object("A video with its time range and fit.", videoKeys, required: ["file"]))
    }

    /// The keys of a video (`video:` in a view, `recording:` in a scene).
    static var videoKeys: [(String, JSONValue)] {
        [
            ("file", string("The video file, relative to this file.")),
            ("start", number("Recording time shown at clip time 0, in seconds; negative delays the recording (its first frame is held until clip time -start). Default: 0.", min: -86_400, max: 86_400, default: 0)),
            ("end", number("Recording time where playing stops (its frame is held) or, with loop, wraps to start, in seconds. Default: the end of the recording.", min: 0, max: 86_400)),
            ("rate", number("Recording seconds per clip second. Default: 1.", min: 0.01, max: 100, default: 1)),
            ("loop", boolean("Wrap from end back to start (needs end). Default: false.")),
            ("fit", .object([("description", .string("How the video fills the view: fill (aspect fill, the default), fit (aspect fit) or stretch.")),
                             ("enum", .array(VideoFit.allCases.map { .string($0.rawValue) }))])),
        ]
    }

    static var label: JSONValue {
        textOr("Text (UILabel): a string, {key, count} from the string tables, or {text, font, color, alignment, lines, lineHeight, letterSpacing}.",
                 object("A label.", [
                    ("text", text("The text. Required.")),
                    ("textStyle", .object([("description", .string("A Dynamic Type text style (size, weight and line height at the default size); font keys override it.")),
                                           ("enum", .array(TextStyle.allCases.map { .string($0.rawValue) }))])),
                    ("font", ref("font")),
                    ("color", withDescription(ref("color"), "Default: black.")),
                    ("alignment", .object([("description", .string("Default: natural (left for left-to-right text).")),
                                           ("enum", .array(TextAlignment.allCases.map { .string($0.rawValue) }))])),
                    ("lines", .object([("description", .string("Maximum lines; 0 for no limit. Default: 1.")),
                                       ("type", .string("integer")), ("minimum", .int(0)), ("maximum", .int(1000))])),
                    ("lineHeight", number("Points. Default: the font's.", min: 0, max: TemplateLimits.maxCoordinate)),
                    ("letterSpacing", number("Extra points between characters. Default: 0.", min: -100, max: 100, default: 0)),
                ], required: ["text"]))
    }

    static var font: JSONValue {
        object("A bundled family or a font file of the template's, with size and weight.", [
            ("family", string("A bundled family: \(BundledFonts.familyNames.joined(separator: ", ")) (\"system\" means \(BundledFonts.defaultFamily)). Default: \(BundledFonts.defaultFamily).")),
            ("file", string("A .ttf/.otf file relative to this file; wins over family.")),
            ("size", number("Points. Default: 17.", min: 1, max: 1000, default: 17)),
            ("weight", .object([
                ("description", .string("100 to 900, or a name. Default: regular.")),
                ("anyOf", .array([
                    .object([("type", .string("integer")), ("minimum", .int(100)), ("maximum", .int(900))]),
                    .object([("enum", .array(["ultralight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"].map { .string($0) }))]),
                ])),
            ])),
        ])
    }

    static var color: JSONValue {
        stringOr("sRGB: \"#RGB\", \"#RRGGBB\", \"#RRGGBBAA\", a name, or {red, green, blue, alpha} in 0...1.",
                 .object([("anyOf", .array([
                     .object([("pattern", .string("^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"))]),
                     .object([("enum", .array(TemplateField.namedColors.keys.sorted().map { .string($0) }))]),
                     .object([("description", .string("A UIKit system color, resolved in the scene's appearance.")),
                              ("enum", .array(SystemColor.allCases.map { .string($0.rawValue) }))]),
                 ]))]),
                 object("A color by components.", ["red", "green", "blue", "alpha"].map { ($0, number("0 to 1.", min: 0, max: 1)) },
                        required: ["red", "green", "blue"]))
    }
}
