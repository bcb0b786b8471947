import CompositorCore
import CompositorMotion
import CompositorScene

extension TemplateDecoder {
    /// `layers:` — custom animation layers, each
    /// `{target, curve, range: [start, end], <property>: [from, to] | {from, to} | {keyframes: [{time, value}]}}`.
    /// A target is a view id in either scene or a scene's name (its root).
    /// `duration` is the transition's, in seconds, for springs given by damping ratio.
    func decodeLayers(_ field: TemplateField, scenes: [Scene], duration: Double) -> [ViewAnimation]? {
        guard let items = field.list() else { return nil }
        let known = scenes.map(\.name) + scenes.flatMap { $0.root.allIDs }
        let layers = items.compactMap { decodeLayer($0, known: known, duration: duration) }
        return layers.count == items.count ? layers : nil
    }

    /// One layer of `layers:` (or of a flow's `change:`); `known` are the targets it may name.
    func decodeLayer(_ item: TemplateField, known: [String], duration: Double) -> ViewAnimation? {
        item.object { o -> ViewAnimation? in
            guard let targetField = o.require("target"), let target = targetField.string() else { return nil }
            guard known.contains(target) else {
                targetField.error("no view or scene \"\(target)\" in the segue's scenes" + DidYouMean.suffix(for: target, among: known))
                return nil
            }
            let range = o["range"].map(decodeRange) ?? .full
            let seconds = duration * ((range?.end ?? 1) - (range?.start ?? 0))
            let curve = o["curve"].map { decodeCurve($0, duration: seconds) } ?? .linear
            var animations: [PropertyAnimation] = []
            var ok = curve != nil && range != nil
            for property in AnimatableProperty.allCases {
                guard let f = o[property.rawValue] else { continue }
                if let stops = decodeStops(f, property: property), let curve, let range {
                    animations.append(PropertyAnimation(property, stops: stops, curve: curve, range: range))
                } else {
                    ok = false
                }
            }
            if ok && animations.isEmpty {
                item.error("a layer animates at least one property: " + AnimatableProperty.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return ok && !animations.isEmpty ? ViewAnimation(target: target, animations: animations) : nil
        } ?? nil
    }

    /// `[start, end]`, 0 ≤ start < end ≤ 1.
    private func decodeRange(_ field: TemplateField) -> AnimationRange? {
        guard let items = field.list() else { return nil }
        guard items.count == 2 else { field.error("expected [start, end], found \(items.count) numbers"); return nil }
        guard let start = items[0].double(in: 0...1), let end = items[1].double(in: 0...1) else { return nil }
        do {
            return try AnimationRange(start: start, end: end)
        } catch {
            field.error("the range must end after it starts")
            return nil
        }
    }

    /// `[from, to]` (numbers and colors), `{from, to}` (either may be left out: the view's own
    /// value), or `{keyframes: [{time, value}, …]}`.
    private func decodeStops(_ field: TemplateField, property: AnimatableProperty) -> [PropertyAnimation.Stop]? {
        if case .sequence = field.node {
            guard property.kind == .number || property.kind == .color else {
                field.error("give \(property.rawValue) as {from, to} or {keyframes}")
                return nil
            }
            guard let items = field.list() else { return nil }
            guard items.count == 2 else { field.error("expected [from, to], found \(items.count) values"); return nil }
            let values = items.map { decodeValue($0, property: property) }
            guard let a = values[0], let b = values[1] else { return nil }
            return [.init(time: 0, value: a), .init(time: 1, value: b)]
        }
        return field.object { o -> [PropertyAnimation.Stop]? in
            if let keyframes = o["keyframes"] {
                if o.has("from") || o.has("to") { field.error("give either from/to or keyframes, not both") }
                return decodeKeyframes(keyframes, property: property)
            }
            let from = o["from"].map { decodeValue($0, property: property) }, to = o["to"].map { decodeValue($0, property: property) }
            guard from != nil || to != nil else { field.error("give from, to or keyframes"); return nil }
            guard from.map({ $0 != nil }) ?? true, to.map({ $0 != nil }) ?? true else { return nil }
            return [.init(time: 0, value: from ?? nil), .init(time: 1, value: to ?? nil)]
        } ?? nil
    }

    private func decodeKeyframes(_ field: TemplateField, property: AnimatableProperty) -> [PropertyAnimation.Stop]? {
        guard let items = field.list() else { return nil }
        guard items.count >= 2 else { field.error("give at least two keyframes"); return nil }
        let stops = items.compactMap { item in
            item.object { o -> PropertyAnimation.Stop? in
                guard let time = o.require("time")?.double(in: 0...1),
                      let value = o.require("value").flatMap({ decodeValue($0, property: property) }) else { return nil }
                return PropertyAnimation.Stop(time: time, value: value)
            } ?? nil
        }
        guard stops.count == items.count else { return nil }
        if zip(stops, stops.dropFirst()).contains(where: { $0.time > $1.time }) {
            field.error("keyframe times must not decrease")
            return nil
        }
        return stops
    }

    /// One value of `property`'s kind; rotations are given in degrees. Right to left a
    /// `translateX` is negated, as the frames it moves are mirrored (a switch's knob sliding
    /// on moves toward the leading side, the left).
    private func decodeValue(_ field: TemplateField, property: AnimatableProperty) -> PropertyValue? {
        let limit = TemplateLimits.maxCoordinate
        switch property.kind {
        case .number:
            if property == .rotation || property == .rotationY {
                return field.double(in: -36000...36000).map { .number($0 * Double.pi / 180) }
            }
            if property == .translateX, field.strings?.layoutDirection == .rightToLeft {
                return field.double(in: -limit...limit).map { .number(-$0) }
            }
            return field.double(in: -limit...limit).map { .number($0) }
        case .point: return field.point().map { .point($0) }
        case .size: return field.size().map { .size($0) }
        case .rect: return field.rect().map { .rect($0) }
        case .color: return field.color().map { .color($0) }
        }
    }

    /// `interactive: {drag: [[seconds, progress], …], release: complete|cancel, settle: {duration, curve}}`.
    /// The drag starts at 0 s with times increasing; release defaults to complete when the drag
    /// ends at or past half way; the settle to 0.4 s of a critically damped spring that starts
    /// at the finger's speed. A settle `curve` given as a spring by `dampingRatio` without
    /// `velocity` starts at the finger's speed too (`GestureTrack.releaseVelocity`), as UIKit's
    /// completion spring does.
    /// Why an interactive transition takes no `curve`: the finger drives it linearly, as
    /// UIKit's percent-driven transitions ("during the interactive portion of a view controller
    /// transition, the animation curve is linear", UIPercentDrivenInteractiveTransition
    /// `completionCurve`); the release has its own.
    static let interactiveCurveRule = "an interactive transition follows the finger (linear); give the release's curve as interactive.settle.curve"

    func decodeGesture(_ field: TemplateField) -> GestureTrack? {
        field.object { o -> GestureTrack? in
            guard let drag = o.require("drag")?.list() else { return nil }
            let points = drag.compactMap { item -> GestureTrack.Point? in
                guard let pair = item.list() else { return nil }
                guard pair.count == 2 else { item.error("expected [seconds, progress]"); return nil }
                guard let time = pair[0].rational(in: Rational(0)...TemplateLimits.maxDuration, what: "a time in seconds"),
                      let progress = pair[1].double(in: 0...1) else { return nil }
                return GestureTrack.Point(time: time, progress: progress)
            }
            guard points.count == drag.count else { return nil }
            guard points.count >= 2, points[0].time == .zero else { o.field.error("the drag needs at least two points, the first at 0 seconds"); return nil }
            if zip(points, points.dropFirst()).contains(where: { $0.time >= $1.time }) {
                o.field.error("drag times must increase")
                return nil
            }
            let release = o["release"]?.oneOf(["complete", "cancel"], what: "release")
            if o["release"] != nil && release == nil { return nil }
            var duration = Rational(2, 5)
            var curveField: TemplateField?
            if let settle = o["settle"] {
                guard let d = settle.object({ s -> Rational? in
                    curveField = s["curve"]
                    guard let f = s["duration"] else { return duration }
                    return f.rational(in: Rational(0)...TemplateLimits.maxDuration, what: "a duration in seconds")
                }) else { return nil }
                guard d > .zero else { settle.error("the settle duration must be positive"); return nil }
                duration = d
            }
            let completes = release.map { $0 == "complete" } ?? (points[points.count - 1].progress >= 0.5)
            let velocity = GestureTrack.releaseVelocity(points: points, completes: completes)
            guard let curve = curveField.map({ decodeCurve($0, duration: duration.doubleValue, releaseVelocity: velocity) })
                    ?? GestureTrack.releaseSpring(points: points, completes: completes, settleDuration: duration) else { return nil }
            return GestureTrack(points: points, completes: completes, settle: curve, settleDuration: duration)
        } ?? nil
    }
}
