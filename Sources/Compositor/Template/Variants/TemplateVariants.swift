import CompositorScene

/// The variant axes a template declares (`variants: {locale: [en, de], appearance: [light,
/// dark]}`): `batch` renders their product, every locale in every appearance, in the order
/// written (locales outermost). Empty axes are not varied.
public struct TemplateVariants: Sendable, Hashable {
    public var locales: [String] = []
    public var appearances: [Appearance] = []

    public init(locales: [String] = [], appearances: [Appearance] = []) {
        self.locales = locales
        self.appearances = appearances
    }

    public var isEmpty: Bool { locales.isEmpty && appearances.isEmpty }

    /// Every combination, locales outermost; one empty variant when no axis is varied.
    public var combinations: [TemplateVariant] {
        let locales: [String?] = self.locales.isEmpty ? [nil] : self.locales
        let appearances: [Appearance?] = self.appearances.isEmpty ? [nil] : self.appearances
        return locales.flatMap { locale in appearances.map { TemplateVariant(locale: locale, appearance: $0) } }
    }
}
