import Testing
@testable import Compositor

/// One small scene per feature, compared exactly with Tests/CompositorTests/Golden/<area>/.
@Suite struct GoldenRenderTests {
    typealias F = RasterFixtures

    @Test func imageContentModes() throws {
        // Four 28×40 image views on tinted backgrounds, left to right: scaleToFill,
        // scaleAspectFit, scaleAspectFill (clipped, rounded) and center (one image pixel per
        // device pixel at 2x, so the 16×10 photo is 8×5 points).
        let modes: [ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center]
        let views = modes.enumerated().map { i, mode in
            View(frame: Rect(x: 4 + Double(i) * 32, y: 4, width: 28, height: 40), backgroundColor: F.hex("#D8E2F0"),
                 cornerRadius: mode == .scaleAspectFill ? 8 : 0, clipsToBounds: mode == .scaleAspectFill,
                 image: ImageContent(path: "mem:photo", contentMode: mode))
        }
        GoldenImage.check(try F.renderer(132, 48, scale: 2).render(views), area: "images", name: "content-modes")
    }

    @Test func imageRotatedAndThumbnails() throws {
        // Left: the photo scaled up and rotated 20° (bilinear, anti-aliased edges). Right: the
        // 1-pixel stripes at 1/4 and 3/8 size through mip levels (flat grey, no moiré), and at
        // 1:1 (copied rows).
        let views = [
            View(frame: Rect(x: 6, y: 10, width: 48, height: 30), transform: ViewTransform(rotation: 20 * .pi / 180),
                 image: ImageContent(path: "mem:photo", contentMode: .scaleToFill)),
            View(frame: Rect(x: 64, y: 4, width: 16, height: 16), image: ImageContent(path: "mem:stripes", contentMode: .scaleToFill)),
            View(frame: Rect(x: 84, y: 4, width: 24, height: 24), image: ImageContent(path: "mem:stripes", contentMode: .scaleToFill)),
            View(frame: Rect(x: 64, y: 32, width: 28, height: 28), cornerRadius: 6, clipsToBounds: true,
                 image: ImageContent(path: "mem:stripes", contentMode: .center)),
        ]
        GoldenImage.check(try F.renderer(112, 64).render(views), area: "images", name: "rotated-and-thumbnails")
    }

    @Test func nestedRoundedClip() throws {
        // A rounded card clips a rotated rounded panel, which clips a striped bar and the photo
        // sticking out of both; the card's own border stays on top.
        let bar = View(frame: Rect(x: -10, y: 14, width: 80, height: 10), backgroundColor: F.hex("#E4572E"))
        let photo = View(frame: Rect(x: 20, y: 26, width: 40, height: 30), image: ImageContent(path: "mem:photo", contentMode: .scaleToFill))
        let panel = View(frame: Rect(x: 12, y: 10, width: 44, height: 40), transform: ViewTransform(rotation: 0.35),
                         backgroundColor: F.hex("#76B041"), cornerRadius: 10, clipsToBounds: true, subviews: [bar, photo])
        let card = View(frame: Rect(x: 6, y: 6, width: 60, height: 52), backgroundColor: F.hex("#17BEBB"), cornerRadius: 14,
                        clipsToBounds: true, border: Border(width: 1.5, color: F.hex("#2E282A")), subviews: [panel])
        GoldenImage.check(try F.renderer(72, 64, scale: 1).render([card]), area: "clip", name: "nested-rounded")
    }

    @Test func groupAndMovingContentInsideRotatedClip() throws {
        // A rotated, rounded, clipping panel holding a half-transparent group of two overlapping
        // squares (composited through the clip's shape) and a photo moved half out of it.
        let group = View(frame: Rect(x: -6, y: 4, width: 40, height: 30), alpha: 0.6, subviews: [
            View(frame: Rect(x: 0, y: 0, width: 26, height: 20), backgroundColor: F.hex("#E4572E"), cornerRadius: 3),
            View(frame: Rect(x: 14, y: 10, width: 26, height: 20), backgroundColor: F.hex("#3A506B"), cornerRadius: 3),
        ])
        let photo = View(frame: Rect(x: 30.5, y: 22.25, width: 32, height: 20), image: ImageContent(path: "mem:photo", contentMode: .scaleToFill))
        let panel = View(frame: Rect(x: 10, y: 8, width: 52, height: 44), transform: ViewTransform(rotation: -0.3),
                         backgroundColor: F.hex("#FFC914"), cornerRadius: 12, clipsToBounds: true, subviews: [group, photo])
        GoldenImage.check(try F.renderer(72, 60).render([panel]), area: "clip", name: "group-in-rotated-clip")
    }

    @Test func borders() throws {
        // Hairline on a rounded card, a thick border wider than half the radius, a border on a
        // rotated square, and a border over a subview (drawn above it).
        let views = [
            View(frame: Rect(x: 4.5, y: 4.5, width: 30, height: 20), backgroundColor: .white, cornerRadius: 6,
                 border: Border(width: 1, color: F.hex("#3A506B"))),
            View(frame: Rect(x: 40, y: 4, width: 30, height: 20), cornerRadius: 8, border: Border(width: 5, color: F.hex("#E4572E"))),
            View(frame: Rect(x: 10, y: 32, width: 20, height: 20), transform: ViewTransform(rotation: 0.5), cornerRadius: 3,
                 border: Border(width: 2.5, color: F.hex("#76B041"))),
            View(frame: Rect(x: 42, y: 30, width: 26, height: 26), backgroundColor: F.hex("#FFC914"), cornerRadius: 13,
                 border: Border(width: 3, color: F.hex("#2E282A")),
                 subviews: [View(frame: Rect(x: -4, y: 10, width: 34, height: 6), backgroundColor: F.hex("#17BEBB"))]),
        ]
        GoldenImage.check(try F.renderer(74, 60, scale: 1).render(views), area: "border", name: "borders")
    }

    @Test func shadows() throws {
        // A rounded card with CALayer's usual soft shadow (offset 0,4; radius 6; opacity 0.5),
        // a rotated square with a hard red shadow, and a clipping view whose shadow is clipped
        // away as masksToBounds does.
        let views = [
            View(frame: Rect(x: 8, y: 8, width: 36, height: 28), backgroundColor: .white, cornerRadius: 8,
                 shadow: Shadow(color: .black, opacity: 0.5, radius: 6, offset: Size(width: 0, height: 4))),
            View(frame: Rect(x: 56, y: 12, width: 20, height: 20), transform: ViewTransform(rotation: 0.3), backgroundColor: F.hex("#17BEBB"),
                 shadow: Shadow(color: F.hex("#E4572E"), opacity: 1, radius: 1, offset: Size(width: 3, height: 3))),
            View(frame: Rect(x: 20, y: 46, width: 40, height: 12), backgroundColor: F.hex("#FFC914"), cornerRadius: 6, clipsToBounds: true,
                 shadow: Shadow(color: .black, opacity: 1, radius: 4, offset: Size(width: 0, height: 4))),
        ]
        GoldenImage.check(try F.renderer(88, 64, scale: 1, background: F.hex("#E8ECEF")).render(views), area: "shadow", name: "shadows")
    }

    @Test func groupOpacity() throws {
        // Left: a half-transparent group of two overlapping squares (the overlap shows only the
        // top one). Right: the same squares each at half alpha (the overlap mixes them).
        func squares(_ alpha: Double) -> [View] {
            [View(frame: Rect(x: 0, y: 0, width: 24, height: 24), alpha: alpha, backgroundColor: F.hex("#E4572E"), cornerRadius: 4),
             View(frame: Rect(x: 12, y: 12, width: 24, height: 24), alpha: alpha, backgroundColor: F.hex("#3A506B"), cornerRadius: 4)]
        }
        let views = [
            View(frame: Rect(x: 4, y: 4, width: 36, height: 36), alpha: 0.5, subviews: squares(1)),
            View(frame: Rect(x: 46, y: 4, width: 36, height: 36), subviews: squares(0.5)),
        ]
        GoldenImage.check(try F.renderer(86, 44, scale: 1).render(views), area: "group", name: "opacity")
    }

    @Test func gradients() throws {
        // Vertical two-stop, diagonal three-stop with rounded corners, the same rotated, and a
        // fading (transparent-end) gradient over a photo.
        let three = LinearGradient(stops: [.init(color: F.hex("#E4572E"), location: 0), .init(color: F.hex("#FFC914"), location: 0.4),
                                           .init(color: F.hex("#17BEBB"), location: 1)], start: Point(x: 0, y: 0), end: Point(x: 1, y: 1))
        let views = [
            View(frame: Rect(x: 4, y: 4, width: 24, height: 40),
                 gradient: LinearGradient(stops: [.init(color: F.hex("#2E282A"), location: 0), .init(color: .white, location: 1)])),
            View(frame: Rect(x: 32, y: 4, width: 30, height: 40), gradient: three, cornerRadius: 10),
            View(frame: Rect(x: 68, y: 8, width: 30, height: 30), transform: ViewTransform(rotation: 0.6), gradient: three, cornerRadius: 6),
            View(frame: Rect(x: 104, y: 4, width: 32, height: 40), clipsToBounds: true,
                 image: ImageContent(path: "mem:photo", contentMode: .scaleAspectFill),
                 subviews: [View(frame: Rect(x: 0, y: 16, width: 32, height: 24),
                                 gradient: LinearGradient(stops: [.init(color: .clear, location: 0), .init(color: .black, location: 1)]))]),
        ]
        GoldenImage.check(try F.renderer(140, 48, scale: 1).render(views), area: "gradient", name: "linear")
    }

    @Test func rotatedRects() throws {
        // Squares at 0°, 15°, 45° and 80° at fractional positions, and a thin rotated line.
        let views = [0.0, 15, 45, 80].enumerated().map { i, degrees in
            View(frame: Rect(x: 4.3 + Double(i) * 20, y: 6.6, width: 14, height: 14),
                 transform: ViewTransform(rotation: degrees * .pi / 180), backgroundColor: F.hex("#3A506B"), cornerRadius: i == 3 ? 3 : 0)
        } + [View(frame: Rect(x: 6, y: 28, width: 70, height: 1.2), transform: ViewTransform(rotation: 0.12), backgroundColor: F.hex("#E4572E"))]
        GoldenImage.check(try F.renderer(84, 36, scale: 1).render(views), area: "geometry", name: "rotated-rects")
    }
}
