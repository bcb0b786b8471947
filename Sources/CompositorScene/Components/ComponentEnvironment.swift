import CompositorCore

/// What a component needs to lay itself out as UIKit would: the appearance (its system colors),
/// the container's size (its layout margins), the safe area and the scale (hairlines are one
/// device pixel).
public struct ComponentEnvironment: Hashable, Sendable {
    /// UIKit's user-interface idiom: which device family's metrics the bars use.
    public enum Idiom: String, Hashable, Sendable {
        case phone
        /// An iPad: 50-point navigation bars (iOS 12+), also in its sheets and popovers.
        case pad
    }

    public var appearance: Appearance
    /// The size of the container the component's screen fills (the canvas, or a sheet's card).
    public var size: Size
    public var safeArea: EdgeInsets
    /// Device pixels per point.
    public var scale: Double
    /// The device family. It stays the device's when `size` shrinks to a sheet's card (UIUserInterfaceIdiom
    /// does not change inside a form sheet, and neither do its bars' heights).
    public var idiom: Idiom
    /// Which way the screen reads (the canvas's): navigation bars mirror right to left.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Whether the screen is presented over another as a sheet, form sheet or popover
    /// (UIKit's elevated interface level): its system backgrounds are the elevated ones in
    /// dark appearance (`SystemPalette.elevated`).
    public var elevated = false

    /// `idiom` nil: `.pad` from 700 points wide (the regular width class), else `.phone`.
    public init(appearance: Appearance = .light, size: Size, safeArea: EdgeInsets = .zero, scale: Double = 3, idiom: Idiom? = nil) {
        self.appearance = appearance; self.size = size; self.safeArea = safeArea; self.scale = scale
        self.idiom = idiom ?? (size.width >= 700 ? .pad : .phone)
    }

    /// The environment a scene of `canvas` is drawn in, in `appearance`: the pad idiom on a
    /// tablet preset, the phone idiom on a phone preset, by width on a canvas without a device.
    public init(canvas: Canvas, appearance: Appearance? = nil) {
        let idiom: Idiom? = canvas.device.flatMap { device in
            switch device.family {
            case .tablet: .pad
            case .phone: .phone
            case .video: nil
            }
        }
        self.init(appearance: appearance ?? canvas.appearance, size: canvas.size, safeArea: canvas.safeArea, scale: canvas.scale, idiom: idiom)
        layoutDirection = canvas.layoutDirection
    }

    /// The system colors of the appearance.
    public var palette: SystemPalette { SystemPalette(appearance, elevated: elevated) }
    /// The default tint (systemBlue).
    public var tint: Color { palette[.systemBlue] }
    /// UIKit's system layout margin: 16 points on compact phones, 20 from 414 points wide up
    /// (the Plus and Max phones and iPads), as UIView.layoutMargins of a view controller's view.
    public var layoutMargin: Double { size.width >= 414 ? 20 : 16 }
    /// One device pixel in points: the width of separators and hairlines.
    public var hairline: Double { 1 / max(scale, 1) }
    /// Whether the width is regular (iPad-like): UIKit's horizontal size class.
    public var isRegularWidth: Bool { size.width >= 700 }
}

extension View {
    /// A view showing `label` at (`x`, `y`), one line of the label's height (its line height),
    /// `width` wide: how components place text. Narrower than a point (a cell squeezed while
    /// its frame animates), the label is hidden, as Auto Layout compresses it to nothing.
    package static func text(_ label: Label, x: Double, y: Double, width: Double, id: String? = nil) -> View {
        View(id: id, frame: Rect(x: x, y: y, width: max(width, 0), height: label.lineHeight ?? label.font.size * 1.2),
             isHidden: width < 1, label: label)
    }

    /// A view of text centered vertically on `centerY`.
    package static func text(_ label: Label, x: Double, centerY: Double, width: Double, id: String? = nil) -> View {
        let h = label.lineHeight ?? label.font.size * 1.2
        return text(label, x: x, y: centerY - h / 2, width: width, id: id)
    }

    /// A translucent bar's background: the chrome material of `env`'s appearance (blurring what
    /// lies behind, as UIKit's default bar appearance does).
    package static func barBackground(_ frame: Rect, in env: ComponentEnvironment, id: String? = nil) -> View {
        var v = View(id: id, frame: frame)
        v.material = Material.chrome.variant(dark: env.appearance == .dark)
        return v
    }

    /// A filled rectangle.
    package static func fill(_ color: Color, _ frame: Rect, cornerRadius: Double = 0, id: String? = nil) -> View {
        View(id: id, frame: frame, backgroundColor: color, cornerRadius: cornerRadius)
    }
}
