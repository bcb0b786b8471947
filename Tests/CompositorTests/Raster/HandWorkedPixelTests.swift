@testable import CompositorRaster
import Testing
@testable import Compositor

/// Pixels whose values are worked out by hand in the comments.
@Suite struct HandWorkedPixelTests {
    @Test func halfRedOverWhiteThroughTheRenderer() throws {
        let view = View(frame: Rect(x: 0, y: 0, width: 8, height: 8), backgroundColor: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        let p = try RasterFixtures.renderer(8, 8).render([view])
        // red: 128 + 255·127/255 = 255; green, blue: 0 + 255·127/255 = 127.
        #expect(p[4, 4] == PremultipliedRGBA8(r: 255, g: 127, b: 127, a: 255))
    }

    @Test func imageEdgeAtHalfPixelGivesHalfCoverage() throws {
        // A white image stretched over x 2...10.5 on black: pixel 10 is half covered.
        var white = Pixmap(width: 2, height: 2, fill: PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        white[0, 0] = white[1, 1]
        let assets = AssetStore(images: ["mem:white": white])
        let r = SceneRenderer(canvas: Canvas(size: Size(width: 16, height: 16), scale: 1, backgroundColor: .black), assets: assets)
        let view = View(frame: Rect(x: 2, y: 2, width: 8.5, height: 10), image: ImageContent(path: "mem:white", contentMode: .scaleToFill))
        let p = try r.render([view])
        #expect(p[9, 5].r == 255)
        #expect(p[10, 5].r == 128)
        #expect(p[11, 5].r == 0)
    }

    @Test func borderEdgesAtHalfPixels() throws {
        // Outer edge at x = 10.5, width 2 so the inner edge is at 8.5: pixel 10 and pixel 8 are
        // half covered, pixel 9 fully, pixel 7 not at all.
        let view = View(frame: Rect(x: 2, y: 2, width: 8.5, height: 12), border: Border(width: 2, color: .white))
        let p = try RasterFixtures.renderer(16, 16, background: .black).render([view])
        #expect(p[11, 8].r == 0)
        #expect(p[10, 8].r == 128)
        #expect(p[9, 8].r == 255)
        #expect(p[8, 8].r == 128)
        #expect(p[7, 8].r == 0)
    }

    @Test func twoByTwoImageUpscaledBilinearly() throws {
        // Grey image [0 255; 255 0] stretched to 4×4. Device pixel x samples image x at
        // (x + ½)/2 − ½ = −¼, ¼, ¾, 1¼: clamped to texel 0, then 0 + ¼, 0 + ¾, then texel 1.
        // Weights are eighths of a texel in 1/256: ¼ → 64, ¾ → 192. Each lerp rounds:
        // round((a·(256 − f) + b·f) / 256). Row 1 (y weight 64), column 1 (x weight 64):
        // top = round(255·64/256) = 64 (63.75), bottom = round(255·192/256) = 191 (191.25),
        // value = round((64·192 + 191·64) / 256) = round(96.25) = 96.
        var image = Pixmap(width: 2, height: 2)
        let black = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255), white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)
        image[0, 0] = black; image[1, 0] = white; image[0, 1] = white; image[1, 1] = black
        let r = SceneRenderer(canvas: Canvas(size: Size(width: 4, height: 4), scale: 1), assets: AssetStore(images: ["mem:2x2": image]))
        let p = try r.render([View(frame: Rect(x: 0, y: 0, width: 4, height: 4), image: ImageContent(path: "mem:2x2", contentMode: .scaleToFill))])
        // Row 0 is texel row 0 (clamped): 0, round(255·64/256) = 64, round(255·192/256) = 191, 255.
        // Row 1: column 2 has top 191, bottom 64: round((191·192 + 64·64) / 256) = round(159.25) = 159.
        // Rows 2 and 3 mirror rows 1 and 0 with black and white swapped.
        let expected: [[UInt8]] = [
            [0, 64, 191, 255],
            [64, 96, 159, 191],
            [191, 159, 96, 64],
            [255, 191, 64, 0],
        ]
        for y in 0..<4 { for x in 0..<4 { #expect(p[x, y].r == expected[y][x], "pixel (\(x), \(y))") } }
    }

    @Test func shadowBlurIsSymmetricAndKeepsItsInk() {
        // A 5×5 solid square (255 each, 6375 in all) in a mask padded by the blur's reach.
        let boxes = ShadowBlur.boxes(sigma: 3)
        #expect(boxes.allSatisfy { $0 % 2 == 1 })
        let pad = ShadowBlur.reach(boxes), side = 5 + 2 * pad
        var mask = [UInt8](repeating: 0, count: side * side)
        for y in pad..<(pad + 5) { for x in pad..<(pad + 5) { mask[y * side + x] = 255 } }
        let out = ShadowBlur.blur(mask, width: side, height: side, boxes: boxes)
        for y in 0..<side {
            for x in 0..<side {
                let v = out[y * side + x]
                #expect(v == out[y * side + (side - 1 - x)] && v == out[(side - 1 - y) * side + x] && v == out[x * side + y])
            }
        }
        // Each box sum keeps the total exactly; only the two roundings move it, by at most half
        // a unit per pixel each: here the total stays within 1% of 6375.
        let total = out.reduce(0) { $0 + Int($1) }
        #expect(abs(total - 6375) <= 64, "total \(total)")
        #expect(out[(pad + 2) * side + pad + 2] < 255 && out[0] == 0)
    }

    @Test func blurBoxesApproximateTheGaussian() {
        // Three boxes of widths w have variance Σ (w² − 1) / 12 ≈ σ².
        for sigma in [1.0, 2.5, 6, 20] {
            let variance = ShadowBlur.boxes(sigma: sigma).reduce(0.0) { $0 + Double($1 * $1 - 1) / 12 }
            #expect(abs(variance.squareRoot() - sigma) < 0.35, "sigma \(sigma): \(variance.squareRoot())")
        }
    }
}
