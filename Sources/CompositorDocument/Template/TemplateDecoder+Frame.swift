import CompositorMedia
import CompositorMotion
import CompositorScene

extension TemplateDecoder {
    /// `frame:` — a device frame around the screen (`DeviceFrame`):
    /// `{device, orientation, color, background, size, padding, shadow, caption}`, every key optional;
    /// `device` defaults to the canvas's own device.
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
            if let field = o["orientation"] {
                guard let name = field.oneOf(DeviceOrientation.allCases.map(\.rawValue), what: "orientation"),
                      let orientation = DeviceOrientation(rawValue: name) else { return nil }
                // The screen shows the canvas as it is: only a square canvas may be held either way.
                let size = canvas.size
                guard size.width == size.height || orientation == .of(size) else {
                    field.error("a \(name) device needs a \(name) canvas; the canvas is \(TemplateField.format(size.width))×\(TemplateField.format(size.height)) points and the screen shows it as it is: swap canvas.size, or leave orientation out (it follows the canvas)")
                    return nil
                }
                frame.orientation = orientation
            }
            if let color = o["color"] {
                if case .scalar(let s, _, _) = color.node, let finish = DeviceFrame.finishes.first(where: { $0.name == s }) {
                    frame.color = finish.color
                } else if let c = color.color() {
                    frame.color = c
                } else { return nil }
            }
            if let background = o["background"] {
                if case .mapping = background.node {
                    guard let (backdrop, pixels) = decodeBackdrop(background) else { return nil }
                    frame.backdrop = backdrop
                    frame.decodedBackdrop = pixels
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
            if let caption = o["caption"] {
                guard let c = decodeFrameCaption(caption, width: frame.width, height: frame.height) else { return nil }
                frame.caption = c
                if let problem = frame.captionRoomProblem {
                    caption.error(problem)
                    return nil
                }
            }
            return frame
        } ?? nil
    }

    /// `background: {gradient: …}` or `{image: FILE | {file, contentMode}}`: an image of the
    /// template's folder over the whole output, `scaleAspectFill` unless it says otherwise. The
    /// image is decoded here, so a missing or unreadable file is exit 4 at this key, and its
    /// pixels are kept for the render (`DecodedBackdrop`).
    func decodeBackdrop(_ field: TemplateField) -> (DeviceFrame.Backdrop, DecodedBackdrop?)? {
        field.object { b -> (DeviceFrame.Backdrop, DecodedBackdrop?)? in
            if b.has("gradient") && b.has("image") { field.error("a backdrop is a gradient or an image, not both") }
            if b.has("image"), let image = b["image"] {
                guard var content = decodeImage(image) else { return nil }
                if image.location(at: "contentMode") == nil { content.contentMode = .scaleAspectFill }
                do {
                    return (.image(content), DecodedBackdrop(path: content.path, pixels: try ImageDecoder.decode(path: content.path)))
                } catch {
                    image.error("\(error)", status: .badAsset)
                    return nil
                }
            }
            return b.require("gradient").flatMap(decodeGradient).map { (.gradient($0), nil) }
        } ?? nil
    }

    /// `caption: TEXT` or `{text, position, font, color, alignment, lines, lineHeight}`
    /// (`DeviceFrameCaption`): defaults sized for the output (`width` × `height`).
    func decodeFrameCaption(_ field: TemplateField, width: Int, height: Int) -> DeviceFrameCaption? {
        if field.isText {
            return labelText(field).map { DeviceFrameCaption(text: $0, width: width, height: height) }
        }
        return field.object { o -> DeviceFrameCaption? in
            guard let text = o.require("text").flatMap(labelText) else { return nil }
            var caption = DeviceFrameCaption(text: text, width: width, height: height)
            if let p = o["position"]?.oneOf(DeviceFrameCaption.Position.allCases.map(\.rawValue), what: "caption position"),
               let position = DeviceFrameCaption.Position(rawValue: p) { caption.position = position }
            if let f = o["font"], let font = decodeFont(f, base: caption.label.font) {
                caption.label.font = font
                caption.label.lineHeight = DeviceFrameCaption.defaultLineHeight(fontSize: font.size)
                caption.sizedByOutput = f.location(at: "size") == nil
            }
            if let c = o["color"]?.color() { caption.label.color = c }
            if let a = o["alignment"]?.oneOf(TextAlignment.allCases.map(\.rawValue), what: "alignment") {
                caption.label.alignment = TextAlignment(rawValue: a) ?? .center
            }
            if let n = o["lines"]?.int(in: 1...6) { caption.label.numberOfLines = n }
            if let h = o["lineHeight"]?.double(in: 1...Double(height)) {
                caption.label.lineHeight = h
                caption.lineHeightByFont = false
            }
            return caption
        } ?? nil
    }
}
