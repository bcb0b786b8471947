import CompositorCore

/// A delivery spec's catalog entry and the sizes it renders: the parts of `DeliverySpec` that
/// need the catalog, kept beside it so the spec itself (part of the template's document) sits
/// below the delivery presets.
extension DeliverySpec {
    /// The catalog entry (a spec decoded from a template always names one).
    package var resolved: DeliveryPreset? { DeliveryCatalog.named(preset) }

    /// `size` as this spec renders it: itself, or for a draft each side times `draft` rounded
    /// to the nearest even number of pixels (at least 2).
    package func drafted(_ size: DeliveryPreset.Size) -> DeliveryPreset.Size {
        guard draft < 1 else { return size }
        func even(_ pixels: Int) -> Int { max(2, 2 * Int((Double(pixels) * draft / 2).rounded())) }
        var s = size
        (s.width, s.height) = (even(size.width), even(size.height))
        return s
    }
}
