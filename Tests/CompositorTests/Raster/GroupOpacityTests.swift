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
