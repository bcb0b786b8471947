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
public final class BatchRunner: Sendable {
    public let outputFolder: String
    public let jobs: Int
    public let cancellation: CancellationFlag
    public let progress: BatchProgress
    /// Characters no font has draw as .notdef with a warning instead of failing the template.
    public let allowMissingGlyphs: Bool
    /// The fraction of each canvas's scale clips render at (`SegueTemplate.scaled(by:)`); 1: full size.
    public let scale: Double

    /// What a batch came to.
    public struct Result: Sendable {
        /// Written clips, in batch order.
        public var records: [ClipRecord]
        /// Templates and clips that failed, in batch order.
        public var failures: [BatchFailure]
        /// 0, or the highest exit status among the failures (130 when interrupted).
        public var status: ExitStatus
    }

    public init(outputFolder: String, jobs: Int, cancellation: CancellationFlag = CancellationFlag(),
                allowMissingGlyphs: Bool = false, scale: Double = 1, progress: BatchProgress) {
        self.outputFolder = outputFolder
        self.scale = scale
        self.allowMissingGlyphs = allowMissingGlyphs
        self.jobs = max(1, jobs)
        self.cancellation = cancellation
        self.progress = progress
    }

    /// Renders everything `paths` name. Throws only when the output folder cannot be made or
    /// the manifest and gallery cannot be written (`OutputError`); all else is in the result.
    public func run(_ paths: [String]) throws -> Result {
        var inputs = BatchInputs.expand(paths)
        // A batch run into one of its input folders must not read its own manifest as a template.
        let manifestPath = TemplateFolder.normalized(outputFolder + "/" + BatchManifest.fileName)
        inputs.templates.removeAll { TemplateFolder.normalized($0) == manifestPath }
        var failures = inputs.failures
        failures.forEach(progress.failed)
        let (clips, assets, loadFailures) = plan(inputs.templates)
        failures += loadFailures
        do {
            try FileManager.default.createDirectory(atPath: outputFolder, withIntermediateDirectories: true)
        } catch {
            throw OutputError(path: outputFolder, message: "cannot create the output folder: \(error.localizedDescription)")
        }
        progress.planned(clips)
        let outcomes = render(clips, assets: assets)
        var records: [ClipRecord] = []
        for outcome in outcomes {
            switch outcome {
            case .success(let record): records.append(record)
            case .failure(let failure): failures.append(failure)
            case nil: break
            }
        }
        failures = BatchRunner.inBatchOrder(failures, templates: inputs.templates + paths)
        var status = failures.map(\.status).max { $0.rawValue < $1.rawValue } ?? .ok
        if cancellation.isRaised { status = .interrupted }
        try writeSummaryFiles(records: records, failures: failures)
        progress.completed(records: records, failures: failures, status: status)
        return Result(records: records, failures: failures, status: status)
    }

    /// Loads every template and its assets; the clips to render, in batch order.
    private func plan(_ templates: [String]) -> ([BatchClip], [String: AssetStore], [BatchFailure]) {
        var clips: [BatchClip] = [], assets: [String: AssetStore] = [:], failures: [BatchFailure] = []
        var usedFiles: [String: String] = [:]
        for path in templates {
            let reported = failures.count
            do {
                let template = try TemplateLoader.load(path: path).scaled(by: scale)
                template.warnings.forEach(progress.warning)
                assets[path] = try AssetLoader.load(template, allowMissingGlyphs: allowMissingGlyphs,
                                                    warn: { progress.warning("\(path): warning: \($0)") })
                for direction in template.segue.directions {
                    let clip = BatchClip(index: clips.count, template: template, direction: direction)
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
            failures[reported...].forEach(progress.failed)
        }
        return (clips, assets, failures)
    }

    /// Renders `clips` on up to `jobs` threads; each outcome at its clip's index (`nil` when the
    /// batch was cancelled before the clip started).
    private func render(_ clips: [BatchClip], assets: [String: AssetStore]) -> [Swift.Result<ClipRecord, BatchFailure>?] {
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
                    let outcome = renderClip(clip, assets: assets[clip.template.file] ?? AssetStore(images: [:]), threads: threadsPerClip)
                    queue.store(outcome, at: index)
                }
            }
        }
        group.wait()
        return queue.outcomes
    }

    /// One clip: the MP4, its hashes and its poster.
    private func renderClip(_ clip: BatchClip, assets: AssetStore, threads: Int) -> Swift.Result<ClipRecord, BatchFailure> {
        progress.started(clip)
        let videoPath = outputFolder + "/" + clip.file
        do {
            let frames = try ClipFrames(template: clip.template, direction: clip.direction)
            guard let digest = FrameDigest(template: clip.template) else { throw OutputError(path: videoPath, message: "out of memory") }
            var poster: Pixmap?
            let posterIndex = clip.posterFrame
            try ClipExporter.export(frames, assets: assets, to: videoPath, jobs: threads, cancellation: cancellation,
                                    hashing: true) { frame in
                if let checksum = frame.checksum { digest.add(checksum) }
                if frame.index == posterIndex { poster = frame.pixmap }
                progress.advanced(clip, done: frame.index.value + 1)
            }
            try Array(digest.manifest.text.utf8).withUnsafeBytes {
                try TemporaryOutputFile(destination: outputFolder + "/" + clip.frameHashes).write($0)
            }
            if let poster { try PNGWriter.write(GalleryPoster.thumbnail(poster), to: outputFolder + "/" + clip.poster) }
            let template = clip.template
            let record = ClipRecord(
                template: template.file, animator: template.segue.animator, direction: clip.direction,
                file: clip.file, poster: clip.poster, frameHashes: clip.frameHashes, frames: digest.frameCount, duration: frames.timeline.duration,
                frameRate: template.video.frameRate, width: template.canvas.pixelWidth, height: template.canvas.pixelHeight,
                sha256: try SHA256.hex(ofFile: videoPath), frameDigest: digest.finish())
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

    /// `manifest.json` and `index.html`, each written whole or not at all.
    private func writeSummaryFiles(records: [ClipRecord], failures: [BatchFailure]) throws {
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
    private var results: [Swift.Result<ClipRecord, BatchFailure>?]
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

    func store(_ outcome: Swift.Result<ClipRecord, BatchFailure>, at index: Int) {
        lock.withLock { results[index] = outcome }
    }

    var outcomes: [Swift.Result<ClipRecord, BatchFailure>?] { lock.withLock { results } }
}
