import CompositorCore
import CompositorMedia
import CompositorMotion

/// The schema of the `flow:` section (docs/templates.md, "Flows").
extension TemplateSchema {
    static var flowDefinitions: [(String, JSONValue)] {
        [("flow", flow), ("flowStep", flowStep), ("flowCaption", flowCaption), ("flowTouches", flowTouches)]
    }

    static var flow: JSONValue {
        object("A walkthrough over the scenes in one clip: steps with UIKit's container semantics (navigation stacks, modal presentations, tabs).", [
            ("root", string("The scene on screen at the start: the root of the (selected tab's) navigation stack.")),
            ("tabs", .object([("description", .string("A tab bar controller's scenes, in order (at least two); root must be one of them.")),
                              ("type", .string("array")), ("minItems", .int(2)), ("uniqueItems", .bool(true)), ("items", .object([("type", .string("string"))]))])),
            ("hold", withDescription(ref("seconds"), "Stillness before the first step. Default: 0.5.")),
            ("touches", flowTouches),
            ("captionStyle", captionStyle),
            ("steps", .object([("description", .string("The steps, in order (1 to \(TemplateLimits.maxFlowSteps)).")),
                               ("type", .string("array")), ("minItems", .int(1)), ("maxItems", .int(TemplateLimits.maxFlowSteps)),
                               ("items", ref("flowStep"))])),
        ], required: ["root", "steps"])
    }

    static var flowStep: JSONValue {
        let actions: [(String, JSONValue)] = [
            ("push", string("Push SCENE onto the top navigation stack.")),
            ("pop", .object([("description", .string("Pop the top navigation stack's top scene (true).")), ("type", .string("boolean"))])),
            ("popToRoot", .object([("description", .string("Pop the top navigation stack to its root (true).")), ("type", .string("boolean"))])),
            ("present", string("Present SCENE modally over everything on screen.")),
            ("dismiss", .object([("description", .string("Dismiss the topmost presented scene (true).")), ("type", .string("boolean"))])),
            ("tab", string("Select the tab SCENE.")),
            ("unwind", string("Dismiss and pop until SCENE is on top.")),
            ("change", .object([("description", .string("Animate properties of views of the scene on top (layers as segue.layers writes them, over the step), or replace a label's text ({target, text}, halfway); they keep their new values.")),
                                ("type", .string("array")), ("minItems", .int(1)),
                                ("items", .object([("anyOf", .array([ref("layer"), object("A label's new text.", [
                                    ("target", string("The id of a view with a label in the scene on top.")),
                                    ("text", text("The new text, shown from halfway through the step.")),
                                ], required: ["target", "text"])]))]))])),
            ("focus", .object([("description", .string("Zoom onto a region [x, y, width, height] in points (as far as its shape allows, the screen's edges never showing), or {scale} about the step's tap, with a critically damped spring over duration (default 0.5 s), hold, and zoom back the same way. The state does not change.")),
                               ("anyOf", .array([.object([("type", .string("array")), ("items", .object([("type", .string("number"))])), ("minItems", .int(4)), ("maxItems", .int(4))]),
                                                 object("A zoom about the step's tap.", [("scale", number("The zoom factor, 1 to 10.", min: 1, max: 10))], required: ["scale"])]))])),
        ]
        return object("One step: exactly one action, how it animates, a tap before it, a caption over it, a hold after it.", actions + [
            ("animator", .object([("description", .string("An animator from the catalog. Default: push for push/pop, coverVertical for present; none for tab (instant); a pop or dismiss plays the animator that brought its scene on (a pop of a push is UIKit's pop, the pop animator).")),
                                  ("enum", .array(AnimatorCatalog.names.map { .string($0) }))])),
            ("style", .object([("description", .string("For present: the modal presentation style. Default: pageSheet where the animator supports it.")),
                               ("enum", .array(PresentationStyle.allCases.filter(\.isModal).map { .string($0.rawValue) }))])),
            ("duration", withDescription(ref("seconds"), "The transition in seconds, more than 0. Default: the animator's (0.25 for change).")),
            ("curve", withDescription(ref("curve"), "The timing curve. Default: the animator's (easeInOut for change).")),
            ("hold", withDescription(ref("seconds"), "Stillness after the step. Default: 1.")),
            ("tap", .object([("description", .string("A tap before the transition (0.4 s): a view id on screen, or a point [x, y] in points.")),
                             ("anyOf", .array([.object([("type", .string("string"))]), ref("point")]))])),
            ("caption", flowCaption),
            ("interactive", withDescription(ref("interactive"), "The transition driven by a drag and released (as segue.interactive); the screen follows the finger 1:1 (no curve). Released to cancel, the state stays as it was.")),
            ("screenshot", flowScreenshot),
            ("voiceover", stringOr("A voice-over starting at the step's start (its tap's lead first), mixed over the soundtrack, which ducks \(Ducking.depth) dB under it with \(TemplateField.format(Ducking.ramp.doubleValue)) s linear ramps; past the clip's end it is cut (with a warning): a file name, or {file, volume}.",
                                   .object([("description", .string("A sound file (WAV, M4A/AAC, MP3, FLAC) inside the template's folder."))]),
                                   object("A voice-over with its gain.", [
                                       ("file", string("A sound file (WAV, M4A/AAC, MP3, FLAC), relative to the template and inside its folder.")),
                                       ("volume", number("Linear gain, 0 to \(Soundtrack.maxVolume). Default: 1.", min: 0, max: Soundtrack.maxVolume.doubleValue, default: 1)),
                                   ], required: ["file"]))),
            ("transition", .object([("description", .string("For tab: none (default) swaps the screen at once, as a stock UITabBarController does; crossDissolve dissolves the content (the crossDissolve animator, 0.35 s).")),
                                    ("enum", .array(FlowStep.tabTransitions.map { .string($0) }))])),
        ], extra: [("oneOf", .array(actions.map { required([$0.0]) }))])
    }

    /// A step's `screenshot:`: a name, or a name with a caption band, device frame, backdrop and sizes (`ScreenshotLook`).
    static var flowScreenshot: JSONValue {
        let name = JSONValue.object([("type", .string("string")), ("pattern", .string(FlowScreenshot.namePattern))])
        return stringOr("An App Store screenshot taken in the middle of the step's hold, as a PNG without alpha beside the clip (NAME.NN-SHOT.png; NAME.NN-SHOT-WxH.png for each of several sizes); batch --layout fastlane files each under screenshots/LOCALE/ by its size. A name (letters, digits, - and _), or {name, caption, frame, background, sizes}: the screen dressed for the App Store.",
                        name,
                        object("A screenshot with a caption band and a device frame (screenshots may show one; app previews may not), at App Store sizes.", [
                            ("name", withDescription(name, "The screenshot's name: letters, digits, - and _.")),
                            ("caption", frameCaption),
                            ("frame", .object([("description", .string("A device around the screen: true, false (default: the screen alone, its display's corners rounded) or {device, orientation, color, shadow} as frame: takes them.")),
                                               ("anyOf", .array([.object([("type", .string("boolean"))]),
                                                                 object("The device.", frameDeviceKeys)]))])),
                            ("background", frameBackground),
                            ("sizes", .object([("description", .string("App Store screenshot sizes to render (Apple's Screenshot specifications), turned for a landscape screen. Default: the clip's own size.")),
                                               ("type", .string("array")), ("minItems", .number(1)), ("uniqueItems", .bool(true)),
                                               ("items", .object([("enum", .array(ScreenshotSize.allCases.map { .string($0.rawValue) }))]))])),
                        ], required: ["name"]))
    }

    static var flowCaption: JSONValue {
        textOr("Text over the step (fading in and out over 0.25 s): a title, or {text, subtitle, position, callout}.",
                 object("A caption.", [
                     ("text", text("The title line.")),
                     ("subtitle", text("A smaller second line.")),
                     ("position", .object([("description", .string("Inside the top or bottom safe area. Default: top.")),
                                           ("enum", .array(FlowCaption.Position.allCases.map { .string($0.rawValue) }))])),
                     ("callout", string("A view id: the caption is a bubble whose arrow points at it.")),
                 ], required: ["text"]))
    }

    /// `flow.captionStyle`, its defaults and ranges from `CaptionStyle`.
    static var captionStyle: JSONValue {
        let d = CaptionStyle()
        return object("How the captions and callouts look. Every default is the caption as drawn without this key.", [
            ("font", object("The title's face: family, size (\(Int(CaptionStyle.sizeRange.lowerBound))–\(Int(CaptionStyle.sizeRange.upperBound)) points) and weight; the subtitle takes its family. Default: \(Int(d.font.size))-point semibold, the system face.", [
                ("family", string("A bundled or installed font family.")),
                ("size", number("Points. Default: \(Int(d.font.size)).", min: CaptionStyle.sizeRange.lowerBound, max: CaptionStyle.sizeRange.upperBound, default: d.font.size)),
                ("weight", .object([("description", .string("A name (regular, semibold, bold…) or 100–900. Default: semibold.")),
                                    ("anyOf", .array([.object([("type", .string("string"))]), .object([("type", .string("integer")), ("minimum", .int(100)), ("maximum", .int(900))])]))])),
            ])),
            ("subtitleSize", number("The subtitle's size in points. Default: \(Int(d.subtitleSize)).", min: CaptionStyle.sizeRange.lowerBound, max: CaptionStyle.sizeRange.upperBound, default: d.subtitleSize)),
            ("color", withDescription(ref("color"), "The title's colour. Default: white.")),
            ("subtitleColor", withDescription(ref("color"), "The subtitle's colour. Default: white at 80 %.")),
            ("panel", withDescription(ref("color"), "The panel's fill. Default: black at 88 %.")),
            ("cornerRadius", number("The panel's corner radius in points (a callout bubble's is 2 less). Default: \(Int(d.cornerRadius)).", min: CaptionStyle.radiusRange.lowerBound, max: CaptionStyle.radiusRange.upperBound, default: d.cornerRadius)),
            ("position", .object([("description", .string("Where a caption without its own position sits. Default: \(d.position.rawValue).")),
                                  ("enum", .array(FlowCaption.Position.allCases.map { .string($0.rawValue) }))])),
            ("maxLines", .object([("description", .string("The lines a title may wrap to; the panel has room for that many. Default: \(d.maxLines).")),
                                  ("type", .string("integer")), ("minimum", .int(CaptionStyle.lineRange.lowerBound)), ("maximum", .int(CaptionStyle.lineRange.upperBound)),
                                  ("default", .int(d.maxLines))])),
        ])
    }

    static var flowTouches: JSONValue {
        .object([
            ("description", .string("How taps are drawn: false for none, or {visible, size, color}.")),
            ("anyOf", .array([
                .object([("type", .string("boolean"))]),
                object("The finger circle's style.", [
                    ("visible", boolean("Draw taps. Default: true.")),
                    ("size", number("The circle's diameter in points. Default: 44.", min: 8, max: 200, default: 44)),
                    ("color", withDescription(ref("color"), "The circle's fill; its alpha is the circle's opacity. Default: white at 60 %.")),
                ]),
            ])),
        ])
    }
}
