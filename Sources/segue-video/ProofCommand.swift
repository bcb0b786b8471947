import ArgumentParser
import Compositor
import Foundation

/// `segue-video proof`: the frames a viewer reads, each as a PNG, with a JSON list of every
/// text readable in each and where its glyphs sit, for proofreading a clip before it ships and
/// for the OCR check (`scripts/ocr-check.sh`), which reads each text back with Tesseract.
struct ProofCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "proof",
        abstract: "Write the frames a viewer reads (screens at rest, captions mid-step) and the texts in each.",
        discussion: """
        Writes DIR/NN-DIRECTION-rest.png or DIR/NN-DIRECTION-caption.png for each moment of \
        each clip the template renders (a segue's first and last frame; each flow state \
        before its step, the middle of each caption, the last frame) and DIR/proof.json: for \
        each picture its direction, frame and time, and every readable text (shown, upright, \
        on the picture, not under another view) with its box in pixels, and every text left         out with why (faint, turned, empty, offPicture, clipped, tiny, covered).
        """)

    @Argument(help: "The template file (YAML or JSON).")
    var template: String

    @Option(help: "present or dismiss; default: every direction the template renders (a flow is one clip).")
    var direction: SegueDirection?

    @Option(name: .shortAndLong, help: "The folder to write (created if missing).")
    var output: String

    @OptionGroup var assetOptions: AssetOptions

    @OptionGroup var stringsOption: StringsOption

    /// proof.json's shape.
    struct Sheet: Encodable {
        var template: String
        var width: Int, height: Int
        var moments: [Moment]
    }

    struct Moment: Encodable {
        var image: String
        var direction: String
        var kind: String
        var frame: Int
        var time: String
        var texts: [Text]
        /// How many labels were left out (faint, turned, off the picture, clipped, tiny or
        /// covered; a hidden view's are not counted).
        var skipped: Int
        /// Each of them, with why (`ProofSkippedText.Reason`'s names).
        var leftOut: [LeftOut]
    }

    struct LeftOut: Encodable {
        var text: String
        var id: String?
        var reason: String
    }

    struct Text: Encodable {
        var text: String
        var id: String?
        var role: String
        var rect: [Int]
        var fontPixels: Double
        var luma: Int
    }

    func run() throws {
        let loaded = try stringsOption.load(template)
        loaded.warnings.forEach(Console.warning)
        let assets = try assetOptions.load(loaded)
        let directions = loaded.flow != nil ? [SegueDirection.present] : direction.map { [$0] } ?? loaded.segue.directions
        let canvas = loaded.outputCanvas
        let renderer = SceneRenderer(canvas: canvas, assets: assets)
        renderer.cachesLayers = EngineEnvironment.settings.cachesLayers
        let collector = ProofTextCollector(text: try TextRenderer(), scale: canvas.scale, size: canvas.size)
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        var sheet = Sheet(template: template, width: canvas.pixelWidth, height: canvas.pixelHeight, moments: [])
        for direction in directions {
            let clip = try ClipFrames(template: loaded, direction: direction)
            for moment in ProofMoment.moments(of: clip) {
                let layers = clip.layers(at: moment.frame)
                let name = String(format: "%02d-%@-%@.png", sheet.moments.count, direction.rawValue, moment.kind.rawValue)
                try PNGWriter.write(try renderer.render(layers), to: (output as NSString).appendingPathComponent(name))
                let (texts, skipped) = try collector.collect(layers)
                sheet.moments.append(Moment(
                    image: name, direction: direction.rawValue, kind: moment.kind.rawValue, frame: moment.frame.value,
                    time: clip.timeline.frameRate.time(of: moment.frame).description,
                    texts: texts.map { Text(text: $0.text, id: $0.id, role: $0.role.rawValue,
                                            rect: [$0.pixelRect.x0, $0.pixelRect.y0, $0.pixelRect.width, $0.pixelRect.height],
                                            fontPixels: ($0.pixelFontSize * 100).rounded() / 100, luma: $0.luma) },
                    skipped: skipped.count,
                    leftOut: skipped.map { LeftOut(text: $0.text, id: $0.id, reason: $0.reason.rawValue) }))
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let json = (output as NSString).appendingPathComponent("proof.json")
        try encoder.encode(sheet).write(to: URL(fileURLWithPath: json), options: .atomic)
        Console.info("wrote \(sheet.moments.count) frames and \(json)")
    }
}
