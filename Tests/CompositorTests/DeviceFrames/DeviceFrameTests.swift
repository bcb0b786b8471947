@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor

/// Device frames (`frame:`): where the screen lands, worked out by hand from the body figures
/// (`DynamicIslandPhoneBody`), its masked corners, the island, the band, buttons and backdrop;
/// every device the catalog draws; transparency outside the device; the error for a transparent
/// backdrop in a format without alpha.
@Suite struct DeviceFrameTests {
    /// A white screen (scene a, no chrome) framed on magenta in a green band.
    static func template(device: String = "iPhone 16 Pro", frame: String) throws -> (SegueTemplate, TemporaryDirectory) {
        let dir = TemporaryDirectory()
        let text = TemplateFixtures.minimal(canvas: "  device: \(device)\n  statusBar: false\n  homeIndicator: false", fromViews: "        []")
            + "frame:\n" + frame
        return (try TemplateLoader.load(path: dir.write("clip.yaml", text)), dir)
    }

    static func firstFrame(_ template: SegueTemplate) throws -> Pixmap {
        let clip = try ClipFrames(template: template, direction: .present)
        return try SceneRenderer(canvas: clip.canvas).render(clip.layers(at: FrameIndex(0)))
    }

    static let white = PremultipliedRGBA8(packed: 0xFFFF_FFFF)
    static let magenta = PremultipliedRGBA8(packed: 0xFFFF_00FF)
    static let green = PremultipliedRGBA8(packed: 0xFF00_FF00)
    static let black = PremultipliedRGBA8(packed: 0xFF00_0000)
    /// `DeviceFrameViews.glass`, (10, 10, 12).
    static let glass = PremultipliedRGBA8(packed: 0xFF0C_0A0A)

    /// iPhone 16 Pro, 402 × 874-point screen; its body adds 10 (glass) + 5 (band) points a side:
    /// 432 × 904; buttons stand 3 points out left and right: the outline is 438 × 904.
    /// Output 1080 × 1920, padding 96: room 888 × 1728, so scale = min(888/438, 1728/904) =
    /// 1728/904 = 216/113 ≈ 1.91150.
    /// Outline: 438 · 216/113 = 837.239 px wide, x = (1080 − 837.239)/2 = 121.381, y = 96.
    /// Screen top-left: (121.381 + 18 · 1.91150, 96 + 15 · 1.91150) = (155.788, 124.673) → (156, 125).
    /// Screen: 402 · 1.91150 = 768.42 × 874 · 1.91150 = 1670.65 px, corners 62 · 1.91150 = 118.51 px.
    /// Body: x = 121.381 + 3 · 1.91150 + 0.212 = 127.33, y = 96.33; band 5 · 1.91150 = 9.56 px.
    /// Island: 126 × 37 points at (138, 11) of the screen: x 419.79…660.64, y 146.03…216.75.
    /// Action button: points 149…185 of the body's height (0.165 and 0.205 of 904, rounded):
    /// y 381.14…449.95, x 121.6…127.33 outside the body.
    @Test func screenLandsWhereTheFiguresPutIt() throws {
        let (template, dir) = try Self.template(frame: """
              background: "#FF00FF"
              color: "#00FF00"
              size: 1080x1920
              padding: 96
              shadow: false
            """)
        defer { withExtendedLifetime(dir) {} }
        let layout = try #require(template.frame?.layout(screen: template.canvas))
        #expect(abs(layout.scale - 216.0 / 113) < 1e-12)
        #expect(layout.screen.minX == 156 && layout.screen.minY == 125)
        #expect(abs(layout.screen.width - 768.4248) < 1e-3 && abs(layout.screen.height - 1670.6549) < 1e-3)
        #expect(abs(layout.screenCornerRadius - 118.5133) < 1e-3)

        let p = try Self.firstFrame(template)
        #expect(p.width == 1080 && p.height == 1920)
        // The screen's top and left edges lie on whole pixels: row 125 and column 156 are screen.
        #expect(p[540, 125] == Self.white && p[540, 124] == Self.glass)
        #expect(p[156, 960] == Self.white && p[155, 960] == Self.glass)
        // Right and bottom edges: 924.42 and 1795.65.
        #expect(p[923, 960] == Self.white && p[925, 960] == Self.glass)
        #expect(p[540, 1794] == Self.white && p[540, 1796] == Self.glass)
        // Corner masked: along the diagonal of the corner circle (centre 274.51, 243.51) a pixel
        // 2.5 px inside the arc is screen, 3 px outside is glass. The screen rectangle's own
        // corner pixel lies outside the body's concentric corner (radius 77 · 1.91150 = 147.19 px
        // about the same centre; the pixel is 166.9 px away): backdrop.
        #expect(p[156, 125] == Self.magenta)
        #expect(p[192, 161] == Self.white)
        #expect(p[188, 157] == Self.glass)
        // The island.
        #expect(p[540, 181] == Self.black && p[421, 181] == Self.black && p[540, 215] == Self.black)
        #expect(p[418, 181] == Self.white && p[540, 217] == Self.white && p[662, 181] == Self.white)
        // Band, glass, backdrop across the left edge at mid-height.
        #expect(p[60, 960] == Self.magenta && p[131, 960] == Self.green && p[145, 960] == Self.glass)
        // The body's rounded corner leaves the backdrop at its bounding box's corner.
        #expect(p[128, 97] == Self.magenta)
        // The Action button beside the body (finish darkened 18 % toward black), none above it.
        let button = p[124, 415]
        #expect(button.r == 0 && abs(Int(button.g) - 209) <= 2 && button.b == 0 && button.a == 255)
        #expect(p[124, 300] == Self.magenta)
    }

    /// Every device the catalog draws: the screen's centre shows the screen, the output's corner
    /// the backdrop, and the device fits inside the padding.
    @Test(arguments: DeviceBodyCatalog.devices.map(\.name))
    func everyDeviceFrames(device: String) throws {
        let (template, dir) = try Self.template(device: device, frame: "  background: \"#FF00FF\"\n  size: [270, 480]\n  padding: 12\n  shadow: false\n")
        defer { withExtendedLifetime(dir) {} }
        let layout = try #require(template.frame?.layout(screen: template.canvas))
        #expect(layout.body.minX >= 12 - 1 && layout.body.maxX <= 270 - 12 + 1)
        #expect(layout.body.minY >= 12 - 1 && layout.body.maxY <= 480 - 12 + 1)
        let p = try Self.firstFrame(template)
        let c = layout.screen.center
        #expect(p[Int(c.x), Int(c.y) + 20] == Self.white)
        #expect(p[0, 0] == Self.magenta && p[269, 479] == Self.magenta)
    }

    /// A transparent backdrop: alpha 0 outside the device, opaque screen, and the format must
    /// keep alpha — H.264 is refused at `frame.background`'s line and column (exit 3).
    @Test func transparentBackdrop() throws {
        let (template, dir) = try Self.template(frame: "  background: transparent\n  size: [270, 480]\n  padding: 12\n  shadow: false\n")
        defer { withExtendedLifetime(dir) {} }
        let p = try Self.firstFrame(template)
        #expect(p[0, 0].packed == 0 && p[135, 240] == Self.white)
        #expect(template.outputCanvas.isTransparent)
        let out = TemporaryDirectory()
        let frames = try ClipFrames(template: template, direction: .present)
        let error = #expect(throws: TemplateError.self) {
            try ClipExporter.export(frames, assets: AssetStore(), to: out.path + "/x.mp4", jobs: 1, format: OutputFormatCatalog.h264)
        }
        // The fixture's 21 lines and an empty one come first; `frame:` is line 22, its
        // `background` value on line 23 after "  background: ", column 15.
        #expect(error?.line == 23 && error?.column == 15 && error?.field == "frame.background", "\(String(describing: error))")
        #expect(error?.exitStatus == .invalidTemplate)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }

    @Test func aVideoCanvasNeedsADevice() throws {
        let dir = TemporaryDirectory()
        let text = TemplateFixtures.minimal() + "frame:\n  color: black\n"
        let error = #expect(throws: (any Error).self) { try TemplateLoader.load(path: dir.write("clip.yaml", text)) }
        #expect((error as? SegueVideoError)?.exitStatus == .invalidTemplate)
        #expect("\(error.map { "\($0)" } ?? "")".contains(":24:3: frame: the canvas is not a phone or iPad"))
    }

    /// The rows and columns where a frame differs from `backdrop`, limited to rows `rows`.
    static func ink(_ p: Pixmap, in rows: Range<Int>, backdrop: PremultipliedRGBA8) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        var (x0, x1, y0, y1) = (Int.max, Int.min, Int.max, Int.min)
        for y in rows { for x in 0..<p.width where p[x, y] != backdrop {
            (x0, x1, y0, y1) = (min(x0, x), max(x1, x), min(y0, y), max(y1, y))
        } }
        return x0 == .max ? nil : (x0...x1, y0...y1)
    }

    /// A top caption, font 60 (line height 1.2 × 60 = 72), two lines: a band 144 px tall at
    /// y 96…240, x 96…984 (padding 96). The device's room: 888 × (1920 − 2·96 − 144 − 96) = 888 ×
    /// 1488 from y = 96 + 144 + 96 = 336; scale = min(888/438, 1488/904) = 1488/904 = 186/113;
    /// outline x = (1080 − 438 · 186/113)/2 = 179.522, y = 336. Screen: (179.522 + 18 · 1.646018,
    /// 336 + 15 · 1.646018) = (209.150, 360.690) → (209, 361). One line of black text centred in
    /// the band: all ink above the device lies inside the band, around x = 540.
    @Test func captionOnTopTakesItsBand() throws {
        let (template, dir) = try Self.template(frame: """
              background: "#FF00FF"
              size: 1080x1920
              padding: 96
              shadow: false
              caption: {text: "Adopt a pet", font: {size: 60}, color: "#000000"}
            """)
        defer { withExtendedLifetime(dir) {} }
        let layout = try #require(template.frame?.layout(screen: template.canvas))
        #expect(layout.caption == Rect(x: 96, y: 96, width: 888, height: 144))
        #expect(abs(layout.scale - 186.0 / 113) < 1e-12)
        #expect(layout.screen.minX == 209 && layout.screen.minY == 361)
        let p = try Self.firstFrame(template)
        #expect(p[540, 361] == Self.white && p[540, 360] == Self.glass)
        let ink = try #require(Self.ink(p, in: 0..<336, backdrop: Self.magenta))
        #expect(ink.y.lowerBound >= 96 && ink.y.upperBound < 240, "\(ink)")
        #expect(ink.x.lowerBound > 96 && ink.x.upperBound < 984, "\(ink)")
        // Centred: the ink's middle within a few pixels of the output's (side bearings differ).
        #expect(abs((ink.x.lowerBound + ink.x.upperBound) / 2 - 540) <= 6, "\(ink)")
        // Vertically centred in the band: the ink spans its middle row, 168.
        #expect(ink.y.contains(168), "\(ink)")
        // The glyphs' insides are the caption's color (black), not only antialiased edges.
        #expect((96..<240).contains { y in (96..<984).contains { x in p[x, y] == Self.black } })
        #expect(template.labels.contains { $0.text == "Adopt a pet" })
    }

    /// A bottom caption with the same figures: the device's room starts at y = 96 (outline y
    /// 96, screen y 96 + 24.690 → 121); the band lies at 1920 − 96 − 144 = 1680…1824.
    @Test func captionBelowTheDevice() throws {
        let (template, dir) = try Self.template(frame: """
              background: "#FF00FF"
              padding: 96
              shadow: false
              caption: {text: "Book a walk", position: bottom, font: {size: 60}, color: "#000000"}
            """)
        defer { withExtendedLifetime(dir) {} }
        let layout = try #require(template.frame?.layout(screen: template.canvas))
        #expect(layout.caption == Rect(x: 96, y: 1680, width: 888, height: 144))
        #expect(layout.screen.minX == 209 && layout.screen.minY == 121)
        let p = try Self.firstFrame(template)
        // The device ends at 96 + 1488 = 1584; below it only the caption's ink.
        let ink = try #require(Self.ink(p, in: 1590..<1920, backdrop: Self.magenta))
        #expect(ink.y.lowerBound >= 1680 && ink.y.upperBound < 1824 && ink.y.contains(1752), "\(ink)")
    }

    /// A caption whose band leaves the device less than a quarter of the height is refused at
    /// its key (exit 3).
    @Test func aCaptionTooTallIsRefused() throws {
        let error = #expect(throws: (any Error).self) {
            try Self.template(frame: "  caption: {text: Hi, lines: 6, font: {size: 200}}\n")
        }
        #expect((error as? SegueVideoError)?.exitStatus == .invalidTemplate)
        #expect("\(error.map { "\($0)" } ?? "")".contains("frame.caption: the caption's band"), "\(String(describing: error))")
    }

    /// An image backdrop: a 100 × 100 PNG, columns 0–29 red, the rest blue, over a 270 × 480
    /// output. `scaleAspectFill` scales it by max(270, 480)/100 = 4.8 to 480 × 480 and centres it:
    /// 105 px cut off each side, so the red–blue edge lands at 30 · 4.8 − 105 = 39 px (with
    /// `scaleToFill` it would be at 30 · 2.7 = 81). The file is decoded once (at load).
    @Test func imageBackdropFillsTheOutput() throws {
        let dir = TemporaryDirectory()
        var image = Pixmap(width: 100, height: 100, fill: PremultipliedRGBA8(packed: 0xFFFF_0000))
        for y in 0..<100 { for x in 0..<30 { image[x, y] = PremultipliedRGBA8(packed: 0xFF00_00FF) } }
        try PNGWriter.write(image, to: dir.path + "/backdrop.png")
        let text = TemplateFixtures.minimal(canvas: "  device: iPhone 16 Pro\n  statusBar: false\n  homeIndicator: false", fromViews: "        []")
            + "frame:\n  background: {image: backdrop.png}\n  size: [270, 480]\n  padding: 12\n  shadow: false\n"
        let template = try TemplateLoader.load(path: dir.write("clip.yaml", text))
        #expect(template.imagePaths.contains { $0.hasSuffix("/backdrop.png") })
        // Decoded once, by the loader: the render's assets reuse those pixels, so they load
        // even once the file is gone.
        try FileManager.default.removeItem(atPath: dir.path + "/backdrop.png")
        let assets = try AssetLoader.load(template)
        #expect(assets.image(at: try #require(template.imagePaths.last)) == image)
        let clip = try ClipFrames(template: template, direction: .present)
        let p = try SceneRenderer(canvas: clip.canvas, assets: assets).render(clip.layers(at: FrameIndex(0)))
        let red = PremultipliedRGBA8(packed: 0xFF00_00FF), blue = PremultipliedRGBA8(packed: 0xFFFF_0000)
        #expect(p[0, 5] == red && p[36, 5] == red && p[42, 5] == blue && p[269, 5] == blue)
        #expect(p[20, 474] == red && p[60, 474] == blue)
    }

    /// A missing backdrop image and one that is not an image: exit 4 at the `image` key's line.
    @Test(arguments: [false, true]) func badBackdropImageIsLocated(exists: Bool) throws {
        let dir = TemporaryDirectory()
        if exists { _ = dir.write("backdrop.png", "not a png") }
        let text = TemplateFixtures.minimal(canvas: "  device: iPhone 16 Pro") + "frame:\n  background:\n    image: backdrop.png\n"
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("image: backdrop") }! + 1
        let error = #expect(throws: (any Error).self) { try TemplateLoader.load(path: dir.write("clip.yaml", text)) }
        #expect((error as? SegueVideoError)?.exitStatus == .badAsset)
        let message = "\(error.map { "\($0)" } ?? "")"
        #expect(message.contains("clip.yaml:\(line):12: frame.background.image: "), "\(message)")
        #expect(message.contains("backdrop.png"), "\(message)")
    }

    /// `--scale 0.25` on a 1080 × 1920 frame: a 270 × 480 output showing the same picture; the
    /// screen's top-left (155.788, 124.673) frame pixels is 38.947, 31.168 output pixels,
    /// rounded to (39, 31).
    @Test func scaleShrinksTheFramedOutput() throws {
        let (full, dir) = try Self.template(frame: "  background: \"#FF00FF\"\n  padding: 96\n  shadow: false\n")
        defer { withExtendedLifetime(dir) {} }
        let template = try full.scaled(by: 0.25)
        #expect(template.outputCanvas.pixelWidth == 270 && template.outputCanvas.pixelHeight == 480)
        #expect(template.canvas == full.canvas)
        let layout = try #require(template.frame?.layout(screen: template.canvas))
        #expect(layout.screen.minX * 0.25 == 39 && layout.screen.minY * 0.25 == 31)
        let p = try Self.firstFrame(template)
        #expect(p.width == 270 && p.height == 480)
        #expect(p[135, 31] == Self.white && p[135, 30] == Self.glass)
        #expect(p[39, 240] == Self.white && p[38, 240] == Self.glass)
        #expect(p[2, 2] == Self.magenta)
    }
}
