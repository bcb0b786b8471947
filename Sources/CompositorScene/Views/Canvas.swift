import CompositorCore

/// The container every frame is drawn in: a size in points, a scale (pixels per point), a
/// background color and a frame rate. The video is `size × scale` pixels.
///
/// A canvas made from a device preset also carries that device's system chrome: its safe area,
/// the status bar and home indicator the window draws over every scene, and the default
/// appearance of the template's scenes.
public struct Canvas: Hashable, Sendable {
    /// The screen in points.
    public var size: Size
    /// Pixels per point (2 or 3 on iPhones); the video is size × scale pixels.
    public var scale: Double
    /// What shows where no view draws (`clear` needs an output format with alpha).
    public var backgroundColor: Color
    /// The video's frames per second.
    public var frameRate: FrameRate
    /// Ordered dithering of gradients and shadows (on by default): subtle ramps and soft shadows' falloffs become a fixed fine pattern
    /// of neighbouring levels instead of wide bands that survive encoding.
    public var dither: Bool
    /// What the dither rounds toward (`DitherTarget`): set from the output the frames go to
    /// (`SegueTemplate.outputCanvas`), 8-bit Y′ unless told.
    public var ditherTarget: DitherTarget = .luma8
    /// The device the canvas is, when a preset named it.
    public var device: DevicePreset?
    /// The safe-area insets views can be placed against (the device's, or the template's own).
    public var safeArea: EdgeInsets
    /// What the window draws over every scene: status bar and home indicator.
    public var chrome: SystemChrome
    /// The scenes' appearance unless a scene sets its own.
    public var appearance: Appearance
    /// Which way the screens read: right to left for a template shown in ar, he, fa or ur
    /// (set by the template loader from the locale), mirroring navigation bars and pushes.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The locale the screens are shown in (`zh-Hant`), nil when none was asked for: picks the
    /// CJK face text is drawn in (`FontFallback.cjkFace(locale:)`).
    public var language: String?

    /// A canvas of `size` points at `scale`; the other settings default as a template's `canvas:` does.
    public init(size: Size, scale: Double, backgroundColor: Color = .black, frameRate: FrameRate = FrameRate(60), dither: Bool = true,
                device: DevicePreset? = nil, safeArea: EdgeInsets? = nil, chrome: SystemChrome = .none,
                appearance: Appearance = .light) {
        self.size = size; self.scale = scale; self.backgroundColor = backgroundColor; self.frameRate = frameRate
        self.dither = dither
        self.device = device; self.safeArea = safeArea ?? device?.safeArea ?? .zero
        self.chrome = chrome; self.appearance = appearance
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
