import CompositorMotion
import CompositorScene

extension OptionCatalog {
    /// `--frame-size` over `frame.width`/`frame.height`: the framed output's size, by name
    /// (`DeviceFrame.sizes`) or `WIDTHxHEIGHT` in even pixels, 64 to the template limit.
    public static let frameSize = TextOption<FrameSize>(
        flag: "--frame-size", key: "frame.width", valueName: "size",
        expected: "\(DeviceFrame.sizes.map(\.name).joined(separator: ", ")) or WIDTHxHEIGHT in even pixels, \(FrameSize.sides.lowerBound) to \(FrameSize.sides.upperBound)",
        help: "The framed output's size: \(DeviceFrame.sizes.map(\.name).joined(separator: ", ")) or WIDTHxHEIGHT (even pixels). Default: the template's, else 1080x1920.",
        read: FrameSize.init(parsing:), accepts: \.isAccepted)
}
