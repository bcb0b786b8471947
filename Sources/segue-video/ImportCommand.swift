import ArgumentParser
import Compositor
import Foundation

/// `segue-video import`: turns an Interface Builder storyboard or xib into templates (a
/// scenes file per view controller, a template per segue, a flow template), printing what it
/// made and every element it could not map, each at its `file:line:column`; a screen
/// recording into a flow template that plays it (`RecordingImporter`).
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn a storyboard or xib into templates (a scenes file per view controller, a template per segue, a flow), or a screen recording into a flow that plays it.",
        discussion: "See docs/import.md for what is mapped, approximated and skipped.")

    @Argument(help: "A .storyboard or .xib file, a folder of screenshots with a segues.yaml, or a screen recording (.mp4, .mov, .m4v, .webm, .mkv).")
    var document: String

    @Option(name: .shortAndLong, help: "The folder to write into (created if needed); for a recording, a .yaml file or a folder.")
    var output: String

    @Option(help: "The app's Assets.xcassets folder: imagesets and named colors.")
    var assets: String?

    @Option(help: "A device preset to lay the document out for (default: the document's own device).")
    var device: String?

    @Option(name: .customLong("map"), help: "A custom segue class and the animator that plays it, as Class=animator (repeatable).")
    var maps: [String] = []

    @Flag(help: "Dark appearance: named colors' dark variants, and `appearance: dark` in every template.")
    var dark = false

    @Flag(help: "Images missing from --assets become gray placeholders instead of exit 4.")
    var allowMissingAssets = false

    func validate() throws {
        for map in maps where map.split(separator: "=").count != 2 {
            throw ValidationError("--map \(map): expected Class=animator, such as ScaleSegue=scale")
        }
    }

    func run() throws {
        if RecordingImporter.handles(document) {
            let result = try RecordingImporter.run(document, into: output, device: device)
            let facts = result.facts
            Console.info("\(document): \(facts.width)x\(facts.height), \(facts.frameCount) frames, \(RecordingImporter.seconds(facts.end)) s; device: \(result.device)")
            for note in result.notes { Console.info(note) }
            Console.info("wrote " + result.files.joined(separator: ", "))
            return
        }
        var classMap: [String: String] = [:]
        for map in maps {
            let parts = map.split(separator: "=").map(String.init)
            classMap[parts[0]] = parts[1]
        }
        let options = StoryboardImporter.Options(assets: assets, device: device, classMap: classMap, dark: dark,
                                                 allowMissingAssets: allowMissingAssets)
        let result = try StoryboardImporter.run(document, into: output, options: options)
        let unmapped = result.notes.filter { $0.kind == .unmapped }.count
        Console.info("\(document): \(result.scenes.count) scenes, \(result.segues.count) segues, \(result.views) views in \(result.elements) elements; canvas: \(result.canvas)")
        Console.info("scenes: " + result.scenes.joined(separator: ", "))
        for segue in result.segues {
            let style = segue.presentation.map { " (\($0))" } ?? ""
            let what = segue.customClass.map { "custom \($0)" } ?? segue.kind
            Console.info("segue \(segue.file): \(segue.source) → \(segue.destination), \(what) → \(segue.animator)\(style)\(segue.dismissOnly ? ", dismiss only" : "")")
        }
        for note in result.notes { Console.info(note.description) }
        // Every dropped or approximated attribute once, with how many elements it applies to.
        for entry in result.tally { Console.info("summary: \(entry.count)× \(entry.kind.rawValue): \(entry.message)") }
        if result.flowTruncated { Console.info("flow.yaml: the walk stops short: a flow holds at most \(60) steps and the scenes one template loads (\(TemplateLimits.maxIncludedFiles) includes, \(TemplateLimits.maxValues) values)") }
        Console.info("\(unmapped) unmapped, \(result.notes.count - unmapped) approximated; wrote \(result.files.count) files to \(output)")
    }
}
