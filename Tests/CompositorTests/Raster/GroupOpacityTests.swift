import Foundation
import Testing
@testable import Compositor

@Suite struct GroupOpacityTests {
    let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    @Test func overlappingChildrenDoNotShowThrough() throws {
        // A group at alpha 0.5 holding red and then blue, overlapping, over white: the overlap
        // is blue at half over white (127, 127, 255), with no red in it.
        let group = View(frame: Rect(x: 0, y: 0, width: 16, height: 16), alpha: 0.5, subviews: [
            View(frame: Rect(x: 0, y: 0, width: 10, height: 10), backgroundColor: red),
            View(frame: Rect(x: 6, y: 6, width: 10, height: 10), backgroundColor: blue),
        ])
        let p = try RasterFixtures.renderer(16, 16).render([group])
        #expect(p[8, 8] == PremultipliedRGBA8(r: 127, g: 127, b: 255, a: 255))
        #expect(p[2, 2] == PremultipliedRGBA8(r: 255, g: 127, b: 127, a: 255))
        #expect(p[14, 14] == PremultipliedRGBA8(r: 127, g: 127, b: 255, a: 255))
    }

    @Test func fadingWrapperOfOneLeafNeedsNoLayer() throws {
        // A view that draws nothing, holding one leaf, fades like the leaf at the product alpha.
        let leaf = View(frame: Rect(x: 2, y: 3, width: 9, height: 7), backgroundColor: red, cornerRadius: 2)
        let wrapper = View(frame: Rect(x: 1.5, y: 0, width: 14, height: 14), alpha: 0.5, subviews: [leaf])
        #expect(!wrapper.needsGroupLayer)
        var direct = leaf
        direct.frame.origin.x += 1.5
        direct.alpha = 0.5
        let r = RasterFixtures.renderer(16, 16)
        #expect(try r.render([wrapper]) == r.render([direct]))
        var busy = wrapper
        busy.backgroundColor = blue
        #expect(busy.needsGroupLayer)
    }

    @Test func scratchLayersAreReusedAndCleared() throws {
        // Rendering the same group twice with one renderer gives the same frame (the recycled
        // layer starts transparent), and a different group in between does not leak into it.
        let r = RasterFixtures.renderer(16, 16)
        let group = View(frame: Rect(x: 0, y: 0, width: 12, height: 12), alpha: 0.6, subviews: [
            View(frame: Rect(x: 0, y: 0, width: 8, height: 8), backgroundColor: red),
            View(frame: Rect(x: 4, y: 4, width: 8, height: 8), backgroundColor: blue),
        ])
        let first = try r.render([group])
        var other = group
        other.frame = Rect(x: 2, y: 2, width: 14, height: 14)
        other.subviews[0].backgroundColor = .black
        _ = try r.render([other])
        #expect(try r.render([group]) == first)
    }
}

@Suite struct ShapedClipContentTests {
    @Test func labelInsideRoundedClipIsCutByTheCorner() throws {
        // Big dark text spilling over a rounded, clipping card's top-left corner: the corner
        // pixel outside the arc keeps the white background, while the text shows inside.
        let label = View(frame: Rect(x: -6, y: -14, width: 140, height: 60),
                         label: Label(text: "MW", font: FontSpec(size: 48, weight: .bold), color: .black))
        let card = View(frame: Rect(x: 4, y: 4, width: 56, height: 40), backgroundColor: Color(red: 1, green: 0.8, blue: 0.8),
                        cornerRadius: 16, clipsToBounds: true, subviews: [label])
        let p = try RasterFixtures.renderer(64, 48).render([card])
        #expect(p[4, 4] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(p[5, 5] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect((4..<60).contains { x in (4..<44).contains { y in p[x, y].r < 100 } }, "no text drawn")
        // Outside the card nothing is drawn at all, though the label's frame reaches there.
        #expect((0..<64).allSatisfy { x in p[x, 2] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255) })
    }
}

@Suite struct GoldenFailureTests {
    @Test func mismatchWritesActualAndDiffOutsideTheSourceTree() throws {
        // Checked against the committed group golden, a different picture must fail and leave
        // the actual and diff images under .build/golden-failures/.
        let wrong = Pixmap(width: 86, height: 44, fill: PremultipliedRGBA8(r: 1, g: 2, b: 3, a: 255))
        let folder = GoldenImage.failureFolder.appendingPathComponent("group")
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("opacity.diff.png"))
        withKnownIssue {
            GoldenImage.check(wrong, area: "group", name: "opacity")
        }
        #expect(folder.path.contains("/.build/golden-failures/"))
        #expect(try ImageDecoder.decode(path: folder.appendingPathComponent("opacity.actual.png").path) == wrong)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("opacity.diff.png").path))
    }
}
