import CompositorCore
import CompositorScene

/// A flow compiled for drawing: the state after each step, the layers at rest between steps,
/// and each step's motion (a catalog animator, or a change within a scene), laid out on the
/// flow's timeline. `layers(at:)` is a pure function of the time, so frames can be made in any
/// order on any thread.
///
/// Timeline: the flow's `hold` (the root at rest), then for each step its tap's lead (the
/// finger lands and presses over the screen at rest), its transition, its hold. The clip has
/// ⌈D × fps⌉ + 1 frames for D = `duration`, as a single segue's clip (`ClipTimeline`).
package struct FlowScript: Sendable {
    /// One step ready to draw.
    package struct Compiled: Sendable {
        package var step: FlowStep
        /// When the step starts (its tap's lead first), in seconds from the clip's start.
        package var start: Rational
        package var before: [View]
        package var after: [View]
        var topBefore: Scene
        var topAfter: Scene
        var motion: FlowMotion
        package var touch: TouchIndicator?
        package var caption: CaptionOverlay?
        /// A focus step's zoom (`FlowFocus`), nil for other steps.
        var zoom: FocusZoom? = nil
    }

    /// The flow as the template gives it, its steps resolved.
    public let spec: FlowSpec
    /// The container every frame is drawn in.
    public let canvas: Canvas
    /// The states: `states[0]` at the start, `states[i + 1]` after step *i*.
    public let states: [FlowState]
    package let initial: [View]
    let initialTop: Scene
    package let steps: [Compiled]

    /// Compiles `spec` over `scenes`; throws a `FlowStepError` naming the step that cannot run
    /// (a scene not reachable from the state before it, a view to tap that is not on screen,
    /// an animator that refuses the scenes). `overlay`: what a feed's own interface covers of
    /// the canvas, in points (`FeedOverlay`): captions and callouts are laid out clear of it.
    public init(spec: FlowSpec, canvas: Canvas, scenes: [Scene], overlay: EdgeInsets = .zero) throws(FlowStepError) {
        self.spec = spec
        self.canvas = canvas
        let stage = FlowStage(canvas: canvas, scenes: scenes, tabs: spec.tabs, plannedChanges: Self.plannedChanges(spec))
        var state = FlowState(root: spec.root, tabs: spec.tabs)
        var states = [state]
        do { initial = try stage.atRest(state) } catch { throw FlowStepError(step: nil, field: "root", message: "\(error)") }
        initialTop = stage.chromeScene(state)
        var compiled: [Compiled] = []
        var start = spec.hold, before = initial
        for (index, step) in spec.steps.enumerated() {
            var next: FlowState
            do { next = try state.applying(step) } catch { throw FlowStepError(step: index, field: step.action.key, message: error.message) }
            var after: [View], motion: FlowMotion
            do {
                after = try stage.atRest(next)
                motion = try FlowMotion(step: step, before: state, after: next, restBefore: before, restAfter: after, stage: stage)
            } catch { throw FlowStepError(step: index, field: step.animator == nil ? step.action.key : "animator", message: "\(error)") }
            if !step.completes {
                // A drag let go to cancel: the transition springs back and nothing changes.
                next = state
                after = before
            }
            var touch: TouchIndicator?
            if step.tap != nil || step.gesture != nil {
                var point: Point
                switch step.tap {
                case .point(let p)?: point = p
                case .view(let id)?:
                    guard let frame = FlowScript.frame(of: id, in: before) else {
                        throw FlowStepError(step: index, field: "tap", message: "no view with id \"\(id)\" on screen before this step (\"\(state.top)\" is on top)")
                    }
                    point = Point(x: frame.center.x, y: frame.center.y)
                case nil: point = FlowScript.dragStart(step.action, canvas: canvas)
                }
                touch = TouchIndicator(point: point, style: spec.touches,
                                       drag: step.gesture.map { TouchIndicator.Drag(gesture: $0, travel: FlowScript.dragTravel(step.action, motion: motion, canvas: canvas)) })
            }
            var caption: CaptionOverlay?
            if let text = step.caption {
                var target: Rect?, span = step.span
                if let id = text.callout {
                    let stays = FlowScript.frame(of: id, in: after)
                    target = FlowScript.frame(of: id, in: before) ?? stays
                    if target == nil {
                        throw FlowStepError(step: index, field: "caption.callout", message: "no view with id \"\(id)\" on screen before or after this step")
                    }
                    // A callout at a view the step takes away is gone when the transition
                    // starts, after its reading time, when the step taps (it fades out while the
                    // finger presses); without a tap it ends with the transition.
                    if stays != target { span = step.reading > .zero ? step.lead : step.lead + step.duration }
                }
                caption = CaptionOverlay(text, canvas: canvas, target: target,
                                         band: stage.contentBand(state).intersection(stage.contentBand(next)), overlay: overlay, span: span,
                                         style: spec.captionStyle,
                                         keepClear: FlowScript.keepClear(step, callout: text.callout, before: before, after: after, canvas: canvas))
            }
            var zoom: FocusZoom?
            if case .focus(let focus) = step.action { zoom = focus.zoom(canvas: canvas.size, tap: touch?.point) }
            compiled.append(Compiled(step: step, start: start, before: before, after: after, topBefore: stage.chromeScene(state),
                                     topAfter: stage.chromeScene(next),
                                     motion: motion, touch: touch, caption: caption,
                                     zoom: zoom))
            start = start + step.span
            before = after
            state = next
            states.append(state)
        }
        self.states = states
        steps = compiled
    }

    /// The flow's length in seconds.
    public var duration: Rational { spec.duration }

    /// Every `change` step's change by the scene on top when it runs, in order (steps up to the
    /// first that cannot run; the compile loop reports that one).
    static func plannedChanges(_ spec: FlowSpec) -> [String: [FlowChange]] {
        var state = FlowState(root: spec.root, tabs: spec.tabs), planned: [String: [FlowChange]] = [:]
        for step in spec.steps {
            guard let next = try? state.applying(step) else { break }
            if case .change(let change) = step.action, step.completes { planned[state.top, default: []].append(change) }
            if step.completes { state = next }
        }
        return planned
    }

    /// When each step starts (its tap's lead first), in seconds.
    public var stepStarts: [Rational] { steps.map(\.start) }

    /// Where a drag starts without a `tap`: at the leading edge for a navigation step (an edge
    /// swipe), on a presented screen's upper part for a dismissal, at the far edge otherwise.
    /// Right to left the leading edge is the right one: a swipe back starts 12 points inside it.
    static func dragStart(_ action: FlowAction, canvas: Canvas) -> Point {
        let w = canvas.size.width, h = canvas.size.height
        let start: Point = switch action {
        case .pop, .popToRoot, .unwind: Point(x: 12, y: h / 2)
        case .dismiss: Point(x: w / 2, y: h * 0.3)
        case .present: Point(x: w / 2, y: h - canvas.safeArea.bottom - 12)
        default: Point(x: w - 12, y: h / 2)
        }
        return canvas.layoutDirection == .rightToLeft ? Point(x: w - start.x, y: start.y) : start
    }

    /// How far the finger moves over the whole transition: as far as the view under it moves
    /// from progress 0 to 1, so it stays under the finger (an interactive transition runs its
    /// animator linearly; see `Transition`). Across the level's width for navigation (right for
    /// going back, left for going forward); for a modal step the distance between the presented
    /// frame's top and the container's bottom (down for a dismissal, up for a presentation).
    static func dragTravel(_ action: FlowAction, motion: FlowMotion, canvas: Canvas) -> Point {
        var across = canvas.size.width, down = canvas.size.height, modal = false
        if case .transition(let t, _, _) = motion {
            across = t.context.canvas.size.width
            down = t.context.canvas.size.height - t.context.presentedFrame.minY
            modal = t.context.style.isModal
        }
        // Right to left a navigation drag runs the other way (back is toward the left).
        if canvas.layoutDirection == .rightToLeft { across = -across }
        switch action {
        case .pop, .popToRoot: return Point(x: across, y: 0)
        case .unwind: return modal ? Point(x: 0, y: down) : Point(x: across, y: 0)
        case .dismiss: return Point(x: 0, y: down)
        case .present: return Point(x: 0, y: -down)
        default: return Point(x: -across, y: 0)
        }
    }

    /// What a step's caption must not cover (`CaptionPlacement`): for a callout at `callout`,
    /// what a viewer reads on the screen holding it (the topmost layer with that id, before the
    /// step, else after it); for a top or bottom caption, the view the step taps (a tap at a
    /// point: the 44-point square around it, UIKit's minimum hit target) and the views a
    /// `change` step animates, where they end (a badge or toast it shows).
    static func keepClear(_ step: FlowStep, callout: String?, before: [View], after: [View], canvas: Canvas) -> [Rect] {
        if let callout {
            let layer = before.last { $0.find(id: callout) != nil } ?? after.last { $0.find(id: callout) != nil }
            return layer.map { CaptionPlacement.readableContent(in: $0, screen: canvas.size) } ?? []
        }
        var rects: [Rect] = []
        switch step.tap {
        case .view(let id)?: if let frame = frame(of: id, in: before) { rects.append(frame) }
        case .point(let p)?: rects.append(Rect(x: p.x - 22, y: p.y - 22, width: 44, height: 44))
        case nil: break
        }
        if case .change(let change) = step.action, step.completes {
            rects += change.targets.compactMap { frame(of: $0, in: after) }
        }
        return rects
    }

    /// The frame of the topmost view with `id` among `layers`, in canvas points.
    package static func frame(of id: String, in layers: [View]) -> Rect? {
        for layer in layers.reversed() {
            if let (view, toCanvas) = layer.find(id: id) {
                return toCanvas.bounds(of: Rect(origin: .zero, size: view.frame.size))
            }
        }
        return nil
    }

    /// The step running at `time` and the time into it; nil in the flow's first hold.
    private func step(at time: Rational) -> (index: Int, local: Rational)? {
        guard let index = steps.lastIndex(where: { $0.start <= time }) else { return nil }
        return (index, time - steps[index].start)
    }

    /// Which state is on screen at `time`: the index into `states` of the last step finished
    /// (a step's transition counts as finished at its end).
    public func stateIndex(at time: Rational) -> Int {
        guard let (index, local) = step(at: time) else { return 0 }
        let s = steps[index].step
        return local >= s.lead + s.duration ? index + 1 : index
    }

    /// The views at `time` seconds into the flow, back to front: the screen (at rest, or a
    /// step's motion), the window's chrome, the caption, the finger.
    public func layers(at time: Rational) -> [View] {
        guard let (index, local) = step(at: time) else {
            return initial + WindowChrome.views(canvas: canvas, scene: initialTop)
        }
        let s = steps[index]
        let end = s.step.lead + s.step.duration
        var views: [View]
        if local < s.step.lead {
            views = s.before + WindowChrome.views(canvas: canvas, scene: s.topBefore)
        } else if local < end {
            let p = ((local - s.step.lead) / s.step.duration).doubleValue
            let screen = s.motion.layers(at: p)
            views = screen + WindowChrome.views(canvas: canvas, from: s.topBefore, to: s.topAfter, drawn: screen,
                                                progress: p)
        } else {
            views = s.after + WindowChrome.views(canvas: canvas, scene: s.topAfter)
        }
        if let zoom = s.zoom {
            // The screen and its bars zoom together; the caption and the finger stay put.
            let q = FlowFocus.progress(at: local, lead: s.step.lead, duration: s.step.duration, hold: s.step.hold, curve: s.step.curve)
            views = FlowFocus.zoomed(views, zoom: zoom, progress: q, canvas: canvas.size)
        }
        if let caption = s.caption?.view(at: local) { views.append(caption) }
        if let touch = s.touch?.view(at: local - s.step.reading) { views.append(touch) }
        return views
    }

    /// An id for the still stretch `time` lies in (a hold with nothing fading), nil while
    /// something moves: two frames with the same id show the same layers.
    public func stillStretch(at time: Rational) -> Int? {
        guard let (index, local) = step(at: time) else { return 0 }
        let s = steps[index]
        // A focus step zooms until its end: no still stretch (the frames are composited).
        if s.zoom != nil { return nil }
        var from = s.step.lead + s.step.duration
        if let touch = s.touch { from = max(from, s.step.reading + touch.end) }
        var to = s.step.span, captionToTheEnd = false
        if let caption = s.caption {
            let fade = CaptionOverlay.fadeLength(span: caption.span)
            if caption.span < s.step.span {
                from = max(from, caption.span)  // gone before the hold's still part
            } else {
                from = max(from, fade)
                to = to - fade
                captionToTheEnd = true
            }
        }
        let last = index == steps.count - 1
        guard local >= from, local < to || (last && !captionToTheEnd) else { return nil }
        return index + 1
    }
}

/// A step that cannot run: its index (nil for the flow itself), the field at fault and why.
public struct FlowStepError: Error, Hashable, CustomStringConvertible {
    /// The step at fault, from 0; nil for the flow itself (its root).
    public var step: Int?
    /// The step's key at fault (`tap`, `animator`, an action key).
    public var field: String
    /// Why, in one line.
    public var message: String
    /// `flow.steps[i].field: message`.
    public var description: String { "flow.steps[\(step ?? -1)].\(field): \(message)" }
}
