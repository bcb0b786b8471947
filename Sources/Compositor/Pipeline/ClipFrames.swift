import CompositorCore
import CompositorDocument
import CompositorMedia
import CompositorMotion
import CompositorRaster
import CompositorScene
import Foundation

/// The frames of one clip: a template's segue in one direction, or its whole flow (one
/// continuous clip; the direction does not apply), laid out on its timeline.
/// Each frame is a pure function of its index, so frames can be made in any order on any thread.
package struct ClipFrames: Sendable {
    public let template: SegueTemplate
    public let direction: SegueDirection
    public let timeline: ClipTimeline
    private let transition: Transition?
    /// The compiled flow of a flow template.
    public let flow: FlowScript?
    /// Whether any scene shows a video (then frames at rest still change).
    private let hasVideo: Bool

    /// Builds the animator (or compiles the flow); throws a `TemplateError` if it refuses the template.
    public init(template: SegueTemplate, direction: SegueDirection) throws {
        self.template = template
        self.direction = template.flow == nil ? direction : .present
        hasVideo = !template.videoPaths.isEmpty
        if template.flow != nil {
            timeline = template.timeline
            flow = try FlowScript(template: template)
            transition = nil
        } else {
            let played = template.playing(direction)
            timeline = played.timeline
            flow = nil
            transition = try Transition(template: played)
        }
    }

    public var frameCount: Int { timeline.frameCount }

    /// The canvas frames are drawn on (`SegueTemplate.outputCanvas`: the device frame's output,
    /// else the template's canvas); every `layers` method gives views in its coordinates.
    public var canvas: Canvas { template.outputCanvas }

    /// The screen's views in the device frame, when there is one.
    private func framed(_ layers: [View]) -> [View] {
        template.frame?.views(around: layers, screen: template.canvas) ?? layers
    }

    /// The views at frame `index`, back to front.
    public func layers(at index: FrameIndex) -> [View] {
        let time = timeline.frameRate.time(of: index)
        if let flow { return playing(framed(flow.layers(at: time)), at: time) }
        return playing(framed(transition!.frame(direction, atLinear: timeline.progress(at: index))), at: time)
    }

    /// `layers` with their videos at clip time `time` (`View.playingVideos(at:)`): what a
    /// video view shows is a function of the frame's time alone.
    private func playing(_ layers: [View], at time: Rational) -> [View] {
        hasVideo ? layers.map { $0.playingVideos(at: time) } : layers
    }

    /// The screen's views at frame `index`, in the screen canvas's points, without the
    /// template's device frame: what a flow's dressed screenshot puts in a frame of its own
    /// (`ClipFrames.dressedScreenshot`).
    public func screenLayers(at index: FrameIndex) -> [View] {
        let time = timeline.frameRate.time(of: index)
        if let flow { return playing(flow.layers(at: time), at: time) }
        return playing(transition!.frame(direction, atLinear: timeline.progress(at: index)), at: time)
    }

    /// The views at `time` seconds into the clip (exact: frame *i* is time *i* / fps), or `nil`
    /// when the time lies outside [0, the last frame's time] (which is ≥ the clip's duration).
    public func layers(atTime time: Rational) -> [View]? {
        guard time >= .zero, time <= timeline.lastFrameTime else { return nil }
        if let flow { return playing(framed(flow.layers(at: time)), at: time) }
        let progress = min(max((time - timeline.holdBefore) / timeline.transition, .zero), .one)
        return playing(framed(transition!.frame(direction, atLinear: progress.doubleValue)), at: time)
    }

    /// The views at animation progress `progress` (0...1) of this direction; for a flow, at
    /// `progress` of the flow's duration (rounded down to a millionth).
    public func layers(atProgress progress: Double) -> [View] {
        let p = min(max(progress, 0), 1)
        if let flow { return framed(flow.layers(at: flow.duration * Rational(Int64(p * 1_000_000), 1_000_000))) }
        return framed(transition!.frame(direction, at: p))
    }

    /// True when frame `index` shows exactly what the frame before it shows: the same linear
    /// progress (the holds before and after the transition), or the same layers with the same
    /// parameters (a settled spring, a curve that rests): frames are a pure function of their
    /// layers, so it need not be composited again.
    public func repeatsPrevious(_ index: FrameIndex) -> Bool {
        index.value > 0 && changedLayers(at: index, recent: nil) == nil
    }

    /// The planner: frame `index`'s plan (`FramePlan`), decided once from the clip's timeline
    /// and scenes: `.repeatPrevious` when it shows what the frame before it shows
    /// (`repeatsPrevious`), else `renderer`'s plan of its views (`SceneRenderer.plan`; `planes`:
    /// a plane writer takes the frame). With `partial` (the consumer keeps the frame before's
    /// picture), a frame that differs from the one before only in some rows is `.partial`
    /// (`SceneRenderer.partialPlan`: damage tracking). A pure function of the index
    /// and the renderer's switches; `recent` only saves building views another worker has built.
    package func plan(at index: FrameIndex, renderer: SceneRenderer, planes: Bool = false, partial: Bool = false,
                      recent: RecentLayers? = nil) -> FramePlan {
        guard let (layers, before) = changedLayers(at: index, recent: recent, videos: renderer.assets.videos) else { return .repeatPrevious }
        let plan = renderer.plan(layers, planes: planes)
        if partial, let before, let partial = renderer.partialPlan(plan, before: before) { return partial }
        return plan
    }

    /// Frame `index`'s views and the frame before's when they were built (not for frame 0),
    /// or nil when it repeats the frame before it. A hold (the same
    /// moment) is known without building views; otherwise the frame's views are built once and
    /// compared with the previous frame's (found in `recent` when a worker built them). With
    /// `videos`, views that differ only in their videos' clocks are compared by the pictures
    /// the videos show (`View.pinningVideos(_:)`): a screen recording holds each picture for
    /// several output frames (the benchmark's 137 pictures in 17 s under a 30-fps flow), and
    /// a frame showing the same ones repeats the frame before instead of being made again.
    private func changedLayers(at index: FrameIndex, recent: RecentLayers?, videos: (any VideoFrameSource)? = nil)
        -> (now: [View], before: [View]?)? {
        func build(_ i: FrameIndex) -> [View] { recent?.layers(at: i) { layers(at: i) } ?? layers(at: i) }
        guard index.value > 0 else { return (build(index), nil) }
        let previous = index.advanced(by: -1)
        if !hasVideo {
            // A video plays on through holds and still stretches: only its views can tell.
            let sameMoment: Bool
            if let flow {
                let now = flow.stillStretch(at: timeline.frameRate.time(of: index))
                sameMoment = now != nil && now == flow.stillStretch(at: timeline.frameRate.time(of: previous))
            } else {
                sameMoment = timeline.exactProgress(at: index) == timeline.exactProgress(at: previous)
            }
            if sameMoment { return nil }
        }
        let now = build(index), before = build(previous)
        if now == before { return nil }
        if hasVideo, let videos, let pinned = Self.pinned(now, videos), pinned == Self.pinned(before, videos) { return nil }
        return (now, before)
    }

    /// `layers` with each video pinned to the picture `videos` shows for it
    /// (`View.pinningVideos(_:)`); nil when a picture cannot be had (the frame's own rendering
    /// then reports why).
    private static func pinned(_ layers: [View], _ videos: any VideoFrameSource) -> [View]? {
        var pinned: [View] = []
        for view in layers {
            guard let one = view.pinningVideos({ try? videos.shownTime(of: $0.path, at: $0.recordingTime) }) else { return nil }
            pinned.append(one)
        }
        return pinned
    }

    /// Composites every frame on `jobs` threads and hands them to `consume` in order.
    /// `cancellation` is polled between frames.
    public func render(jobs: Int, assets: AssetStore, cancellation: CancellationFlag = CancellationFlag(),
                       consume: (FrameIndex, Pixmap) throws -> Void) throws {
        try render(jobs: jobs, assets: assets, cancellation: cancellation) { index, pixmap, _ in
            try consume(index, pixmap)
        }
    }

    /// As `render(jobs:assets:cancellation:consume:)`, also saying whether each frame repeats the
    /// one before it (`repeatsPrevious`), which is then handed over again without compositing.
    public func render(jobs: Int, assets: AssetStore, cancellation: CancellationFlag = CancellationFlag(),
                       consume: (FrameIndex, Pixmap, _ repeatsPrevious: Bool) throws -> Void) throws {
        try render(jobs: jobs, assets: assets, cancellation: cancellation, hashing: nil) { frame in
            try consume(frame.index, frame.pixmap, frame.repeatsPrevious)
        }
    }

    /// Composites every frame on `jobs` threads and hands them to `consume` in order. With
    /// `hashing`, each frame's hash is taken by the worker that composited it (a repeated frame
    /// reuses the previous frame's), so frame hashes cost no time on the in-order path.
    public func render(jobs: Int, assets: AssetStore, cancellation: CancellationFlag = CancellationFlag(),
                       hashing: FrameHashAlgorithm?, engine: EngineSettings = EngineSettings(),
                       consume: (RenderedFrame) throws -> Void) throws {
        try render(assets: assets, request: RenderRequest(jobs: jobs, cancellation: cancellation, hashing: hashing, engine: engine)) { frame, _ in
            try consume(frame)
        }
    }

    /// As `render(jobs:assets:cancellation:hashing:consume:)` as `request` says, each frame
    /// planned once (`plan(at:renderer:planes:recent:)`) and the plan run by the executors it
    /// needs: with `pictures`, the picture writer on the worker that planned it (from the
    /// plan's planes, else from the composited frame), handed beside the frame (nil for a
    /// repeated frame, which is not written again, or when the encoder converts in order).
    /// At most `2 × jobs + 1` frames are made and not yet consumed (repeated frames, which hold
    /// nothing, aside), so memory stays flat.
    ///
    /// A frame written from its planes is composited in RGBA too only when the request asks
    /// for pixmaps or hashes (frame hashes, PNGs, a poster); otherwise its
    /// `RenderedFrame.pixmap` is an empty 1×1 pixmap. What is written never depends on either:
    /// which frames take planes is the plan's. Likewise, when every frame is converted on the
    /// workers and no RGBA is asked for, a scene at rest that has no planes yet (a clip's first
    /// frame) is written from its store's pixels (exactly the frame's) instead of a composited copy.
    /// Returns how long `consume` waited for frames and the workers' CPU time (for reports).
    @discardableResult
    func render(assets: AssetStore, request: RenderRequest, pictures: PictureWriter? = nil,
                consume: (RenderedFrame, ConvertedPicture?) throws -> Void) throws -> OrderedParallel.Report {
        let frames = self, canvas = self.canvas, composites = request.composites, jobs = max(request.jobs, 1)
        let engine = request.engine, cancellation = request.cancellation, hashing = request.hashing
        let planes = pictures?.writesPlanes ?? false
        // The threads share their stores' planes: a plane frame then needs no store of its own.
        // Stores up to twice the canvas's bytes are shared: a screen, or a screen with the edge
        // shadow it casts sliding in (a little larger); not a scene at twice the canvas scale.
        let shared = SharedPlaneCache(storeLimitBytes: 8 * canvas.pixelWidth * canvas.pixelHeight)
        let renderers = PerWorker((0..<jobs).map { _ in
            let renderer = SceneRenderer(canvas: canvas, assets: assets)
            renderer.layerCache.sharedPlanes = shared
            renderer.cachesLayers = engine.cachesLayers
            return renderer
        })
        // At most `window` frames made and not yet encoded; repeated frames (holds) hold nothing
        // and do not count, so while the encoder takes an opening hold the workers already
        // make the frames after it, up to `lookahead` frames ahead of the encoder.
        // A frame whose picture is all the consumer reads (every frame converted on the workers,
        // no RGBA asked for) gives its pixmap back once converted, and holds only that picture:
        // then more frames fit the same memory (`Self.windowBytes`, counted at 4 bytes a pixel).
        let releasesPixmaps = (pictures?.convertsPixmaps ?? false) && !composites
        // Damage tracking (`FramePlan.partial`): only when every frame made has a picture in a
        // layout whose rows copy (the consumer then completes a partial frame from the one before).
        let partial = releasesPixmaps && engine.tracksDamage && (pictures?.converter.takesPlaneFrames ?? false)
        let frameBytes = 4 * canvas.pixelWidth * canvas.pixelHeight
        let window = max(2 * jobs + 1, releasesPixmaps ? min(Self.windowBytes / max(frameBytes, 1), 32) : 0)
        let lookahead = Self.lookahead
        // When even that does not reach past the opening hold, a thread of its own makes the
        // stores and planes of the first frame after it, so the encoder does not wait for them.
        let warming = planes ? frames.warmFirstMove(after: lookahead, assets: assets, planes: shared, cachesLayers: engine.cachesLayers) : nil
        defer { warming?.wait() }
        let pool = PixmapPool(limit: window + 1), recent = RecentLayers(limit: 2 * jobs + 2)
        var previous: WorkerFrame?
        // Starting at `2 × jobs + 1` and widened only when the encoder waits (`OrderedParallel`):
        // an encoder slower than the workers (x264 on most clips) then holds 5 pictures ahead,
        // not 10 (1182 × 2556: 23 MB of pages never touched, 5.9 K page faults fewer).
        return try OrderedParallel.run(count: frameCount, workers: jobs, window: window, startWindow: 2 * jobs + 1, lookahead: lookahead, workerNice: engine.workerNice,
                                       isLight: { $0 == nil }, produce: { index, worker -> WorkerFrame? in
            try cancellation.check()
            let renderer = renderers[worker]
            let plan = frames.plan(at: FrameIndex(index), renderer: renderer, planes: planes, partial: partial, recent: recent)
            if case .repeatPrevious = plan { return nil }
            if case .partial(let composite, let rows) = plan, let pictures {
                // Its damaged rows drawn and converted; the consumer copies the rest (`consume`).
                var pixmap = pool.take(width: canvas.pixelWidth, height: canvas.pixelHeight)
                try renderer.render(composite, rows: rows, into: &pixmap)
                let picture = try pictures.converter.picture(of: pixmap, rows: rows)
                pool.give(pixmap)
                return WorkerFrame(pixmap: .placeholder, checksum: nil, picture: picture, partialRows: rows)
            }
            // The plane writer first: a frame it writes from planes needs RGBA only when asked for.
            var picture = try pictures?.picture(of: plan, by: renderer, fromStore: releasesPixmaps)
            var pixmap = Pixmap.placeholder
            if picture == nil || composites {
                pixmap = pool.take(width: canvas.pixelWidth, height: canvas.pixelHeight)
                try renderer.render(plan, into: &pixmap)
            }
            let checksum = hashing.map { FrameChecksum(index: FrameIndex(index), frame: pixmap, algorithm: $0) }
            if picture == nil { picture = try pictures?.picture(of: pixmap) }
            if releasesPixmaps && pixmap.width == canvas.pixelWidth {
                pool.give(pixmap)
                pixmap = .placeholder
            }
            return WorkerFrame(pixmap: pixmap, checksum: checksum, picture: picture)
        }, consume: { index, made in
            try cancellation.check()
            // Frame 0 never repeats, so `previous` is set whenever `made` is nil.
            guard let current = made ?? previous else { throw CancellationError() }
            if let rows = made?.partialRows {
                // The frame before's picture is the one the encoder was sent last, still held by it.
                guard let picture = made?.picture, let before = previous?.picture else { throw CancellationError() }
                picture.copyRows(outside: rows, from: before)
            }
            var checksum = current.checksum
            checksum?.index = FrameIndex(index)
            try consume(RenderedFrame(index: FrameIndex(index), pixmap: current.pixmap, repeatsPrevious: made == nil, checksum: checksum),
                        made?.picture)
            if made != nil {
                if let old = previous, old.pixmap.width == canvas.pixelWidth { pool.give(old.pixmap) }
                previous = current
            }
        })
    }
}

extension ClipFrames {
    /// Starts making, on a thread of its own, the shared stores and planes (`planes`) of the
    /// first frame that differs from its predecessor when it comes more than `window` frames
    /// in (after an opening hold longer than the workers' lookahead); nil when none does. Wait
    /// on the result before the clip's caches go. Frames do not depend on it: what it makes is a pure function of its key,
    /// the very stores and planes the workers would make.
    func warmFirstMove(after window: Int, assets: AssetStore, planes: SharedPlaneCache, cachesLayers: Bool = true) -> DispatchSemaphore? {
        guard let first = (1..<max(frameCount, 1)).first(where: { !repeatsPrevious(FrameIndex($0)) }), first > window else { return nil }
        let done = DispatchSemaphore(value: 0), frames = self, canvas = self.canvas
        Thread {
            defer { done.signal() }
            let renderer = SceneRenderer(canvas: canvas, assets: assets)
            renderer.layerCache.sharedPlanes = planes
            renderer.cachesLayers = cachesLayers
            _ = try? renderer.planeFrame(frames.plan(at: FrameIndex(first), renderer: renderer, planes: true))
        }.start()
        return done
    }
}

extension ClipFrames {
    /// How many frames ahead of the encoder the workers may be, counting repeated frames (which
    /// hold nothing): two seconds at 60 fps, past the opening holds of the templates.
    static let lookahead = 120

    /// The memory the frames made ahead of the encoder may take when they hold only their
    /// prepared pictures (at most 32 frames; never fewer than `2 × jobs + 1`): 1080×1920 takes
    /// 15, enough to fill most of an opening hold's idle core.
    static let windowBytes = 128 << 20
}

/// What a worker hands the in-order consumer for one composited frame.
private struct WorkerFrame {
    var pixmap: Pixmap
    var checksum: FrameChecksum?
    /// The encoder's picture, when the workers write it (`PictureWriter`).
    var picture: ConvertedPicture?
    /// The rows of a partial frame (`FramePlan.partial`) its picture holds; nil: all of them.
    var partialRows: Range<Int>? = nil
}

/// One value per worker thread, each used only by its own worker.
/// `@unchecked Sendable`: worker *i* is the only one to touch element *i* (OrderedParallel runs
/// each worker index on exactly one thread).
final class PerWorker<Value>: @unchecked Sendable {
    private let values: [Value]
    init(_ values: [Value]) { self.values = values }
    subscript(worker: Int) -> Value { values[worker] }
}
