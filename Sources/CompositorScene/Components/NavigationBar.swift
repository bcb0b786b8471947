import CompositorCore

/// A navigation bar (UINavigationBar) across the top of a scene, under the status bar: an
/// inline title (headline, centered) or a large title (34-point bold at the layout margin, in
/// UIKit's 96-point bar), a back button (chevron and the previous screen's title) and bar
/// button items on either side.
///
/// Metrics (UIKit, iOS 11+): the bar is 44 points tall, 96 with a large title (Apple's
/// UINavigationBar.prefersLargeTitles; HIG "Navigation bars"). On iPad (iOS 12+) the row is
/// 50 points and 102 with a large title, in full screen and in form and page sheets alike
/// (Geoff Hackworth, "iPad Navigation Bar and Toolbar Height Changes in iOS 12", measured with
/// his Adaptivity app: https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c5766809f4;
/// Tencent/QMUI_iOS issue #633 tabulates the same 50). Apple documents neither figure. The
/// title, back button and items are centered in the row on either device. The large title's 41-point line
/// ends 8 points above the bar's bottom; the back chevron sits 8 points from the leading edge and
/// its title at 29 (measured on iOS 15–18 screenshots); items end at the layout margin.
public struct NavigationBar: Hashable, Sendable {
    public var title: String
    public var largeTitle: Bool
    /// Show a back button; its title is `backTitle`, or the previous scene's title.
    public var backButton: Bool
    public var backTitle: String?
    public var leftItems: [BarItem]
    public var rightItems: [BarItem]
    /// Standard (material and hairline) or scroll-edge (transparent) look; `automatic` is iOS 15's
    /// (see `BarAppearance`).
    public var appearance: BarAppearance

    public init(title: String, largeTitle: Bool = false, backButton: Bool = false, backTitle: String? = nil,
                leftItems: [BarItem] = [], rightItems: [BarItem] = [], appearance: BarAppearance = .automatic) {
        self.title = title; self.largeTitle = largeTitle; self.backButton = backButton || backTitle != nil
        self.backTitle = backTitle; self.leftItems = leftItems; self.rightItems = rightItems; self.appearance = appearance
    }

    /// The inline bar's height on iPhone.
    public static let height = 44.0
    /// The inline bar's height on iPad (iOS 12+).
    public static let padHeight = 50.0
    /// What a large title adds below the row (96 − 44 on iPhone; 102 − 50 on iPad).
    public static let largeTitleExtra = 52.0
    /// The height with a large title on iPhone.
    public static let largeTitleHeight = height + largeTitleExtra

    /// The row the title, back button and items are centered in: 44 points, 50 on iPad.
    public static func rowHeight(_ env: ComponentEnvironment) -> Double { env.idiom == .pad ? padHeight : height }

    /// The bar's height below the status bar in `env`.
    public func barHeight(in env: ComponentEnvironment) -> Double {
        Self.rowHeight(env) + (largeTitle ? Self.largeTitleExtra : 0)
    }

    /// Whether the bar draws its background and hairline, given whether the scene's content lies
    /// under it (`ScrollEdge`): at rest a scroll view's content starts below the bar, so
    /// `automatic` leaves it transparent, as iOS 15 does for inline and large titles alike.
    public func drawsBackground(contentUnder: Bool) -> Bool { appearance.drawsBackground(contentUnder: contentUnder) }

    /// The inline title's frame: headline line centered in the `row`-point row under `top`.
    package static func titleFrame(top: Double, width: Double, row: Double = height) -> Rect {
        Rect(x: 0, y: top + (row - TextStyle.headline.leading) / 2, width: width, height: TextStyle.headline.leading)
    }

    /// The large title's frame: its line ends 8 points above the bar's bottom.
    package static func largeTitleFrame(top: Double, margin: Double, width: Double, row: Double = height) -> Rect {
        Rect(x: margin, y: top + row + largeTitleExtra - 8 - 41, width: width - 2 * margin, height: 41)
    }

    /// The back button title's frame, its text starting at 29 points.
    package static func backTitleFrame(top: Double, width: Double, row: Double = height) -> Rect {
        Rect(x: 29, y: top + (row - 22) / 2, width: width / 3, height: 22)
    }

    /// The bar's views in `env` with `top` points above it (the status bar, or 0 in a sheet),
    /// `previousTitle` filling a back button without its own title. Subviews carry ids
    /// (`navigationBar.title`, `.largeTitle`, `.backChevron`, `.backTitle`, `.items`) so the
    /// navigation transition can move each part. `contentUnder`: the scene has content under the
    /// bar (see `drawsBackground(contentUnder:)`).
    public func view(in env: ComponentEnvironment, top: Double, previousTitle: String? = nil, contentUnder: Bool = false) -> View {
        let palette = env.palette, w = env.size.width, margin = env.layoutMargin
        let row = Self.rowHeight(env), barHeight = barHeight(in: env)
        var views: [View] = []
        if drawsBackground(contentUnder: contentUnder) {
            views.append(.barBackground(Rect(x: 0, y: 0, width: w, height: top + barHeight), in: env, id: "navigationBar.background"))
            views.append(.fill(palette.barHairline, Rect(x: 0, y: top + barHeight, width: w, height: env.hairline), id: "navigationBar.hairline"))
        }
        if !largeTitle {
            var inline = View.text(TextStyle.headline.label(title, color: palette[.label], alignment: .center), x: 0, y: 0, width: w,
                                   id: "navigationBar.title")
            inline.frame = Self.titleFrame(top: top, width: w, row: row).insetHorizontally(by: 90)
            views.append(inline)
        }
        if largeTitle {
            let label = Label(text: title, font: TextStyle.largeTitle.font(weight: .bold), color: palette[.label], lineHeight: 41)
            views.append(View(id: "navigationBar.largeTitle", frame: Self.largeTitleFrame(top: top, margin: margin, width: w, row: row), label: label))
        }
        let rowCenter = top + row / 2
        // Right to left the bar mirrors, as UIKit's does: the chevron points right from 8 points
        // inside the right edge, its title ends 29 points from it, and the leading (left) items
        // stand on the right, the trailing ones on the left.
        let rtl = env.layoutDirection == .rightToLeft
        if backButton {
            let chevron = Rect(x: 8, y: rowCenter - 10.5, width: 12, height: 21)
            views.append(Glyph.chevron(in: rtl ? chevron.mirrored(in: w) : chevron, pointingLeft: !rtl,
                                       thickness: 3, color: env.tint, id: "navigationBar.backChevron"))
            let text = backTitle ?? previousTitle ?? "Back"
            let frame = Self.backTitleFrame(top: top, width: w, row: row)
            views.append(View(id: "navigationBar.backTitle", frame: rtl ? frame.mirrored(in: w) : frame,
                              label: TextStyle.body.label(text, color: env.tint, alignment: rtl ? .right : .natural)))
        }
        var items = View(id: "navigationBar.items", frame: Rect(x: 0, y: 0, width: w, height: top + row))
        var x = margin
        // Each item is named by its side and place (`navigationBar.rightItems.0`), so a flow can tap it.
        for (n, item) in leftItems.enumerated() where !backButton {
            items.subviews.append(item.view(x: rtl ? w - x - item.width : x, centerY: rowCenter, tint: env.tint, direction: env.layoutDirection,
                                            id: "navigationBar.leftItems.\(n)"))
            x += item.width + 20
        }
        x = w - margin
        for (n, item) in rightItems.enumerated().reversed() {
            x -= item.width
            items.subviews.append(item.view(x: rtl ? w - x - item.width : x, centerY: rowCenter, tint: env.tint, direction: env.layoutDirection,
                                            id: "navigationBar.rightItems.\(n)"))
            x -= 20
        }
        views.append(items)
        return View(id: "navigationBar", frame: Rect(x: 0, y: 0, width: w, height: top + barHeight), subviews: views)
    }
}

extension Rect {
    /// The rectangle reflected across the vertical center line of a container `width` wide
    /// (its left edge x becomes width − x − its width), for right-to-left layout.
    package func mirrored(in width: Double) -> Rect {
        Rect(x: width - maxX, y: minY, width: self.width, height: height)
    }

    /// The rectangle narrowed by `inset` on the left and right.
    package func insetHorizontally(by inset: Double) -> Rect {
        Rect(x: minX + inset, y: minY, width: max(width - 2 * inset, 1), height: height)
    }
}
