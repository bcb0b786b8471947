import ArgumentParser
import Compositor
import Foundation

/// `segue-video verify`: proves on this machine that a template renders reproducibly, by
/// rendering each clip twice (`--jobs 1`, then in parallel) and comparing frames and bytes.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Render twice (--jobs 1 and parallel) and check frames and MP4 bytes are identical.",
        discussion: """
        Both renders go to a private temporary folder that is removed afterwards. Exits 0 when \
        every clip matched, 1 naming the first differing frame (or byte) otherwise.
        """)

    @Argument(help: "The template file (YAML or JSON).")
    var template: String

    @Option(help: "present, dismiss or both (default: the template's directions).")
    var direction: DirectionChoice?

    @Option(help: "Threads for the second render (default: the core count, at least 2).")
    var jobs: Int = max(2, ProcessInfo.processInfo.activeProcessorCount)

    @OptionGroup var assetOptions: AssetOptions

    func validate() throws {
        try OptionCatalog.jobs.validate(jobs)
    }

    func run() throws {
        let loaded = try TemplateLoader.load(path: template)
        loaded.warnings.forEach(Console.warning)
        let assets = try assetOptions.load(loaded)
        let cancellation = SignalTrap.install()
        var failures: [String] = []
        for dir in direction?.directions ?? loaded.segue.directions {
            let frames = try ClipFrames(template: loaded, direction: dir)
            let outcome = try ClipVerifier.verify(frames, assets: assets, jobs: [1, jobs], cancellation: cancellation,
                                                     engine: EngineEnvironment.settings)
            let line = "\(loaded.name)-\(dir.rawValue): --jobs 1 and --jobs \(jobs): \(outcome)"
            if outcome.isIdentical { Console.info("ok " + line) } else { failures.append(line) }
        }
        if !failures.isEmpty { throw MismatchError(failures.joined(separator: "\n")) }
    }
}
