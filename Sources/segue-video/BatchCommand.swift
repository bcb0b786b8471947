import ArgumentParser
import Compositor
import Foundation

/// How `batch` shows progress.
enum ProgressStyle: String, ExpressibleByArgument, CaseIterable {
    /// `terminal` when standard output is a terminal, else `plain`.
    case auto
    case plain
    case json
}

/// `segue-video batch`: templates and folders of templates to clips, a manifest and a gallery.
struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Render folders of templates to clips, manifest.json and an index.html gallery.",
        discussion: """
        A folder stands for the .yaml, .yml and .json files directly in it, sorted by name, \
        except names starting with _ or . (subfolders are not searched; keep included scene \
        files there). Each template renders the directions it lists, as NAME-DIRECTION.mp4 \
        with a .png poster and its frame hashes beside it (.framehash: XXH3-128; --hash md5: \
        .framemd5); manifest.json lists every clip \
        and index.html shows them. Output is identical for any --jobs. The exit status \
        is the worst of all clips; a failed clip does not stop the others. Ctrl-C keeps \
        finished clips, removes unfinished ones and exits 130.

        Render farms: --shard I/N renders shard I (from 0) of N, clips assigned by frames × \
        pixels, the same on every machine; --shard auto takes I and N from Slurm, Kubernetes \
        Indexed Jobs or AWS Batch. Each shard writes manifest.shard-I-of-N.json instead of \
        manifest.json; `segue-video merge` joins them. A rerun keeps a shard's clips whose \
        files still have the recorded hashes (--force renders them again). See docs/farm.md.
        """)

    @Argument(help: "Template files or folders of templates.")
    var paths: [String]

    @Option(name: .shortAndLong, help: "The output folder (created if missing).")
    var output: String?

    @Option(help: "Clips rendered at once (default: the core count). Output is identical for any value.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "auto, plain or json (JSON Lines on standard output).")
    var progress: ProgressStyle = .auto

    @Flag(help: "Characters no font has are a warning (drawn as the font's .notdef glyph), not an error.")
    var allowMissingGlyphs = false

    @OptionGroup var scaleOption: ScaleOption

    @OptionGroup var hashOption: HashOption

    @Option(help: ArgumentHelp("Deliver every clip for: \(OptionCatalog.delivery.names.joined(separator: ", ")) (as render --delivery). Default: each template's delivery.", valueName: "preset"))
    var delivery: String?

    @Option(help: ArgumentHelp("As render --subtitles: the captions and callouts as NAME.vtt and NAME.srt beside each clip, on (default: when it has any) or off. Default: each template's video.subtitles.", valueName: "on|off"))
    var subtitles: String?

    @Option(help: ArgumentHelp(OptionCatalog.layout.help, valueName: "plain|fastlane"))
    var layout: String?

    @Option(help: ArgumentHelp("Render only shard I of N (I from 0), or auto: from the scheduler's environment.", valueName: "I/N|auto"))
    var shard: String?

    @Option(help: ArgumentHelp("The number of shards for --shard auto when the scheduler does not say (Kubernetes, AWS Batch), or for --plan.", valueName: "N"))
    var shardCount: Int?

    @Flag(help: "Print the shards' assignment and balance without rendering (needs --shard or --shard-count).")
    var plan = false

    @Flag(help: "With --plan: the assignment as JSON.")
    var json = false

    @Flag(help: "With --shard: render every clip of the shard, even those an earlier run wrote.")
    var force = false

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("give at least one template or folder") }
        try OptionCatalog.jobs.validate(jobs)
        guard plan || output != nil else { throw ValidationError("give the output folder with -o OUTDIR") }
        guard !plan || shard != nil || shardCount != nil else { throw ValidationError("--plan needs --shard I/N, --shard auto or --shard-count N") }
        guard shardCount == nil || shard != nil || plan else { throw ValidationError("--shard-count goes with --shard auto or --plan") }
        guard !json || plan else { throw ValidationError("--json goes with --plan") }
        try OptionCatalog.delivery.validate(delivery)
        try OptionCatalog.subtitles.validate(subtitles)
        try OptionCatalog.layout.validate(layout)
        guard OptionCatalog.layout.value(layout) != .fastlane || shard == nil else {
            throw ValidationError("--layout fastlane goes with a whole batch: the shards' clips meet only at merge")
        }
        guard !force || shard != nil else { throw ValidationError("--force goes with --shard (a whole batch always renders every clip)") }
    }

    func run() throws {
        let spec = try shardSpec()
        if plan {
            let runner = BatchRunner(outputFolder: output ?? ".", jobs: jobs, allowMissingGlyphs: allowMissingGlyphs,
                                     frameHash: hashOption.algorithm, progress: PlainBatchProgress(write: { _ in }, report: { Console.warning($0) }))
            let (clips, assignment, failures) = runner.plan(paths, shards: spec?.count ?? 1)
            print(json ? ShardPlanReport.json(clips: clips, plan: assignment, failures: failures, this: spec).pretty
                       : ShardPlanReport.text(clips: clips, plan: assignment, failures: failures, this: spec), terminator: "")
            return
        }
        let output = output ?? "."
        let cancellation = SignalTrap.install()
        let runner = BatchRunner(outputFolder: output, jobs: jobs, cancellation: cancellation,
                                 allowMissingGlyphs: allowMissingGlyphs, shard: spec, force: force, scale: scaleOption.value,
                                 delivery: OptionCatalog.delivery.value(delivery), frameHash: hashOption.algorithm, engine: EngineEnvironment.settings,
                                 subtitles: OptionCatalog.subtitles.value(subtitles), progress: makeProgress(output: output))
        let result = try runner.run(paths)
        var notes: [String] = []
        if !result.removedTemporaries.isEmpty {
            let n = result.removedTemporaries.count
            notes.append("removed \(n) stale temporary file\(n == 1 ? "" : "s") left by processes that no longer run: \(result.removedTemporaries.joined(separator: ", "))")
        }
        if let spec, let assignment = result.plan {
            let mine = assignment.names(inShard: spec.index).count
            notes.append("shard \(spec) (\(spec.source)): \(mine) of \(assignment.items.count) clips, \(result.reused) kept from an earlier run; "
                         + "\(output)/\(spec.manifestName) written. When all \(spec.count) shards are done: segue-video merge \(output)")
        } else {
            notes.append("gallery: \(output)/\(BatchGallery.fileName)")
        }
        if OptionCatalog.layout.value(layout) == .fastlane {
            let (written, skipped) = try FastlaneLayout.write(records: result.records, in: output)
            notes.append("fastlane: \(written.count) App Store preview\(written.count == 1 ? "" : "s") in \(output)/\(FastlaneLayout.folder) (deliver's app_previews_path)"
                         + written.map { "\n  " + $0 }.joined())
            skipped.forEach { Console.warning("fastlane: not copied: \($0)") }
            let shots = try FastlaneScreenshots.write(records: result.records, in: output)
            if !shots.written.isEmpty {
                notes.append("fastlane: \(shots.written.count) App Store screenshot\(shots.written.count == 1 ? "" : "s") in \(output)/\(FastlaneScreenshots.folder) (deliver's screenshots_path)"
                             + shots.written.map { "\n  " + $0 }.joined())
            }
            shots.skipped.forEach { Console.warning("fastlane: not copied: \($0)") }
            let previews = result.records.filter { FastlaneLayout.path(for: $0).map(written.contains) ?? false }
            let deliverfile = try FastlaneDeliverfile.write(previews: previews, screenshots: !shots.written.isEmpty, in: output)
            if let timeCode = deliverfile.timeCode {
                notes.append("fastlane: \(output)/\(FastlaneDeliverfile.name) sets the previews' poster frame, preview_frame_time_code(\"\(timeCode)\")")
            }
            deliverfile.notes.forEach { Console.warning("fastlane: \($0)") }
        }
        // JSON Lines on standard output stay parseable: notes go to standard error then.
        notes.forEach(progress == .json ? { Console.warning($0) } : { Console.info($0) })
        // Failures were reported as they happened: leave with the status alone.
        if result.status != .ok { Foundation.exit(result.status.rawValue) }
    }

    /// `--shard` and `--shard-count` as a spec: nil for a whole batch.
    private func shardSpec() throws -> ShardSpec? {
        guard let shard else { return try shardCount.map { try ShardSpec(index: 0, count: $0) } }
        if shard == "auto" { return try ShardSpec(environment: ProcessInfo.processInfo.environment, count: shardCount) }
        let spec = try ShardSpec(parsing: shard)
        if let shardCount, shardCount != spec.count {
            throw ShardSpec.Problem(message: "--shard \(shard) and --shard-count \(shardCount) disagree")
        }
        return spec
    }

    private func makeProgress(output: String) -> BatchProgress {
        let out: @Sendable (String) -> Void = { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) }
        let err: @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        switch progress {
        case .json: return JSONLinesBatchProgress(outputFolder: output, write: out)
        case .plain: return PlainBatchProgress(write: out, report: err)
        case .auto:
            guard isatty(STDOUT_FILENO) == 1 else { return PlainBatchProgress(write: out, report: err) }
            var size = winsize()
            let columns = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
            return TerminalBatchProgress(columns: columns) { FileHandle.standardOutput.write(Data($0.utf8)) }
        }
    }
}
