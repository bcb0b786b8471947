import Compositor

/// The synthetic screen `bench` times as "seed-like": what the seeds' segues show, a pet app's
/// grid of rounded cards with shadows, photo thumbnails, labels and a hero photo, on a 1080p canvas.
/// The photo is made procedurally (1200×900, so thumbnails sample mip levels).
enum SeedLikeScreen {
    static func frameSet() -> FrameSet {
        let canvas = Canvas(size: Size(width: 960, height: 540), scale: 2, backgroundColor: .black)
        let assets = AssetStore(images: ["bench:photo": photo(width: 1200, height: 900), "bench:avatar": photo(width: 256, height: 256)])
        let frames = (0..<5).map { i in screen(heroOffset: Double(i) * 7.25) }
        return FrameSet(name: "seed-like screen", canvas: canvas, assets: assets, frames: frames)
    }

    static func screen(heroOffset: Double) -> [View] {
        let ink = Color(hex: "#1C1C1E")!, grey = Color(hex: "#AEAEB2")!
        var cards: [View] = []
        for index in 0..<6 {
            let x = 20 + Double(index % 3) * 190, y = 80 + Double(index / 3) * 220
            cards.append(View(frame: Rect(x: x, y: y, width: 176, height: 204), backgroundColor: .white, cornerRadius: 14,
                              shadow: Shadow(color: .black, opacity: 0.15, radius: 6, offset: Size(width: 0, height: 2)),
                              subviews: [
                                  View(frame: Rect(x: 8, y: 8, width: 160, height: 120), cornerRadius: 10, clipsToBounds: true,
                                       image: ImageContent(path: "bench:photo", contentMode: .scaleAspectFill)),
                                  View(frame: Rect(x: 12, y: 140, width: 150, height: 22), label: Label(text: "Biscuit \(index + 1)")),
                                  View(frame: Rect(x: 12, y: 168, width: 100, height: 12), backgroundColor: grey, cornerRadius: 4),
                                  View(frame: Rect(x: 140, y: 168, width: 24, height: 24), cornerRadius: 12, clipsToBounds: true,
                                       image: ImageContent(path: "bench:avatar", contentMode: .scaleAspectFill)),
                              ]))
        }
        return [View(frame: Rect(x: 0, y: 0, width: 960, height: 540), backgroundColor: Color(hex: "#F2F2F7")!, subviews: [
            View(frame: Rect(x: 0, y: 0, width: 960, height: 60), backgroundColor: .white,
                 subviews: [View(frame: Rect(x: 20, y: 16, width: 200, height: 28), label: Label(text: "Pets"))]),
        ] + cards + [
            View(frame: Rect(x: 600 + heroOffset, y: 80, width: 340, height: 300), backgroundColor: ink, cornerRadius: 20, clipsToBounds: true,
                 border: Border(width: 1, color: grey), image: ImageContent(path: "bench:photo", contentMode: .scaleAspectFill)),
            View(frame: Rect(x: 600, y: 400, width: 340, height: 54), backgroundColor: Color(hex: "#007AFF")!, cornerRadius: 14,
                 subviews: [View(frame: Rect(x: 20, y: 14, width: 300, height: 26), label: Label(text: "Adopt"))]),
            View(frame: Rect(x: 600, y: 470, width: 340, height: 54),
                 gradient: LinearGradient(stops: [.init(color: Color(hex: "#FF8C42")!, location: 0), .init(color: Color(hex: "#E4572E")!, location: 1)],
                                          start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5)), cornerRadius: 14),
        ])]
    }

    /// Smooth color ramps with a fine stripe pattern (so minifying without mip levels would shimmer).
    static func photo(width: Int, height: Int) -> Pixmap {
        var p = Pixmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let stripe: UInt32 = (x / 3 + y / 5) % 2 == 0 ? 40 : 0
                let r = UInt32(x * 200 / width) + stripe, g = UInt32(y * 180 / height) + 30, b = UInt32((x + y) * 120 / (width + height)) + 60
                p.pixels[y * width + x] = r | g << 8 | b << 16 | 0xFF00_0000
            }
        }
        return p
    }
}
