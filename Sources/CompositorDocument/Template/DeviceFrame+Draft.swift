import CompositorCore
import CompositorMotion
import CompositorScene

/// Here, beside `Canvas.draftScale` (which checks the template's limits), not with the device
/// frame: the device bodies sit in CompositorMotion, below the template.
extension DeviceFrame {
    /// The frame drawn at `fraction` of its size (a draft, `--scale`): the nearest scale at which
    /// the output is whole, even pixels (`Canvas.draftScale`); nil when there is none.
    public func scaled(by fraction: Double) -> DeviceFrame? {
        let output = Canvas(size: Size(width: Double(width), height: Double(height)), scale: 1)
        guard let s = output.draftScale(fraction) else { return nil }
        var copy = self
        copy.scale = s
        return copy
    }
}
