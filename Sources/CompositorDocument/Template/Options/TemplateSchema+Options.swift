import CompositorCore

/// Schema entries read from an option's declaration (`OptionCatalog`): its range or names and
/// default come from there, so the schema and the decoder cannot disagree.
extension TemplateSchema {
    /// An integer key: `type`, `minimum`, `maximum` and (when declared) `default`.
    static func integer(_ option: IntegerOption, _ description: String) -> JSONValue {
        .object([("description", .string(description)), ("type", .string("integer")),
                 ("minimum", .int(option.range.lowerBound)), ("maximum", .int(option.range.upperBound))]
                + (option.defaultValue.map { [("default", .int($0))] } ?? []))
    }

    /// A name key: `enum` of the option's names and (when declared) `default`.
    static func names<Name>(_ option: NameOption<Name>, _ description: String) -> JSONValue {
        .object([("description", .string(description)), ("enum", .array(option.names.map { .string($0) }))]
                + (option.defaultValue.map { [("default", .string($0.rawValue))] } ?? []))
    }
}
