import CompositorMotion
import CompositorScene

extension OptionCatalog {
    /// `--device-frame` over the template's `frame:`: `auto` (the canvas's own device), `none`
    /// (the bare screen) or a device by name (`DeviceBodyCatalog`, case-insensitive).
    /// (`--frame` is `still`'s frame number, hence the longer name.)
    public static let deviceFrame = TextOption<DeviceFrameChoice>(
        flag: "--device-frame", key: "frame.device", valueName: "device",
        expected: "auto, none or one of: \(DeviceBodyCatalog.devices.map(\.name).joined(separator: ", "))",
        help: "Render the screen inside a drawn device on a backdrop: auto (the canvas's device), none, or a device: \(DeviceBodyCatalog.devices.map(\.name).joined(separator: ", ")). Default: the template's frame, if any.",
        read: DeviceFrameChoice.init(name:))
}
