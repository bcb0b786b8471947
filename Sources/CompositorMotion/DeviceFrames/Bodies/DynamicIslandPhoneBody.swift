/// iPhones with the Dynamic Island (14 Pro and later): a 10-point glass border and a 5-point
/// band on every side, measured from iPhone 16 Pro (71.5 × 149.6 mm body; its 402 × 874-point
/// screen is 1206 px at 460 ppi, 0.1657 mm a point, so the body is 432 × 903 points: 15 points
/// a side). The display's corners: 62 points on the 402- and 440-point Pro sizes, iPhone 17 and
/// iPhone Air; 55 points on iPhone 16 Plus (the radii UIKit's private `_displayCornerRadius` reports).
/// Buttons by eye from product photos: the Action button and volume keys on the left, the side
/// button on the right.
enum DynamicIslandPhoneBody {
    static let style = DeviceBodyCatalog.Style(
        name: "dynamic-island-phone",
        draws: { $0.family == .phone && $0.cutout == .dynamicIsland },
        body: { preset in
            let screenRadius: Double = preset.model == .iPhone16Plus ? 55 : 62
            let height = preset.size.height + 30
            return DeviceBody.allScreen(
                style: "dynamic-island-phone", screenCornerRadius: screenRadius, bezel: 10, band: 5,
                buttons: DeviceBodyCatalog.buttons(.left, bodyLength: height, [(0.165, 0.205), (0.255, 0.325), (0.345, 0.415)])
                    + DeviceBodyCatalog.buttons(.right, bodyLength: height, [(0.28, 0.40)]))
        })
}
