import ArgumentParser
import Compositor
import Foundation

/// `segue-video validate`: checks templates without rendering, reporting every problem found.
///
/// Errors go to standard error as `file:line:column: field.path: message`, the form editors
/// and CI logs link; each valid template gets an "ok" line on standard output. The exit status
/// is the worst found: 3 for an invalid template, 4 for an unusable asset; with `--strict`, a
/// template that is valid but warns (a label cut with "…", a frame too short for its lines)
/// exits 3 too, so CI can hold templates to what a viewer reads.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check templates (and their images and fonts) without rendering.")

    @Argument(help: "Template files (YAML or JSON), or folders of them (as batch reads folders).")
    var templates: [String]

    @Flag(help: "Characters no font has are a warning (drawn as the font's .notdef glyph), not an error.")
    var allowMissingGlyphs = false

    @Flag(help: "Any warning (a label cut with \"…\", lines a frame cannot show) fails the template: exit 3.")
    var strict = false

    @Flag(help: ArgumentHelp(OptionCatalog.storeSafe.help))
    var storeSafe = false

    @OptionGroup var stringsOption: StringsOption

    func validate() throws {
        guard !templates.isEmpty else { throw ValidationError("give at least one template") }
    }

    func run() throws {
        let inputs = BatchInputs.expand(templates)
        var worst = inputs.failures.map(\.status).max { $0.rawValue < $1.rawValue } ?? .ok
        inputs.failures.forEach { ValidateCommand.report($0.message) }
        for path in inputs.templates {
            let status = ValidateCommand.check(path, allowMissingGlyphs: allowMissingGlyphs, strict: strict, strings: stringsOption.request,
                                               storeSafe: storeSafe)
            if status.rawValue > worst.rawValue { worst = status }
        }
        // Every problem is printed already: leave with the status alone, no further message.
        if worst != .ok { Foundation.exit(worst.rawValue) }
    }

    /// Checks one template, printing its problems or its "ok" line, and returns its status.
    /// `strict`: a template with warnings is reported as invalid (exit 3) instead of "ok";
    /// `storeSafe`: drawn app content is refused as `render --store-safe` refuses it.
    static func check(_ path: String, allowMissingGlyphs: Bool, strict: Bool = false, strings: StringsRequest = StringsRequest(),
                      storeSafe: Bool = false) -> ExitStatus {
        let template: SegueTemplate
        do {
            template = try TemplateLoader.load(path: path, strings: strings)
        } catch let error as SegueVideoError {
            report(error.description)
            return error.exitStatus
        } catch {
            report("\(path): \(error)")
            return .failure
        }
        template.warnings.forEach(report)
        if storeSafe, let refusal = StoreSafety.refusal(template) {
            report("\(path): \(OptionCatalog.storeSafe.flag): \(refusal)")
            return .invalidTemplate
        }
        let (problems, warnings) = TemplateAssetCheck.check(template, allowMissingGlyphs: allowMissingGlyphs)
        warnings.forEach { report("\(path): warning: \($0)") }
        // The soundtrack and voice-overs are opened and their first samples decoded, as `render`
        // does before any output exists, so a file render would refuse (not sound, a FIFO, a
        // playlist) is reported here in render's words, at `audio.file` or
        // `flow.steps[N].voiceover.file`; a voice-over the clip's end cuts is a warning.
        var soundtrackProblem: (any SegueVideoError)?, soundWarnings: [String] = []
        do { soundWarnings = try template.probeSound() } catch { soundtrackProblem = error as? any SegueVideoError ?? AssetError(path: template.audio?.file ?? path, message: "\(error)") }
        soundWarnings.forEach { report("\(path): warning: \($0)") }
        guard problems.isEmpty, soundtrackProblem == nil else {
            problems.forEach { report("\(path): \($0.description)") }
            soundtrackProblem.map { report($0.description) }
            return .badAsset
        }
        // Delivery bars on a transparent backdrop need a format with alpha: checked against the
        // template's own format, as render and batch write it without another extension.
        do { try template.checkDeliveryBackdrop() } catch {
            report((error as? any SegueVideoError)?.description ?? "\(path): \(error)")
            return (error as? any SegueVideoError)?.exitStatus ?? .invalidTemplate
        }
        // Captions and taps under a delivery feed's own interface (tiktok, reels, shorts).
        let feed = FeedOverlayCheck.warnings(template)
        feed.forEach { report("\(path): warning: \($0)") }
        let warned = template.warnings.count + warnings.count + soundWarnings.count + feed.count
        if strict, warned > 0 {
            report("\(path): \(warned) warning\(warned == 1 ? "" : "s") with --strict: not ok")
            return .invalidTemplate
        }
        let canvas = template.canvas, segue = template.segue
        if let flow = template.flow {
            Console.info("\(path): ok (flow of \(flow.steps.count) steps, \(flow.duration.doubleValue) s, \(template.scenes.count) scenes, "
                         + "\(canvas.pixelWidth)x\(canvas.pixelHeight) at \(canvas.frameRate) fps, \(template.timeline.frameCount) frames)")
            return .ok
        }
        Console.info("\(path): ok (\(segue.animator.rawValue), \(template.scenes.count) scenes, "
                     + "\(canvas.pixelWidth)x\(canvas.pixelHeight) at \(canvas.frameRate) fps, "
                     + "\(segue.directions.map(\.rawValue).joined(separator: " and ")))")
        return .ok
    }

    /// One line on standard error, as is: the location leads, so editors can link it.
    static func report(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
