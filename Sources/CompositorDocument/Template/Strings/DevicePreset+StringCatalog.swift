import CompositorScene

extension DevicePreset.Family {
    /// The device class an Xcode String Catalog's `variations.device` keys this family's texts
    /// by: `iphone` for a phone, `ipad` for a tablet, `other` for a video canvas (the catalog has
    /// no key for one). Every preset's family says it, so no device name is read for it.
    var stringCatalogDevice: String {
        switch self {
        case .phone: "iphone"
        case .tablet: "ipad"
        case .video: "other"
        }
    }
}
