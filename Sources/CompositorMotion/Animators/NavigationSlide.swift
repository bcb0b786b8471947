import CompositorCore
import CompositorScene

/// UIKit's stock navigation slide, shared by push and pop, as UIKit plays it when the scenes
/// have navigation bars. With `t` the covered fraction (the curve's value; 0: `under` alone,
/// 1: `top` in place) and W the container's width:
///
/// - the under scene's content moves left by 0.3·W·t (parallax) under a black dimming of
///   10 %·t; the top scene's content is at x = W·(1 − t), with a 14-point shadow gradient
///   along its leading edge;
/// - the bar's background stays (the top bar's, cross-faded when only one bar draws one);
/// - the under scene's inline title slides toward the back button's place, by
///   (29 + w/2 − W/2)·t for a title of estimated width w, and fades to 1 − t;
/// - the top scene's back title starts where the under title was (its inline center, or the
///   large title's origin) and slides to x = 29, fading in to t; its chevron stays put
///   (alpha 1 when the under scene had a back button too, t otherwise);
/// - the top scene's inline title comes in from W/2·(1 − t) to the right, fading in to t;
/// - a large title rides with its scene's content, so it collapses off with the parallax;
/// - bar button items cross-fade in place (1 − t and t);
/// - a tab bar (or toolbar) both scenes share stays on top, still, its background cross-faded
///   when only one scene's draws one (1 − t and t, as the navigation bar's); one only the under scene has
///   leaves with it (hidesBottomBarWhenPushed), one only the top scene has arrives with it.
///
/// Scenes with only a `title` in a navigation stack get an inline bar; a pair without bars
/// slides whole.
struct NavigationSlide {
    let context: TransitionContext
    /// The share of the width the underlying scene moves left when covered.
    static let parallax = 0.3
    /// Black at 10 %: how much the underlying scene darkens when covered.
    static let dimming = Color(red: 0, green: 0, blue: 0, alpha: 0.1)
    /// The shadow gradient's width along the top scene's leading edge.
    static let shadowWidth = 14.0
    /// The default curve of push and pop: UIKit's system transition curve (`system`, the Bézier
    /// (0.25, 1, 0.25, 1) measured frame by frame from a recording of a stock iOS push, see
    /// `SystemCurves.swift`), the one UIKit's modal slide shares: quick off the mark,
    /// decelerating without overshoot. Over the segue's duration (0.35 s by default, unchanged).
    static let curve = TimingCurve.system
    /// Where a back button's title starts (points from the leading edge).
    static let backTitleX = 29.0

    /// The layers with `top` covering `under` by `t` (0: `under` alone in place, 1: `top` in place).
    func layers(under underScene: Scene, top topScene: Scene, covered t: Double) -> [View] {
        let width = context.canvas.size.width
        // Right to left every horizontal movement mirrors: the top scene comes in from the left.
        let s = context.canvas.layoutDirection.sign
        let dim = View(frame: context.finalFrame, alpha: t, backgroundColor: Self.dimming)
        guard let underBar = bar(underScene), let topBar = bar(topScene) else {
            var under = context.placed(underScene), top = context.placed(topScene)
            under.transform.translationX = -s * Self.parallax * width * t
            top.transform.translationX = s * width * (1 - t)
            top.subviews.insert(shadow, at: 0)
            return [under, dim, top]
        }
        let underChrome = chrome(underScene, underBar), topChrome = chrome(topScene, topBar)
        let shared = (underScene.tabBar != nil && topScene.tabBar != nil) || (underScene.toolbar != nil && topScene.toolbar != nil)
        let underScrolled = underChrome.contentUnderNavigationBar, topScrolled = topChrome.contentUnderNavigationBar
        let underBarView = underBar.view(in: underChrome.env, top: underChrome.top, contentUnder: underScrolled)
        let topBarView = topBar.view(in: topChrome.env, top: topChrome.top, previousTitle: underScene.navigationTitle, contentUnder: topScrolled)

        var under = underScene.root, top = topScene.root
        under.frame = context.finalFrame
        top.frame = context.finalFrame
        if !shared {
            under.subviews += [underChrome.bottomBarView()].compactMap { $0 }
            top.subviews += [topChrome.bottomBarView()].compactMap { $0 }
        }
        under.subviews += underBarView.parts("navigationBar.largeTitle")
        top.subviews += topBarView.parts("navigationBar.largeTitle")
        under.transform.translationX = -s * Self.parallax * width * t
        top.transform.translationX = s * width * (1 - t)
        top.subviews.insert(shadow, at: 0)

        var bar = View(id: "navigationBar", frame: Rect(x: 0, y: 0, width: width, height: max(underBarView.frame.height, topBarView.frame.height)))
        let backgroundIDs = ["navigationBar.background", "navigationBar.hairline"]
        bar.subviews += Self.background(leaving: underBarView.parts(backgroundIDs), arriving: topBarView.parts(backgroundIDs), covered: t)
        // The under scene's bar: its title heads for the back button, the rest fades.
        let underTitleShift = Self.backTitleX + Self.estimatedWidth(underBar.title) / 2 - width / 2
        bar.subviews += underBarView.parts("navigationBar.title").map { $0.shifted(dx: s * underTitleShift * t).fading(1 - t) }
        bar.subviews += underBarView.parts("navigationBar.backTitle").map { $0.shifted(dx: -s * width / 3 * t).fading(1 - t) }
        if !topBar.backButton { bar.subviews += underBarView.parts("navigationBar.backChevron").map { $0.fading(1 - t) } }
        bar.subviews += underBarView.parts("navigationBar.items").map { $0.fading(1 - t) }
        // The top scene's bar: the back title comes from where the under title was.
        let start: (dx: Double, dy: Double)
        if underBar.largeTitle {
            let large = NavigationBar.largeTitleFrame(top: underChrome.top, margin: underChrome.env.layoutMargin, width: width,
                                                      row: NavigationBar.rowHeight(underChrome.env))
            let back = NavigationBar.backTitleFrame(top: topChrome.top, width: width, row: NavigationBar.rowHeight(topChrome.env))
            start = (large.minX - back.minX, large.minY - back.minY)
        } else {
            start = (width / 2 - Self.estimatedWidth(underBar.title) / 2 - Self.backTitleX, 0)
        }
        bar.subviews += topBarView.parts("navigationBar.backChevron").map { $0.fading(underBar.backButton ? 1 : t) }
        bar.subviews += topBarView.parts("navigationBar.backTitle").map { $0.shifted(dx: s * start.dx * (1 - t), dy: start.dy * (1 - t)).fading(t) }
        bar.subviews += topBarView.parts("navigationBar.title").map { $0.shifted(dx: s * width / 2 * (1 - t)).fading(t) }
        bar.subviews += topBarView.parts("navigationBar.items").map { $0.fading(t) }

        var layers = [under, dim, top, bar]
        if shared, let bottom = sharedBottomBar(under: underChrome, top: topChrome, covered: t) { layers.append(bottom) }
        return layers
    }

    /// The bottom bar both scenes share (a tab bar, a toolbar), still on top: the top scene's,
    /// with its background cross-faded with the under scene's when only one of the two draws
    /// one (a tab bar's scroll-edge look: content runs on under one scene's bar and not under
    /// the other's), as the navigation bar's background is — the under scene's fading out to
    /// 1 − t, the top scene's in to t. Taken from the top scene alone, the under scene's
    /// material vanished at the first moving frame: the component-kit push's "Salt & Cedar" row
    /// showed unblurred under "Listen Now" and "Browse" from frame 31 on.
    private func sharedBottomBar(under: SceneChrome, top: SceneChrome, covered t: Double) -> View? {
        guard var bar = top.bottomBarView() else { return nil }
        guard let underBar = under.bottomBarView() else { return bar }
        let ids = ["tabBar.background", "tabBar.hairline"]
        bar.subviews = Self.background(leaving: underBar.parts(ids), arriving: bar.parts(ids), covered: t)
            + bar.subviews.filter { !($0.id.map(ids.contains) ?? false) }
        return bar
    }

    /// A shared bar's background parts at `t`: the arriving scene's when both scenes' bars
    /// draw one, else the leaving one's fading out to 1 − t and the arriving one's in to t.
    static func background(leaving: [View], arriving: [View], covered t: Double) -> [View] {
        guard leaving.isEmpty || arriving.isEmpty else { return arriving }
        return leaving.map { $0.fading(1 - t) } + arriving.map { $0.fading(t) }
    }

    /// A scene's navigation bar: its own, or an inline bar for a titled scene in a navigation
    /// stack; nil for none.
    private func bar(_ scene: Scene) -> NavigationBar? {
        if let bar = scene.navigationBar { return bar }
        guard context.style == .navigation, let title = scene.title else { return nil }
        return NavigationBar(title: title, appearance: .standard)
    }

    private func chrome(_ scene: Scene, _ bar: NavigationBar) -> SceneChrome {
        var scene = scene
        scene.navigationBar = bar
        return context.chrome(scene)
    }

    /// The shadow along the top scene's leading edge (its right edge right to left), in its
    /// coordinates, darkest at the edge.
    private var shadow: View {
        let rtl = context.canvas.layoutDirection == .rightToLeft, size = context.canvas.size
        return View(frame: Rect(x: rtl ? size.width : -Self.shadowWidth, y: 0, width: Self.shadowWidth, height: size.height),
                    gradient: LinearGradient(stops: [.init(color: .clear, location: 0), .init(color: Color(red: 0, green: 0, blue: 0, alpha: 0.1), location: 1)],
                                             start: Point(x: rtl ? 1 : 0, y: 0.5), end: Point(x: rtl ? 0 : 1, y: 0.5)))
    }

    /// A title's width in 17-point text, estimated at 0.55 em per character (layout stays a pure
    /// function of the template, without shaping text).
    static func estimatedWidth(_ title: String) -> Double { Double(title.count) * 17 * 0.55 }
}

extension View {
    /// The subviews with id `id`, in order (the navigation transition takes bars apart so).
    func parts(_ id: String) -> [View] { subviews.filter { $0.id == id } }

    /// The subviews with any of `ids`, in order.
    func parts(_ ids: [String]) -> [View] { subviews.filter { $0.id.map(ids.contains) ?? false } }

    /// The view with its alpha multiplied by `alpha`.
    func fading(_ alpha: Double) -> View {
        var v = self
        v.alpha *= alpha
        return v
    }

    /// The view moved by (`dx`, `dy`) through its transform.
    func shifted(dx: Double, dy: Double = 0) -> View {
        var v = self
        v.transform.translationX += dx
        v.transform.translationY += dy
        return v
    }
}
