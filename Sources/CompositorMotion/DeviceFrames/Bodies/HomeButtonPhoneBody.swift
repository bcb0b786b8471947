import CompositorCore

/// iPhone SE (home button): a square-cornered screen in a tall glass face, measured from the
/// 2nd/3rd generation (67.3 × 138.4 mm body; its 375 × 667-point screen is 750 px at 326 ppi,
/// 0.1558 mm a point: 432 × 888 points, so 28.5 points a side and 110.5 above and below). A
/// 3.5-point band, body corners of 58 points (9 mm), a 70-point (11 mm) home button ring. The
/// ring/silent switch and volume keys on the left, the side button on the right.
enum HomeButtonPhoneBody {
    static let style = DeviceBodyCatalog.Style(
        name: "home-button-phone",
        draws: { $0.family == .phone && $0.cutout == .none },
        body: { preset in
            let height = preset.size.height + 221
            return DeviceBody(
                style: "home-button-phone", screenCornerRadius: 0,
                bezel: EdgeInsets(top: 107, left: 25, bottom: 107, right: 25), band: 3.5, buttonDepth: 3,
                buttons: DeviceBodyCatalog.buttons(.left, bodyLength: height, [(0.12, 0.145), (0.19, 0.24), (0.265, 0.315)])
                    + DeviceBodyCatalog.buttons(.right, bodyLength: height, [(0.19, 0.26)]),
                bodyCornerRadius: 58, homeButtonDiameter: 70)
        })
}
