import CompositorCore

/// A tab bar (UITabBar) across the bottom: items with an icon and a title, the selected one in
/// the tint color, the others in systemGray, an optional red badge. In a regular-width
/// container (an iPad screen) it is iPadOS 18's floating tab bar instead (`Style.floating`).
///
/// Metrics: 49 points tall above the home-indicator inset (83 in all on a 34-point inset), 50 on
/// iPads (Apple's UITabBar; HIG "Tab bars"); the icon box 25 points high from 5 points down;
/// titles in 10-point medium (caption2's size), their line from 33 points down; a badge is an
/// 18-point capsule to the right of the icon's center.
public struct TabBar: Hashable, Sendable {
    /// One tab.
    public struct Item: Hashable, Sendable {
        public var title: String
        public var icon: String?
        public var badge: String?

        public init(title: String, icon: String? = nil, badge: String? = nil) {
            self.title = title; self.icon = icon; self.badge = badge
        }
    }

    /// Where and how the bar is drawn.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// By the container, as UITabBarController on iPadOS 18: floating in a regular-width
        /// container (an iPad screen), at the bottom in a compact one (a phone, a form sheet).
        case automatic
        /// UITabBar across the bottom, icons over titles.
        case bottom
        /// iPadOS 18's floating tab bar: titles only, in a capsule at the top center.
        case floating
    }

    public var items: [Item]
    public var selected: Int
    public var style: Style
    /// Standard (material and hairline) or scroll-edge (transparent) look; `automatic` is iOS 15's:
    /// transparent unless the scene's content runs on under the bar (see `BarAppearance`).
    public var appearance: BarAppearance

    public init(items: [Item], selected: Int = 0, style: Style = .automatic, appearance: BarAppearance = .automatic) {
        self.items = items; self.selected = selected; self.style = style; self.appearance = appearance
    }

    /// Whether the bar floats in `env`: `.floating`, or `.automatic` in a regular width.
    public func isFloating(in env: ComponentEnvironment) -> Bool {
        style == .floating || (style == .automatic && env.isRegularWidth)
    }

    /// The bar's frame in `env`: the bottom bar's, or the floating capsule's.
    public func frame(in env: ComponentEnvironment) -> Rect {
        isFloating(in: env) ? FloatingTabBar(bar: self).frame(env) : Self.frame(env)
    }

    /// The bar's height above the bottom inset.
    public static func height(_ env: ComponentEnvironment) -> Double { env.isRegularWidth ? 50 : 49 }

    /// The bar's frame in `env`: across the bottom, including the bottom safe-area inset.
    public static func frame(_ env: ComponentEnvironment) -> Rect {
        let h = height(env) + env.safeArea.bottom
        return Rect(x: 0, y: env.size.height - h, width: env.size.width, height: h)
    }

    /// The bar's views in `env`; `contentUnder`: the scene's content runs on under the bottom
    /// bar, which then shows its material and hairline when `appearance` is `automatic`.
    public func view(in env: ComponentEnvironment, contentUnder: Bool = false) -> View {
        if isFloating(in: env) { return FloatingTabBar(bar: self).view(in: env) }
        let palette = env.palette, frame = Self.frame(env)
        let itemWidth = frame.width / Double(max(items.count, 1))
        var views: [View] = []
        if appearance.drawsBackground(contentUnder: contentUnder) {
            views.append(.barBackground(Rect(x: 0, y: 0, width: frame.width, height: frame.height), in: env, id: "tabBar.background"))
            views.append(.fill(palette.barHairline, Rect(x: 0, y: 0, width: frame.width, height: env.hairline), id: "tabBar.hairline"))
        }
        for (index, item) in items.enumerated() {
            let color = index == selected ? env.tint : palette[.systemGray]
            let cx = itemWidth * (Double(index) + 0.5)
            // The icon is named `tabBar.items.N`, so a flow's `tab` step can tap it.
            views.append(Glyph.icon(item.icon ?? item.title, in: Rect(x: cx - 14, y: 5, width: 28, height: 25), color: color,
                                    direction: env.layoutDirection, id: "tabBar.items.\(index)"))
            let label = Label(text: item.title, font: FontSpec(size: 10, weight: .medium), color: color, alignment: .center, lineHeight: 12)
            views.append(.text(label, x: cx - itemWidth / 2, y: 33, width: itemWidth))
            if let badge = item.badge {
                let w = max(18, 11 + 7 * Double(badge.count))
                views.append(View(frame: Rect(x: cx + 5, y: 1, width: w, height: 18), backgroundColor: palette[.systemRed], cornerRadius: 9,
                                  subviews: [.text(Label(text: badge, font: FontSpec(size: 13), color: .white, alignment: .center, lineHeight: 18),
                                                   x: 0, y: 0, width: w)]))
            }
        }
        // Right to left the items run from the right (the first tab rightmost), each badge on
        // its icon's left; a chevron or arrow icon points the other way, every other icon is as named.
        let container = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        return View(id: "tabBar", frame: frame, subviews: env.layoutDirection == .rightToLeft ? views.map { $0.mirrored(within: container) } : views)
    }
}
