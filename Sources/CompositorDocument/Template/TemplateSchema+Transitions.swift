import CompositorCore
import CompositorMotion

/// The schema of the transition keys the animator model adds: curves (names, Bézier control
/// points, springs), the presentation style, custom layers and the interactive gesture track.
extension TemplateSchema {
    static var transitionDefinitions: [(String, JSONValue)] {
        [("curve", curve), ("layer", layer), ("interactive", interactive)]
    }

    static var presentationStyles: JSONValue {
        .object([("description", .string("Where the presented scene sits: fullScreen, formSheet (a centered card on iPad), pageSheet, navigation (push/pop with a bar for titled scenes) or tab. Default: the animator's first style (segue-video list).")),
                 ("enum", .array(PresentationStyle.allCases.map { .string($0.rawValue) }))])
    }

    static var curve: JSONValue {
        stringOr("A timing curve: a name, {bezier: [x1, y1, x2, y2]} or {spring: {...}}.",
                 .object([("enum", .array(TemplateDecoder.curveNames.map { .string($0) }))]),
                 object("A custom curve.", [
                    ("bezier", .object([("description", .string("Cubic Bézier control points [x1, y1, x2, y2]; x1 and x2 in 0...1.")),
                                        ("type", .string("array")), ("items", ref("number")), ("minItems", .int(4)), ("maxItems", .int(4))])),
                    ("spring", object("A spring: dampingRatio (it settles over the animation's duration, as UIKit's), or mass, stiffness and damping (CASpringAnimation's).", [
                        ("dampingRatio", number("Below 1 it bounces; 1 is critical.", min: 0.01, max: 100)),
                        ("velocity", number("Initial velocity in whole distances per second. Default: 0.", min: -1000, max: 1000, default: 0)),
                        ("mass", number("Default: 1.", min: 0.001, max: 1000, default: 1)),
                        ("stiffness", number("The spring constant.", min: 0.001, max: 100_000)),
                        ("damping", number("The damping coefficient.", min: 0.001, max: 100_000)),
                    ])),
                 ]))
    }

    /// One custom animation layer: a target and property animations.
    static var layer: JSONValue {
        let properties = AnimatableProperty.allCases.map { ($0.rawValue, animated($0)) }
        return object("An animation layer: properties of one view (or a scene's root, by the scene's name) animated along a curve within a range of the transition.", [
            ("target", string("A view id in either scene, or a scene name for its root.")),
            ("curve", withDescription(ref("curve"), "The easing of each segment. Default: linear.")),
            ("range", .object([("description", .string("[start, end]: the part of the transition the layer runs in, 0 <= start < end <= 1. Default: [0, 1].")),
                               ("type", .string("array")), ("items", number("", min: 0, max: 1)), ("minItems", .int(2)), ("maxItems", .int(2))])),
        ] + properties, required: ["target"])
    }

    /// The values one property animates through: [from, to] (numbers and colors), {from, to},
    /// or {keyframes: [{time, value}]}.
    static func animated(_ property: AnimatableProperty) -> JSONValue {
        let value: JSONValue
        switch property.kind {
        case .number: value = ref("number")
        case .point: value = ref("point")
        case .size: value = ref("size")
        case .rect: value = ref("rect")
        case .color: value = ref("color")
        }
        let unit = property == .rotation || property == .rotationY ? " (degrees)" : ""
        let objectForm = object("From and to (either may be left out: the view's own value), or keyframes.", [
            ("from", value), ("to", value),
            ("keyframes", .object([("type", .string("array")), ("minItems", .int(2)),
                                   ("items", object("A keyframe.", [("time", number("0 to 1.", min: 0, max: 1)), ("value", value)],
                                                    required: ["time", "value"]))])),
        ])
        guard property.kind == .number || property.kind == .color else { return withDescription(objectForm, "\(property.rawValue)\(unit)") }
        return .object([
            ("description", .string("\(property.rawValue)\(unit): [from, to], {from, to} or {keyframes}.")),
            ("if", .object([("type", .string("array"))])),
            ("then", .object([("type", .string("array")), ("items", value), ("minItems", .int(2)), ("maxItems", .int(2))])),
            ("else", objectForm),
        ])
    }

    static var interactive: JSONValue {
        object("An interactive transition: a drag of the progress over time, then a release that completes or cancels. The transition lasts the drag and the settle (no duration).", [
            ("drag", .object([("description", .string("[[seconds, progress], ...]: from 0 seconds, times increasing, progress 0 to 1.")),
                              ("type", .string("array")), ("minItems", .int(2)),
                              ("items", .object([("type", .string("array")), ("items", ref("number")), ("minItems", .int(2)), ("maxItems", .int(2))]))])),
            ("release", .object([("description", .string("Default: complete when the drag ends at or past half way, else cancel.")),
                                 ("enum", .array([.string("complete"), .string("cancel")]))])),
            ("settle", object("The motion after the release.", [
                ("duration", withDescription(ref("seconds"), "Default: 0.4.")),
                ("curve", withDescription(ref("curve"), "Default: a critically damped spring starting at the finger's speed.")),
            ])),
        ], required: ["drag"])
    }
}
