/// The frames of one clip: a template's segue in one direction, laid out on its timeline.
/// Each frame is a pure function of its index, so frames can be made in any order on any thread.
public struct ClipFrames: Sendable {
    public let template: SegueTemplate
    public let direction: SegueDirection
    public let timeline: ClipTimeline
    private let transition: Transition

    /// Builds the animator; throws a `TemplateError` if it refuses the template.
    public init(template: SegueTemplate, direction: SegueDirection) throws {
        self.template = template
        self.direction = direction
        timeline = template.timeline
        transition = try Transition(template: template)
    }

    public var frameCount: Int { timeline.frameCount }

    /// The views at frame `index`, back to front.
    public func layers(at index: FrameIndex) -> [View] {
        transition.frame(direction, atLinear: timeline.progress(at: index))
    }

    /// The views at `time` seconds into the clip (exact: frame *i* is time *i* / fps), or `nil`
    /// when the time lies outside the clip's [0, duration].
    public func layers(atTime time: Rational) -> [View]? {
        guard time >= .zero, time <= timeline.duration else { return nil }
        let progress = min(max((time - timeline.holdBefore) / timeline.transition, .zero), .one)
        return transition.frame(direction, atLinear: progress.doubleValue)
    }

    /// The views at animation progress `progress` (0...1) of this direction.
    public func layers(atProgress progress: Double) -> [View] {
        transition.frame(direction, at: min(max(progress, 0), 1))
    }

    /// Composites every frame on `jobs` threads and hands them to `consume` in order.
    /// `cancellation` is polled between frames.
    public func render(jobs: Int, assets: AssetStore, cancellation: CancellationFlag = CancellationFlag(),
                       consume: (FrameIndex, Pixmap) throws -> Void) throws {
        let renderers = PerWorker((0..<max(jobs, 1)).map { _ in SceneRenderer(canvas: template.canvas, assets: assets) })
        let window = 2 * max(jobs, 1) + 1
        let pool = PixmapPool(limit: window + 1)
        let frames = self, canvas = template.canvas
        try OrderedParallel.run(count: frameCount, workers: jobs, window: window, produce: { index, worker in
            try cancellation.check()
            let renderer = renderers[worker]
            var pixmap = pool.take(width: canvas.pixelWidth, height: canvas.pixelHeight)
            try renderer.render(frames.layers(at: FrameIndex(index)), into: &pixmap)
            return pixmap
        }, consume: { index, pixmap in
            try cancellation.check()
            try consume(FrameIndex(index), pixmap)
            pool.give(pixmap)
        })
    }
}

/// One value per worker thread, each used only by its own worker.
/// `@unchecked Sendable`: worker *i* is the only one to touch element *i* (OrderedParallel runs
/// each worker index on exactly one thread).
final class PerWorker<Value>: @unchecked Sendable {
    private let values: [Value]
    init(_ values: [Value]) { self.values = values }
    subscript(worker: Int) -> Value { values[worker] }
}
