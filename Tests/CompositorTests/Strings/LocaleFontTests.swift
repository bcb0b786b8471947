@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor
@testable import CompositorScene

/// Han characters take the locale's CJK face: 直骨次 is drawn differently in each of Japanese,
/// Simplified Chinese, Traditional Chinese and Korean (checked against the faces alone with
/// Pillow's FreeType at 48 px: 直 and 骨 are alike in the JP and KR faces, 次's strokes
/// differ between all four), and the same in every locale without a face of its own as in
/// Japanese.
@Suite struct LocaleFontTests {
    @Test func theLocalePicksTheFace() {
        #expect(FontFallback.cjkFace(locale: "ja") == 0 && FontFallback.cjkFace(locale: nil) == 0 && FontFallback.cjkFace(locale: "de") == 0)
        #expect(FontFallback.cjkFace(locale: "ko") == 1 && FontFallback.cjkFace(locale: "ko-KR") == 1)
        #expect(FontFallback.cjkFace(locale: "zh-Hans") == 2 && FontFallback.cjkFace(locale: "zh") == 2 && FontFallback.cjkFace(locale: "zh-CN") == 2)
        #expect(FontFallback.cjkFace(locale: "zh-Hant") == 3 && FontFallback.cjkFace(locale: "zh-TW") == 3)
        #expect(FontFallback.cjkFace(locale: "zh-HK") == 4 && FontFallback.cjkFace(locale: "zh-Hant-HK") == 4)
    }

    static func draw(_ locale: String?) throws -> Pixmap {
        var canvas = Canvas(size: Size(width: 90, height: 60), scale: 2, backgroundColor: .white)
        canvas.language = locale
        let label = Label(text: "直骨次", font: FontSpec(size: 24), color: .black, alignment: .center, lineHeight: 40)
        return try SceneRenderer(canvas: canvas).render([View(frame: Rect(x: 0, y: 10, width: 90, height: 40), label: label)])
    }

    @Test func hanCharactersTakeTheLocalesForms() throws {
        guard FontFallback.cjk.path.isEmpty == false, FileManager.default.fileExists(atPath: FontFallback.cjk.path) else {
            Issue.record("fonts-noto-cjk is not installed (scripts/setup.sh installs it)"); return
        }
        let faces = try ["ja", "zh-Hans", "zh-Hant", "ko"].map(Self.draw)
        for i in faces.indices {
            for j in faces.indices where j > i {
                let differ = faces[i].pixels != faces[j].pixels  // a Bool, so a failure does not print the pixels
                #expect(differ, "faces \(i) and \(j) draw 直骨次 alike")
            }
        }
        let sameAsJapanese = try Self.draw(nil).pixels == faces[0].pixels && Self.draw("en").pixels == faces[0].pixels
        #expect(sameAsJapanese)
        // Some ink in each: the text is drawn, not missing.
        for face in faces {
            let inked = face.pixels.contains { $0 != face.pixels[0] }
            #expect(inked)
        }
    }
}
