import CompositorCore
import CompositorMotion
import CompositorScene

extension TemplateSchema {
    /// `frame:`, a device frame around the screen (`DeviceFrame`), from the same tables the
    /// decoder reads (the catalog's devices, the finishes, the output sizes).
    static var frameDefinitions: [(String, JSONValue)] {
        let device = frameDeviceKeys
        return [("frame", object("Render the screen inside a drawn device (body, bezel, Dynamic Island or notch, buttons) on a backdrop, for marketing renders. See docs/device-frames.md.",
            Array(device[0..<3]) + [
            ("background", frameBackground),
            ("size", .object([("description", .string("The output in pixels: a name or [width, height] (even). Default: 1080x1920.")),
                              ("anyOf", .array([.object([("enum", .array(DeviceFrame.sizes.map { .string($0.name) }))]), ref("size")]))])),
            ("padding", number("Pixels kept free around the device on every side. Default: a twelfth of the shorter side.", min: 0, max: 4096, default: 90)),
            device[3],
            ("caption", frameCaption),
        ]))]
    }

    /// The keys of `frame:` that say which device is drawn and how (device, orientation,
    /// color, shadow): all a flow screenshot's `frame` takes.
    static var frameDeviceKeys: [(String, JSONValue)] {
        let stringOrColor = JSONValue.object([("anyOf", .array([
            .object([("enum", .array(DeviceFrame.finishes.map { .string($0.name) }))]), ref("color")]))])
        return [
            ("device", .object([("description", .string("The device drawn. Default: the canvas's device.")),
                                ("enum", .array(DeviceBodyCatalog.devices.map { .string($0.name) }))])),
            ("orientation", .object([("description", .string("portrait, or landscape: the device on its side, its Dynamic Island or notch on the left. Default: the canvas's (landscape when wider than tall); the other way only for a square canvas.")),
                                     ("enum", .array(DeviceOrientation.allCases.map { .string($0.rawValue) }))])),
            ("color", withDescription(stringOrColor, "The body's finish (\(DeviceFrame.finishes.map(\.name).joined(separator: ", "))) or any color. Default: black-titanium.")),
            ("shadow", .object([("description", .string("The device's drop shadow in output pixels: true, false or a shadow. Default: true (radius 40, offset [0, 24], opacity 0.35).")),
                                ("anyOf", .array([.object([("type", .string("boolean"))]), ref("shadow")]))])),
        ]
    }

    /// A device frame's backdrop (`frame.background`, and a flow screenshot's `background`).
    static var frameBackground: JSONValue {
        .object([("description", .string("Behind the device: a color, transparent, {gradient: {colors | stops, start, end}} or {image: FILE | {file, contentMode}} (a PNG or JPEG in the template's folder, scaleAspectFill unless given). Default: a light grey-blue gradient.")),
                 ("anyOf", .array([ref("color"), object("A gradient backdrop.", [("gradient", ref("gradient"))], required: ["gradient"]),
                                   object("An image backdrop.", [("image", ref("image"))], required: ["image"])]))])
    }

    /// A device frame's caption band (`frame.caption`, and a flow screenshot's `caption`).
    static var frameCaption: JSONValue {
        stringOr("Text above or below the device: a string or {text, position, font, color, alignment, lines, lineHeight}. Default font: semibold, an eighteenth of the shorter side; two lines of 1.2 × the font size; centred; on top.",
                 .object([("type", .string("string"))]),
                 object("A caption.", [
                    ("text", text("The caption's text.")),
                    ("position", .object([("description", .string("Above or below the device. Default: top.")),
                                          ("enum", .array(DeviceFrameCaption.Position.allCases.map { .string($0.rawValue) }))])),
                    ("font", ref("font")), ("color", ref("color")),
                    ("alignment", .object([("enum", .array(TextAlignment.allCases.map { .string($0.rawValue) }))])),
                    ("lines", number("Lines the caption's band holds (its height). Default: 2.", min: 1, max: 6, default: 2)),
                    ("lineHeight", number("Height of a line in frame pixels. Default: 1.2 × the font size.", min: 1)),
                 ], required: ["text"]))
    }
}
