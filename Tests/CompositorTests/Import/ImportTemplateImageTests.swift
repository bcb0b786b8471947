import Foundation
import Testing
@testable import Compositor

/// Issue 48: template images are tinted as UIKit draws them — an imageset rendered as template
/// (`"template-rendering-intent": "template"`), an image view's `renderingMode="template"`, a
/// system button's image — in the view's tint colour (its own `tintColor`, else its nearest
/// ancestor's, else systemBlue): each pixel the tint times the image's alpha.
@Suite struct ImportTemplateImageTests {
    /// Hand-worked: tinting keeps only alpha. An opaque red pixel in systemBlue (#007AFF) is
    /// #007AFF; a half-transparent green one (premultiplied 0,128,0,128) is the blue times
    /// 128/255, rounded: 0, 61, 128, 128; a clear one stays clear. A half-transparent tint
    /// (#007AFF80, premultiplied 0,61,128,128) times an opaque pixel is itself.
    @Test func tintingKeepsOnlyAlpha() {
        let image = Pixmap(width: 3, height: 1, pixels: [
            PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255).packed, PremultipliedRGBA8(r: 0, g: 128, b: 0, a: 128).packed, 0,
        ])
        let blue = Color(r8: 0, g8: 122, b8: 255).premultiplied()
        let tinted = image.tinted(blue)
        #expect(tinted[0, 0] == PremultipliedRGBA8(r: 0, g: 122, b: 255, a: 255), "\(tinted[0, 0])")
        #expect(tinted[1, 0] == PremultipliedRGBA8(r: 0, g: 61, b: 128, a: 128), "\(tinted[1, 0])")
        #expect(tinted[2, 0] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0))
        let halfBlue = Color(r8: 0, g8: 122, b8: 255, a8: 128).premultiplied()
        #expect(halfBlue == PremultipliedRGBA8(r: 0, g: 61, b: 128, a: 128))
        #expect(image.tinted(halfBlue)[0, 0] == halfBlue, "\(image.tinted(halfBlue)[0, 0])")
    }

    /// A xib whose root view is tinted systemGreen: a template imageset in an image view with
    /// its own systemRed tint, the same one inheriting green, an original imageset as it is,
    /// the original one with `renderingMode="template"`, and a system button showing it.
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="ROO-tt-001">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <subviews>
                    <imageView contentMode="scaleToFill" image="glyph" id="RED-tt-001">
                        <rect key="frame" x="20" y="100" width="4" height="4"/>
                        <color key="tintColor" systemColor="systemRedColor"/>
                    </imageView>
                    <imageView contentMode="scaleToFill" image="glyph" id="GRN-tt-001">
                        <rect key="frame" x="40" y="100" width="4" height="4"/>
                    </imageView>
                    <imageView contentMode="scaleToFill" image="photo" id="PHO-tt-001">
                        <rect key="frame" x="60" y="100" width="4" height="4"/>
                    </imageView>
                    <imageView contentMode="scaleToFill" id="TPL-tt-001">
                        <rect key="frame" x="80" y="100" width="4" height="4"/>
                        <imageReference key="image" image="photo" renderingMode="template"/>
                    </imageView>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="BTN-tt-001">
                        <rect key="frame" x="100" y="100" width="4" height="4"/>
                        <state key="normal" image="photo"/>
                    </button>
                </subviews>
                <color key="tintColor" systemColor="systemGreenColor"/>
            </view>
        </objects>
    </document>
    """

    /// A 6×6 image at 3x: the left half opaque black, the right half white at half alpha.
    static func png() throws -> Data {
        var p = Pixmap(width: 6, height: 6)
        for y in 0..<6 { for x in 0..<6 { p[x, y] = x < 3 ? PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255) : PremultipliedRGBA8(r: 128, g: 128, b: 128, a: 128) } }
        return Data(try PNGWriter.encode(p))
    }

    @Test func templateImagesImportTinted() throws {
        let dir = TemporaryDirectory()
        dir.write("View.xib", Self.xib)
        for (name, template) in [("glyph", true), ("photo", false)] {
            var entry: [String: Any] = ["images": [["filename": "\(name)@3x.png", "idiom": "universal", "scale": "3x"]], "info": ["author": "xcode", "version": 1]]
            if template { entry["properties"] = ["template-rendering-intent": "template"] }
            dir.write("Assets.xcassets/\(name).imageset/Contents.json", String(decoding: try JSONSerialization.data(withJSONObject: entry), as: UTF8.self))
            try Self.png().write(to: URL(fileURLWithPath: dir.path + "/Assets.xcassets/\(name).imageset/\(name)@3x.png"))
        }
        let out = dir.path + "/out"
        let result = try StoryboardImporter.run(dir.path + "/View.xib", into: out, options: StoryboardImporter.Options(assets: dir.path + "/Assets.xcassets"))
        let files = try FileManager.default.contentsOfDirectory(atPath: out + "/assets").sorted()
        // systemRed #FF3B30, systemGreen #34C759 (light).
        #expect(files == ["glyph.tint-34C759FF@3x.png", "glyph.tint-FF3B30FF@3x.png", "photo.tint-34C759FF@3x.png", "photo@3x.png"], "\(files) \(result.notes)")
        let scene = try String(contentsOfFile: out + "/" + (result.files.first { $0.hasPrefix("scenes/") } ?? ""), encoding: .utf8)
        for file in files { #expect(scene.contains("../assets/" + file), "\(file) in \(scene)") }
        // The original is copied byte for byte; the tinted ones are the tint times alpha.
        #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/assets/photo@3x.png")) == Self.png())
        let red = try ImageDecoder.decode(path: out + "/assets/glyph.tint-FF3B30FF@3x.png")
        #expect(red[0, 0] == PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255), "\(red[0, 0])")
        // 255·128/255 = 128, 59·128/255 = 29.6 → 30, 48·128/255 = 24.1 → 24.
        #expect(red[5, 5] == PremultipliedRGBA8(r: 128, g: 30, b: 24, a: 128), "\(red[5, 5])")
        let green = try ImageDecoder.decode(path: out + "/assets/photo.tint-34C759FF@3x.png")
        #expect(green[1, 1] == PremultipliedRGBA8(r: 52, g: 199, b: 89, a: 255), "\(green[1, 1])")
        let validate = try CLI.run(["validate", out + "/scenes.yaml"])
        #expect(validate.status == 0, "\(validate.stderr)")
    }
}
