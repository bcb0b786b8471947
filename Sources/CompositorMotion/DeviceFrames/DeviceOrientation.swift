import CompositorCore

/// Which way a device frame holds the device (`frame.orientation`). In landscape the device
/// lies on its side with its top — the Dynamic Island or notch — on the left, as iOS turns the
/// screen when the phone is rotated a quarter to the left (`UIDeviceOrientation.landscapeLeft`).
/// The screen always shows the canvas as it is; the body turns around it.
public enum DeviceOrientation: String, Hashable, Sendable, CaseIterable {
    case portrait, landscape

    /// The orientation a screen of `size` is held in by default: landscape when wider than tall.
    public static func of(_ size: Size) -> DeviceOrientation { size.width > size.height ? .landscape : .portrait }
}
