extension TemplateSchema {
    /// `frame:`, a device frame around the screen (`DeviceFrame`), from the same tables the
    /// decoder reads (the catalog's devices, the finishes, the output sizes).
    static var frameDefinitions: [(String, JSONValue)] {
        let stringOrColor = JSONValue.object([("anyOf", .array([
            .object([("enum", .array(DeviceFrame.finishes.map { .string($0.name) }))]), ref("color")]))])
        return [("frame", object("Render the screen inside a drawn device (body, bezel, Dynamic Island or notch, buttons) on a backdrop, for marketing renders. See docs/device-frames.md.", [
            ("device", .object([("description", .string("The device drawn. Default: the canvas's device.")),
                                ("enum", .array(DeviceBodyCatalog.devices.map { .string($0.name) }))])),
            ("color", withDescription(stringOrColor, "The body's finish (\(DeviceFrame.finishes.map(\.name).joined(separator: ", "))) or any color. Default: black-titanium.")),
            ("background", .object([("description", .string("Behind the device: a color, transparent, or {gradient: {colors | stops, start, end}}. Default: a light grey-blue gradient.")),
                                    ("anyOf", .array([ref("color"), object("A gradient backdrop.", [("gradient", ref("gradient"))], required: ["gradient"])]))])),
            ("size", .object([("description", .string("The output in pixels: a name or [width, height] (even). Default: 1080x1920.")),
                              ("anyOf", .array([.object([("enum", .array(DeviceFrame.sizes.map { .string($0.name) }))]), ref("size")]))])),
            ("padding", number("Pixels kept free around the device on every side. Default: a twelfth of the shorter side.", min: 0, max: 4096, default: 90)),
            ("shadow", .object([("description", .string("The device's drop shadow in output pixels: true, false or a shadow. Default: true (radius 40, offset [0, 24], opacity 0.35).")),
                                ("anyOf", .array([.object([("type", .string("boolean"))]), ref("shadow")]))])),
        ]))]
    }
}
