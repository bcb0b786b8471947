/// Every delivery preset, in the order docs/formats.md's table lists them: the one registry the
/// CLI (`--delivery`), templates (`delivery:`) and the tests read. Adding one is a file and a
/// line here.
package enum DeliveryCatalog {
    public static let all: [DeliveryPreset] = [AppStoreDelivery.preset] + SocialDelivery.presets + FeedDelivery.presets

    /// The `--delivery` names, in catalog order.
    public static var names: [String] { all.map(\.name.rawValue) }

    /// The preset called `name` (every `DeliveryPresetName` has one; a test holds it).
    public static func named(_ name: DeliveryPresetName) -> DeliveryPreset? { all.first { $0.name == name } }
}
