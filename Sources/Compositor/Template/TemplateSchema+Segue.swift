/// The schema of the `segue:` section, from the animator catalog, presentation styles,
/// animatable properties and timing curves.
extension TemplateSchema {
    static var segueDefinitions: [(String, JSONValue)] {
        [("curve", curve), ("layer", layer), ("interactive", interactive)]
            + AnimatorCatalog.all.map { ("options-" + $0.name, options($0)) }
    }

    static var segue: JSONValue {
        // Per animator: its options, and the presentation styles it supports.
        let perAnimator: [JSONValue] = AnimatorCatalog.all.map { type in
            .object([
                ("if", .object([("properties", .object([("animator", .object([("const", .string(type.name))]))])),
                                ("required", .array([.string("animator")]))])),
                ("then", .object([("properties", .object([
                    ("options", ref("options-" + type.name)),
                    ("presentation", .object([("enum", .array(type.styles.map { .string($0.rawValue) }))])),
                ]))])),
            ])
        }
        return object("The segue: which animator runs between which scenes, how long, which ways.", [
            ("animator", .object([("description", .string("An animator from the catalog (segue-video list): "
                                                           + AnimatorCatalog.all.map { "\($0.name) — \($0.summary)" }.joined(separator: "; ") + ".")),
                                  ("enum", .array(AnimatorCatalog.names.map { .string($0) }))])),
            ("from", string("The presenting scene's name.")),
            ("to", string("The presented scene's name.")),
            ("presentation", .object([("description", .string("Where the presented scene sits and what surrounds it, as UIKit's presentation styles and containers. Default: the animator's first style.")),
                                      ("enum", .array(PresentationStyle.allCases.map { .string($0.rawValue) }))])),
            ("duration", withDescription(ref("seconds"), "The transition in seconds, more than 0. Default: the animator's. Not with interactive.")),
            ("curve", withDescription(ref("curve"), "The timing curve. Default: the animator's.")),
            ("holdBefore", withDescription(ref("seconds"), "Stillness before the transition. Default: 0.5.")),
            ("holdAfter", withDescription(ref("seconds"), "Stillness after the transition. Default: 0.5.")),
            ("directions", .object([("description", .string("The clips to render, in order. Default: all.")),
                                    ("type", .string("array")), ("minItems", .int(1)), ("uniqueItems", .bool(true)),
                                    ("items", .object([("enum", .array(SegueDirection.allCases.map { .string($0.rawValue) }))]))])),
            ("options", .object([("description", .string("The animator's options (segue-video list shows them).")), ("type", .string("object"))])),
            ("layers", .object([("description", .string("Custom animation layers on views of either scene, over the animator's frames (the `custom` animator has only these).")),
                                ("type", .string("array")), ("items", ref("layer"))])),
            ("interactive", ref("interactive")),
        ], required: ["animator", "from", "to"], extra: [("allOf", .array(perAnimator))])
    }

    static var curve: JSONValue {
        stringOr("A timing curve: a name, {bezier: [x1, y1, x2, y2]} or {spring: {...}}.",
                 .object([("enum", .array(TemplateDecoder.curveNames.map { .string($0) }))]),
                 object("A cubic Bézier or a spring.", [
                    ("bezier", .object([("description", .string("Control points [x1, y1, x2, y2], x in 0...1, as CAMediaTimingFunction.")),
                                        ("type", .string("array")), ("items", ref("number")), ("minItems", .int(4)), ("maxItems", .int(4))])),
                    ("spring", object("UIKit's {dampingRatio, velocity} (settles over the curve's span) or CASpringAnimation's {mass, stiffness, damping, velocity}.", [
                        ("dampingRatio", number("0.01 to 100; 1 is critically damped.", min: 0.01, max: 100)),
                        ("mass", number("Default: 1.", min: 0.001, max: 1000, default: 1)),
                        ("stiffness", number("Required without dampingRatio.", min: 0.001, max: 100_000)),
                        ("damping", number("Required without dampingRatio.", min: 0.001, max: 100_000)),
                        ("velocity", number("Initial velocity in progress per second. Default: 0.", min: -1000, max: 1000, default: 0)),
                    ])),
                 ], extra: [("oneOf", .array([required(["bezier"]), required(["spring"])]))]))
    }

    static var layer: JSONValue {
        let properties: [(String, JSONValue)] = AnimatableProperty.allCases.map { property in
            let value: JSONValue
            switch property.kind {
            case .number: value = number(property == .rotation ? "Degrees." : "")
            case .point: value = ref("point")
            case .size: value = ref("size")
            case .rect: value = ref("rect")
            case .color: value = ref("color")
            }
            let pairForm = property.kind == .number || property.kind == .color
            let fromTo = object("From and to (either may be left out: the view's own value), or keyframes.", [
                ("from", value), ("to", value),
                ("keyframes", .object([("type", .string("array")), ("minItems", .int(2)),
                                       ("items", object("A keyframe.", [("time", number("0 to 1 of the layer's range.", min: 0, max: 1)),
                                                                       ("value", value)], required: ["time", "value"]))])),
            ])
            let forms: JSONValue = pairForm
                ? .object([("if", .object([("type", .string("array"))])),
                           ("then", .object([("items", value), ("minItems", .int(2)), ("maxItems", .int(2))])),
                           ("else", fromTo)])
                : fromTo
            return (property.rawValue, withDescription(forms, "Animates \(property.rawValue)" + (pairForm ? ": [from, to], {from, to} or {keyframes}." : ": {from, to} or {keyframes}.")))
        }
        return object("A custom animation layer: a target view (or scene) and the properties it animates over a range of the transition.", [
            ("target", string("A view id in either scene, or a scene's name (its root). Required.")),
            ("curve", withDescription(ref("curve"), "Default: linear.")),
            ("range", .object([("description", .string("[start, end] of the transition's progress, 0 ≤ start < end ≤ 1. Default: [0, 1].")),
                               ("type", .string("array")), ("items", number("", min: 0, max: 1)), ("minItems", .int(2)), ("maxItems", .int(2))])),
        ] + properties, required: ["target"])
    }

    static var interactive: JSONValue {
        object("An interactive transition: a finger drags the progress, then it settles (finishes or cancels) as UIPercentDrivenInteractiveTransition. Replaces duration.", [
            ("drag", .object([("description", .string("[seconds, progress] points, the first at 0 seconds, times increasing, progress 0 to 1.")),
                              ("type", .string("array")), ("minItems", .int(2)),
                              ("items", .object([("type", .string("array")), ("items", ref("number")), ("minItems", .int(2)), ("maxItems", .int(2))]))])),
            ("release", .object([("description", .string("Whether the transition completes or cancels when the finger lifts. Default: complete when the drag ends at or past half way.")),
                                 ("enum", .array([.string("complete"), .string("cancel")]))])),
            ("settle", object("How the transition settles after the release.", [
                ("duration", number("Seconds, more than 0. Default: 0.4.", min: 0, max: TemplateLimits.maxDuration.doubleValue, default: 0.4)),
                ("curve", withDescription(ref("curve"), "Default: a critically damped spring starting at the finger's speed.")),
            ])),
        ], required: ["drag"])
    }

    /// The options one animator declares.
    static func options(_ type: any Animator.Type) -> JSONValue {
        object("Options of \(type.name).", type.options.map { spec in
            let description = spec.summary + (spec.defaultValue.map { " Default: \($0)." } ?? "")
            var pairs: [(String, JSONValue)] = [("description", .string(description))]
            switch spec.kind {
            case .number(let range):
                pairs += [("type", .string("number")), ("minimum", .number(range.lowerBound)), ("maximum", .number(range.upperBound))]
            case .sourceViewID, .destinationViewID: pairs.append(("type", .string("string")))
            case .choice(let names): pairs.append(("enum", .array(names.map { .string($0) })))
            case .bool: pairs.append(("type", .string("boolean")))
            }
            return (spec.name, .object(pairs))
        })
    }
}
