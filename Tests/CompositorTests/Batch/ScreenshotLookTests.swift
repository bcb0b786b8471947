import Foundation
import Testing
@testable import Compositor

/// A flow's `screenshot: {name, caption, frame, background, sizes}` (issue 47, scope 2): the
/// screen at the shot's moment dressed for the App Store — a caption band, a device frame or the
/// screen alone — at each listed size, as RGB PNGs beside the clip and in fastlane's tree.
@Suite struct ScreenshotLookTests {
    static let caption = "Walks booked in two taps"

    /// iPhone 16 Pro Max (440 × 956 points at 3x), blue screens; one push, the screenshot in its
    /// hold, `look` the step's `screenshot:` value.
    static func template(_ look: String) -> String {
        """
        canvas: {device: iPhone 16 Pro Max, background: "#000000"}
        video: {fps: 10}
        scenes:
          list:
            background: "#336699"
            navigationBar: {title: Walks}
          detail:
            background: "#336699"
            navigationBar: {title: Biscuit, backButton: true}
        flow:
          root: list
          hold: 0.2
          steps:
            - push: detail
              duration: 0.3
              hold: 0.4
              screenshot: \(look)
        """
    }

    static let framed = "{name: detail, caption: \"\(caption)\", frame: true, background: \"#FFFFFF\", sizes: [iphone-6.9, iphone-6.5, iphone-5.5, ipad-13]}"

    /// The frame's layout at 1320 × 2868, worked by hand (DeviceFrameLayout's steps): padding
    /// round(1320 / 12) = 110; caption font round(1320 / 18) = 73, line height round(87.6) = 88,
    /// band 2 × 88 = 176, at y 110…286. The body around a 440 × 956 screen is 470 × 986
    /// (bezel 10 and band 5 a side), the outline 476 × 986 (3-point buttons left and right).
    /// Room: 1100 × (2868 − 220 − 176 − 110) = 1100 × 2362 from y 396. Scale min(1100 / 476,
    /// 2362 / 986) = 275 / 119 (2.3109). Outline at x (1320 − 1100) / 2 = 110, y 396 + (2362 −
    /// 986 × 275 / 119) / 2 = 437.71. Screen at x 110 + 18 × 275 / 119 = 151.60 → 152, y 437.71 +
    /// 15 × 275 / 119 = 472.38 → 472, 440 × 275 / 119 = 1016.81 wide, 956 × 275 / 119 = 2209.24 tall.
    @Test func deviceFramePositionWorkedByHand() throws {
        let dir = TemporaryDirectory()
        let template = try TemplateLoader.load(path: dir.write("shots.yaml", Self.template(Self.framed)))
        let shot = try #require(template.flow?.screenshots.first)
        let look = try #require(shot.look)
        #expect(look.sizes == [.iphone69, .iphone65, .iphone55, .ipad13])
        let frame = look.frame(width: 1320, height: 2868)
        #expect(frame.padding == 110 && frame.caption?.height == 176 && frame.drawsDevice)
        let layout = try #require(frame.layout(screen: template.canvas))
        #expect(layout.caption == Rect(x: 110, y: 110, width: 1100, height: 176))
        #expect(abs(layout.scale - 275.0 / 119) < 1e-12)
        #expect(layout.screen.minX == 152 && layout.screen.minY == 472)
        #expect(abs(layout.screen.width - 440 * 275.0 / 119) < 1e-9 && abs(layout.screen.height - 956 * 275.0 / 119) < 1e-9)
        #expect(shot.outputs(label: "shots", screen: template.canvas).map(\.file)
                == ["shots.01-detail-1320x2868.png", "shots.01-detail-1284x2778.png", "shots.01-detail-1242x2208.png", "shots.01-detail-2064x2752.png"])
    }

    /// `batch --layout fastlane`: four RGB PNGs at the four sizes; in the 1320 × 2868 one the
    /// screen's blue fills the screen from (152, 472), the glass (#0A0A0C) and the band
    /// (black titanium #3C3C3D) lie above it where the hand-worked layout puts them, white
    /// above the device's shadow; Tesseract reads the caption in its band at every size; each
    /// is filed under its own display type.
    @Test func captionBandAndFrameAtEverySize() throws {
        let dir = TemporaryDirectory()
        dir.write("in/shots.yaml", Self.template(Self.framed))
        let r = try ShardCommandTests.run(["batch", "in", "-o", "out", "--layout", "fastlane"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let template = try TemplateLoader.load(path: dir.path + "/in/shots.yaml")
        let look = try #require(template.flow?.screenshots.first?.look)
        let sizes = [(1320, 2868), (1284, 2778), (1242, 2208), (2064, 2752)]
        for (width, height) in sizes {
            let file = dir.path + "/out/shots.01-detail-\(width)x\(height).png"
            let bytes = try #require(FileManager.default.contents(atPath: file), "\(file)")
            let header = try #require(PNGHeader(bytes), "\(file)")
            #expect(header.width == width && header.height == height && header.colorType == 2, "\(file): \(header)")
            let pixmap = try ImageDecoder.decode(path: file)
            let band = try #require(look.frame(width: width, height: height).layout(screen: template.canvas)?.caption)
            let read = try ImportOCRTests.read(pixmap, band, scale: 1)
            #expect(ImportOCRTests.letters(read) == ImportOCRTests.letters(Self.caption), "\(width)x\(height): read \"\(read)\"")
        }
        let big = try ImageDecoder.decode(path: dir.path + "/out/shots.01-detail-1320x2868.png")
        func rgb(_ x: Int, _ y: Int) -> [UInt8] { let p = big[x, y]; return [p.r, p.g, p.b] }
        #expect(rgb(660, 1500) == [0x33, 0x66, 0x99])   // the screen's middle
        #expect(rgb(152, 1500) == [0x33, 0x66, 0x99] && rgb(150, 1500) != [0x33, 0x66, 0x99])  // its left edge at x 152
        #expect(rgb(660, 460) == [10, 10, 12])          // the glass: 472 − 23.1 … 472
        #expect(rgb(660, 443) == [60, 60, 61])          // the band: 437.3 … 448.9
        #expect(rgb(660, 350) == [255, 255, 255])       // the backdrop, between the band and the shadow
        let types = ["APP_IPHONE_67", "APP_IPHONE_65", "APP_IPHONE_55", "APP_IPAD_PRO_3GEN_129"]
        let filed = try FileManager.default.contentsOfDirectory(atPath: dir.path + "/out/screenshots/en-US").sorted()
        #expect(filed == zip(sizes, types).map { "shots.01-detail-\($0.0)x\($0.1)_\($1).png" }.sorted(), "\(filed)")
    }

    /// Without a frame the screen stands alone, its display's corners rounded (62 points),
    /// under the caption: at the clip's own size (one picture, the plain name), scale
    /// min(1100 / 440, 2362 / 956) = 2.4707, screen at x (1320 − 1087.11) / 2 = 116.44 → 116, y 396.
    @Test func captionBandWithoutADevice() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("in/bare.yaml", Self.template("{name: detail, caption: {text: \"\(Self.caption)\", position: top}, background: \"#FFFFFF\"}"))
        let template = try TemplateLoader.load(path: path)
        let shot = try #require(template.flow?.screenshots.first)
        let frame = try #require(shot.look?.frame)
        #expect(!frame.drawsDevice && frame.width == 1320 && frame.height == 2868)
        let layout = try #require(frame.layout(screen: template.canvas))
        #expect(layout.screen.minX == 116 && layout.screen.minY == 396 && layout.screenCornerRadius == 62 * layout.scale)
        #expect(shot.outputs(label: "bare", screen: template.canvas).map(\.file) == ["bare.01-detail.png"])
        let r = try ShardCommandTests.run(["batch", "in", "-o", "out"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let pixmap = try ImageDecoder.decode(path: dir.path + "/out/bare.01-detail.png")
        #expect(pixmap.width == 1320 && pixmap.height == 2868)
        #expect(ImportOCRTests.letters(try ImportOCRTests.read(pixmap, try #require(layout.caption), scale: 1)) == ImportOCRTests.letters(Self.caption))
        let inside = pixmap[660, 1500], corner = pixmap[117, 397]
        #expect([inside.r, inside.g, inside.b] == [0x33, 0x66, 0x99] && [corner.r, corner.g, corner.b] != [0x33, 0x66, 0x99])
    }

    /// Keys the screenshot's frame does not take, a transparent backdrop (App Store screenshots
    /// have no alpha) and an unknown size: one located line each, exit 3.
    @Test(arguments: [
        ("{name: a, frame: {size: [1080, 1920]}}", "flow.steps[0].screenshot.frame: a screenshot's frame takes no size"),
        ("{name: a, frame: {padding: 20}}", "a screenshot's frame takes no padding"),
        ("{name: a, background: transparent}", "flow.steps[0].screenshot.background: App Store screenshots have no alpha channel"),
        ("{name: a, sizes: [iphone-7]}", "unknown App Store screenshot size \"iphone-7\""),
        ("{name: a, sizes: [ipad-13, ipad-13]}", "ipad-13 is listed twice"),
        ("{name: ../a, frame: true}", "\"../a\" is no screenshot name"),
    ])
    func refusals(look: String, message: String) throws {
        let dir = TemporaryDirectory()
        let r = try CLI.run(["validate", dir.write("bad.yaml", Self.template(look))])
        #expect(r.status == 3 && r.stderr.contains(message), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").filter { !$0.contains("warning") }.count == 1, "\(r.stderr)")
    }
}
