import CompositorScene

extension TemplateDecoder {
    /// `variants: {locale: [CODE…], appearance: [light, dark], device: [PRESET…]}`: the axes
    /// `batch` renders the product of. Each list is non-empty and has no repeats; a locale must
    /// be a code (whether a table has it is checked when that variant is loaded), a device the
    /// name of one of `DevicePresets`.
    func decodeVariants(_ field: TemplateField) -> TemplateVariants? {
        field.object { o -> TemplateVariants? in
            var variants = TemplateVariants()
            if let f = o["locale"], let items = nonEmptyList(f) {
                for item in items {
                    guard let code = item.string() else { continue }
                    guard LocaleCode.isValid(code) else { item.error(LocaleCode.problem(code)); continue }
                    if variants.locales.contains(code) { item.error("\(code) is listed twice") } else { variants.locales.append(code) }
                }
            }
            if let f = o["appearance"], let items = nonEmptyList(f) {
                for item in items {
                    guard let appearance = decodeAppearance(item) else { continue }
                    if variants.appearances.contains(appearance) { item.error("\(appearance.rawValue) is listed twice") } else { variants.appearances.append(appearance) }
                }
            }
            if let f = o["device"], let items = nonEmptyList(f) {
                for item in items {
                    guard let name = item.oneOf(DevicePresets.all.map(\.name), what: "device") else { continue }
                    if variants.devices.contains(name) { item.error("\(name) is listed twice") } else { variants.devices.append(name) }
                }
            }
            if variants.isEmpty, o.keys.isEmpty { o.field.error("list at least one axis: locale, appearance or device") }
            return variants
        } ?? nil
    }

    private func nonEmptyList(_ field: TemplateField) -> [TemplateField]? {
        guard let items = field.list() else { return nil }
        if items.isEmpty { field.error("list at least one value") }
        return items
    }
}
