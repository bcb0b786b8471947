import CompositorCore

/// The devices Interface Builder saves frames for (`<device id="retina6_1">`): their size in
/// points and scale, from Xcode's device list (the ids Xcode 8 through 16 write).
package struct IBDevice: Equatable, Sendable {
    public var id: String
    public var size: Size
    public var scale: Double

    /// Portrait sizes by id.
    static let table: [String: (Double, Double, Double)] = [
        "retina3_5": (320, 480, 2), "retina4_0": (320, 568, 2), "retina4_7": (375, 667, 2),
        "retina5_5": (414, 736, 3), "retina5_9": (375, 812, 3), "retina5_4": (375, 812, 3),
        "retina6_1": (414, 896, 2), "retina6_5": (414, 896, 3), "retina6_0": (390, 844, 3),
        "retina6_7": (428, 926, 3), "retina6_12": (393, 852, 3), "retina6_72": (430, 932, 3),
        "retina6_3": (402, 874, 3), "retina6_9": (440, 956, 3), "retina6_5_air": (420, 912, 3),
        "ipad9_7": (768, 1024, 2), "ipad10_2": (810, 1080, 2), "ipad10_5": (834, 1112, 2),
        "ipad10_9rounded": (820, 1180, 2), "ipad11": (834, 1194, 2), "ipad12_9": (1024, 1366, 2),
        "ipad12_9rounded": (1024, 1366, 2), "ipad7_9": (744, 1133, 2), "ipad11_0rounded": (834, 1194, 2),
        "ipad13_0rounded": (1032, 1376, 2), "ipad11_1rounded": (834, 1210, 2),
    ]

    /// The device `<device id=… orientation=…>` names, or `nil` for an id not in the table.
    static func named(_ id: String, landscape: Bool) -> IBDevice? {
        guard let (w, h, s) = table[id] else { return nil }
        return IBDevice(id: id, size: landscape ? Size(width: h, height: w) : Size(width: w, height: h), scale: s)
    }
}
