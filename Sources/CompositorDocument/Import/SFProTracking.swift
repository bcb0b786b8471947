/// SF Pro's size-specific tracking on iOS, in points per character, as Apple's Human Interface
/// Guidelines publish it ("Typography" → Specifications → Tracking values, iOS and iPadOS:
/// https://developer.apple.com/design/human-interface-guidelines/typography). UIKit applies it
/// to the system font by itself (WWDC20 session 10175, "The details of UI typography": the
/// tracking varies with the point size, tighter from 13 to 23 points), so a label Xcode sized
/// for SF Pro was sized with it; import applies the same tracking to the stand-in face when a
/// label would not otherwise fit (`IBViewMapper.fitted`).
enum SFProTracking {
    /// (point size, tracking in points), from the table; sizes between are interpolated, sizes
    /// outside take the nearest end.
    static let table: [(Double, Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08),
        (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
        (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29),
        (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40),
        (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (44, 0.37),
        (48, 0.35), (50, 0.33), (56, 0.35), (64, 0.32), (72, 0.29), (80, 0.26),
    ]

    /// The tracking at `size` points.
    static func points(atSize size: Double) -> Double {
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.0 { return first.1 }
        if size >= last.0 { return last.1 }
        let upper = table.firstIndex { $0.0 >= size }!
        let (s1, t1) = table[upper], (s0, t0) = table[upper - 1]
        return t0 + (t1 - t0) * (size - s0) / (s1 - s0)
    }
}
