import Testing
@testable import Compositor

/// A device frame around a canvas that is not the device's own screen size keeps every side
/// button on its body's edge, upright and on its side: the buttons' figures were measured for
/// the device's own screen, and are moved and sized along their edge in proportion to the
/// body's length (`DeviceBody.fittingButtons`).
@Suite struct DeviceButtonFitTests {
    /// Canvases (points) that match no device: short and wide, square, small, long.
    static let canvases = [Size(width: 874, height: 402), Size(width: 402, height: 874), Size(width: 300, height: 300),
                           Size(width: 200, height: 320), Size(width: 1200, height: 500)]

    @Test(arguments: DeviceBodyCatalog.devices.map(\.name))
    func everyButtonStaysOnItsEdge(device: String) throws {
        let preset = try #require(DevicePresets.preset(named: device))
        for size in Self.canvases + [preset.size] {
            for orientation in [DeviceOrientation.portrait, .landscape] {
                var frame = DeviceFrame(device: preset)
                frame.orientation = orientation
                let screen = Canvas(size: size, scale: 1)
                let body = try #require(frame.body(screen: screen))
                let outline = body.bodySize(screen: screen.size)
                for b in body.buttons {
                    let edge = b.edge == .left || b.edge == .right ? outline.height : outline.width
                    #expect(b.start >= 0 && b.length > 0 && b.start + b.length <= edge + 1e-9,
                            "\(device) \(orientation) \(size): \(b) on an edge of \(edge)")
                }
            }
        }
    }

    /// Worked by hand: upright, a button's start and length scale by the body's height against the
    /// body around the device's own screen; around the device's own screen nothing changes.
    @Test func buttonsScaleWithTheBodysLength() throws {
        let preset = try #require(DevicePresets.preset(named: "iPhone 16 Pro"))
        let figures = try #require(DeviceFrame(device: preset).body)
        let own = try #require(DeviceFrame(device: preset).body(screen: Canvas(size: preset.size, scale: 1)))
        #expect(own.buttons == figures.buttons)
        // A screen half as tall: the body's height is (H/2 + the bezels and band) instead of H + them.
        let half = Size(width: preset.size.width, height: preset.size.height / 2)
        let fitted = try #require(DeviceFrame(device: preset).body(screen: Canvas(size: half, scale: 1)))
        let extra = figures.bezel.top + figures.bezel.bottom + 2 * figures.band
        let f = (half.height + extra) / (preset.size.height + extra)
        for (b, original) in zip(fitted.buttons, figures.buttons) where original.edge == .left || original.edge == .right {
            #expect(abs(b.start - original.start * f) < 1e-9 && abs(b.length - original.length * f) < 1e-9)
        }
    }
}
