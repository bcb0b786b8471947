/// Canvases of current devices by name: their screen size in points and scale. Every preset gives
/// even pixel dimensions, as H.264 4:2:0 needs.
public enum DevicePresets {
    /// (name, size in points, scale), in the order the docs list them.
    ///
    /// Phones whose screen is an odd number of pixels wide (iPhone 15 and 16 at 393×852 pt,
    /// 1179 px) are left out: H.264 4:2:0 cannot encode them; use a neighbour's size.
    public static let all: [(name: String, size: Size, scale: Double)] = [
        ("iPhone SE", Size(width: 375, height: 667), 2),
        ("iPhone 14", Size(width: 390, height: 844), 3),
        ("iPhone 16e", Size(width: 390, height: 844), 3),
        ("iPhone 14 Plus", Size(width: 428, height: 926), 3),
        ("iPhone 16 Plus", Size(width: 430, height: 932), 3),
        ("iPhone 16 Pro", Size(width: 402, height: 874), 3),
        ("iPhone 16 Pro Max", Size(width: 440, height: 956), 3),
        ("iPhone 17", Size(width: 402, height: 874), 3),
        ("iPhone Air", Size(width: 420, height: 912), 3),
        ("iPhone 17 Pro", Size(width: 402, height: 874), 3),
        ("iPhone 17 Pro Max", Size(width: 440, height: 956), 3),
        ("iPad mini", Size(width: 744, height: 1133), 2),
        ("iPad", Size(width: 820, height: 1180), 2),
        ("iPad Air 11", Size(width: 820, height: 1180), 2),
        ("iPad Air 13", Size(width: 1024, height: 1366), 2),
        ("iPad Pro 11", Size(width: 834, height: 1210), 2),
        ("iPad Pro 13", Size(width: 1032, height: 1376), 2),
        ("HD 1080p", Size(width: 960, height: 540), 2),
        ("HD 720p", Size(width: 640, height: 360), 2),
        // Portrait video (stories, reels, shorts): one 360×640-point layout at three resolutions.
        ("1080x1920", Size(width: 360, height: 640), 3),
        ("2160x3840", Size(width: 360, height: 640), 6),
        ("720x1280", Size(width: 360, height: 640), 2),
    ]

    /// The preset named `name` (any letter case), or `nil`.
    public static func named(_ name: String) -> (size: Size, scale: Double)? {
        all.first { $0.name.lowercased() == name.lowercased() }.map { ($0.size, $0.scale) }
    }
}
