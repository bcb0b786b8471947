import CompositorCore
import CompositorDocument
import CompositorMedia
import CompositorMotion
import CompositorRaster
import CompositorScene
import Foundation

/// Renders a batch: templates (files or folders) in, clips plus `manifest.json` and
/// `index.html` out.
///
/// Clips render in parallel, up to `jobs` at a time; when several run, each composites on
/// `jobs / running` threads. Output does not depend on `jobs`: each clip's frames are a pure
/// function of the template, x264's thread count is fixed in the encoder, and the manifest
/// lists clips in batch order. A clip that fails does not stop the others; the batch's status
/// is the worst (highest) of its failures. On cancellation (Ctrl-C) finished clips stay,
/// unfinished ones are removed (`ClipExporter` never leaves partial files) and the status is 130.
///
/// With a `shard`, only that shard's clips of the `ShardPlan` render, and instead of
/// `manifest.json` and `index.html` the shard writes `manifest.shard-I-of-N.json`
/// (`ShardLedger`), which `ShardMerge` joins; clips an earlier run of the shard wrote are
/// reused unless `force`. Temporaries dead processes left in the output folder are removed first.
package final class BatchRunner: Sendable {
    public let outputFolder: String
    public let jobs: Int
    public let cancellation: CancellationFlag
    public let progress: BatchProgress
    /// Characters no font has draw as .notdef with a warning instead of failing the template.
    public let allowMissingGlyphs: Bool
    /// The fraction of each canvas's scale clips render at (`OptionCatalog.scale`); nil: full size.
    public let scale: Double?
    /// The slice of the batch to render; nil for all of it.
    public let shard: ShardSpec?
    /// Re-render a shard's clips even when an earlier run wrote them.
    public let force: Bool
    /// A delivery preset for every template (`--delivery`), over their own `delivery:`; nil:
    /// each template's own.
    public let delivery: DeliveryPresetName?
    /// The hash of every clip's frame-hash file (`--hash`): XXH3-128 unless MD5 is asked for.
    public let frameHash: FrameHashAlgorithm
    /// The engine's switches (`EngineSettings`), the same for every clip.
    public let engine: EngineSettings
    /// Subtitle files beside every clip (`--subtitles`), over each template's `video.subtitles`.
    public let subtitles: SubtitleFiles?

    /// What a batch came to.
    public struct Result: Sendable {
        /// Written clips, in batch order.
        public var records: [ClipRecord]
        /// Templates and clips that failed, in batch order.
        public var failures: [BatchFailure]
        /// 0, or the highest exit status among the failures (130 when interrupted).
        public var status: ExitStatus
        /// Stale temporary files removed from the output folder before rendering.
        public var removedTemporaries: [String] = []
        /// Clips of the shard an earlier run had written, kept rather than rendered again.
        public var reused = 0
        /// The assignment of the whole batch, when sharded.
        public var plan: ShardPlan?
    }

    public init(outputFolder: String, jobs: Int, cancellation: CancellationFlag = CancellationFlag(),
                allowMissingGlyphs: Bool = false, shard: ShardSpec? = nil, force: Bool = false, scale: Double? = nil,
                delivery: DeliveryPresetName? = nil, frameHash: FrameHashAlgorithm = .xxh128,
                engine: EngineSettings = EngineSettings(), subtitles: SubtitleFiles? = nil, progress: BatchProgress) {
        self.outputFolder = outputFolder
        self.subtitles = subtitles
        self.engine = engine
        self.frameHash = frameHash
        self.delivery = delivery
        self.shard = shard
        self.force = force
        self.scale = scale
        self.allowMissingGlyphs = allowMissingGlyphs
        self.jobs = jobs
        self.cancellation = cancellation
        self.progress = progress
    }

    /// Renders everything `paths` name. Throws only when the output folder cannot be made or
    /// the manifest and gallery cannot be written (`OutputError`); all else is in the result.
    public func run(_ paths: [String]) throws -> Result {
        try OptionCatalog.jobs.check(jobs)
        let (clips, assets, loadFailures, order) = load(paths)
        do {
            try FileManager.default.createDirectory(atPath: outputFolder, withIntermediateDirectories: true)
        } catch {
            throw OutputError(path: outputFolder, message: "cannot create the output folder: \(error.localizedDescription)")
        }
        let removed = StaleTemporaryFiles.sweep(outputFolder)
        let ledger = shard.map { ShardLedger(shard: $0, clips: clips, planFailures: BatchRunner.inBatchOrder(loadFailures, templates: order),
                                             folder: outputFolder, force: force) }
        let mine = ledger?.mine(clips) ?? clips
        let reused = mine.map { ledger?.reuse($0) }
        progress.planned(mine)
        for (clip, record) in zip(mine, reused) { if let record { progress.skipped(clip, record: record) } }
        let outcomes = render(zip(mine, reused).filter { $0.1 == nil }.map(\.0), assets: assets, ledger: ledger)
        var records: [(Int, ClipRecord)] = zip(mine, reused).compactMap { clip, record in record.map { (clip.index, $0) } }
        var failures = loadFailures, clipFailures: [BatchFailure] = []
        for outcome in outcomes {
            switch outcome {
            case .success(let written): records.append(written)
            case .failure(let failure): clipFailures.append(failure)
            case nil: break
            }
        }
        records.sort { $0.0 < $1.0 }
        failures = BatchRunner.inBatchOrder(failures + clipFailures, templates: order)
        var status = failures.map(\.status).max { $0.rawValue < $1.rawValue } ?? .ok
        if cancellation.isRaised { status = .interrupted }
        if let ledger {
            try ledger.finish(failures: BatchRunner.inBatchOrder(clipFailures, templates: order), complete: !cancellation.isRaised)
        } else {
            try BatchRunner.writeSummaryFiles(records: records.map(\.1), failures: failures, in: outputFolder)
        }
        progress.completed(records: records.map(\.1), failures: failures, status: status)
        return Result(records: records.map(\.1), failures: failures, status: status, removedTemporaries: removed,
                      reused: reused.count { $0 != nil }, plan: ledger?.plan)
    }

    /// The assignment of the batch's clips to `count` shards, without rendering: what every
    /// shard of `batch --shard I/count` will compute.
    public func plan(_ paths: [String], shards count: Int) -> (clips: [BatchClip], plan: ShardPlan, failures: [BatchFailure]) {
        let (clips, _, failures, order) = load(paths)
        let plan = ShardPlan(items: clips.map { ShardPlan.Item(name: $0.file, work: $0.work) }, count: count)
        return (clips, plan, BatchRunner.inBatchOrder(failures, templates: order))
    }

    /// Expands `paths` and loads every template with its assets: the clips in batch order,
    /// the failures so far, and the order failures are sorted in.
    private func load(_ paths: [String]) -> ([BatchClip], [String: AssetStore], [BatchFailure], [String]) {
        var inputs = BatchInputs.expand(paths)
        // A batch run into one of its input folders must not read its own manifest as a template.
        let manifestPath = ConfinedFolder.normalized(outputFolder + "/" + BatchManifest.fileName)
        inputs.templates.removeAll { ConfinedFolder.normalized($0) == manifestPath
            || (ConfinedFolder.normalized($0).hasPrefix(ConfinedFolder.normalized(outputFolder) + "/manifest.shard-")) }
        inputs.failures.forEach(progress.failed)
        let (clips, assets, loadFailures) = plan(inputs.templates)
        return (clips, assets, inputs.failures + loadFailures, inputs.templates + paths)
    }

    /// Loads every template and its assets; the clips to render, in batch order.
    private func plan(_ templates: [String]) -> ([BatchClip], [String: AssetStore], [BatchFailure]) {
        var clips: [BatchClip] = [], assets: [String: AssetStore] = [:], failures: [BatchFailure] = []
        var usedFiles: [String: String] = [:]
        let root = BatchRoot(templates: templates)
        for path in templates {
            let reported = failures.count
            // A template with `variants:` is one template per combination of its axes, each
            // loaded (and failing) on its own, named by its axes' values.
            let asWritten = Swift.Result { try TemplateLoader.load(path: path) }
            // --scale that cannot make this canvas smaller says so, as render, still and checksum
            // do (`ScaleOption.warnIfIneffective`), once per template (a variant keeps its canvas).
            if let scale, delivery == nil, let note = (try? asWritten.get())?.draftScaleNote(scale) { progress.warning("\(path): warning: \(note)") }
            let axes = (try? asWritten.get())?.variants ?? TemplateVariants()
            for variant in axes.isEmpty ? [nil] : axes.combinations.map(Optional.some) {
                do {
                    let loaded = try variant.map { try TemplateLoader.load(path: path, variant: $0) } ?? asWritten.get()
                    // Each template's settings, resolved once (`--jobs` was checked by `run`).
                    var options = RenderOptions(jobs: jobs, delivery: delivery, scale: scale, allowMissingGlyphs: allowMissingGlyphs, engine: engine)
                    options.subtitles = subtitles
                    let settings = try RenderSettings(template: loaded, options: options)
                    let template = settings.template
                    template.warnings.forEach(progress.warning)
                    let loadedAssets = try AssetLoader.load(template, allowMissingGlyphs: allowMissingGlyphs,
                                                        warn: { progress.warning("\(path): warning: \($0)") })
                    // Variants share the template's images (only texts and colors differ).
                    if assets[path] == nil { assets[path] = loadedAssets }
                    for direction in template.segue.directions {
                        let clip = BatchClip(index: clips.count, template: template, direction: direction, frameHash: frameHash,
                                             source: root.name(of: path))
                        if let other = usedFiles[clip.file] {
                            failures.append(BatchFailure(template: path, direction: direction, status: .invalidTemplate,
                                                         message: "\(path): name: the clip \(clip.file) is already made by \(other); give this template another name"))
                            continue
                        }
                        usedFiles[clip.file] = path
                        clips.append(clip)
                    }
                } catch let error as SegueVideoError {
                    failures.append(BatchFailure(template: path, status: error.exitStatus, message: error.description))
                } catch {
                    failures.append(BatchFailure(template: path, status: .failure, message: "\(path): \(error)"))
                }
            }
            failures[reported...].forEach(progress.failed)
        }
        return (clips, assets, failures)
    }

    /// Renders `clips` on up to `jobs` threads; each outcome at its clip's index (`nil` when the
    /// batch was cancelled before the clip started).
    private func render(_ clips: [BatchClip], assets: [String: AssetStore], ledger: ShardLedger?) -> [Swift.Result<(Int, ClipRecord), BatchFailure>?] {
        guard !clips.isEmpty else { return [] }
        let workers = min(jobs, clips.count)
        let threadsPerClip = max(1, jobs / workers)
        let queue = ClipQueue(count: clips.count)
        let group = DispatchGroup()
        for _ in 0..<workers {
            group.enter()
            Thread.detachNewThread { [self] in
                defer { group.leave() }
                while !cancellation.isRaised, let index = queue.next() {
                    let clip = clips[index]
                    let outcome = renderClip(clip, assets: assets[clip.template.file] ?? AssetStore(images: [:]), threads: threadsPerClip,
                                             ledger: ledger).map { (clip.index, $0) }
                    queue.store(outcome, at: index)
                }
            }
        }
        group.wait()
        return queue.outcomes
    }

    /// One clip: the video (in the template's `video.codec`, else H.264), its hashes and its
    /// poster. The record carries the H.264 profile and level read back from the written file.
    private func renderClip(_ clip: BatchClip, assets: AssetStore, threads: Int, ledger: ShardLedger?) -> Swift.Result<ClipRecord, BatchFailure> {
        progress.started(clip)
        let videoPath = outputFolder + "/" + clip.file
        do {
            guard !clip.format.extensions.isEmpty else {
                throw OutputFormatError(status: .usage, message: "video.codec: \(clip.format.codec) writes a folder of files, which batch does not; render it with `render --codec \(clip.format.codec)`")
            }
            // At the rate the format plays (GIF: 30 fps for 60 fps templates), which the hashes and record follow.
            let frames = try ClipFrames(template: clip.template, direction: clip.direction).adapted(to: clip.format)
            guard let digest = FrameDigest(template: frames.template, algorithm: clip.frameHash) else { throw OutputError(path: videoPath, message: "out of memory") }
            var poster: Pixmap?
            let posterIndex = clip.posterFrame
            // The flow's screenshots, each written as its frame passes (PNG without alpha): the
            // frame itself, or the screen at that frame dressed in the shot's look at its sizes.
            let shots = clip.template.flow?.screenshots ?? []
            let lastFrame = max(0, frames.timeline.frameCount - 1)
            let summary = try ClipExporter.export(frames, assets: assets, to: videoPath, jobs: threads, format: clip.format,
                                                  cancellation: cancellation, hashing: clip.frameHash, engine: engine) { frame in
                if let checksum = frame.checksum { digest.add(checksum) }
                if frame.index == posterIndex { poster = frame.pixmap }
                for shot in shots where shot.frame(at: frames.timeline.frameRate, last: lastFrame) == frame.index {
                    let pictures = try frames.dressedScreenshot(shot, at: frame.index, label: clip.label, assets: assets)
                        ?? [(file: shot.file(label: clip.label), pixmap: frame.pixmap)]
                    for picture in pictures { try PNGWriter.write(picture.pixmap, to: outputFolder + "/" + picture.file, alpha: false) }
                }
                progress.advanced(clip, done: frame.index.value + 1)
            }
            try Array(digest.manifest.text.utf8).withUnsafeBytes {
                try TemporaryOutputFile(destination: outputFolder + "/" + clip.frameHashes).write($0)
            }
            if let poster { try PNGWriter.write(GalleryPoster.thumbnail(poster), to: outputFolder + "/" + clip.poster) }
            let subtitles = try CaptionSidecars.write(frames.captionCues, besideVideo: videoPath, mode: clip.template.video.subtitles)
            let template = frames.template
            var record = ClipRecord(
                template: clip.source, animator: template.flow == nil ? template.segue.animator.rawValue : "flow", direction: clip.direction,
                file: clip.file, poster: clip.poster, frameHashes: clip.frameHashes, frames: digest.frameCount, duration: frames.timeline.videoDuration,
                frameRate: template.video.frameRate, width: template.outputPixelSize.width, height: template.outputPixelSize.height,
                sha256: try SHA256.hex(ofFile: videoPath), frameDigest: digest.finish(),
                codec: clip.format.codec, pixelFormat: clip.format.pixelFormat(ClipExporter.settings(for: frames)))
            record.frameHash = clip.frameHash
            record.description = template.description
            record.subtitles = subtitles.map { URL(fileURLWithPath: $0).lastPathComponent }
            record.variant = template.variant
            record.screenshots = shots.flatMap { $0.outputs(label: clip.label, screen: frames.template.canvas).map(\.file) }
            if FastlaneLayout.isPreview(record) {
                record.previewPoster = template.delivery?.posterTime.map { FrameIndex(Int(AppPreviewPoster.frame(at: $0, rate: record.frameRate))) } ?? posterIndex
            }
            if clip.format.codec == .h264 { (record.h264Profile, record.h264Level) = (MediaProbe.h264Profile(path: videoPath), summary.h264Level) }
            try ledger?.written(record)
            progress.finished(clip, record: record)
            return .success(record)
        } catch {
            let status = (error as? SegueVideoError)?.exitStatus ?? .failure
            let message = (error as? SegueVideoError)?.description ?? "\(error)"
            let failure = BatchFailure(template: clip.template.file, direction: clip.direction, status: status,
                                       message: "\(clip.file): \(message)")
            if !(error is InterruptedError) { progress.failed(failure) }
            return .failure(failure)
        }
    }

    /// `manifest.json` and `index.html` in `outputFolder`, each written whole or not at all
    /// (by a batch, and by `ShardMerge` from the shards' records).
    static func writeSummaryFiles(records: [ClipRecord], failures: [BatchFailure], in outputFolder: String) throws {
        let manifest = BatchManifest.json(records: records, failures: failures).pretty
        let gallery = BatchGallery.html(records: records, failures: failures)
        for (name, text) in [(BatchManifest.fileName, manifest), (BatchGallery.fileName, gallery)] {
            try Array(text.utf8).withUnsafeBytes { try TemporaryOutputFile(destination: outputFolder + "/" + name).write($0) }
        }
    }

    /// Failures sorted by where their template comes in the batch, then by direction, so the
    /// manifest does not depend on which clip failed first.
    static func inBatchOrder(_ failures: [BatchFailure], templates: [String]) -> [BatchFailure] {
        func rank(_ item: (offset: Int, element: BatchFailure)) -> (Int, Int, Int) {
            let f = item.element
            return (templates.firstIndex(of: f.template) ?? templates.count,
                    f.direction.flatMap { SegueDirection.allCases.firstIndex(of: $0) }.map { $0 + 1 } ?? 0, item.offset)
        }
        return failures.enumerated().sorted { rank($0) < rank($1) }.map(\.element)
    }
}

/// Hands out clip indices to worker threads and keeps their outcomes.
/// `@unchecked Sendable`: both fields are read and written only while holding `lock`.
private final class ClipQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var results: [Swift.Result<(Int, ClipRecord), BatchFailure>?]
    private let count: Int

    init(count: Int) {
        self.count = count
        results = Array(repeating: nil, count: count)
    }

    func next() -> Int? {
        lock.withLock {
            guard nextIndex < count else { return nil }
            defer { nextIndex += 1 }
            return nextIndex
        }
    }

    func store(_ outcome: Swift.Result<(Int, ClipRecord), BatchFailure>, at index: Int) {
        lock.withLock { results[index] = outcome }
    }

    var outcomes: [Swift.Result<(Int, ClipRecord), BatchFailure>?] { lock.withLock { results } }
}
