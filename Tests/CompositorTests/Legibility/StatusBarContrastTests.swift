@testable import CompositorRaster
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
///
/// Sampled (`moments`): a segue at every 0.05 of its progress, a flow at 5 frames a second,
/// each distinct moment once; the bar's coverage is drawn once per bar. Measured in a debug
/// build on a loaded 2-core machine (load 27): 85-96 s of CPU for all 22 templates (the
/// earlier sweep, 41 points a transition and 20 frames a second, took ~15 min). What it found
/// and `ChromeHandover` now reads: flip-horizontal's turning edge across the cellular bars
/// (1.0 and 1.12 : 1, by the glyph's centre), slide-from-top's green tile under 9:41 (2.02 : 1,
/// the dark screen's white); recorded-preview and appstore-preview pass since the merge fix.
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

    /// The bar alone, drawn over black and over white: each pixel's coverage, kept per bar
    /// (a clip's bar changes only at a handover). Also the strip's renderers, one per
    /// background, kept for the whole clip as a clip's render keeps its own: their caches
    /// (mip chains, glyph masks, layer backing stores) are exact, so the pixels are those of a
    /// fresh renderer for every strip, drawn with less work (a fresh renderer per strip made
    /// the sweep rebuild every image's mip chain twice a moment).
    final class Coverage {
        var bars: [(bar: [View], onBlack: Pixmap, onWhite: Pixmap)] = []
        var renderers: [Color: SceneRenderer] = [:]
    }

    /// The lowest glyph contrast in the frame `layers` (nil when it shows no status bar), with
    /// the glyph's id.
    static func lowestContrast(_ layers: [View], width: Double, assets: AssetStore, background: Color,
                               coverage: Coverage = Coverage()) throws -> (ratio: Double, glyph: String)? {
        let bars = layers.filter { $0.id == "statusBar" }
        guard let shape = bars.first else { return nil }
        let strip = Size(width: width, height: 60)
        func render(_ views: [View], over color: Color) throws -> Pixmap {
            let renderer = coverage.renderers[color] ?? SceneRenderer(canvas: Canvas(size: strip, scale: 2, backgroundColor: color), assets: assets)
            coverage.renderers[color] = renderer
            return try renderer.render(views)
        }
        let with = try render(layers, over: background)
        let without = try render(layers.filter { $0.id != "statusBar" && $0.id != "homeIndicator" }.map(backdrop), over: background)
        if !coverage.bars.contains(where: { $0.bar == bars }) {
            // At full opacity: a bar drawn faded (the cross-fade over a compact sheet this
            // sweep once missed) is still read where its glyphs' ink lies.
            let opaque = bars.map { var v = $0; v.alpha = 1; return v }
            coverage.bars.append((bars, try render(opaque, over: .black), try render(opaque, over: .white)))
        }
        let (_, onBlack, onWhite) = coverage.bars.first { $0.bar == bars }!
        var lowest: (ratio: Double, glyph: String)?
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
            let median = ratios.sorted()[ratios.count / 2]
            if median < lowest?.ratio ?? .infinity { lowest = (median, glyph.id ?? "glyph") }
        }
        return lowest
    }

    /// The moments the sweep reads in `clip`: a segue at 21 points of its progress (every
    /// 0.05); an interactive one at every frame of its clip instead (the drag, its release and
    /// the settle: the screens stand where the finger holds them, at progress values the grid
    /// misses, and never at those the drag does not reach); a flow at 5 frames a second. A
    /// moment whose layers are the previous one's is read once.
    static func moments(_ clip: ClipFrames, _ direction: SegueDirection) -> [(String, [View])] {
        let frames: [(String, [View])]
        if let flow = clip.flow {
            let count = Int((flow.duration * Rational(5, 1)).doubleValue)
            frames = (0...count).compactMap { i in clip.layers(atTime: Rational(Int64(i), 5)).map { ("t=\(Double(i) / 5) s", $0) } }
        } else {
            if clip.template.segue.gesture != nil {
                frames = (0..<clip.frameCount).map { i in ("\(direction) frame \(i)", clip.layers(at: FrameIndex(i))) }
            } else {
                frames = (0...20).map { i in ("\(direction) p=\(Double(i) / 20)", clip.layers(atProgress: Double(i) / 20)) }
            }
        }
        var previous: [View]?
        return frames.filter { frame in
            defer { previous = frame.1 }
            return frame.1 != previous
        }
    }

    /// Every bundled template, both directions (a flow: its one clip), sampled through its
    /// transition or its whole flow (`moments`): every status-bar glyph at ≥ 3 : 1 against
    /// what is under it.
    @Test(arguments: BundledTemplateTests.files)
    func statusBarGlyphsContrastWithWhatIsUnderThem(_ file: String) throws {
        let template = try TemplateLoader.load(path: BundledTemplateTests.folder + "/" + file)
        let assets = try AssetLoader.load(template)
        let width = template.canvas.size.width, background = template.canvas.backgroundColor
        var read = 0
        for direction in template.flow == nil ? template.segue.directions : [.present] {
            let clip = try ClipFrames(template: template, direction: direction)
            let coverage = Coverage()
            for (when, layers) in Self.moments(clip, direction) {
                guard let lowest = try Self.lowestContrast(layers, width: width, assets: assets, background: background,
                                                           coverage: coverage) else { continue }
                read += 1
                #expect(lowest.ratio >= Self.threshold,
                        "\(file) \(when): \(lowest.glyph) at \(String(format: "%.2f", lowest.ratio)) : 1")
            }
        }
        if template.canvas.chrome.statusBar { #expect(read > 0, "\(file): no status bar read") }
    }
}
