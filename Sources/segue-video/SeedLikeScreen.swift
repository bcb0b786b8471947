import Compositor

/// The synthetic screens `bench` times besides the templates, on a 1080p canvas (960×540 points
/// at 2x), with procedural photos (1200×900, so thumbnails sample mip levels):
/// - "seed-like": what the seeds' segues show, a pet list (rounded rows, photo thumbnails,
///   labels) whose first thumbnail grows into a detail photo over five frames;
/// - "photo grid": a heavier screen, six shadowed cards with large photos, avatars, labels, a
///   bordered hero photo and a gradient button (about 40% of the frame is resampled photo).
enum SeedLikeScreen {
    static let canvas = Canvas(size: Size(width: 960, height: 540), scale: 2, backgroundColor: .black)
    static let assets = AssetStore(images: ["bench:photo": photo(width: 1200, height: 900), "bench:avatar": photo(width: 256, height: 256)])

    static func frameSets() -> [FrameSet] {
        [FrameSet(name: "seed-like pet list", canvas: canvas, assets: assets, frames: (0..<5).map { petList(progress: Double($0) / 4) }),
         FrameSet(name: "photo grid", canvas: canvas, assets: assets, frames: (0..<5).map { photoGrid(heroOffset: Double($0) * 7.25) })]
    }

    /// The pet list with the first thumbnail's photo grown `progress` of the way to a detail photo.
    static func petList(progress p: Double) -> [View] {
        let ink = try! Color(hex: "#1C1C1E"), grey = try! Color(hex: "#8E8E93")
        var views: [View] = [View(frame: Rect(x: 0, y: 0, width: 960, height: 70), backgroundColor: .white, subviews: [
            View(frame: Rect(x: 24, y: 24, width: 300, height: 36), label: Label(text: "Pets", font: FontSpec(size: 30, weight: .bold), color: ink)),
        ])]
        for row in 0..<4 {
            views.append(View(frame: Rect(x: 24, y: 90 + Double(row) * 108, width: 420, height: 96), backgroundColor: .white, cornerRadius: 14, subviews: [
                View(frame: Rect(x: 12, y: 12, width: 72, height: 72), backgroundColor: grey, cornerRadius: 12, clipsToBounds: true,
                     image: ImageContent(path: "bench:photo", contentMode: .scaleAspectFill)),
                View(frame: Rect(x: 100, y: 22, width: 300, height: 24), label: Label(text: ["Biscuit", "Pepper", "Mochi", "Olive"][row], font: FontSpec(size: 20, weight: .semibold), color: ink)),
                View(frame: Rect(x: 100, y: 52, width: 300, height: 20), label: Label(text: "Golden retriever, \(row + 2) years", font: FontSpec(size: 15), color: grey)),
            ]))
        }
        let from = Rect(x: 36, y: 102, width: 72, height: 72), to = Rect(x: 480, y: 0, width: 480, height: 540)
        views.append(View(frame: from.interpolated(to: to, p), cornerRadius: 12 * (1 - p), clipsToBounds: true,
                          image: ImageContent(path: "bench:photo", contentMode: .scaleAspectFill)))
        return [View(frame: Rect(x: 0, y: 0, width: 960, height: 540), backgroundColor: try! Color(hex: "#F2F2F7"), subviews: views)]
    }

    static func photoGrid(heroOffset: Double) -> [View] {
        let ink = try! Color(hex: "#1C1C1E"), grey = try! Color(hex: "#AEAEB2")
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
        return [View(frame: Rect(x: 0, y: 0, width: 960, height: 540), backgroundColor: try! Color(hex: "#F2F2F7"), subviews: [
            View(frame: Rect(x: 0, y: 0, width: 960, height: 60), backgroundColor: .white,
                 subviews: [View(frame: Rect(x: 20, y: 16, width: 200, height: 28), label: Label(text: "Pets"))]),
        ] + cards + [
            View(frame: Rect(x: 600 + heroOffset, y: 80, width: 340, height: 300), backgroundColor: ink, cornerRadius: 20, clipsToBounds: true,
                 border: Border(width: 1, color: grey), image: ImageContent(path: "bench:photo", contentMode: .scaleAspectFill)),
            View(frame: Rect(x: 600, y: 400, width: 340, height: 54), backgroundColor: try! Color(hex: "#007AFF"), cornerRadius: 14,
                 subviews: [View(frame: Rect(x: 20, y: 14, width: 300, height: 26), label: Label(text: "Adopt"))]),
            View(frame: Rect(x: 600, y: 470, width: 340, height: 54),
                 gradient: LinearGradient(stops: [.init(color: try! Color(hex: "#FF8C42"), location: 0), .init(color: try! Color(hex: "#E4572E"), location: 1)],
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
