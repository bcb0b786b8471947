import CompositorCore
import CompositorScene

/// A marketing render: the clip's screen inside a drawn device on a backdrop (template key
/// `frame:`, CLI `--device-frame`). The device is built from views like any scene — a body in
/// the finish's color with a band and a glass border (`DeviceBodyCatalog`), side buttons, the
/// screen masked to the display's rounded corners, the Dynamic Island or notch over it — so it
/// goes through the one compositor, at the output's own resolution: the screen is drawn scaled,
/// not resampled from a smaller render.
///
/// The output is `width` × `height` pixels (default 1080 × 1920; presets in `sizes`). The device
/// (body and buttons) is scaled uniformly to fit inside the output less `padding` on each side,
/// centred, then moved by less than a pixel so the screen's top-left corner lies on a whole
/// pixel (`DeviceFrameLayout`). Outside the device the backdrop shows: a color, a gradient, an
/// image of the template's, or `transparent` (alpha 0 there, for formats that keep alpha). A
/// `caption` takes a band above or below the device out of its room.
///
/// Sizes (output, padding, shadow, caption) are in frame pixels; a draft (`--scale`) renders
/// them all at `scale` output pixels each, so a half-scale render is the same picture at half
/// the size.
public struct DeviceFrame: Hashable, Sendable {
    /// What is behind the device.
    public enum Backdrop: Hashable, Sendable {
        /// One color; `Color.clear` (alpha 0) leaves the output transparent outside the device.
        case color(Color)
        case gradient(LinearGradient)
        /// An image file of the template's (absolute path) over the whole output, placed by its
        /// content mode (default `scaleAspectFill`: it covers the output, cropped to its shape).
        case image(ImageContent)
    }

    /// Whose body is drawn (phones and iPads; `DeviceBodyCatalog`).
    public var device: DevicePreset
    /// The band's color (`finishes` names some).
    public var color: Color
    public var backdrop: Backdrop
    /// The output in frame pixels (even; the output pixels at `scale` 1).
    public var width: Int
    public var height: Int
    /// Pixels kept free around the device (buttons included) on every side.
    public var padding: Double
    /// The device's drop shadow in frame pixels (radius, offset), or none.
    public var shadow: Shadow?
    /// Text above or below the device, or none.
    public var caption: DeviceFrameCaption?
    /// Upright or on its side; nil: as the screen canvas is (landscape when wider than tall).
    public var orientation: DeviceOrientation?
    /// The image backdrop's pixels as the loader decoded them (`AssetLoader` reuses them); nil
    /// until loaded, or for other backdrops.
    package var decodedBackdrop: DecodedBackdrop?
    /// Output pixels per frame pixel: 1, or less for a draft (`scaled(by:)`).
    public var scale: Double = 1
    /// False: the screen alone, no body — masked to the display's corners, with the shadow —
    /// for a screenshot's caption band without a device (`ScreenshotLook`); the layout is the
    /// same with a body of no width (`DeviceBody.screenOnly`).
    public var drawsDevice = true

    /// Output sizes by name: portrait and landscape HD, square, portrait 4K, iPad-shaped 4:3.
    public static let sizes: [(name: String, width: Int, height: Int)] = [
        ("1080x1920", 1080, 1920), ("1920x1080", 1920, 1080), ("1080x1080", 1080, 1080),
        ("2160x3840", 2160, 3840), ("1536x2048", 1536, 2048),
    ]
    /// Body colors by name (the Pro titanium finishes and the usual aluminium ones, by eye);
    /// any color also works.
    public static let finishes: [(name: String, color: Color)] = [
        ("black-titanium", Color(r8: 60, g8: 60, b8: 61)), ("natural-titanium", Color(r8: 186, g8: 180, b8: 169)),
        ("white-titanium", Color(r8: 226, g8: 224, b8: 218)), ("desert-titanium", Color(r8: 191, g8: 164, b8: 143)),
        ("black", Color(r8: 38, g8: 38, b8: 40)), ("white", Color(r8: 240, g8: 240, b8: 236)),
        ("silver", Color(r8: 220, g8: 221, b8: 223)), ("space-gray", Color(r8: 92, g8: 93, b8: 96)),
    ]
    /// Default band color: black titanium.
    public static let defaultColor = finishes[0].color
    /// Default backdrop: a light grey-blue gradient, top to bottom.
    public static let defaultBackdrop = Backdrop.gradient(LinearGradient(stops: [
        .init(color: Color(r8: 236, g8: 240, b8: 246), location: 0), .init(color: Color(r8: 200, g8: 208, b8: 222), location: 1)]))
    /// Default shadow: soft, below the device (output pixels).
    public static let defaultShadow = Shadow(color: .black, opacity: 0.35, radius: 40, offset: Size(width: 0, height: 24))
    /// Default padding: a twelfth of the output's shorter side.
    public static func defaultPadding(width: Int, height: Int) -> Double { (Double(min(width, height)) / 12).rounded() }

    public init(device: DevicePreset, color: Color = DeviceFrame.defaultColor, backdrop: Backdrop = DeviceFrame.defaultBackdrop,
                width: Int = 1080, height: Int = 1920, padding: Double? = nil, shadow: Shadow? = DeviceFrame.defaultShadow) {
        self.device = device; self.color = color; self.backdrop = backdrop; self.width = width; self.height = height
        self.padding = padding ?? DeviceFrame.defaultPadding(width: width, height: height); self.shadow = shadow
    }

    /// The device's body figures, upright; nil when `device` is not a device (a video canvas).
    package var body: DeviceBody? {
        let drawn = DeviceBodyCatalog.body(for: device)
        guard !drawsDevice else { return drawn }
        return DeviceBody.screenOnly(screenCornerRadius: drawn?.screenCornerRadius ?? 0)
    }

    /// How the device is held around `screen`: `orientation`, or the canvas's own.
    public func orientation(screen: Canvas) -> DeviceOrientation { orientation ?? .of(screen.size) }

    /// The body drawn around `screen`: upright, or turned on its side in landscape; its buttons
    /// fitted to the body's length when the screen is not the device's own size
    /// (`DeviceBody.fittingButtons`).
    package func body(screen: Canvas) -> DeviceBody? {
        guard let body else { return nil }
        let landscape = orientation(screen: screen) == .landscape
        let upright = landscape ? Size(width: screen.size.height, height: screen.size.width) : screen.size
        let own = Size(width: min(device.size.width, device.size.height), height: max(device.size.width, device.size.height))
        let fitted = body.fittingButtons(screen: upright, measured: own)
        return landscape ? fitted.turnedLeft(portraitScreen: upright) : fitted
    }

    /// Whether the output is transparent outside the device.
    public var isTransparent: Bool {
        if case .color(let c) = backdrop { return c.alpha == 0 }
        return false
    }

    /// Where everything lands for a screen canvas (its size in points is the screen's).
    package func layout(screen: Canvas) -> DeviceFrameLayout? {
        body(screen: screen).map { DeviceFrameLayout(frame: self, body: $0, screen: screen.size) }
    }

    /// The canvas the framed frames are drawn on: the output's frame pixels at `scale`, the
    /// backdrop color behind everything (black behind a gradient or an image), the screen's
    /// frame rate, dithering and appearance.
    public func canvas(screen: Canvas) -> Canvas {
        var background = Color.black
        if case .color(let c) = backdrop { background = c.alpha == 0 ? .clear : c }
        return Canvas(size: Size(width: Double(width), height: Double(height)), scale: scale, backgroundColor: background,
                      frameRate: screen.frameRate, dither: screen.dither, appearance: screen.appearance)
    }

    /// The same frame at another output size (`--frame-size`): the padding and the caption's
    /// default font size and line height follow the new size, as if the template had said it.
    public mutating func resize(width: Int, height: Int) {
        self.width = width
        self.height = height
        padding = DeviceFrame.defaultPadding(width: width, height: height)
        caption?.fit(width: width, height: height)
    }

    /// What is wrong when the caption's band and the padding leave the device less than a
    /// quarter of the output's height (one clause, for an error naming the key or option that
    /// set the size: `frame.caption` in a template, `--frame-size` on the command line); `nil`
    /// when there is room, or no caption.
    public var captionRoomProblem: String? {
        guard let caption else { return nil }
        let room = Double(height) - 3 * padding - caption.height
        guard room < Double(height) / 4 else { return nil }
        return "the caption's band (\(PlainNumber.text(caption.height)) px) and padding leave the device \(PlainNumber.text(room)) px of the output's \(height); use fewer lines, a smaller font or less padding"
    }

    /// The backdrop's image file, if it is one.
    public var backdropImage: String? {
        if case .image(let content) = backdrop { return content.path }
        return nil
    }

    /// The output's layers: the backdrop (a gradient or an image), the caption, then the device
    /// with `layers` (the screen's, in its points) on its screen.
    public func views(around layers: [View], screen: Canvas) -> [View] {
        guard let body = body(screen: screen), let layout = layout(screen: screen) else { return layers }
        var views: [View] = []
        let bounds = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        switch backdrop {
        case .color: break
        case .gradient(let g): views.append(View(id: "frame-backdrop", frame: bounds, gradient: g))
        case .image(let content): views.append(View(id: "frame-backdrop", frame: bounds, clipsToBounds: true, image: content))
        }
        if let caption, let rect = layout.caption {
            views.append(View(id: "frame-caption", frame: rect, label: caption.label))
        }
        views.append(drawsDevice
            ? DeviceFrameViews.device(body: body, layout: layout, finish: color, shadow: shadow, screen: screen, cutout: device, layers: layers)
            : DeviceFrameViews.screenOnly(layout: layout, shadow: shadow, screen: screen, layers: layers))
        return views
    }
}
