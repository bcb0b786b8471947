import CompositorCore
import CompositorMotion
import CompositorScene

extension TemplateDecoder {
    /// A step's `screenshot: {name, caption, frame, background, sizes}` (`ScreenshotLook`):
    /// `frame` is `true`, `false` (the default: the screen alone, its corners rounded) or the
    /// template's `frame:` keys that concern the device (`device`, `orientation`, `color`,
    /// `shadow`); the backdrop, caption and size are the screenshot's own keys, as they apply
    /// to a screen without a device too, and the padding follows each size. `canvas` is the
    /// template's (nil when it failed to decode: nothing more is reported then).
    func decodeFlowScreenshot(_ field: TemplateField, canvas: Canvas?) -> (name: String, look: ScreenshotLook)? {
        field.object { o -> (name: String, look: ScreenshotLook)? in
            // Known keys, read or not: stopping at one error reports no other key as unknown.
            defer { ["caption", "frame", "background", "sizes"].forEach(o.skip) }
            guard let nameField = o.require("name"), let name = nameField.string() else { return nil }
            if let problem = FlowScreenshot.nameProblem(name) { nameField.error(problem); return nil }
            var ok = true
            var sizes: [ScreenshotSize] = []
            if let f = o["sizes"], let items = f.list() {
                if items.isEmpty { f.error("list at least one size: " + ScreenshotSize.allCases.map(\.rawValue).joined(separator: ", ")); ok = false }
                for item in items {
                    guard let size = item.oneOf(ScreenshotSize.self, what: "App Store screenshot size") else { ok = false; continue }
                    if sizes.contains(size) { item.error("\(size.rawValue) is listed twice"); ok = false }
                    sizes.append(size)
                }
            } else if o.has("sizes") { ok = false }
            guard let canvas else { return nil }
            var frame: DeviceFrame?
            if let f = o["frame"] {
                if case .mapping = f.node {
                    for (key, why) in [("size", "its sizes are the screenshot's sizes:"), ("caption", "write the caption on the screenshot:"),
                                       ("background", "write the background on the screenshot (it is behind a screen without a device too):"),
                                       ("padding", "the padding follows each size (a twelfth of its shorter side):")]
                    where f.location(at: key) != nil {
                        f.error("a screenshot's frame takes no \(key); \(why) screenshot: {name, caption, frame, background, sizes}")
                        ok = false
                    }
                    if ok { frame = decodeDeviceFrame(f, canvas: canvas) }
                    if frame == nil { ok = false }
                } else if let on = f.bool() {
                    if on {
                        guard let device = canvas.device.flatMap({ d in DeviceBodyCatalog.devices.first { $0.name == d.name } }) else {
                            f.error("the canvas is not a phone or iPad; name the device to draw: frame: {device: iPhone 16 Pro Max}")
                            return nil
                        }
                        frame = DeviceFrame(device: device)
                    }
                } else { ok = false }
            }
            guard ok else { return nil }
            if frame == nil {
                // The screen alone: the canvas's device gives the display's corner radius.
                guard let device = canvas.device else {
                    field.error("a screenshot with a caption band or sizes needs a device canvas (canvas.device), or a frame naming the device")
                    return nil
                }
                var bare = DeviceFrame(device: device)
                bare.drawsDevice = false
                frame = bare
            }
            guard var frame else { return nil }
            var look = ScreenshotLook(frame: frame, sizes: sizes)
            let outputs = look.outputs(screen: canvas)
            frame.resize(width: outputs[0].width, height: outputs[0].height)
            if let b = o["background"] {
                if case .mapping = b.node {
                    guard let (backdrop, _) = decodeBackdrop(b) else { return nil }
                    frame.backdrop = backdrop
                } else {
                    guard let c = b.color() else { return nil }
                    frame.backdrop = .color(c)
                }
                if frame.isTransparent {
                    b.error("App Store screenshots have no alpha channel; give the backdrop a color")
                    return nil
                }
            }
            if let c = o["caption"] {
                guard let caption = decodeFrameCaption(c, width: frame.width, height: frame.height) else { return nil }
                frame.caption = caption
            }
            look.frame = frame
            for output in outputs {
                if let problem = look.frame(width: output.width, height: output.height).captionRoomProblem {
                    (o["caption"] ?? field).error("at \(output.width)x\(output.height): " + problem)
                    return nil
                }
            }
            return (name, look)
        } ?? nil
    }
}
