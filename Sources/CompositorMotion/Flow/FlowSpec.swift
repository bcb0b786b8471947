import CompositorCore
import CompositorMedia
import CompositorScene

/// A template's `flow:`: a walkthrough of an app in one clip, as an ordered list of steps over
/// its scenes with UIKit's container semantics (a navigation stack per tab, modal
/// presentations stacked over it, a tab bar controller's tabs).
///
/// Time runs: `hold` seconds on the root, then each step in order, each lasting its tap's lead
/// (`TouchIndicator.lead`, when it taps, after `FlowStep.reading` for a callout the tap takes
/// away), its transition (`duration`) and its `hold`.
public struct FlowSpec: Hashable, Sendable {
    /// The scene on screen at the start: the root of the (selected tab's) navigation stack.
    public var root: String
    /// A tab bar controller's scenes, in order (empty: no tab bar controller); `root` is one.
    public var tabs: [String]
    /// Stillness before the first step, in seconds.
    public var hold: Rational
    /// The steps, in order; at least one.
    public var steps: [FlowStep]
    /// How taps are drawn.
    public var touches: TouchStyle
    /// How the captions look (`flow.captionStyle`).
    public var captionStyle = CaptionStyle()

    /// A flow from `root` through `steps`; `hold` before the first step, half a second when nil.
    public init(root: String, tabs: [String] = [], hold: Rational? = nil, steps: [FlowStep],
                touches: TouchStyle = TouchStyle()) {
        self.root = root; self.tabs = tabs; self.hold = hold ?? Rational(1, 2); self.steps = steps; self.touches = touches
    }

    /// The default stillness before the first step, in seconds.
    public static let defaultHold = Rational(1, 2)
    /// The default stillness after a step, in seconds.
    public static let defaultStepHold = Rational(1)

    /// The flow's length in seconds: `hold` plus every step's `span`.
    public var duration: Rational { steps.reduce(hold) { $0 + $1.span } }
}

/// What a step does to the view controller hierarchy.
public enum FlowAction: Hashable, Sendable {
    /// Pushes a scene onto the top navigation stack.
    case push(String)
    /// Pops the top navigation stack's top scene.
    case pop
    /// Pops the top navigation stack to its root.
    case popToRoot
    /// Presents a scene modally over everything on screen.
    case present(String)
    /// Dismisses the topmost presented scene (with its navigation stack).
    case dismiss
    /// Selects a tab of the tab bar controller.
    case tab(String)
    /// Dismisses and pops until the named scene is on top.
    case unwind(String)
    /// Animates properties of views of the scene on top (and changes labels' text), which keep
    /// their new values.
    case change(FlowChange)
    /// Zooms onto a region of the screen (or the step's tap) and back (`FlowFocus`); the
    /// state stays as it was.
    case focus(FlowFocus)

    /// The step's key in a template.
    public var key: String {
        switch self {
        case .push: return "push"
        case .pop: return "pop"
        case .popToRoot: return "popToRoot"
        case .present: return "present"
        case .dismiss: return "dismiss"
        case .tab: return "tab"
        case .unwind: return "unwind"
        case .change: return "change"
        case .focus: return "focus"
        }
    }

    /// Every action key, in the order the docs list them.
    public static let keys = ["push", "pop", "popToRoot", "present", "dismiss", "tab", "unwind", "change", "focus"]

    /// Each action key with its value and what it does, for `segue-video list --steps`.
    public static let summaries: [(key: String, value: String, summary: String)] = [
        ("push", "SCENE", "push onto the top navigation stack (default animator: push)"),
        ("pop", "true", "pop the top navigation stack (the pushing animator, backwards)"),
        ("popToRoot", "true", "pop the top navigation stack to its root"),
        ("present", "SCENE", "present modally over everything (default: coverVertical, pageSheet)"),
        ("dismiss", "true", "dismiss the topmost presentation (the presenting animator, backwards)"),
        ("tab", "SCENE", "select a tab of flow.tabs (default: crossDissolve of the content)"),
        ("unwind", "SCENE", "dismiss and pop until SCENE is on top"),
        ("change", "[LAYER, ...]", "animate views of the scene on top (layers as segue.layers; 0.25 s)"),
        ("focus", "[X, Y, W, H] | {scale: S}", "zoom onto a region (or the step's tap) with a spring, hold, and zoom back (0.5 s each way)"),
    ]

    /// True for the actions that take something off the screen (their animator plays backwards).
    public var isReverse: Bool {
        switch self {
        case .pop, .popToRoot, .dismiss, .unwind: return true
        default: return false
        }
    }
}

/// One step of a flow: an action, how it animates, an optional tap before it, an optional
/// caption over it, and a hold after it.
public struct FlowStep: Hashable, Sendable {
    /// What the step does to the hierarchy.
    public var action: FlowAction
    /// The animator's catalog name; nil: the action's default (`FlowStep.defaultAnimator`), or
    /// for a reverse action the animator that brought the scene on.
    public var animator: AnimatorKind?
    /// For `present`: the modal presentation style; nil: a page sheet where the animator
    /// supports one, else its first style.
    public var style: PresentationStyle?
    /// The transition's (or change's) length in seconds, more than 0; 0 for an instant tab
    /// switch (the screen swaps between two frames).
    public var duration: Rational
    /// The transition's main curve.
    public var curve: TimingCurve
    /// Stillness after the transition, in seconds.
    public var hold: Rational
    /// A tap shown before the transition.
    public var tap: FlowTap?
    /// Text shown over the whole step.
    public var caption: FlowCaption?
    /// An interactive drag driving the transition (its `duration` is the drag and the
    /// settle); the finger follows it. A drag released to cancel leaves the state unchanged.
    public var gesture: GestureTrack?
    /// `screenshot: NAME`: an App Store screenshot taken in the middle of the step's hold
    /// (`FlowScreenshot`); nil: none.
    public var screenshot: String?
    /// `screenshot: {name, caption, frame, background, sizes}`: the screenshot dressed for the
    /// App Store (`ScreenshotLook`); nil: the frame as it is.
    public var screenshotLook: ScreenshotLook?
    /// `voiceover:`: a sound (its `file` and `volume`) starting at the step's start, mixed over
    /// the soundtrack, which ducks under it (`SegueTemplate.voiceovers`); nil: none.
    public var voiceover: Soundtrack?

    /// A step with its animation resolved (the decoder fills defaults from the state).
    public init(action: FlowAction, animator: AnimatorKind? = nil, style: PresentationStyle? = nil, duration: Rational,
                curve: TimingCurve, hold: Rational = FlowSpec.defaultStepHold, tap: FlowTap? = nil, caption: FlowCaption? = nil,
                gesture: GestureTrack? = nil, screenshot: String? = nil, screenshotLook: ScreenshotLook? = nil, voiceover: Soundtrack? = nil) {
        self.action = action; self.animator = animator; self.style = style; self.duration = duration
        self.curve = curve; self.hold = hold; self.tap = tap; self.caption = caption; self.gesture = gesture
        self.screenshot = screenshot; self.screenshotLook = screenshotLook; self.voiceover = voiceover
    }

    /// True unless the step is a drag released to cancel (the state stays as it was).
    public var completes: Bool { gesture?.completes ?? true }

    /// The tap's lead (zero without a tap or drag): the callout's `reading` time, then the
    /// finger lands and presses before the transition.
    public var lead: Rational { tap == nil && gesture == nil ? .zero : reading + TouchIndicator.lead }

    /// How long a callout is read before a tap that takes its view away: 1 s, so the bubble is
    /// fully shown for 0.9 s (after its 0.25 s fade-in; it fades out while the finger presses)
    /// — above the 5/6 s a subtitle event lasts at least in Netflix's Timed Text Style Guide
    /// (General Requirements, "Duration"). Without it the callout was up for the tap's 0.4 s and
    /// then lay over the arriving screen, pointing at a view no longer there.
    public static let calloutReading = Rational(1)

    /// The time before the finger lands: `calloutReading` for a tapping step whose callout
    /// points at a view its transition takes away (a push, pop, presentation, dismissal, unwind
    /// or tab switch; a `change` or `focus` keeps the screen), zero otherwise.
    public var reading: Rational {
        guard tap != nil, gesture == nil, caption?.callout != nil else { return .zero }
        switch action {
        case .change, .focus: return .zero
        case .push, .pop, .popToRoot, .present, .dismiss, .tab, .unwind: return Self.calloutReading
        }
    }

    /// The step's length: lead, transition, hold; for a focus, the zoom back out after the hold
    /// (as long as the zoom in).
    public var span: Rational {
        if case .focus = action { return lead + duration + hold + duration }
        return lead + duration + hold
    }

    /// What a tab step's `transition` takes: `none` (the default) swaps the tab's screen at
    /// once, as a stock `UITabBarController` does (it animates a selection only when its
    /// delegate returns an animator from `tabBarController(_:animationControllerForTransitionFrom:to:)`);
    /// `crossDissolve` dissolves the content over the animator's duration.
    public static let tabTransitions = ["none", animatedTabTransition.rawValue]
    /// The animator `transition:` names for an animated tab switch.
    public static let animatedTabTransition = AnimatorKind.crossDissolve

    /// The animator an action uses when the step names none and nothing brought the scene on.
    public static func defaultAnimator(_ action: FlowAction) -> AnimatorKind {
        switch action {
        case .push, .pop, .popToRoot: return .push
        case .present, .dismiss, .unwind: return .coverVertical
        case .tab, .change, .focus: return .crossDissolve
        }
    }

    /// A change step's default length and curve (UIView.animate's 0.25 s ease-in-out).
    public static let defaultChangeDuration = Rational(1, 4)
}

/// Where a tap lands: a view's center, or a point in the canvas's points.
public enum FlowTap: Hashable, Sendable {
    case view(String)
    case point(Point)
}

/// A timed text overlay: a caption above or below the screen's content, or a callout whose
/// arrow points at a view.
public struct FlowCaption: Hashable, Sendable {
    /// Where the caption sits.
    public enum Position: String, Hashable, Sendable, CaseIterable {
        /// Below the status bar (inside the top safe area).
        case top
        /// Above the home indicator (inside the bottom safe area).
        case bottom
    }

    /// The title line.
    public var text: String
    /// A smaller second line.
    public var subtitle: String?
    /// Top or bottom, when not a callout.
    public var position: Position
    /// A view id the caption points at with an arrow (a callout), instead of a fixed position.
    public var callout: String?

    /// A caption with `text`.
    public init(text: String, subtitle: String? = nil, position: Position = .top, callout: String? = nil) {
        self.text = text; self.subtitle = subtitle; self.position = position; self.callout = callout
    }
}

/// How taps are drawn: a translucent circle like the simulator's "show touches".
public struct TouchStyle: Hashable, Sendable {
    /// False draws no touches (the steps keep their timing).
    public var visible: Bool
    /// The circle's diameter at rest, in points.
    public var size: Double
    /// The circle's fill (its alpha is the resting opacity).
    public var color: Color

    /// A touch style; by default a 44-point circle of white at 60 %.
    public init(visible: Bool = true, size: Double = 44, color: Color = Color(red: 1, green: 1, blue: 1, alpha: 0.6)) {
        self.visible = visible; self.size = size; self.color = color
    }
}

extension SegueSpec {
    /// What a flow template's `segue` holds: one clip (`present`) lasting the whole flow, from
    /// and to the root; nothing draws it (`ClipFrames` draws the flow).
    public static func standIn(for flow: FlowSpec) -> SegueSpec {
        SegueSpec(animator: .crossDissolve, options: AnimatorOptions(), from: flow.root, to: flow.root,
                  duration: flow.duration, curve: .linear, holdBefore: .zero, holdAfter: .zero, directions: [.present])
    }
}

/// What a `change` step does to the scene on top: property animations (as template layers
/// write them) over the step's progress, and labels whose text cross-fades to a new one.
public struct FlowChange: Hashable, Sendable {
    /// Property animations over the step's progress, as template layers.
    public var animations: [ViewAnimation]
    /// (view id, new text), in document order.
    public var texts: [FlowTextChange]

    /// A change of `animations` and `texts`.
    public init(animations: [ViewAnimation] = [], texts: [FlowTextChange] = []) {
        self.animations = animations; self.texts = texts
    }

    /// Every view id the change targets.
    public var targets: [String] { animations.map(\.target) + texts.map(\.target) }

    /// Applies the change at `progress` (0...1, eased) to `layers`: the animations at that
    /// progress; each text change as UIKit's `transition(with:options: .transitionCrossDissolve)`
    /// draws it (`View.crossDissolvingText`).
    public func apply(at progress: Double, to layers: inout [View]) {
        for animation in animations { animation.apply(at: progress, to: &layers) }
        guard progress > 0 else { return }
        for change in texts {
            for i in layers.indices where layers[i].update(id: change.target, { $0.crossDissolveText(to: change.text, at: progress) }) { break }
        }
    }
}

/// A label's new text.
public struct FlowTextChange: Hashable, Sendable {
    /// The id of the view whose label changes.
    public var target: String
    /// The label's new text.
    public var text: String
    /// `target`'s label reading `text`.
    public init(target: String, text: String) { self.target = target; self.text = text }
}

extension View {
    /// Changes this view's label to read `text` at `progress` (0...1) of a cross-dissolve, as
    /// UIKit's `UIView.transition(with: view, options: .transitionCrossDissolve)` around a
    /// `label.text = …` draws it: a snapshot of the old look fades out (alpha 1 − progress) while
    /// the new look fades in (alpha progress) over it, both inside a box that keeps the view's
    /// id, frame, transform and alpha. From progress 1 on the label simply reads `text`.
    mutating func crossDissolveText(to text: String, at progress: Double) {
        var new = self
        new.label?.text = text
        guard progress < 1 else { self = new; return }
        guard progress > 0 else { return }
        /// The view's look drawn at the box's origin, at `alpha`.
        func look(_ view: View, alpha: Double) -> View {
            var v = view
            v.id = nil; v.matchID = nil
            v.frame.origin = .zero; v.transform = .identity; v.alpha = alpha; v.autoresizing = nil
            return v
        }
        var old = look(self, alpha: 1 - progress)
        old.visit { $0.id = nil; $0.matchID = nil }  // the snapshot is not the view animations find
        var box = View(id: id, frame: frame, transform: transform, alpha: alpha, isHidden: isHidden,
                       subviews: [old, look(new, alpha: progress)])
        box.matchID = matchID
        box.autoresizing = autoresizing
        self = box
    }
}
