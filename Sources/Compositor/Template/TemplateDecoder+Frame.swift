extension TemplateDecoder {
    /// `frame:` — a device frame around the screen (`DeviceFrame`):
    /// `{device, color, background, size, padding, shadow}`, every key optional; `device`
    /// defaults to the canvas's own device.
    func decodeDeviceFrame(_ field: TemplateField, canvas: Canvas) -> DeviceFrame? {
        field.object { o -> DeviceFrame? in
            let devices = DeviceBodyCatalog.devices
            var device = canvas.device.flatMap { d in devices.first { $0.name == d.name } }
            if let name = o["device"] {
                guard let n = name.oneOf(devices.map(\.name), what: "device with a frame") else { return nil }
                device = DevicePresets.preset(named: n)
            } else if device == nil {
                field.error("the canvas is not a phone or iPad; name the device to draw: frame: {device: iPhone 16 Pro}")
                return nil
            }
            guard let device else { return nil }
            var frame = DeviceFrame(device: device)
            if let color = o["color"] {
                if case .scalar(let s, _, _) = color.node, let finish = DeviceFrame.finishes.first(where: { $0.name == s }) {
                    frame.color = finish.color
                } else if let c = color.color() {
                    frame.color = c
                } else { return nil }
            }
            if let background = o["background"] {
                if case .mapping = background.node {
                    guard let g = background.object({ b in b.require("gradient").flatMap(decodeGradient) }) else { return nil }
                    frame.backdrop = .gradient(g)
                } else {
                    guard let c = background.color() else { return nil }
                    frame.backdrop = .color(c)
                }
            }
            if let size = o["size"] {
                if case .scalar = size.node {
                    guard let name = size.oneOf(DeviceFrame.sizes.map(\.name), what: "frame size"),
                          let preset = DeviceFrame.sizes.first(where: { $0.name == name }) else { return nil }
                    (frame.width, frame.height) = (preset.width, preset.height)
                } else {
                    guard let s = size.size(positive: true) else { return nil }
                    let (w, h) = (Int(s.width), Int(s.height))
                    guard Double(w) == s.width, Double(h) == s.height, w % 2 == 0, h % 2 == 0,
                          (64...TemplateLimits.maxPixelDimension).contains(w), (64...TemplateLimits.maxPixelDimension).contains(h) else {
                        size.error("the frame's size must be even whole pixels, 64 to \(TemplateLimits.maxPixelDimension) a side")
                        return nil
                    }
                    (frame.width, frame.height) = (w, h)
                }
                frame.padding = DeviceFrame.defaultPadding(width: frame.width, height: frame.height)
            }
            if let padding = o["padding"] {
                guard let p = padding.double(in: 0...Double(min(frame.width, frame.height)) / 3) else { return nil }
                frame.padding = p
            }
            if let shadow = o["shadow"] {
                if case .mapping = shadow.node {
                    guard let s = decodeShadow(shadow) else { return nil }
                    frame.shadow = s
                } else {
                    guard let on = shadow.bool() else { return nil }
                    frame.shadow = on ? DeviceFrame.defaultShadow : nil
                }
            }
            return frame
        } ?? nil
    }
}
