import CompositorCore
import CompositorScene

/// The views UIKit's containers add around scenes: navigation and tab bars, sheet cards and the
/// dimming behind them. Sizes are UIKit's in points; the status bar height follows the canvas
/// shape (a notched phone, an iPad, or none for a landscape or video canvas).
enum ContainerChrome {
    /// Corner radius of a sheet card (iOS 13+).
    static let sheetCornerRadius = 10.0
    /// UIKit's dimming behind sheets: black at 40 %.
    static let dimmingColor = Color(red: 0, green: 0, blue: 0, alpha: 0.4)
    /// The translucent bar material, drawn opaque: systemBackground's bar grey.
    static let barColor = Color(r8: 248, g8: 248, b8: 248)
    static let hairlineColor = Color(r8: 0, g8: 0, b8: 0, a8: 77)
    static let tintColor = Color(r8: 0, g8: 122, b8: 255)
    static let inactiveColor = Color(r8: 153, g8: 153, b8: 153)

    /// The status bar height a canvas of this shape has: 47 on a portrait phone, 24 on an
    /// iPad, 0 for landscape (video) canvases.
    static func statusBarHeight(_ canvas: Canvas) -> Double {
        let size = canvas.size
        guard size.height > size.width else { return 0 }
        return size.width >= 700 ? 24 : 47
    }

    /// The home-indicator inset at the bottom of a portrait phone.
    static func bottomInset(_ canvas: Canvas) -> Double {
        canvas.size.height > canvas.size.width && canvas.size.width < 700 && canvas.size.height >= 800 ? 34 : 0
    }

    /// The inline navigation bar a titled scene gets in a navigation stack: `NavigationBar`'s,
    /// under the canvas's status bar, in the canvas's appearance.
    static func navigationBar(title: String, canvas: Canvas) -> View {
        NavigationBar(title: title, appearance: .standard).view(in: ComponentEnvironment(canvas: canvas), top: canvas.safeArea.top)
    }

    /// A tab bar across the bottom with one item per name, `selected` tinted.
    static func tabBar(items: [String], selected: Int, canvas: Canvas) -> View {
        let width = canvas.size.width, height = 49 + bottomInset(canvas)
        let itemWidth = width / Double(max(items.count, 1))
        var subviews = [View(frame: Rect(x: 0, y: 0, width: width, height: 0.5), backgroundColor: hairlineColor)]
        for (index, name) in items.enumerated() {
            let color = index == selected ? tintColor : inactiveColor
            let x = itemWidth * Double(index)
            subviews.append(View(frame: Rect(x: x + itemWidth / 2 - 12, y: 5, width: 24, height: 24),
                                 backgroundColor: color, cornerRadius: 6))
            subviews.append(View(frame: Rect(x: x, y: 32, width: itemWidth, height: 13),
                                 label: Label(text: name, font: FontSpec(size: 10, weight: .medium), color: color, alignment: .center)))
        }
        return View(id: "tabBar", frame: Rect(x: 0, y: canvas.size.height - height, width: width, height: height),
                    backgroundColor: barColor, subviews: subviews)
    }

    /// The sheet card's frame at rest. A form sheet on a regular-width canvas is UIKit's
    /// 540 × 620 centered card; a page sheet there is 704 wide from 40 below the status bar;
    /// on a compact canvas both are the phone card from just below the status bar, its bottom
    /// corners pushed off screen.
    static func sheetFrame(style: PresentationStyle, regularWidth: Bool, canvas: Canvas) -> Rect {
        let size = canvas.size
        if regularWidth && style == .formSheet {
            let w = min(540, size.width - 40), h = min(620, size.height - 40)
            return Rect(x: ((size.width - w) / 2).rounded(), y: ((size.height - h) / 2).rounded(), width: w, height: h)
        }
        if regularWidth {
            let w = min(704, size.width - 40), top = statusBarHeight(canvas) + 40
            return Rect(x: ((size.width - w) / 2).rounded(), y: top, width: w, height: size.height - top + sheetCornerRadius)
        }
        let top = statusBarHeight(canvas) + 10
        return Rect(x: 0, y: top, width: size.width, height: size.height - top + sheetCornerRadius)
    }

    /// The presenting scene's transform behind a phone page sheet: inset 16 points a side, its
    /// top 10 points above the card's.
    static func shrunkPresentingTransform(canvas: Canvas) -> ViewTransform {
        let size = canvas.size
        let scale = (size.width - 32) / size.width
        let cardTop = statusBarHeight(canvas) + 10
        let top = size.height * (1 - scale) / 2
        return ViewTransform(scaleX: scale, scaleY: scale, translationY: max(cardTop - 10, 0) - top)
    }
}

extension View {
    /// Takes away the navigation bar `TransitionContext.placed` added for a titled scene (the
    /// last subview, when it is one).
    mutating func removeNavigationBar() {
        if subviews.last?.id == "navigationBar" { subviews.removeLast() }
    }
}
