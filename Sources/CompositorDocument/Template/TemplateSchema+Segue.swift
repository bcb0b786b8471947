import CompositorCore
import CompositorMotion

/// The schema of the `segue:` section, from the animator catalog.
extension TemplateSchema {
    static var segue: JSONValue {
        let perAnimator: [JSONValue] = AnimatorCatalog.all.map { type in
            .object([
                ("if", .object([("properties", .object([("animator", .object([("const", .string(type.name))]))])),
                                ("required", .array([.string("animator")]))])),
                ("then", .object([("properties", .object([("options", ref("options-" + type.name)),
                                                          ("presentation", .object([("enum", .array(type.styles.map { .string($0.rawValue) }))]))]))])),
            ])
        }
        return object("The segue: which animator runs between which scenes, how long, which ways.", [
            ("animator", .object([("description", .string("An animator from the catalog (segue-video list).")),
                                  ("enum", .array(AnimatorCatalog.names.map { .string($0) }))])),
            ("from", string("The presenting scene's name.")),
            ("to", string("The presented scene's name.")),
            ("duration", withDescription(ref("seconds"), "The transition in seconds, more than 0. Default: the animator's.")),
            ("dismissDuration", withDescription(ref("seconds"), "The dismiss clip's transition in seconds, more than 0. Default: duration, or the system dismissal's own length (0.5 s, 0.35 s in navigation) when the dismiss clip shows it.")),
            ("curve", withDescription(ref("curve"), "The timing curve. Default: the animator's.")),
            ("presentation", presentationStyles),
            ("holdBefore", withDescription(ref("seconds"), "Stillness before the transition. Default: 0.5.")),
            ("holdAfter", withDescription(ref("seconds"), "Stillness after the transition. Default: 0.5.")),
            ("dismiss", .object([("description", .string("What the dismiss clip shows: animator (the animator's own), system (the style's system transition: slide down, or pop) or reverse (the presentation backwards). Default: the animator's (docs: Animators and their options).")),
                                 ("enum", .array(Dismissal.allCases.map { .string($0.rawValue) }))])),
            ("directions", .object([("description", .string("The clips to render, in order. Default: all.")),
                                    ("type", .string("array")), ("minItems", .int(1)), ("uniqueItems", .bool(true)),
                                    ("items", .object([("enum", .array(SegueDirection.allCases.map { .string($0.rawValue) }))]))])),
            ("options", .object([("description", .string("The animator's options (segue-video list shows them).")), ("type", .string("object"))])),
            ("layers", .object([("description", .string("Custom animation layers over the animator's views (with animator: custom, the whole animation).")),
                                ("type", .string("array")), ("items", ref("layer"))])),
            ("interactive", ref("interactive")),
        ], required: ["animator", "from", "to"], extra: [("allOf", .array(perAnimator))])
    }

    /// The options one animator declares.
    static func options(_ type: any Animator.Type) -> JSONValue {
        object("Options of \(type.name).", type.options.map { spec in
            let description = spec.summary + (spec.defaultValue.map { " Default: \($0)." } ?? "")
            var pairs: [(String, JSONValue)] = [("description", .string(description))]
            switch spec.kind {
            case .number(let range):
                pairs += [("type", .string("number")), ("minimum", .number(range.lowerBound)), ("maximum", .number(range.upperBound))]
            case .sourceViewID, .destinationViewID, .sceneName: pairs.append(("type", .string("string")))
            case .choice(let names): pairs.append(("enum", .array(names.map { .string($0) })))
            case .bool: pairs.append(("type", .string("boolean")))
            }
            return (spec.name, .object(pairs))
        })
    }
}
