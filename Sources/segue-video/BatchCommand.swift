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
        with a .png poster and .framemd5 frame hashes beside it; manifest.json lists every clip \
        and index.html shows them. Output is identical for any --jobs. The exit status \
        is the worst of all clips; a failed clip does not stop the others. Ctrl-C keeps \
        finished clips, removes unfinished ones and exits 130.
        """)

    @Argument(help: "Template files or folders of templates.")
    var paths: [String]

    @Option(name: .shortAndLong, help: "The output folder (created if missing).")
    var output: String

    @Option(help: "Clips rendered at once (default: the core count). Output is identical for any value.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "auto, plain or json (JSON Lines on standard output).")
    var progress: ProgressStyle = .auto

    @Flag(help: "Characters no font has are a warning (drawn as the font's .notdef glyph), not an error.")
    var allowMissingGlyphs = false

    @OptionGroup var scaleOption: ScaleOption

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("give at least one template or folder") }
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be 1 to 64") }
    }

    func run() throws {
        let cancellation = SignalTrap.install()
        let runner = BatchRunner(outputFolder: output, jobs: jobs, cancellation: cancellation,
                                 allowMissingGlyphs: allowMissingGlyphs, scale: scaleOption.scale, progress: makeProgress())
        let result = try runner.run(paths)
        if progress != .json { Console.info("gallery: \(output)/\(BatchGallery.fileName)") }
        // Failures were reported as they happened: leave with the status alone.
        if result.status != .ok { Foundation.exit(result.status.rawValue) }
    }

    private func makeProgress() -> BatchProgress {
        let out: @Sendable (String) -> Void = { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) }
        let err: @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        switch progress {
        case .json: return JSONLinesBatchProgress(write: out)
        case .plain: return PlainBatchProgress(write: out, report: err)
        case .auto:
            guard isatty(STDOUT_FILENO) == 1 else { return PlainBatchProgress(write: out, report: err) }
            var size = winsize()
            let columns = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
            return TerminalBatchProgress(columns: columns) { FileHandle.standardOutput.write(Data($0.utf8)) }
        }
    }
}
