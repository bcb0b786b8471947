/// iPhones with the notch (iPhone 14, 14 Plus, 16e): a 15-point glass border and a 6-point band,
/// measured from iPhone 14 (71.5 × 146.7 mm body; its 390 × 844-point screen is 1170 px at
/// 460 ppi, 0.1657 mm a point: 432 × 886 points, 21 points a side). Display corners 47.33 points
/// (390 points wide) and 53.33 points (428), as UIKit reports them. The ring/silent switch and the
/// volume keys on the left, the side button on the right.
enum NotchPhoneBody {
    static let style = DeviceBodyCatalog.Style(
        name: "notch-phone",
        draws: { $0.family == .phone && $0.cutout == .notch },
        body: { preset in
            let screenRadius = preset.size.width >= 428 ? 53.33 : 47.33
            let height = preset.size.height + 42
            return DeviceBody.allScreen(
                style: "notch-phone", screenCornerRadius: screenRadius, bezel: 15, band: 6,
                buttons: DeviceBodyCatalog.buttons(.left, bodyLength: height, [(0.16, 0.19), (0.245, 0.315), (0.34, 0.41)])
                    + DeviceBodyCatalog.buttons(.right, bodyLength: height, [(0.27, 0.39)]))
        })
}
