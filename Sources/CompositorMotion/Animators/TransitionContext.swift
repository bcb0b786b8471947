import CompositorCore
import CompositorScene

/// What an animator works with, as UIKit's transitioning context: the container (the canvas),
/// the presenting (`from`) and presented (`to`) scenes, the presentation style with the initial
/// and final frames it implies, the duration, the curve and the options.
///
/// `from` and `to` name the scenes of the presentation; dismissing runs from `to` back to `from`.
/// Progress runs 0 → 1 in every method that takes one.
package struct TransitionContext: Sendable {
    /// The container.
    public var canvas: Canvas
    /// The presenting scene: shown alone at progress 0 of presenting.
    public var from: Scene
    /// The presented scene: shown alone at progress 1 of presenting.
    public var to: Scene
    /// The transition's length in seconds.
    public var duration: Rational
    /// The animator's main timing curve (the template's `curve`, or the animator's default).
    public var curve: TimingCurve
    /// The animator's validated options.
    public var options: AnimatorOptions
    /// Where the presented scene ends up and what surrounds it.
    public var style: PresentationStyle
    /// Every scene of the template, for animators whose options name a third scene
    /// (ReplaceTop's `below`).
    public var scenes: [Scene]
    /// The chromes of `from` and `to` as given at init, made once (`SceneChrome` walks the
    /// scene's view tree) and handed out by `chrome(_:)` for an equal scene: animators ask for
    /// them at every frame.
    private let restingChromes: [SceneChrome]

    /// A context for presenting `to` from `from` on `canvas` in `style`.
    public init(canvas: Canvas, from: Scene, to: Scene, duration: Rational, curve: TimingCurve,
                options: AnimatorOptions = AnimatorOptions(), style: PresentationStyle = .fullScreen, scenes: [Scene] = []) {
        self.canvas = canvas; self.from = from; self.to = to; self.duration = duration
        self.curve = curve; self.options = options; self.style = style; self.scenes = scenes
        restingChromes = [from, to].map { SceneChrome(scene: $0, env: ComponentEnvironment(canvas: canvas, appearance: $0.appearance)) }
    }

    /// The template's scene named `name`, or `nil`.
    public func scene(named name: String) -> Scene? { scenes.first { $0.name == name } }

    /// The container's bounds: the frame of every scene that fills it.
    public var finalFrame: Rect { canvas.bounds }

    /// The operation a direction performs in this style.
    public func operation(_ direction: SegueDirection) -> SegueOperation {
        switch (style, direction) {
        case (.navigation, .present): return .push
        case (.navigation, .dismiss): return .pop
        case (.tab, _): return .tabSwitch
        case (_, .present): return .present
        case (_, .dismiss): return .dismiss
        }
    }

    /// A scene's root filling the container, with its own bars (navigation bar, tab bar,
    /// toolbar) and the bars its style draws for scenes without them (a navigation bar when the
    /// scene has a title in a navigation stack; the tab bar in a tab controller).
    public func placed(_ scene: Scene) -> View {
        var root = scene.root
        root.frame = finalFrame
        root.subviews += chrome(scene).bars(previousTitle: otherScene(scene).navigationTitle)
        switch style {
        case .navigation:
            if scene.navigationBar == nil, let title = scene.title {
                root.subviews.append(NavigationBar(title: title, appearance: .standard).view(in: environment(scene), top: canvas.safeArea.top))
            }
        case .tab:
            if scene.tabBar == nil {
                root.subviews.append(ContainerChrome.tabBar(items: [from.title ?? from.name, to.title ?? to.name],
                                                            selected: scene.name == to.name ? 1 : 0, canvas: canvas))
            }
        default: break
        }
        return root
    }

    /// The environment `scene` is drawn in on the canvas (its appearance, the canvas's safe area).
    public func environment(_ scene: Scene) -> ComponentEnvironment {
        ComponentEnvironment(canvas: canvas, appearance: scene.appearance)
    }

    /// The layout of `scene`'s bars on the full canvas.
    /// A scene equal to `from` or `to` as given at init gets the chrome made then (comparing
    /// scenes stops at the first difference, and shares array storage with them when
    /// unchanged, so it is far cheaper than walking the tree again).
    public func chrome(_ scene: Scene) -> SceneChrome {
        let env = environment(scene)
        if let made = restingChromes.first(where: { $0.scene == scene && $0.env == env && $0.top == env.safeArea.top }) { return made }
        return SceneChrome(scene: scene, env: env)
    }

    /// The scene of the pair that is not `scene`.
    func otherScene(_ scene: Scene) -> Scene { scene.name == from.name ? to : from }

    /// True when the presented scene is a card over the presenting one: a form sheet, or a page
    /// sheet (a form sheet on a compact-width canvas adapts to one).
    public var isSheet: Bool { style.keepsPresentingVisible }

    /// Whether the canvas has a regular horizontal size class (iPad-like width).
    public var isRegularWidth: Bool { canvas.size.width >= 700 }

    /// The presented scene's frame at rest: the container, or the sheet's card.
    public var presentedFrame: Rect { isSheet ? ContainerChrome.sheetFrame(style: style, regularWidth: isRegularWidth, canvas: canvas) : finalFrame }

    /// The presented scene's root at its final frame (a card with rounded corners for sheets;
    /// a sheet's views are laid out in the card's coordinates, as a sheet's view controller's are).
    public func presented(_ scene: Scene) -> View {
        guard isSheet else { return placed(scene) }
        var root = scene.root
        root.frame = presentedFrame
        var env = environment(scene)
        env.size = presentedFrame.size
        env.safeArea = .zero
        root.subviews += SceneChrome(scene: scene, env: env, top: 0).bars(previousTitle: otherScene(scene).navigationTitle)
        root.cornerRadius = ContainerChrome.sheetCornerRadius
        root.clipsToBounds = true
        return root
    }

    /// The presenting scene as it rests behind a sheet after presenting, at `progress` of the
    /// way there: on a compact page sheet it shrinks and rounds its corners, as on iOS 13+.
    public func presentingBehindSheet(at progress: Double) -> View {
        var root = placed(from)
        guard isSheet, !isRegularWidth else { return root }
        let rest = ContainerChrome.shrunkPresentingTransform(canvas: canvas)
        root.transform = ViewTransform.identity.interpolated(to: rest, progress)
        root.cornerRadius = ContainerChrome.sheetCornerRadius * progress
        root.clipsToBounds = progress > 0
        return root
    }

    /// The dimming view between a sheet and the presenting scene, at `progress` of its fade-in.
    public func dimming(at progress: Double) -> View {
        View(frame: finalFrame, alpha: progress, backgroundColor: ContainerChrome.dimmingColor)
    }

    /// The source scene alone: what presenting starts from and dismissing ends with.
    public var presentingAlone: [View] { [placed(from)] }

    /// The destination at rest: the presented scene alone, or, for a sheet, the sheet over the
    /// dimmed presenting scene (UIKit keeps the presenting view visible for sheets).
    public var presentedAlone: [View] {
        guard isSheet else { return [placed(to)] }
        return [presentingBehindSheet(at: 1), dimming(at: 1), presented(to)]
    }

    /// Layers for a presentation at `progress` whose presented scene is drawn as `presentedView`:
    /// the presenting scene (shrinking behind a sheet), the dimming for sheets, then the presented
    /// view on top. The common frame of modal animators.
    public func modalLayers(at progress: Double, presentedView: View) -> [View] {
        guard isSheet else { return [placed(from), presentedView] }
        return [presentingBehindSheet(at: progress), dimming(at: progress), presentedView]
    }
}
