import CompositorCore
import CompositorScene

/// One combination of a template's variant axes (`variants:`): the locale its texts are shown
/// in, the appearance its scenes are drawn in and the device its screens are laid out for.
/// `batch` renders one clip (or one per direction) for each, named
/// `NAME.LOCALE.APPEARANCE.DEVICE` (`suffix`), and records the axes in the manifest.
public struct TemplateVariant: Sendable, Hashable {
    /// The locale (nil: the axis is not varied).
    public var locale: String?
    /// The appearance (nil: the axis is not varied).
    public var appearance: Appearance?
    /// The device preset's name, as `DevicePresets` spells it (nil: the axis is not varied).
    public var device: String?

    public init(locale: String? = nil, appearance: Appearance? = nil, device: String? = nil) {
        self.locale = locale
        self.appearance = appearance
        self.device = device
    }

    /// The varied axes and their values, in axis order (locale, appearance, device).
    public var axes: [(axis: String, value: String)] {
        [locale.map { ("locale", $0) }, appearance.map { ("appearance", $0.rawValue) }, device.map { ("device", $0) }].compactMap { $0 }
    }

    /// `.de.dark.ipad-pro-13`: what the clip's name gets, the axes' values in order, each after
    /// a dot; a device name lower-cased with its spaces as hyphens, so file names have none.
    public var suffix: String {
        [locale, appearance?.rawValue, device.map(Self.token)].compactMap { $0 }.map { "." + $0 }.joined()
    }

    /// `iPhone 16 Pro Max` → `iphone-16-pro-max`: a device name as it appears in file names.
    public static func token(_ device: String) -> String {
        device.lowercased().split(separator: " ").joined(separator: "-")
    }

    /// The manifest's `variant` object: axis → value, in axis order.
    package var json: JSONValue { .object(axes.map { ($0.axis, .string($0.value)) }) }
}
