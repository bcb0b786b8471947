import CompositorCore

/// A toolbar (UIToolbar) across the bottom: bar items spread edge to edge with flexible space
/// between them, the first at the leading margin and the last at the trailing one (right to
/// left the first stands at the right margin, and chevrons and arrows point the other way).
///
/// Metrics: 44 points tall on home-button phones; on phones with a home indicator it matches the
/// tab bar's 49 points above the 34-point inset (Apple's iPhone X HIG templates, as tabulated in
/// usagimaru's "iPhone Xのセーフエリアやマージン幅について", qiita.com/usagimaru/items/761e9a5f3d78b1939df8).
public struct Toolbar: Hashable, Sendable {
    public var items: [BarItem]

    public init(items: [BarItem]) { self.items = items }

    /// The bar's height above the bottom inset.
    public static func height(_ env: ComponentEnvironment) -> Double { env.safeArea.bottom > 0 ? 49 : 44 }

    public static func frame(_ env: ComponentEnvironment) -> Rect {
        let h = height(env) + env.safeArea.bottom
        return Rect(x: 0, y: env.size.height - h, width: env.size.width, height: h)
    }

    public func view(in env: ComponentEnvironment) -> View {
        let palette = env.palette, frame = Self.frame(env), margin = env.layoutMargin
        var views: [View] = [
            .barBackground(Rect(x: 0, y: 0, width: frame.width, height: frame.height), in: env),
            .fill(palette.barHairline, Rect(x: 0, y: 0, width: frame.width, height: env.hairline)),
        ]
        let total = items.reduce(0) { $0 + $1.width }
        let gap = items.count > 1 ? (frame.width - 2 * margin - total) / Double(items.count - 1) : 0
        var x = items.count == 1 ? (frame.width - total) / 2 : margin
        for item in items {
            views.append(item.view(x: x, centerY: Self.height(env) / 2, tint: env.tint, direction: env.layoutDirection))
            x += item.width + gap
        }
        return View(id: "toolbar", frame: frame, subviews: views.laidOut(env.layoutDirection, in: frame.size))
    }
}
