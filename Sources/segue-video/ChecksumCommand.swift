import ArgumentParser
import Compositor
import Foundation

/// `segue-video checksum`: every composited frame's hash (XXH3-128, or MD5 with `--hash md5`)
/// in FFmpeg's framehash layout, without encoding. The hashes depend only on the picture, so they stay put across encoder versions.
struct ChecksumCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "checksum",
        abstract: "Print each frame's hash (FFmpeg framehash layout), hashed before encoding.",
        discussion: """
        One row per frame: stream, dts, pts, duration, size, hash of the frame's RGBA bytes \
        (the #hash: line names it). The time base is 1/fps, so frame i has pts i. With the \
        default XXH128 each hash is what `xxh128sum` prints for that frame's bytes; with \
        --hash md5 the same rows come from `ffmpeg -f rawvideo -pix_fmt rgba -s WxH \
        -framerate FPS -i frames.rgba -vf setsar=1 -fflags +bitexact -f framemd5 -`.
        """)

    @Argument(help: "The template file (YAML or JSON).")
    var template: String

    @Option(help: "present or dismiss (default: the template's first direction).")
    var direction: SingleDirection?

    @OptionGroup var jobs: JobsOption

    @OptionGroup var assetOptions: AssetOptions

    @OptionGroup var scaleOption: ScaleOption

    @OptionGroup var deviceFrameOption: DeviceFrameOption

    @OptionGroup var stringsOption: StringsOption

    @OptionGroup var hashOption: HashOption

    func run() throws {
        let file = try stringsOption.load(template)
        file.warnings.forEach(Console.warning)
        scaleOption.warnIfIneffective(file, framed: deviceFrameOption.choice != nil)
        // Resolved once; the frames are the still's, without a delivery preset's fitting.
        let loaded = try RenderSettings(picturesOf: file, options: RenderOptions(
            jobs: jobs.jobs, scale: scaleOption.value, deviceFrame: deviceFrameOption.choice, frameSize: deviceFrameOption.size)).template
        let assets = try assetOptions.load(loaded)
        let cancellation = SignalTrap.install()
        let frames = try ClipFrames(template: loaded, direction: direction?.direction ?? loaded.segue.directions.first ?? .present)
        let out = FileHandle.standardOutput
        out.write(Data(frames.manifestFormat(hashOption.algorithm).header.utf8))
        _ = try frames.checksums(jobs: jobs.jobs, assets: assets, algorithm: hashOption.algorithm, cancellation: cancellation,
                                 engine: EngineEnvironment.settings) { checksum, _ in
            out.write(Data(FrameHashManifest.line(for: checksum).utf8))
        }
    }
}

/// One direction of a segue, for commands that make one clip.
enum SingleDirection: String, ExpressibleByArgument, CaseIterable {
    case present, dismiss

    var direction: SegueDirection { self == .present ? .present : .dismiss }
}

/// `--jobs`, shared by the commands that render without encoding options.
struct JobsOption: ParsableArguments {
    @Option(help: ArgumentHelp(OptionCatalog.jobs.help))
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws { try OptionCatalog.jobs.validate(jobs) }
}

/// Asset options every rendering command shares with `render`, so a template that renders
/// also checks.
struct AssetOptions: ParsableArguments {
    @Flag(help: "Draw characters no font covers as the font's missing-glyph box (with a warning) instead of failing.")
    var allowMissingGlyphs = false

    /// Decodes the template's images and checks its labels, printing warnings.
    func load(_ template: SegueTemplate) throws -> AssetStore {
        try AssetLoader.load(template, allowMissingGlyphs: allowMissingGlyphs, warn: Console.warning)
    }
}
