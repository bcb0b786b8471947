import ArgumentParser
import Compositor
import Foundation

/// `segue-video still`: one frame of a segue as a PNG or JPEG, chosen by frame number, exact time or
/// transition progress (interactive transitions can stop at any progress). The picture is the
/// library's (`SegueVideo.still`), with the options resolved once in `RenderSettings`.
struct StillCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "still",
        abstract: "Render one frame of a template's segue to a PNG or JPEG image.",
        discussion: """
        Give exactly one of --frame N (0-based, as in the video), --time S (seconds from the \
        clip's start, exact: 0.35 or 7/20) or --progress P (linear progress of the transition, \
        0 to 1, before the timing curve). The PNG is written whole or not at all.
        """)

    @Argument(help: "The template file (YAML or JSON).")
    var template: String

    @Option(parsing: .unconditional, help: "The frame index, 0-based.")
    var frame: Int?

    @Option(parsing: .unconditional, help: "Seconds from the start of the clip, as a decimal or a fraction.")
    var time: String?

    @Option(parsing: .unconditional, help: "Linear progress of the transition, 0 to 1.")
    var progress: Double?

    @Option(help: "present or dismiss.")
    var direction: SegueDirection = .present

    @Option(name: .shortAndLong, help: "The image to write: .png (RGBA) or .jpg/.jpeg, by extension.")
    var output: String

    @OptionGroup var assetOptions: AssetOptions

    @OptionGroup var scaleOption: ScaleOption

    @OptionGroup var deviceFrameOption: DeviceFrameOption

    @OptionGroup var stringsOption: StringsOption

    /// The output extensions `still` writes (case-insensitive).
    static let imageExtensions = ["png", "jpg", "jpeg"]

    func validate() throws {
        let chosen = [frame != nil, time != nil, progress != nil].filter { $0 }.count
        guard chosen == 1 else { throw ValidationError("give exactly one of --frame, --time and --progress") }
        if let frame, frame < 0 { throw ValidationError("--frame \(frame) is out of range; frames count from 0") }
        if let time {
            guard let t = Rational(parsing: time) else { throw ValidationError("--time \(time) is not a number of seconds (e.g. 0.35 or 7/20)") }
            guard t >= .zero else { throw ValidationError("--time \(time) is out of range; seconds count from 0") }
        }
        if let progress, !(0...1).contains(progress) { throw ValidationError("--progress \(progress) is out of range; expected 0 to 1") }
        guard StillCommand.imageExtensions.contains(URL(fileURLWithPath: output).pathExtension.lowercased()) else {
            throw ValidationError("-o \(output): a still is written as PNG or JPEG; give a .png, .jpg or .jpeg name")
        }
    }

    /// The moment the flags name (`validate()` checked that exactly one is given).
    private var moment: StillMoment {
        if let frame { return .frame(frame) }
        if let time, let t = Rational(parsing: time) { return .time(t) }
        return .progress(progress ?? 0)
    }

    func run() throws {
        let loaded = try stringsOption.load(template)
        loaded.warnings.forEach(Console.warning)
        scaleOption.warnIfIneffective(loaded, framed: deviceFrameOption.choice != nil)
        let options = RenderOptions(jobs: 1, scale: scaleOption.value, deviceFrame: deviceFrameOption.choice, frameSize: deviceFrameOption.size,
                                    allowMissingGlyphs: assetOptions.allowMissingGlyphs, engine: EngineEnvironment.settings)
        let pixmap = try Compositor.SegueVideo.still(loaded, direction: direction, at: moment, options: options, warn: Console.warning)
        try OutputFolder.ensure(for: output)
        if URL(fileURLWithPath: output).pathExtension.lowercased() == "png" {
            try PNGWriter.write(pixmap, to: output)
        } else {
            try JPEGWriter.write(pixmap, to: output)
        }
        Console.info("wrote \(output): \(pixmap.width)x\(pixmap.height)")
    }
}

extension SegueDirection: ExpressibleByArgument {}
