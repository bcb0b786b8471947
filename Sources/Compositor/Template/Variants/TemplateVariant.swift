import CompositorScene

/// One combination of a template's variant axes (`variants:`): the locale its texts are shown
/// in and the appearance its scenes are drawn in. `batch` renders one clip (or one per
/// direction) for each, named `NAME.LOCALE.APPEARANCE` (`suffix`), and records the axes
/// in the manifest.
public struct TemplateVariant: Sendable, Hashable {
    /// The locale (nil: the axis is not varied).
    public var locale: String?
    /// The appearance (nil: the axis is not varied).
    public var appearance: Appearance?

    public init(locale: String? = nil, appearance: Appearance? = nil) {
        self.locale = locale
        self.appearance = appearance
    }

    /// The varied axes and their values, in axis order (locale, appearance).
    public var axes: [(axis: String, value: String)] {
        [locale.map { ("locale", $0) }, appearance.map { ("appearance", $0.rawValue) }].compactMap { $0 }
    }

    /// `.de.dark`: what the clip's name gets, the axes' values in order, each after a dot.
    public var suffix: String { axes.map { "." + $0.value }.joined() }

    /// The manifest's `variant` object: axis → value, in axis order.
    var json: JSONValue { .object(axes.map { ($0.axis, .string($0.value)) }) }
}
