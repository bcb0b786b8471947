/// A delivery preset's identity: the name `--delivery` and the template's `delivery:` take (the
/// raw value), in `DeliveryCatalog` order. Parsed once where it is read; past that only the
/// enum is compared, and `DeliveryCatalog.preset(_:)` finds its entry.
public enum DeliveryPresetName: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    case appstore, story, square, landscape, tiktok, reels, shorts, feed, play

    public var description: String { rawValue }
}
