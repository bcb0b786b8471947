import CompositorCore
import CompositorScene

/// One property animated through values along a timing curve within a range of the transition:
/// the Transition library's animation layer for a single property, CAKeyframeAnimation when it
/// has more than two stops.
///
/// Progress runs 0 → 1 over the whole transition; `range` maps it to the animation's own
/// progress (0 up to its start, 1 from its end on); each segment between two stops is eased by
/// `curve`. Built-in animators and template layers both use this type, so a layer written in a
/// template renders exactly as the built-in it copies.
public struct PropertyAnimation: Hashable, Sendable {
    /// A value reached at `time` (0...1 of the animation's own progress); `nil` means the
    /// view's own value, as UIKit animates from or to the current state.
    public struct Stop: Hashable, Sendable {
        /// The animation's own progress, 0...1.
        public var time: Double
        /// The value there; `nil` for the view's own.
        public var value: PropertyValue?

        /// `value` at `time`.
        public init(time: Double, value: PropertyValue?) {
            self.time = time
            self.value = value
        }
    }

    /// The property animated.
    public var property: AnimatableProperty
    /// At least two stops, times non-decreasing from 0 to 1.
    public var stops: [Stop]
    /// The easing of each segment between stops.
    public var curve: TimingCurve
    /// The part of the transition the animation runs over.
    public var range: AnimationRange

    /// From `from` to `to` (either `nil` for the view's own value) along `curve` over `range`.
    public init(_ property: AnimatableProperty, from: PropertyValue?, to: PropertyValue?, curve: TimingCurve = .linear,
                range: AnimationRange = .full) {
        self.init(property, stops: [Stop(time: 0, value: from), Stop(time: 1, value: to)], curve: curve, range: range)
    }

    /// Through `stops` (validated by the caller: at least two, times in order from 0 to 1).
    public init(_ property: AnimatableProperty, stops: [Stop], curve: TimingCurve = .linear, range: AnimationRange = .full) {
        self.property = property; self.stops = stops; self.curve = curve; self.range = range
    }

    /// A number animation, the common case.
    public static func number(_ property: AnimatableProperty, _ from: Double, _ to: Double, curve: TimingCurve = .linear,
                              range: AnimationRange = .full) -> PropertyAnimation {
        PropertyAnimation(property, from: .number(from), to: .number(to), curve: curve, range: range)
    }

    /// The value at transition progress `progress` for a view whose own value is `own`.
    public func value(at progress: Double, own: PropertyValue) -> PropertyValue {
        let local = range.localProgress(progress)
        guard let index = stops.lastIndex(where: { $0.time <= local }) else { return stops.first?.value ?? own }
        guard index + 1 < stops.count else { return stops[index].value ?? own }
        let a = stops[index], b = stops[index + 1]
        let t = curve.value(at: (local - a.time) / (b.time - a.time))
        return (a.value ?? own).interpolated(to: b.value ?? own, t)
    }

    /// Sets the property of `view` to its value at `progress`.
    public func apply(at progress: Double, to view: inout View) {
        property.set(value(at: progress, own: property.value(of: view)), on: &view)
    }
}

/// Property animations applied to one view, found by id in the transition's layers (a scene's
/// name names its root).
public struct ViewAnimation: Hashable, Sendable {
    /// The id of the view to animate.
    public var target: String
    /// Applied in order.
    public var animations: [PropertyAnimation]

    /// `animations` of the view with id `target`.
    public init(target: String, animations: [PropertyAnimation]) {
        self.target = target
        self.animations = animations
    }

    /// Applies every animation, in order, to the view with the target id among `layers`: a
    /// top-level layer (a scene root) first, else the first match depth first, back to front.
    public func apply(at progress: Double, to layers: inout [View]) {
        if let i = layers.firstIndex(where: { $0.id == target }) {
            apply(at: progress, toView: &layers[i])
            return
        }
        for i in layers.indices where layers[i].update(id: target, { apply(at: progress, toView: &$0) }) { return }
    }

    /// Applies every animation, in order, to `view` itself.
    public func apply(at progress: Double, toView view: inout View) {
        for animation in animations { animation.apply(at: progress, to: &view) }
    }
}

extension View {
    /// Changes the first view with `id` in this subtree (depth first); false when there is none.
    @discardableResult
    package mutating func update(id wanted: String, _ body: (inout View) -> Void) -> Bool {
        if id == wanted { body(&self); return true }
        for i in subviews.indices where subviews[i].update(id: wanted, body) { return true }
        return false
    }
}
