import ArgumentParser
import Compositor

/// `--device-frame DEVICE|auto|none` and `--frame-size` (`OptionCatalog.deviceFrame`,
/// `OptionCatalog.frameSize`), shared by the commands that render: read and checked here,
/// applied by `RenderSettings` (which also refuses a size without a frame).
struct DeviceFrameOption: ParsableArguments {
    @Option(help: ArgumentHelp(OptionCatalog.deviceFrame.help, valueName: OptionCatalog.deviceFrame.valueName))
    var deviceFrame: String?

    @Option(help: ArgumentHelp(OptionCatalog.frameSize.help, valueName: OptionCatalog.frameSize.valueName))
    var frameSize: String?

    func validate() throws {
        try OptionCatalog.deviceFrame.validate(deviceFrame)
        try OptionCatalog.frameSize.validate(frameSize)
    }

    /// The frame asked for, or nil (the template's).
    var choice: DeviceFrameChoice? { OptionCatalog.deviceFrame.value(deviceFrame) }

    /// The size asked for, or nil (the template's).
    var size: FrameSize? { OptionCatalog.frameSize.value(frameSize) }
}
