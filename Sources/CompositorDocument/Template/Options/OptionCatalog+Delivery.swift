extension OptionCatalog {
    /// `--delivery` and `delivery:`: the delivery preset the clip is made for.
    public static let delivery = NameOption<DeliveryPresetName>(
        flag: "--delivery", key: "delivery", defaultValue: nil,
        help: "Deliver for: \(DeliveryPresetName.allCases.map(\.rawValue).joined(separator: ", ")) (README, delivery presets: sizes, length, bit rate and audio checked and produced). Default: the template's delivery.")
}
