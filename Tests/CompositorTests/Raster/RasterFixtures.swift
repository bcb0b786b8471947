@testable import Compositor
@testable import CompositorRaster

/// Procedural test images and small scenes shared by the raster tests.
enum RasterFixtures {
    /// A 16×10 "photo": red rising left to right, green top to bottom, a blue diagonal, opaque.
    static let photo: Pixmap = {
        var p = Pixmap(width: 16, height: 10)
        for y in 0..<10 {
            for x in 0..<16 {
                let blue: UInt8 = abs(x - y * 16 / 10) <= 1 ? 255 : 40
                p[x, y] = PremultipliedRGBA8(r: UInt8(x * 17), g: UInt8(y * 28), b: blue, a: 255)
            }
        }
        return p
    }()

    /// 64×64 one-pixel black and white stripes: aliases badly unless minified through mip levels.
    static let stripes: Pixmap = {
        var p = Pixmap(width: 64, height: 64)
        for y in 0..<64 { for x in 0..<64 { let v: UInt8 = (x + y) % 2 == 0 ? 255 : 0; p[x, y] = PremultipliedRGBA8(r: v, g: v, b: v, a: 255) } }
        return p
    }()

    static let assets = AssetStore(images: ["mem:photo": photo, "mem:stripes": stripes])

    /// A renderer on a `width × height` point canvas at `scale`, white background.
    static func renderer(_ width: Double, _ height: Double, scale: Double = 1, background: Color = .white) -> SceneRenderer {
        SceneRenderer(canvas: Canvas(size: Size(width: width, height: height), scale: scale, backgroundColor: background), assets: assets)
    }

    static func hex(_ s: String) -> Color { try! Color(hex: s) }
}
