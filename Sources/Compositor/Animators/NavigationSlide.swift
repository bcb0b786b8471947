/// UIKit's stock navigation slide, shared by push and pop: the top scene slides in from the
/// right edge while the one under it moves left by 30 % of the width (parallax) and darkens
/// slightly. When both scenes have titles the navigation bar stays put and only the titles
/// change (the old one slides left and fades, the new one arrives from the right); otherwise
/// each bar travels with its scene.
struct NavigationSlide {
    let context: TransitionContext
    /// The share of the width the underlying scene moves left when covered.
    static let parallax = 0.3
    /// Black at 10 %: how much the underlying scene darkens when covered.
    static let dimming = Color(red: 0, green: 0, blue: 0, alpha: 0.1)

    /// The layers with `top` covering `under` by `t` (0: `under` alone in place, 1: `top` in place).
    func layers(under underScene: Scene, top topScene: Scene, covered t: Double) -> [View] {
        let width = context.canvas.size.width
        var under = context.placed(underScene), top = context.placed(topScene)
        var bar: View?
        if context.style == .navigation, let underTitle = underScene.title, let topTitle = topScene.title {
            under.removeNavigationBar()
            top.removeNavigationBar()
            bar = titleChange(from: underTitle, to: topTitle, t: t)
        }
        under.transform.translationX = -Self.parallax * width * t
        top.transform.translationX = width * (1 - t)
        let dim = View(frame: context.finalFrame, alpha: t, backgroundColor: Self.dimming)
        return [under, dim, top] + (bar.map { [$0] } ?? [])
    }

    /// A fixed navigation bar whose title changes from `old` to `new` at `t`.
    private func titleChange(from old: String, to new: String, t: Double) -> View {
        let width = context.canvas.size.width
        var bar = ContainerChrome.navigationBar(title: old, canvas: context.canvas)
        guard let index = bar.subviews.firstIndex(where: { $0.label != nil }) else { return bar }
        var oldTitle = bar.subviews[index], newTitle = oldTitle
        newTitle.label?.text = new
        oldTitle.alpha = 1 - t
        oldTitle.transform.translationX = -width / 3 * t
        newTitle.alpha = t
        newTitle.transform.translationX = width / 3 * (1 - t)
        bar.subviews[index] = oldTitle
        bar.subviews.insert(newTitle, at: index + 1)
        return bar
    }
}

extension View {
    /// Takes away the navigation bar `TransitionContext.placed` added (the last subview).
    mutating func removeNavigationBar() {
        if subviews.last?.id == "navigationBar" { subviews.removeLast() }
    }
}
