import CompositorCore

/// iPadOS 18's floating tab bar (UITabBarController in a regular-width container): the tabs'
/// titles, without icons, in a capsule centered at the top of the screen, in the navigation
/// bar's row under the status bar; the selected tab sits on a lighter capsule in the tint color.
///
/// Metrics: Apple publishes none for this bar, so these are approximations read from iPadOS 18
/// screenshots, named here so they can be corrected in one place: the capsule is 40 points
/// tall, centered in the navigation bar's row right under the status bar (the safe area's top),
/// so it lines up with the bar's items (`NavigationBar.rowHeight`: 50 points on iPad); titles in
/// 15-point semibold, each tab as
/// wide as its title (estimated at 0.55 em a character, as bar items are) plus 16 points a
/// side; the selected capsule is inset 4 points.
package struct FloatingTabBar {
    package let bar: TabBar

    /// The capsule's height.
    package static let height = 40.0
    package static let fontSize = 15.0, padding = 16.0, inset = 4.0

    /// Each tab's width: its title's estimated width plus the padding on both sides.
    package var itemWidths: [Double] {
        bar.items.map { (Double($0.title.count) * Self.fontSize * 0.55).rounded() + 2 * Self.padding }
    }

    /// The capsule in `env`: centered horizontally, centered in the row under the status bar.
    package func frame(_ env: ComponentEnvironment) -> Rect {
        let width = itemWidths.reduce(0, +) + 2 * Self.inset
        return Rect(x: ((env.size.width - width) / 2).rounded(), y: env.safeArea.top + (NavigationBar.rowHeight(env) - Self.height) / 2,
                    width: width, height: Self.height)
    }

    package func view(in env: ComponentEnvironment) -> View {
        let palette = env.palette, frame = frame(env), dark = env.appearance == .dark
        var platter = View(frame: Rect(origin: .zero, size: frame.size), backgroundColor: palette[.tertiarySystemFill],
                           cornerRadius: Self.height / 2)
        platter.material = Material.chrome.variant(dark: dark)
        platter.clipsToBounds = true
        var views = [platter]
        var x = Self.inset
        for (index, (item, width)) in zip(bar.items, itemWidths).enumerated() {
            let isSelected = index == bar.selected
            if isSelected {
                views.append(View(frame: Rect(x: x, y: Self.inset, width: width, height: Self.height - 2 * Self.inset),
                                  backgroundColor: dark ? palette[.systemGray4] : .white, cornerRadius: (Self.height - 2 * Self.inset) / 2,
                                  shadow: dark ? nil : Shadow(color: .black, opacity: 0.08, radius: 4, offset: Size(width: 0, height: 1))))
            }
            let label = Label(text: item.title, font: FontSpec(size: Self.fontSize, weight: .semibold),
                              color: isSelected ? env.tint : palette[.label], alignment: .center, lineHeight: 20)
            views.append(.text(label, x: x, centerY: Self.height / 2, width: width, id: "tabBar.items.\(index)"))
            if let badge = item.badge {
                let w = max(16, 9 + 6 * Double(badge.count))
                views.append(View(frame: Rect(x: x + width - w + 2, y: 0, width: w, height: 16), backgroundColor: palette[.systemRed],
                                  cornerRadius: 8, subviews: [.text(Label(text: badge, font: FontSpec(size: 11, weight: .medium), color: .white,
                                                                          alignment: .center, lineHeight: 16), x: 0, y: 0, width: w)]))
            }
            x += width
        }
        // Right to left the capsule's items run from the right, as the bottom bar's do.
        if env.layoutDirection == .rightToLeft { views = views.map { $0.mirrored(within: Rect(origin: .zero, size: frame.size)) } }
        return View(id: "tabBar", frame: frame, subviews: views)
    }
}
