/// iPads (all-screen): a 48-point glass border and a 6-point band, measured from iPad Air 11
/// (178.5 × 247.6 mm body; its 820 × 1180-point screen is 1640 px at 264 ppi, 0.1924 mm a point:
/// 928 × 1287 points, 54 points a side). Display corners 18 points, iPad mini's 21.5. The top
/// button on the top edge near the right corner, the volume keys on the right edge.
enum TabletBody {
    static let style = DeviceBodyCatalog.Style(
        name: "tablet",
        draws: { $0.family == .tablet },
        body: { preset in
            let screenRadius = preset.model == .iPadMini ? 21.5 : 18
            let width = preset.size.width + 108, height = preset.size.height + 108
            return DeviceBody.allScreen(
                style: "tablet", screenCornerRadius: screenRadius, bezel: 48, band: 6,
                buttons: DeviceBodyCatalog.buttons(.top, bodyLength: width, [(0.78, 0.88)])
                    + DeviceBodyCatalog.buttons(.right, bodyLength: height, [(0.09, 0.14), (0.155, 0.205)]))
        })
}
