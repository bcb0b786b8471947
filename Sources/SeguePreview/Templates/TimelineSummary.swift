import Compositor
import Foundation

/// The timeline of one clip as the page draws it: where the holds and the transition fall, the
/// transition's progress curve, the curve of every custom animation layer, and for each view
/// that moves, when it moves and how far along it is (its progress curve).
///
/// Built-in animators compute their frames in code rather than from declared animations, so a
/// view's track is measured from the frames themselves: each sampled frame's state of the view
/// (its transform to its superview and its alpha) projected onto the line from its first state
/// to its last, which is 0 where it starts, 1 where it ends, and overshoots with a spring.
struct TimelineSummary: Codable, Sendable {
    /// One row of the timeline.
    struct Track: Codable, Sendable {
        /// What the row shows: `transition`, a custom layer's `target.property`, or a view's id path.
        var name: String
        var kind: String
        /// One value per entry of `frames`; nil where the view is absent.
        var values: [Double?]
        /// Frame ranges [first, last] in which the track changes.
        var active: [[Int]]
    }

    var direction: String
    var frameCount: Int
    /// Frames per second, as a number for display (the exact rational is `fpsExact`).
    var fps: Double
    var fpsExact: String
    /// Frame index where the transition starts and ends (linear progress leaves 0 and reaches 1).
    var transitionStart: Int
    var transitionEnd: Int
    /// The sampled frame indexes the tracks' values belong to.
    var frames: [Int]
    var tracks: [Track]
    /// Frame ranges [first, last] where the screen rests: the holds around a segue, or a flow's
    /// first hold and the hold after each step.
    var holds: [[Int]]
    /// A flow's taps, captions and step starts, by frame.
    var marks: [Mark]

    /// A point on the timeline: a tap, a caption appearing, a step's transition starting.
    struct Mark: Codable, Sendable {
        var frame: Int
        var kind: String
        var label: String
    }

    /// Most samples per track, and most view tracks, so a long clip stays a small answer.
    static let maxSamples = 240
    static let maxViewTracks = 40

    init(template: SegueTemplate, clip: ClipFrames) throws {
        let timeline = clip.timeline
        direction = clip.direction.rawValue
        frameCount = clip.frameCount
        fps = timeline.frameRate.rate.doubleValue
        fpsExact = timeline.frameRate.description
        let linear = (0..<frameCount).map { timeline.progress(at: FrameIndex($0)) }
        transitionStart = max(0, (linear.lastIndex { $0 <= 0 } ?? 0))
        transitionEnd = linear.firstIndex { $0 >= 1 } ?? frameCount - 1
        let count = min(frameCount, TimelineSummary.maxSamples)
        let total = frameCount
        let frames = (0..<count).map { count == 1 ? 0 : Int((Double($0) * Double(total - 1) / Double(count - 1)).rounded()) }
        self.frames = frames

        holds = [[0, transitionStart], [transitionEnd, frameCount - 1]]
        marks = []
        if let flow = template.flow {
            let steps = TimelineSummary.flowSteps(flow, timeline: timeline)
            holds = steps.holds
            marks = steps.marks
            transitionStart = 0
            transitionEnd = frameCount - 1
            tracks = steps.tracks(frames: frames) + TimelineSummary.viewTracks(clip: clip, frames: frames)
            return
        }
        let transition = try Transition(template: template)
        let curve = template.segue.curve
        var tracks = [TimelineSummary.track(name: "transition (\(template.segue.animator.rawValue))", kind: "transition", frames: frames,
                                            values: frames.map { curve.value(at: transition.progress(atLinear: linear[$0])) })]
        for layer in template.segue.layers {
            for animation in layer.animations {
                let values = frames.map { frame -> Double? in
                    animation.curve.value(at: animation.range.localProgress(transition.progress(atLinear: linear[frame])))
                }
                tracks.append(TimelineSummary.track(name: "\(layer.target).\(animation.property.rawValue)", kind: "layer", frames: frames, values: values))
            }
        }
        tracks += TimelineSummary.viewTracks(clip: clip, frames: frames)
        self.tracks = tracks
    }

    /// A flow's steps laid out on its timeline: `hold`, then per step its tap's lead, its
    /// transition and its hold (FlowScript's layout).
    struct FlowLayout {
        var holds: [[Int]] = []
        var marks: [Mark] = []
        /// Per step: its name, the frames its transition spans (exact times), and its curve.
        var steps: [(name: String, start: Rational, end: Rational, curve: TimingCurve)] = []
        let frameRate: FrameRate

        func frame(_ time: Rational) -> Int { Int((time * frameRate.rate).doubleValue.rounded()) }

        /// One progress track per step: 0 before its transition, its curve through it, 1 after.
        func tracks(frames: [Int]) -> [Track] {
            steps.map { step in
                let values = frames.map { index -> Double? in
                    let t = frameRate.time(of: FrameIndex(index))
                    let linear = step.end > step.start ? min(max(((t - step.start) / (step.end - step.start)).doubleValue, 0), 1) : (t >= step.end ? 1 : 0)
                    return step.curve.value(at: linear)
                }
                return TimelineSummary.track(name: step.name, kind: "transition", frames: frames, values: values)
            }
        }
    }

    static func flowSteps(_ flow: FlowSpec, timeline: ClipTimeline) -> FlowLayout {
        var layout = FlowLayout(frameRate: timeline.frameRate)
        layout.holds.append([0, layout.frame(flow.hold)])
        var start = flow.hold
        for (index, step) in flow.steps.enumerated() {
            let begin = start + step.lead, end = begin + step.duration
            let action: String
            switch step.action {
            case .push(let scene), .present(let scene), .tab(let scene), .unwind(let scene): action = "\(step.action.key) \(scene)"
            default: action = step.action.key
            }
            let name = "step \(index + 1): \(action)" + (step.animator.map { " (\($0.rawValue))" } ?? "")
            layout.steps.append((name, begin, end, step.curve))
            if let tap = step.tap {
                let place: String
                switch tap {
                case .view(let id): place = id
                case .point(let p): place = "[\(p.x), \(p.y)]"
                }
                layout.marks.append(Mark(frame: layout.frame(start), kind: "tap", label: "step \(index + 1): tap \(place)"))
            }
            if let caption = step.caption {
                layout.marks.append(Mark(frame: layout.frame(begin), kind: "caption", label: "step \(index + 1): caption “\(caption.text)”"))
            }
            layout.marks.append(Mark(frame: layout.frame(begin), kind: "step", label: name))
            layout.holds.append([layout.frame(end), layout.frame(end + step.hold)])
            start = start + step.span
        }
        return layout
    }

    private static func track(name: String, kind: String, frames: [Int], values: [Double?]) -> Track {
        var active: [[Int]] = []
        for i in 1..<max(values.count, 1) where values[i] != values[i - 1] {
            let from = frames[i - 1], to = frames[i]
            if let last = active.last, last[1] >= from { active[active.count - 1][1] = to } else { active.append([from, to]) }
        }
        return Track(name: name, kind: kind, values: values, active: active)
    }

    /// A view's state as a point: its transform to its superview (frame and transform) and alpha.
    private static func state(_ view: View) -> [Double] {
        let t = view.transformToSuperview
        return [t.a * 100, t.b * 100, t.c * 100, t.d * 100, t.tx, t.ty, view.alpha * 100, view.isHidden ? 100 : 0]
    }

    /// Tracks for views that change, keyed by their id path (unnamed top-level layers by position).
    private static func viewTracks(clip: ClipFrames, frames: [Int]) -> [Track] {
        var states: [String: [[Double]?]] = [:]
        var order: [String] = []
        for (sample, frame) in frames.enumerated() {
            func walk(_ view: View, path: String, depth: Int) {
                let key = view.id.map { path.isEmpty ? $0 : path + "/" + $0 } ?? path
                if view.id != nil || depth == 0 {
                    if states[key] == nil { states[key] = Array(repeating: nil, count: frames.count); order.append(key) }
                    states[key]?[sample] = state(view)
                }
                guard depth < 6 else { return }
                for sub in view.subviews { walk(sub, path: key, depth: depth + 1) }
            }
            for (index, layer) in clip.layers(at: FrameIndex(frame)).enumerated() {
                walk(layer, path: layer.id == nil ? "layer \(index + 1)" : "", depth: 0)
            }
        }
        var tracks: [Track] = []
        for key in order {
            guard let samples = states[key], let values = progress(samples) else { continue }
            tracks.append(track(name: key, kind: "view", frames: frames, values: values))
            if tracks.count == maxViewTracks { break }
        }
        return tracks
    }

    /// Each sample's progress from the first present state to the last: the projection onto
    /// their difference, or when they are equal (a view that moves and returns) the distance
    /// from the first as a fraction of the largest; nil when the view never changes while it is
    /// on screen (appearing or leaving alone is not a track).
    private static func progress(_ samples: [[Double]?]) -> [Double?]? {
        let present = samples.compactMap { $0 }
        guard let first = present.first, let last = present.last, present.contains(where: { $0 != first }) else { return nil }
        let span = zip(last, first).map { $0 - $1 }
        let length = span.reduce(0) { $0 + $1 * $1 }
        if length > 1e-9 {
            return samples.map { s in s.map { s in zip(s, first).enumerated().reduce(0) { $0 + ($1.element.0 - $1.element.1) * span[$1.offset] } / length } }
        }
        let distances = samples.map { s in s.map { s in zip(s, first).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot() } }
        let largest = distances.compactMap { $0 }.max() ?? 0
        return distances.map { d in d.map { largest > 0 ? $0 / largest : 0 } }
    }
}
