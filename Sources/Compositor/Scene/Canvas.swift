/// The container every frame is drawn in: a size in points, a scale (pixels per point), a
/// background color and a frame rate. The video is `size × scale` pixels.
public struct Canvas: Hashable, Sendable {
    public var size: Size
    public var scale: Double
    public var backgroundColor: Color
    public var frameRate: FrameRate
    /// Ordered dithering of gradients (on by default): subtle ramps become a fixed fine pattern
    /// of neighbouring levels instead of wide bands that survive encoding.
    public var dither: Bool

    public init(size: Size, scale: Double, backgroundColor: Color = .black, frameRate: FrameRate = FrameRate(60), dither: Bool = true) {
        self.size = size; self.scale = scale; self.backgroundColor = backgroundColor; self.frameRate = frameRate
        self.dither = dither
    }

    /// The video width in pixels: points × scale, rounded.
    public var pixelWidth: Int { Int((size.width * scale).rounded()) }
    /// The video height in pixels: points × scale, rounded.
    public var pixelHeight: Int { Int((size.height * scale).rounded()) }

    /// A `transparent` (alpha 0) background: scenes composite over nothing, and only formats
    /// with alpha can keep it. Any other background is drawn opaque.
    public var isTransparent: Bool { backgroundColor.alpha == 0 }

    /// The canvas in points, at the origin: the container's bounds.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// From points to device pixels.
    public var pointsToPixels: AffineTransform { .scale(scale, scale) }
}
