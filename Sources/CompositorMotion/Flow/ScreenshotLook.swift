import CompositorCore
import CompositorScene

/// How a flow's screenshot is dressed for the App Store (`screenshot: {name, caption, frame,
/// background, sizes}`): the screen at the shot's moment inside a device frame, or alone with
/// its display's rounded corners, on a backdrop, with a caption band above or below it — the
/// marketing style of App Store screenshots — at each listed size (`ScreenshotSize`).
///
/// It is a `DeviceFrame` (its layout, caption band, backdrop and shadow, `drawsDevice` false
/// for a screen without a device), sized again for each output (`DeviceFrame.resize`: the
/// padding and a caption's default font follow the size). App Store screenshots may show a
/// device frame; app previews may not (`AppStoreDelivery`'s refusal of `frame:`), which is why
/// the frame is the screenshot's own and never the clip's.
public struct ScreenshotLook: Hashable, Sendable {
    /// The frame at the first output's size.
    public var frame: DeviceFrame
    /// The sizes, in order; empty: one picture at the clip's own pixel size.
    public var sizes: [ScreenshotSize]

    public init(frame: DeviceFrame, sizes: [ScreenshotSize] = []) {
        self.frame = frame; self.sizes = sizes
    }

    /// The output sizes for a clip on `screen`: each listed size (turned for a landscape
    /// screen), or the screen's own pixels.
    public func outputs(screen: Canvas) -> [(width: Int, height: Int)] {
        guard !sizes.isEmpty else { return [(screen.pixelWidth, screen.pixelHeight)] }
        let landscape = frame.orientation(screen: screen) == .landscape
        return sizes.map { size in
            let p = size.portrait
            return landscape ? (width: p.height, height: p.width) : p
        }
    }

    /// The frame drawn at output `width` × `height` pixels.
    public func frame(width: Int, height: Int) -> DeviceFrame {
        var sized = frame
        if (sized.width, sized.height) != (width, height) { sized.resize(width: width, height: height) }
        return sized
    }
}
