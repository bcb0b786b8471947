import CompositorCore
import CompositorMedia
import CompositorMotion
import CompositorScene

/// The JSON Schema (draft-07) of template files, built from the same tables the decoder reads
/// (device presets, x264 presets, the animator catalog and its options, curve names), so
/// editors complete and check keys. `docs/template.schema.json` is this, pretty-printed; a test
/// fails when the two differ (re-record with `SEGUE_RECORD_SCHEMA=1`).
///
/// The schema checks shape, types and ranges. What needs the whole template (scene names in
/// `from`/`to`, view ids in options, asset files, even pixel sizes) is `validate`'s job.
package enum TemplateSchema {
    /// Where the schema lives in the repository, relative to its root.
    public static let path = "docs/template.schema.json"

    /// Every schema file, relative to the repository root, with its contents: the template
    /// schema, and beside it one for included scenes files and one for included single scenes
    /// (each a reference into the first, for the `$schema=` line of files in `common/`).
    public static var files: [(path: String, json: JSONValue)] {
        func part(_ title: String, _ definition: String) -> JSONValue {
            .object([("$schema", .string("http://json-schema.org/draft-07/schema#")), ("title", .string(title)),
                     ("$ref", .string("template.schema.json#/definitions/\(definition)"))])
        }
        return [
            (path, json),
            ("docs/template-scenes.schema.json", part("segue-video scenes file (top-level include)", "scenesFile")),
            ("docs/template-scene.schema.json", part("segue-video scene file (per-scene include)", "scene")),
        ]
    }

    public static var json: JSONValue {
        .object([
            ("$schema", .string("http://json-schema.org/draft-07/schema#")),
            ("title", .string("segue-video template")),
            ("description", .string("A segue to render: a canvas, video settings, scenes (trees of views) and the segue between two of them, or a flow of steps over them. See docs/templates.md.")),
            ("type", .string("object")),
            ("properties", .object([
                ("$schema", string("The schema this file follows, for editors; ignored by segue-video.")),
                ("version", .object([("description", .string("The template format's version. Default: 1.")), ("const", .int(1))])),
                ("name", string("The clip name: files are NAME-DIRECTION.mp4. Default: the file name without extension.")),
                ("description", string("What the viewer sees, in plain words for whoever picks a clip: shown under the clip in the batch gallery and kept in the manifest. Optional.")),
                ("canvas", ref("canvas")),
                ("video", ref("video")),
                ("appearance", ref("appearance")),
                ("include", ref("include")),
                ("scenes", ref("scenes")),
                ("segue", ref("segue")),
                ("flow", ref("flow")),
                ("delivery", ref("delivery")),
                ("audio", ref("audio")),
                ("frame", ref("frame")),
            ] + stringsProperties)),
            ("required", .array([.string("canvas")])),
            ("allOf", .array([.object([("anyOf", .array([required(["scenes"]), required(["include"])]))]),
                              .object([("oneOf", .array([required(["segue"]), required(["flow"])]))])])),
            ("additionalProperties", .bool(false)),
            ("definitions", .object(definitions)),
        ])
    }

    static var definitions: [(String, JSONValue)] {
        [
            ("canvas", canvas), ("video", video), ("include", include),
            ("scenes", .object([("description", .string("Scenes by name, in order: a name maps to a scene, or to {include: FILE} taking the scene from FILE.")),
                                ("type", .string("object")), ("additionalProperties", ref("scene"))])),
            ("scenesFile", scenesFile), ("scene", scene), ("sceneContent", sceneContent),
            ("view", view), ("transform", transform), ("border", border), ("shadow", shadow),
            ("gradient", gradient), ("image", image), ("videoContent", videoContent), ("label", label), ("font", font),
            ("color", color), ("number", .object([("type", .string("number"))])),
            ("point", pair(["x", "y"], "A point in points: [x, y] or {x, y}.")),
            ("size", pair(["width", "height"], "A size in points: [width, height] or {width, height}.")),
            ("rect", pair(["x", "y", "width", "height"], "A frame in the superview's points: [x, y, width, height] or {x, y, width, height}.")),
            ("seconds", seconds),
            ("segue", segue), ("stringKey", stringKey), ("dateText", dateText),
        ] + vectorDefinitions + transitionDefinitions + flowDefinitions + deliveryDefinitions + componentDefinitions + frameDefinitions + AnimatorCatalog.all.map { ("options-" + $0.name, options($0)) }
    }

    static var canvas: JSONValue {
        object("The container every frame is drawn in. Give a device preset, or a size in points and a scale.", [
            ("device", .object([("description", .string("A device preset: its screen size in points and its scale.")),
                                ("enum", .array(DevicePresets.all.map { .string($0.name) }))])),
            ("size", withDescription(ref("size"), "The canvas size in points (with scale). Width and height times scale must be even whole pixels, at most \(TemplateLimits.maxPixelDimension).")),
            ("scale", number("Pixels per point. Default: 1 (with size).", min: 0.25, max: 8, default: 1)),
            ("background", withDescription(ref("color"), "The color behind every scene. Default: black.")),
            ("backgroundColor", withDescription(ref("color"), "Same as background.")),
            ("dither", boolean("Ordered dithering of gradients and shadows, so subtle ramps and soft shadows do not band. Default: true.")),
        ] + canvasChromeProperties, extra: [
            ("if", required(["device"])),
            ("then", .object([("not", .object([("anyOf", .array([required(["size"]), required(["scale"])]))]))])),
            ("else", required(["size"])),
        ])
    }

    static var video: JSONValue {
        object("Encoder settings.", [
            ("fps", .object([("description", .string("Frames per second, 1 to 240: a number or an exact fraction such as 30000/1001. Default: 60.")),
                             ("default", .int(60)),
                             ("anyOf", .array([number("", min: 1, max: 240), .object([("type", .string("string")), ("pattern", .string("^[0-9]+/[1-9][0-9]*$"))])]))])),
            ("crf", integer(OptionCatalog.crf, "x264 constant rate factor, \(OptionCatalog.crf.range.lowerBound) (best, largest) to \(OptionCatalog.crf.range.upperBound). Default: \(EncoderSettings.defaultCRF).")),
            ("preset", names(OptionCatalog.preset, "x264 preset: speed against size. Default: \(EncoderSettings.defaultPreset).")),
            ("codec", names(OptionCatalog.codec, "Output format (README, formats): chosen by the output's extension when absent, else h264.")),
            ("proresProfile", names(OptionCatalog.proresProfile, "ProRes flavour for codec prores; the 4444 ones keep alpha. Default: hq.")),
            ("subtitles", names(OptionCatalog.subtitles, "Write the flow's captions and callouts as NAME.vtt (WebVTT) and NAME.srt beside the clip when it has any (on), or not (off).")),
        ])
    }

    static var include: JSONValue {
        .object([
            ("description", .string("Scenes files to take scenes from, relative to this file and inside the template's folder: each holds `scenes:` (and may include more). Their scenes come first.")),
            ("if", .object([("type", .string("string"))])),
            ("else", .object([("type", .string("array")), ("items", .object([("type", .string("string"))]))])),
        ])
    }

    /// A file included at the top level.
    static var scenesFile: JSONValue {
        object("A scenes file, included by templates.", [("include", ref("include")), ("scenes", ref("scenes"))], required: ["scenes"])
    }

    static var scene: JSONValue {
        .object([
            ("if", required(["include"])),
            ("then", object("A scene taken whole from another file.", [
                ("include", string("A scene file (title, background, views), relative to this file.")),
            ], required: ["include"])),
            ("else", ref("sceneContent")),
        ])
    }

    static var sceneContent: JSONValue {
        object("A screen: a background and a tree of views filling the canvas.", [
            ("title", text("The navigation title (shown by navigation styles).")),
            ("background", withDescription(ref("color"), "The scene's background. A scene needs a background or views.")),
            ("backgroundColor", withDescription(ref("color"), "Same as background.")),
            ("views", viewList("The scene's views, back to front.")),
            ("subviews", viewList("Same as views.")),
            ("clipsToBounds", boolean("Clip the scene's views to its bounds while an animator resizes it (scale). Default: false, as UIView.")),
            ("semanticContentAttribute", semanticContentAttribute),
        ] + sceneChromeProperties + screenshotProperties + recordingProperties,
        extra: [("anyOf", .array(["background", "backgroundColor", "views", "subviews", "screenshot", "recording"].map { required([$0]) }))])
    }

    static var seconds: JSONValue {
        number("Seconds, at most \(TemplateLimits.maxDuration).", min: 0, max: TemplateLimits.maxDuration.doubleValue)
    }

    // MARK: helpers

    static func ref(_ name: String) -> JSONValue { .object([("$ref", .string("#/definitions/\(name)"))]) }

    static func required(_ keys: [String]) -> JSONValue { .object([("required", .array(keys.map { .string($0) }))]) }

    static func string(_ description: String) -> JSONValue {
        .object([("description", .string(description)), ("type", .string("string"))])
    }

    static func number(_ description: String, min: Double? = nil, max: Double? = nil, default value: Double? = nil) -> JSONValue {
        var pairs: [(String, JSONValue)] = description.isEmpty ? [] : [("description", .string(description))]
        pairs.append(("type", .string("number")))
        if let min { pairs.append(("minimum", .number(min))) }
        if let max { pairs.append(("maximum", .number(max))) }
        if let value { pairs.append(("default", .number(value))) }
        return .object(pairs)
    }

    static func boolean(_ description: String) -> JSONValue {
        .object([("description", .string(description)), ("type", .string("boolean"))])
    }

    /// A closed object: only `properties`, so a misspelt key is flagged.
    static func object(_ description: String, _ properties: [(String, JSONValue)], required keys: [String] = [],
                       extra: [(String, JSONValue)] = []) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("description", .string(description)), ("type", .string("object")),
                                            ("properties", .object(properties))]
        if !keys.isEmpty { pairs.append(("required", .array(keys.map { .string($0) }))) }
        pairs.append(("additionalProperties", .bool(false)))
        return .object(pairs + extra)
    }

    /// `value` (a `$ref`) with a description beside it, for hovers.
    static func withDescription(_ value: JSONValue, _ description: String) -> JSONValue {
        guard case .object(let pairs) = value else { return value }
        return .object([("description", .string(description))] + pairs)
    }

    /// Named numbers as a list in order or an object by name.
    static func pair(_ names: [String], _ description: String) -> JSONValue {
        .object([
            ("description", .string(description)),
            ("anyOf", .array([
                .object([("type", .string("array")), ("items", ref("number")),
                         ("minItems", .int(names.count)), ("maxItems", .int(names.count))]),
                object(description, names.map { ($0, ref("number")) }, required: names),
            ])),
        ])
    }

    /// A string (as `whenString` says) or else an object: `if`/`then`/`else` rather than
    /// `anyOf`, so a mistake inside the object is reported at its own key.
    static func stringOr(_ description: String, _ whenString: JSONValue, _ objectForm: JSONValue) -> JSONValue {
        .object([
            ("description", .string(description)),
            ("if", .object([("type", .string("string"))])),
            ("then", whenString),
            ("else", objectForm),
        ])
    }

    static func viewList(_ description: String) -> JSONValue {
        .object([("description", .string(description)), ("type", .string("array")), ("items", ref("view"))])
    }
}
