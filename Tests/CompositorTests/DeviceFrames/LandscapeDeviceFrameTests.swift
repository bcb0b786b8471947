import Foundation
import Testing
@testable import Compositor

/// Landscape device frames (`DeviceOrientation`): a landscape canvas (or `orientation:
/// landscape` on a square one) turns the body on its side, the Dynamic Island on the left, the
/// left edge's buttons on the bottom and the side button on top; the screen's placement worked
/// by hand like `DeviceFrameTests`'. Also the caption following `--frame-size` (`resize`).
@Suite struct LandscapeDeviceFrameTests {
    /// A white landscape screen of `size` points, no chrome, framed as iPhone 16 Pro on magenta
    /// in a green band.
    static func template(size: String = "[874, 402]", frame: String = "") throws -> (SegueTemplate, TemporaryDirectory) {
        let dir = TemporaryDirectory()
        let text = TemplateFixtures.minimal(canvas: "  size: \(size)\n  scale: 1", fromViews: "        []")
            + "frame:\n  device: iPhone 16 Pro\n  background: \"#FF00FF\"\n  color: \"#00FF00\"\n  size: 1920x1080\n  shadow: false\n" + frame
        return (try TemplateLoader.load(path: dir.write("clip.yaml", text)), dir)
    }

    static let white = DeviceFrameTests.white, magenta = DeviceFrameTests.magenta
    static let black = DeviceFrameTests.black, glass = DeviceFrameTests.glass

    /// iPhone 16 Pro on its side around an 874 × 402-point screen: glass 10 + band 5 a side,
    /// body 904 × 432; the left and right buttons now stand 3 points out at the bottom and top:
    /// outline 904 × 438. Output 1920 × 1080, padding 90 (a twelfth of 1080): room 1740 × 900,
    /// scale = min(1740/904, 900/438) = 435/226 ≈ 1.924779.
    /// Outline: x = 90, 438 · s = 843.053 px tall, y = 90 + (900 − 843.053)/2 = 118.473.
    /// Screen top-left: (90 + 15 s, 118.473 + 18 s) = (118.872, 153.119) → (119, 153).
    /// Screen: 874 s = 1682.257 × 402 s = 773.761 px: right edge 1801.26, bottom 926.76.
    /// Island: 37 × 126 points at (11, 138) of the screen: x 140.17…211.39, y 418.62…661.14.
    /// Body: x = 90.128, y = 118.473 + 3 s − 0.119 = 124.128, 432 s = 831.504 tall: bottom 955.63.
    /// Action button (the upright left edge's first, points 149…185 from the top) on the bottom
    /// edge: x 90.128 + 149 s = 376.92 … 90.128 + 185 s = 446.21, y 955.63…961.40.
    /// Side button (upright right edge, points 253…361) on top: x 577.09…784.97, y 118.35…124.13.
    @Test func landscapeScreenLandsWhereTheFiguresPutIt() throws {
        let (template, dir) = try Self.template()
        defer { withExtendedLifetime(dir) {} }
        #expect(template.frame?.orientation(screen: template.canvas) == .landscape)
        let layout = try #require(template.frame?.layout(screen: template.canvas))
        #expect(abs(layout.scale - 435.0 / 226) < 1e-12)
        #expect(layout.screen.minX == 119 && layout.screen.minY == 153)
        #expect(abs(layout.screen.width - 1682.2566) < 1e-3 && abs(layout.screen.height - 773.7611) < 1e-3)
        #expect(abs(layout.body.minY - 124.1283) < 1e-3 && abs(layout.body.height - 831.5044) < 1e-3)

        let p = try DeviceFrameTests.firstFrame(template)
        #expect(p.width == 1920 && p.height == 1080)
        // Screen edges: top row 153 and left column 119 are screen; right 1801.26, bottom 926.76.
        #expect(p[960, 153] == Self.white && p[960, 152] == Self.glass)
        #expect(p[119, 540] == Self.white && p[118, 540] == Self.glass)
        #expect(p[1800, 540] == Self.white && p[1802, 540] == Self.glass)
        #expect(p[960, 925] == Self.white && p[960, 927] == Self.glass)
        // The island, upright on the left: black inside, screen around it.
        #expect(p[175, 540] == Self.black && p[142, 540] == Self.black && p[209, 540] == Self.black)
        #expect(p[175, 430] == Self.black && p[175, 650] == Self.black)
        #expect(p[138, 540] == Self.white && p[213, 540] == Self.white && p[175, 416] == Self.white && p[175, 664] == Self.white)
        // Nothing at the top centre of the screen, where the upright island would be.
        #expect(p[960, 180] == Self.white)
        // The Action button below the body (finish darkened 18 %), the side button above it.
        for (x, y) in [(410, 958), (680, 121)] {
            let b = p[x, y]
            #expect(b.r == 0 && abs(Int(b.g) - 209) <= 2 && b.b == 0, "(\(x), \(y)): \(b)")
        }
        #expect(p[410, 964] == Self.magenta && p[300, 958] == Self.magenta && p[680, 115] == Self.magenta)
        // No button on the left or right ends.
        #expect(p[87, 540] == Self.magenta && p[1832, 540] == Self.magenta)
    }

    /// Every device the catalog draws, on its side around a landscape screen: the device stays
    /// inside the padding, the screen is drawn, the backdrop shows at the corners.
    @Test(arguments: DeviceBodyCatalog.devices.map(\.name))
    func everyDeviceOnItsSide(device: String) throws {
        let (template, dir) = try Self.template(frame: "")
        defer { withExtendedLifetime(dir) {} }
        var t = template
        t.frame?.device = try #require(DevicePresets.preset(named: device))
        let layout = try #require(t.frame?.layout(screen: t.canvas))
        #expect(layout.body.width > layout.body.height)
        #expect(layout.body.minX >= 90 - 1 && layout.body.maxX <= 1920 - 90 + 1 && layout.body.minY >= 90 - 1 && layout.body.maxY <= 1080 - 90 + 1)
        let p = try DeviceFrameTests.firstFrame(t)
        let c = layout.screen.center
        #expect(p[Int(c.x), Int(c.y)] == Self.white)
        #expect(p[0, 0] == Self.magenta && p[1919, 1079] == Self.magenta)
    }

    /// `orientation: landscape` turns the device on a square canvas; the other way round from a
    /// non-square canvas is refused at the key (exit 3): the screen shows the canvas as it is.
    @Test func orientationKey() throws {
        let (square, dir) = try Self.template(size: "[402, 402]", frame: "  orientation: landscape\n")
        defer { withExtendedLifetime(dir) {} }
        // A square screen makes a square body: the buttons show which way it is held.
        let turned = try #require(square.frame?.body(screen: square.canvas))
        #expect(turned.orientation == .landscape && Set(turned.buttons.map(\.edge)) == [.bottom, .top])
        let (upright, dir2) = try Self.template(size: "[402, 402]")
        defer { withExtendedLifetime(dir2) {} }
        let portrait = try #require(upright.frame?.body(screen: upright.canvas))
        #expect(portrait.orientation == .portrait && Set(portrait.buttons.map(\.edge)) == [.left, .right])

        let error = #expect(throws: (any Error).self) { try Self.template(frame: "  orientation: portrait\n") }
        #expect((error as? SegueVideoError)?.exitStatus == .invalidTemplate)
        #expect("\(error.map { "\($0)" } ?? "")".contains("frame.orientation: a portrait device needs a portrait canvas"), "\(String(describing: error))")
    }

    /// The caption's default font size (shorter side / 18) and line height (1.2 × size) follow
    /// the output when `--frame-size` resizes it; sizes the template gave stay.
    @Test func captionFollowsTheFrameSize() throws {
        let (defaults, dir) = try Self.template(frame: "  caption: Hello\n")
        defer { withExtendedLifetime(dir) {} }
        var frame = try #require(defaults.frame)
        #expect(frame.caption?.label.font.size == 60 && frame.caption?.label.lineHeight == 72)
        frame.resize(width: 540, height: 960)
        #expect(frame.caption?.label.font.size == 30 && frame.caption?.label.lineHeight == 36 && frame.padding == 45)

        let (given, dir2) = try Self.template(frame: "  caption: {text: Hello, font: {size: 50}}\n")
        defer { withExtendedLifetime(dir2) {} }
        var sized = try #require(given.frame)
        sized.resize(width: 540, height: 960)
        #expect(sized.caption?.label.font.size == 50 && sized.caption?.label.lineHeight == 60)

        let (both, dir3) = try Self.template(frame: "  caption: {text: Hello, lineHeight: 70}\n")
        defer { withExtendedLifetime(dir3) {} }
        var fixed = try #require(both.frame)
        fixed.resize(width: 540, height: 960)
        #expect(fixed.caption?.label.font.size == 30 && fixed.caption?.label.lineHeight == 70)
    }
}
