import ArgumentParser
import Compositor

/// `--device-frame DEVICE|auto|none` and `--frame-size`, shared by the commands that render:
/// the template's `frame:` from the command line (`--frame` is `still`'s frame number, hence the
/// longer name). `auto` frames the canvas's own device; a device name frames that device (the
/// template's other `frame:` keys kept); `none` renders the bare screen.
struct DeviceFrameOption: ParsableArguments {
    @Option(help: ArgumentHelp("Render the screen inside a drawn device on a backdrop: auto (the canvas's device), none, or a device: \(DeviceBodyCatalog.devices.map(\.name).joined(separator: ", ")). Default: the template's frame, if any.", valueName: "device"))
    var deviceFrame: String?

    @Option(help: ArgumentHelp("The framed output's size: \(DeviceFrame.sizes.map(\.name).joined(separator: ", ")) or WIDTHxHEIGHT (even pixels). Default: the template's, else 1080x1920.", valueName: "size"))
    var frameSize: String?

    func validate() throws {
        if let deviceFrame, !["auto", "none"].contains(deviceFrame), device(named: deviceFrame) == nil {
            throw ValidationError("--device-frame \(deviceFrame): expected auto, none or one of: \(DeviceBodyCatalog.devices.map(\.name).joined(separator: ", "))")
        }
        if let frameSize, pixels(frameSize) == nil {
            throw ValidationError("--frame-size \(frameSize): expected \(DeviceFrame.sizes.map(\.name).joined(separator: ", ")) or WIDTHxHEIGHT in even pixels, 64 to \(TemplateLimits.maxPixelDimension)")
        }
        if frameSize != nil, deviceFrame == "none" { throw ValidationError("--frame-size needs a device frame") }
    }

    private func device(named name: String) -> DevicePreset? {
        DeviceBodyCatalog.devices.first { $0.name.lowercased() == name.lowercased() }
    }

    private func pixels(_ text: String) -> (Int, Int)? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w % 2 == 0, h % 2 == 0,
              (64...TemplateLimits.maxPixelDimension).contains(w), (64...TemplateLimits.maxPixelDimension).contains(h) else { return nil }
        return (w, h)
    }

    /// `template` with the frame the options ask for.
    func apply(_ template: SegueTemplate) throws -> SegueTemplate {
        var template = template
        switch deviceFrame {
        case nil: break
        case "none": template.frame = nil
        case "auto":
            guard let device = template.canvas.device.flatMap({ device(named: $0.name) }) else {
                throw ValidationError("--device-frame auto: the canvas is not a phone or iPad; name the device, e.g. --device-frame \"iPhone 16 Pro\"")
            }
            template.frame = template.frame ?? DeviceFrame(device: device)
        case let name?:
            let device = device(named: name)!
            if template.frame == nil { template.frame = DeviceFrame(device: device) } else { template.frame?.device = device }
        }
        if let frameSize, let (w, h) = pixels(frameSize) {
            guard template.frame != nil else { throw ValidationError("--frame-size needs a device frame (--device-frame or the template's frame:)") }
            template.frame?.resize(width: w, height: h)
            // The template's check, again at the new size (a caption font the template set stays).
            if let problem = template.frame?.captionRoomProblem { throw ValidationError("--frame-size \(frameSize): \(problem)") }
        }
        return template
    }
}
