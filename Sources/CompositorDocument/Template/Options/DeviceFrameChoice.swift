import CompositorMotion
import CompositorScene

/// What `--device-frame` asks of the template's `frame:` (`OptionCatalog.deviceFrame`): the
/// canvas's own device, none, or a named device (the template's other `frame:` keys kept).
public enum DeviceFrameChoice: Sendable, Hashable {
    /// Frame the canvas's device (an iPhone or iPad canvas).
    case auto
    /// Render the bare screen, dropping the template's frame.
    case none
    /// Frame this device.
    case device(DevicePreset)

    /// `auto`, `none`, or a framable device's name (any case); nil otherwise.
    public init?(name: String) {
        switch name {
        case "auto": self = .auto
        case "none": self = .none
        default:
            guard let device = Self.framable(name) else { return nil }
            self = .device(device)
        }
    }

    /// The device called `name` that has a drawn body (`DeviceBodyCatalog`), any case.
    static func framable(_ name: String) -> DevicePreset? {
        DeviceBodyCatalog.devices.first { $0.name.lowercased() == name.lowercased() }
    }

    /// `template` with the frame this asks for. Throws `OptionError` (exit 2) for `auto` on a
    /// canvas that is not a framable device.
    package func applied(to template: SegueTemplate) throws(OptionError) -> SegueTemplate {
        var template = template
        switch self {
        case .none: template.frame = nil
        case .auto:
            guard let device = template.canvas.device.flatMap({ Self.framable($0.name) }) else {
                throw OptionError(message: "\(OptionCatalog.deviceFrame.flag) auto: the canvas is not a phone or iPad; name the device, e.g. \(OptionCatalog.deviceFrame.flag) \"iPhone 16 Pro\"")
            }
            template.frame = template.frame ?? DeviceFrame(device: device)
        case .device(let device):
            if template.frame == nil { template.frame = DeviceFrame(device: device) } else { template.frame?.device = device }
        }
        return template
    }
}
