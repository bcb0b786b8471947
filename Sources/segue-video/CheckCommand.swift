import ArgumentParser
import Compositor
import Foundation

/// `segue-video check`: golden tests for users' CI. Compares every frame's hash with the
/// golden recorded earlier and, on a mismatch, writes pictures of what changed.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compare templates' frame hashes with goldens (or record them with --record).",
        discussion: """
        Goldens are DIR/NAME-DIRECTION.framehash (every frame's XXH3-128, as xxh128sum prints \
        it; the default) or, recorded with --hash md5, DIR/NAME-DIRECTION.framemd5 (as ffmpeg \
        -f framemd5); a check hashes with whatever the golden holds. Besides the hashes \
        --record keeps PNG stills DIR/NAME-DIRECTION-FRAME.png of the distinct pictures among \
        the frames --stills chose. On a mismatch the first differing frame is written to the \
        failures folder as NAME-DIRECTION-FRAME-actual.png, with -expected.png and an \
        amplified -diff.png when the golden has its picture (else the three for the first \
        differing frame that has one); the lines printed name the views drawn where the \
        frames differ, and the command exits 1. With --report FILE.xml (JUnit XML) or \
        FILE.json, one test case per clip is written there too.
        """)

    @Option(help: "The folder of goldens.")
    var golden: String

    @Argument(help: "Template files (YAML or JSON).")
    var templates: [String]

    @Flag(help: "Write the goldens instead of comparing.")
    var record = false

    @Option(help: "With --record, the stills kept besides the hashes: key (first, last and the transition's start, middle and end), all or none; a picture already kept for the clip is not stored again.")
    var stills: String = StillSelection.key.rawValue

    /// With --record, the goldens' hash; checking uses the hash the golden holds.
    @OptionGroup var hash: HashOption

    @Option(help: "Where mismatch pictures go (created when needed).")
    var failures: String = "check-failures"

    @Option(help: "present, dismiss or both (default: each template's directions).")
    var direction: DirectionChoice?

    @Option(help: ArgumentHelp("Also write one test case per clip to this file: .xml for JUnit XML (testsuites/testsuite/testcase/failure), .json for JSON.", valueName: "file"))
    var report: String?

    @OptionGroup var jobs: JobsOption

    @OptionGroup var assetOptions: AssetOptions

    func validate() throws {
        guard !templates.isEmpty else { throw ValidationError("give at least one template") }
        guard StillSelection(rawValue: stills) != nil else {
            throw ValidationError("--stills must be one of: \(StillSelection.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let report, CheckReport.Format(path: report) == nil {
            throw ValidationError("--report \(report): the file must end in .xml (JUnit XML) or .json")
        }
    }

    func run() throws {
        let goldens = GoldenSet(folder: golden)
        let selection = StillSelection(rawValue: stills) ?? .key
        let loaded = try CheckCommand.loadDistinct(templates)
        let cancellation = SignalTrap.install()
        var failed: [String] = [], total = 0
        var cases = CheckReport()
        for (path, template) in zip(templates, loaded) {
            template.warnings.forEach(Console.warning)
            let assets = try assetOptions.load(template)
            for dir in direction?.directions ?? template.segue.directions {
                let frames = try ClipFrames(template: template, direction: dir)
                let clip = "\(template.name)-\(dir.rawValue)"
                total += 1
                let outcome = record
                    ? try GoldenCheck.record(frames, assets: assets, jobs: jobs.jobs, golden: goldens, stills: selection, algorithm: hash.algorithm, cancellation: cancellation,
                                            engine: EngineEnvironment.settings)
                    : try GoldenCheck.check(frames, assets: assets, jobs: jobs.jobs, golden: goldens, failures: failures, cancellation: cancellation,
                                           engine: EngineEnvironment.settings)
                let lines = CheckCommand.report(clip, outcome, golden: golden)
                Console.info(lines)
                if outcome.isFailure { failed.append(clip) }
                cases.cases.append(CheckReport.Case(clip: clip, template: path, failure: outcome.isFailure ? lines : nil))
            }
        }
        if let report { try cases.write(to: report) }
        if !failed.isEmpty {
            throw MismatchError("check: \(failed.count) of \(total) clips differ from their goldens: \(failed.joined(separator: ", "))")
        }
    }

    /// Loads every template before rendering any, refusing two with the same name (their
    /// goldens would be the same files).
    static func loadDistinct(_ paths: [String]) throws -> [SegueTemplate] {
        var byName: [String: String] = [:]
        return try paths.map { path in
            let template = try TemplateLoader.load(path: path)
            if let other = byName.updateValue(path, forKey: template.name) {
                throw TemplateError(file: path, field: "name", message: "\"\(template.name)\" is also the name of \(other); "
                                    + "their goldens would be the same files (give one another `name:`)")
            }
            return template
        }
    }

    /// The lines printed for one clip.
    static func report(_ clip: String, _ outcome: GoldenCheck.Outcome, golden: String) -> String {
        switch outcome {
        case .recorded(let frames, let stills, let shown):
            let kept = stills.isEmpty ? "no stills" : "stills of frames \(stills.map(\.description).joined(separator: ", "))"
            let others = shown == 0 ? "" : " (\(shown) more chosen \(shown == 1 ? "frame is" : "frames are") pictured by other clips' stills)"
            return "recorded \(clip): \(frames) frame hashes and \(kept) in \(golden)" + others
        case .passed(let frames):
            return "ok \(clip): \(frames) frames match"
        case .missingGolden(let path):
            return "FAIL \(clip): no golden at \(path); record one with --record"
        case .mismatch(let difference, let details, let written):
            return (["FAIL \(clip): \(difference)"] + details.map { "  " + $0 } + written.map { "  wrote " + $0 })
                .joined(separator: "\n")
        }
    }
}
