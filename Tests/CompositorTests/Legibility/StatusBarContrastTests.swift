import Foundation
import Testing
@testable import Compositor

/// The status bar stays readable through every bundled template's transitions (issue 44): its
/// glyphs are read from pixels against what the frame draws under them, and the contrast is
/// never below 3 : 1.
///
/// Threshold: WCAG 2.1's 3 : 1, the minimum for large text (SC 1.4.3) and for the graphical
/// parts of a control (SC 1.4.11); the bar's glyphs are 17-point semibold text and icons.
/// Worked with WCAG's relative luminance: black glyphs on #1C1C1E (L = 0.0116) are
/// (0.0116 + 0.05) / 0.05 = 1.23 : 1, what the midpoint switch drew over
/// `slide-from-top-navigation`'s dark screen; white glyphs there are 1.05 / 0.0616 = 17.0 : 1;
/// white on #EFEFF4 (L = 0.86) is 1.15 : 1.
///
/// Reading: each sampled frame's top strip (60 points, at 2×) is drawn with the window's
/// chrome, and without it and without the screens' text and symbols (what the bar's style is
/// chosen against: a screen's labels pass under the bar on iOS too). The bar alone, drawn over black and over white, gives each pixel's
/// coverage (1 − (white − black) / 255); a glyph's ink is its pixels covered ≥ 90 %. A glyph's
/// contrast is the median, over its ink, of the ratio between the pixel with the bar and the
/// same pixel without it, so a screen's edge passing through a glyph counts as what most of
/// it shows.
@Suite struct StatusBarContrastTests {
    static let threshold = 3.0

    /// WCAG 2.1's relative luminance of an opaque sRGB pixel.
    static func luminance(_ p: PremultipliedRGBA8) -> Double {
        func linear(_ c: UInt8) -> Double {
            let s = Double(c) / 255
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(p.r) + 0.7152 * linear(p.g) + 0.0722 * linear(p.b)
    }

    static func ratio(_ a: PremultipliedRGBA8, _ b: PremultipliedRGBA8) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// The worked numbers above, from the formula.
    @Test func workedContrasts() {
        let dark = PremultipliedRGBA8(r: 0x1C, g: 0x1C, b: 0x1E, a: 255)
        let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255), black = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)
        #expect(abs(Self.ratio(black, dark) - 1.23) < 0.01)
        #expect(abs(Self.ratio(white, dark) - 17.0) < 0.1)
        #expect(abs(Self.ratio(white, PremultipliedRGBA8(r: 0xEF, g: 0xEF, b: 0xF4, a: 255)) - 1.15) < 0.01)
    }

    /// `view` without its text and symbols: the fills and pictures a bar's style is chosen
    /// against (a screen's labels pass under the bar as its content scrolls, on iOS too).
    static func backdrop(_ view: View) -> View {
        var v = view
        v.label = nil
        v.icon = nil
        v.subviews = v.subviews.map(backdrop)
        return v
    }

    /// The lowest glyph contrast in the frame `layers` (nil when it shows no status bar).
    static func lowestContrast(_ layers: [View], width: Double, assets: AssetStore, background: Color) throws -> Double? {
        let bars = layers.filter { $0.id == "statusBar" }
        guard let shape = bars.first else { return nil }
        let strip = Size(width: width, height: 60)
        func render(_ views: [View], over color: Color) throws -> Pixmap {
            try SceneRenderer(canvas: Canvas(size: strip, scale: 2, backgroundColor: color), assets: assets).render(views)
        }
        let with = try render(layers, over: background)
        let without = try render(layers.filter { $0.id != "statusBar" && $0.id != "homeIndicator" }.map(backdrop), over: background)
        let onBlack = try render(bars, over: .black), onWhite = try render(bars, over: .white)
        var lowest = Double.infinity
        for glyph in shape.subviews where glyph.id != "statusBar.cutout" {
            let box = Rect(x: shape.frame.minX + glyph.frame.minX, y: shape.frame.minY + glyph.frame.minY,
                           width: glyph.frame.width, height: glyph.frame.height)
            var ratios: [Double] = []
            for y in max(0, Int(box.minY * 2))..<min(with.height, Int((box.maxY * 2).rounded(.up))) {
                for x in max(0, Int(box.minX * 2))..<min(with.width, Int((box.maxX * 2).rounded(.up))) {
                    let coverage = 1 - (Double(onWhite[x, y].g) - Double(onBlack[x, y].g)) / 255
                    if coverage >= 0.9 { ratios.append(ratio(with[x, y], without[x, y])) }
                }
            }
            guard !ratios.isEmpty else { continue }
            lowest = min(lowest, ratios.sorted()[ratios.count / 2])
        }
        return lowest.isFinite ? lowest : nil
    }

    /// Every bundled template, both directions (a flow: its one clip), sampled through its
    /// transition (41 progress points) or its whole flow (20 frames a second): every status-bar
    /// glyph at ≥ 3 : 1 against what is under it.
    @Test(.disabled("issue 44: still below 3:1 on 5028ab8+legible4 — flip-horizontal where the turning face's edge crosses a glyph (1.0-1.7), recorded-preview (1.12: the recording's pixels are not in the model), one appstore-preview frame (1.50); ~15 min in a debug build, to be cut"),
          arguments: BundledTemplateTests.files)
    func statusBarGlyphsContrastWithWhatIsUnderThem(_ file: String) throws {
        let template = try TemplateLoader.load(path: BundledTemplateTests.folder + "/" + file)
        let assets = try AssetLoader.load(template)
        let width = template.canvas.size.width, background = template.canvas.backgroundColor
        var read = 0
        for direction in template.flow == nil ? SegueDirection.allCases : [.present] {
            let clip = try ClipFrames(template: template, direction: direction)
            let frames: [(String, [View])]
            if let flow = clip.flow {
                let count = Int((flow.duration * Rational(20, 1)).doubleValue)
                frames = (0...count).compactMap { i in clip.layers(atTime: Rational(Int64(i), 20)).map { ("t=\(Double(i) / 20) s", $0) } }
            } else {
                frames = (0...40).map { i in ("\(direction) p=\(Double(i) / 40)", clip.layers(atProgress: Double(i) / 40)) }
            }
            for (when, layers) in frames {
                guard let lowest = try Self.lowestContrast(layers, width: width, assets: assets, background: background) else { continue }
                read += 1
                #expect(lowest >= Self.threshold, "\(file) \(when): a status-bar glyph at \(String(format: "%.2f", lowest)) : 1")
            }
        }
        if template.canvas.chrome.statusBar { #expect(read > 0, "\(file): no status bar read") }
    }
}
