import CompositorScene

/// The variant axes a template declares (`variants: {locale: [en, de], appearance: [light,
/// dark], device: [iPhone 16 Pro Max, iPad Pro 13]}`): `batch` renders their product, every
/// locale in every appearance on every device, in the order written (locales outermost,
/// devices innermost). Empty axes are not varied.
public struct TemplateVariants: Sendable, Hashable {
    public var locales: [String] = []
    public var appearances: [Appearance] = []
    /// Device preset names (`DevicePresets`), as written.
    public var devices: [String] = []

    public init(locales: [String] = [], appearances: [Appearance] = [], devices: [String] = []) {
        self.locales = locales
        self.appearances = appearances
        self.devices = devices
    }

    public var isEmpty: Bool { locales.isEmpty && appearances.isEmpty && devices.isEmpty }

    /// Every combination, locales outermost, devices innermost; one empty variant when no
    /// axis is varied.
    public var combinations: [TemplateVariant] {
        let locales: [String?] = self.locales.isEmpty ? [nil] : self.locales
        let appearances: [Appearance?] = self.appearances.isEmpty ? [nil] : self.appearances
        let devices: [String?] = self.devices.isEmpty ? [nil] : self.devices
        return locales.flatMap { locale in
            appearances.flatMap { appearance in devices.map { TemplateVariant(locale: locale, appearance: appearance, device: $0) } }
        }
    }
}
