import CompositorCore
import CompositorScene

/// The schema of issue 11's drawing primitives: `path`, `icon`, `material`.
extension TemplateSchema {
    /// The view keys these primitives add, in the order the view's schema lists them.
    static var vectorViewProperties: [(String, JSONValue)] {
        [("path", ref("path")), ("icon", ref("icon")),
         ("material", .object([("description", .string("A blur material behind the background (UIVisualEffectView): the backdrop inside the rounded bounds blurred, saturated and tinted. Default: none.")),
                               ("enum", .array(Material.allCases.map { .string($0.rawValue) }))]))]
    }

    static var vectorDefinitions: [(String, JSONValue)] {
        [("path", pathContent), ("icon", icon)]
    }

    static var pathContent: JSONValue {
        func choice(_ description: String, _ cases: [String]) -> JSONValue {
            .object([("description", .string(description)), ("enum", .array(cases.map { .string($0) }))])
        }
        return stringOr("A vector shape (CAShapeLayer): SVG path data filled black, or {data, fillColor, strokeColor, …}.",
                        .object([("type", .string("string"))]),
                        object("A path with its fill and stroke.", [
                            ("data", string("SVG path data (M, L, H, V, C, S, Q, T, A, Z; lower case relative) in the view's points, or in viewBox units. Required.")),
                            ("viewBox", withDescription(ref("rect"), "The box the data is drawn in, scaled to fit the bounds and centered. Default: none (points).")),
                            ("fillColor", withDescription(ref("color"), "Default: black; \"clear\" for none.")),
                            ("fillRule", choice("Default: nonZero.", PathContent.FillRule.allCases.map(\.rawValue))),
                            ("strokeColor", withDescription(ref("color"), "Default: none.")),
                            ("lineWidth", number("Stroke width. Default: 1.", min: 0, max: TemplateLimits.maxCoordinate, default: 1)),
                            ("lineCap", choice("Default: butt.", PathContent.LineCap.allCases.map(\.rawValue))),
                            ("lineJoin", choice("Default: miter.", PathContent.LineJoin.allCases.map(\.rawValue))),
                            ("miterLimit", number("Miter length over line width past which a join is beveled. Default: 10.", min: 1, max: 1000, default: 10)),
                        ], required: ["data"]))
    }

    static var icon: JSONValue {
        stringOr("An icon (an SF Symbol in a UIImageView): a name, or {name, size, color}.",
                 .object([("type", .string("string"))]),
                 object("An icon with its size and tint.", [
                    ("name", string("An SF Symbol name of docs/templates.md (chevron.left, heart.fill, …) or a Material Icons name (shopping_cart). Required.")),
                    ("size", number("Points per em (the icon's 24-unit grid). Default: 17.", min: 1, max: 1000, default: 17)),
                    ("color", withDescription(ref("color"), "Tint. Default: black.")),
                 ], required: ["name"]))
    }
}
