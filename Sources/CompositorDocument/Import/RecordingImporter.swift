import CompositorCore
import CompositorMedia
import CompositorScene
import Foundation

/// `segue-video import rec.mp4 -o out.yaml` (or `-o FOLDER`): a screen recording becomes a
/// flow template that plays it, ready for captions, taps and focus steps.
///
/// The template has one scene, the recording (`recording: {file, statusBar: drawn}`), on the
/// device whose screen has the recording's pixel size (`--device` chooses another); with no such
/// device, the one nearest in shape (then in size), with a note, and the recording fills it. The
/// flow lasts the recording: a step per stretch between screen changes (`RecordingFacts.cuts`)
/// and of at most `TemplateLimits.maxDuration`, each a no-op `change` on a `screen` view that
/// draws nothing (0.35 s, then held), so a `tap:` or `caption:` can be added to it. A recording lasting 15–30 s becomes a store-safe App Store preview
/// (`delivery: {preset: appstore, storeSafe: true, posterTime}`), posed half way through.
///
/// The recording is opened as a render opens it (`RecordingFacts`), so one that `import`
/// takes renders, and a hostile one gets the render's one-line error (exit 4); nothing is
/// written then. A recording outside the template's folder is copied into `assets/` beside the
/// template (a template reads nothing outside its folder).
package enum RecordingImporter {
    /// File name extensions `import` reads as recordings.
    public static let extensions: Set<String> = ["mp4", "mov", "m4v", "webm", "mkv"]

    /// Frames per second of the flow: 30, or 60 for a recording averaging more than 31 (a 30-fps
    /// recording whose timestamps jitter stays at 30).
    static func frameRate(for facts: RecordingFacts) -> Int { facts.averageRate > 31 ? 60 : 30 }

    /// Whether `path` names a recording (by its extension).
    public static func handles(_ path: String) -> Bool {
        extensions.contains(URL(fileURLWithPath: path).pathExtension.lowercased())
    }

    /// What an import wrote and noticed.
    public struct Result: Sendable {
        /// The template written.
        public var template: String
        /// Files written, in order (the template, and the recording when copied).
        public var files: [String] = []
        /// What did not map exactly (the device), as lines.
        public var notes: [String] = []
        public var facts: RecordingFacts
        /// The device preset chosen.
        public var device: String
    }

    /// Imports the recording at `path` into `output`: a `.yaml`/`.yml` file, or a folder (then
    /// `FOLDER/NAME.yaml`, NAME the recording's).
    public static func run(_ path: String, into output: String, device: String? = nil) throws -> Result {
        let facts = try RecordingFacts.read(path: path)
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let isFile = ["yaml", "yml"].contains(URL(fileURLWithPath: output).pathExtension.lowercased())
        let template = isFile ? output : output + "/" + ImportNames.fileSafe(name) + ".yaml"
        let folder = URL(fileURLWithPath: template).deletingLastPathComponent().path
        let (preset, notes) = try choose(facts, device: device, path: path)
        guard facts.end <= TemplateLimits.maxClipDuration else {
            throw AssetError(path: path, message: "lasts \(seconds(facts.end)) s; a clip lasts at most \(TemplateLimits.maxClipDuration) s")
        }

        // Where the template finds the recording: as it is when inside the template's folder.
        let tree = ConfinedFolder(folder: folder)
        let real = ConfinedFolder.realPath(path) ?? path
        var copy: (from: String, to: String)?
        var relative = String(real.dropFirst(tree.root.count + 1))
        if !real.hasPrefix(tree.root + "/") || ConfinedFolder.lexicalProblem(relative) != nil {
            relative = "assets/" + ImportNames.fileSafe(name) + "." + URL(fileURLWithPath: path).pathExtension.lowercased()
            copy = (path, folder + "/" + relative)
        }
        let text = document(facts, preset: preset, recording: relative, name: name, source: URL(fileURLWithPath: path).lastPathComponent)
        var result = Result(template: template, notes: notes, facts: facts, device: preset.name)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            if let copy {
                if let refusal = FileNode(path: copy.from).inputRefusal { throw AssetError(path: copy.from, message: refusal) }
                try FileManager.default.createDirectory(atPath: folder + "/assets", withIntermediateDirectories: true)
                // Copied under a temporary name and renamed into place when complete: never a
                // partial copy, and never over a FIFO or device left at that name.
                let temporary = try TemporaryOutputFile(destination: copy.to)
                do { try FileManager.default.copyItem(atPath: copy.from, toPath: temporary.path) } catch {
                    temporary.discard()
                    throw temporary.error("cannot copy the recording")
                }
                try temporary.commit()
                result.files.append(copy.to)
            }
            try Data(text.utf8).write(to: URL(fileURLWithPath: template), options: .atomic)
        } catch let error as AssetError {
            throw error
        } catch let error as OutputError {
            throw error
        } catch {
            throw OutputError(path: template, message: error.localizedDescription)
        }
        result.files.insert(template, at: 0)
        return result
    }

    /// The device: `--device`, else the preset whose screen has the recording's pixels, else
    /// the one nearest in shape and then size (noted).
    static func choose(_ facts: RecordingFacts, device: String?, path: String) throws -> (DevicePreset, [String]) {
        let w = facts.width, h = facts.height
        func pixels(_ p: DevicePreset) -> (Int, Int) { (Int((p.size.width * p.scale).rounded()), Int((p.size.height * p.scale).rounded())) }
        if let device {
            guard let preset = DevicePresets.preset(named: device) else {
                throw TemplateError(file: "--device", field: "", message: TemplateRules.unknown("device", device, among: DevicePresets.all.map(\.name)), exitStatus: .usage)
            }
            let (pw, ph) = pixels(preset)
            return (preset, pw == w && ph == h ? [] : ["\(path): note: the recording is \(w)x\(h); \(preset.name) is \(pw)x\(ph): the recording fills its screen, cropped to its shape"])
        }
        if let exact = DevicePresets.all.first(where: { $0.family != .video && pixels($0) == (w, h) }) { return (exact, []) }
        let shape = Double(w) / Double(h)
        let portrait = w <= h
        let candidates = DevicePresets.all.filter { ($0.size.width <= $0.size.height) == portrait }
        let nearest = (candidates.isEmpty ? DevicePresets.all : candidates).min { a, b in
            let (aw, ah) = pixels(a), (bw, bh) = pixels(b)
            let da = abs(Double(aw) / Double(ah) - shape), db = abs(Double(bw) / Double(bh) - shape)
            if abs(da - db) > 1e-9 { return da < db }
            return abs(aw - w) + abs(ah - h) < abs(bw - w) + abs(bh - h)
        }!
        let (pw, ph) = pixels(nearest)
        let why = w % 2 == 1 || h % 2 == 1 ? " (an odd pixel size, which H.264 4:2:0 cannot encode)" : ""
        return (nearest, ["\(path): note: no device preset's screen is \(w)x\(h)\(why); the nearest in shape is \(nearest.name) (\(pw)x\(ph)): the recording fills its screen, cropped to its shape (--device chooses another)"])
    }

    /// `r` in seconds, as a flow time: milliseconds, rounded up (so the flow covers the last
    /// frame), written without trailing zeros.
    public static func seconds(_ r: Rational) -> String {
        let ms = max(0, (r * Rational(1000)).ceiling)
        let whole = "\(ms / 1000)", fraction = String(ms % 1000 + 1000).dropFirst()
        let trimmed = fraction.reversed().drop { $0 == "0" }.reversed()
        return trimmed.isEmpty ? whole : whole + "." + String(trimmed)
    }

    /// The template's text.
    static func document(_ facts: RecordingFacts, preset: DevicePreset, recording: String, name: String, source: String) -> String {
        // A flow of D seconds has frames at 0, 1/fps, … up to D (`ClipTimeline`): its last
        // frame is one frame period before the recording's end, in whole milliseconds.
        let fps = Int64(frameRate(for: facts))
        let total = max(0, ((facts.end - Rational(1, fps)) * Rational(1000)).floor)
        let chunk = (TemplateLimits.maxDuration * Rational(1000)).floor
        // Steps start where the screen changes: a cut at least 1 s after the one before and
        // 0.35 s before the end, at most 50; then every `maxDuration` within a longer stretch.
        var boundaries: [Int64] = [0]
        for cut in facts.cuts {
            let ms = (cut * Rational(1000)).floor
            if ms - boundaries.last! >= 1000, total - ms >= 350, boundaries.count <= 50 { boundaries.append(ms) }
        }
        boundaries.append(total)
        var steps: [ImportYAML] = []
        for (from, to) in zip(boundaries, boundaries.dropFirst()) {
            var start = from
            repeat {
                // A change's duration is positive: 0.35 s (a tap's press), the rest held.
                let length = min(chunk, to - start), change = max(1, min(350, length))
                steps.append(.map([("change", .list([.map([("target", .string("screen")), ("alpha", .list([.number(1), .number(1)]))])])),
                                   ("duration", .plain(seconds(Rational(change, 1000)))),
                                   ("hold", .plain(seconds(Rational(max(0, length - change), 1000))))]))
                start += length
            } while start < to
        }
        let width = preset.size.width, height = preset.size.height
        var keys: [(String, ImportYAML)] = [
            ("name", .string(ImportNames.slug(name))),
            ("description", .string("The screen recording \(source), imported by segue-video import.")),
        ]
        if facts.end >= Rational(15) && facts.end <= Rational(30) {
            keys.append(("delivery", .map([("preset", .plain("appstore")), ("storeSafe", .bool(true)),
                                           ("posterTime", .plain(seconds(Rational((facts.end * Rational(5)).floor, 10))))])))
        }
        keys += [
            ("canvas", .map([("device", .string(preset.name)), ("background", .string("#000000"))])),
            ("video", .map([("fps", .number(Double(frameRate(for: facts))))])),
            ("scenes", .map([("recording", .map([
                ("recording", .map([("file", .string(recording)), ("statusBar", .plain("drawn"))])),
                ("views", .list([.map([("id", .string("screen")), ("frame", .list([.number(0), .number(0), .number(width), .number(height)]))])])),
            ]))])),
            ("flow", .map([("root", .string("recording")), ("hold", .number(0)), ("steps", .list(steps))])),
        ]
        let rate = String(format: "%.2f", facts.averageRate)
        var comment = """
            yaml-language-server: $schema=docs/template.schema.json
            A screen recording as a flow, imported by segue-video import: \(source), \(facts.width)x\(facts.height), \
            \(facts.frameCount) frames over \(seconds(facts.end)) s (\(rate) frames a second on average).
            The recording plays from its own timestamps under the drawn status bar (statusBar: recording shows its own).
            Each step is a stretch of the recording: split it, and add tap: screen (or a view you add with its frame)
            and caption: {text: ...} to a step; a focus: [x, y, width, height] step zooms onto a region.
            """
        let changes = boundaries.dropFirst().dropLast().map { seconds(Rational($0, 1000)) + " s" }
        comment += changes.isEmpty ? "\nNo screen change was found: one stretch." : "\nThe screen changes at " + changes.joined(separator: ", ") + ": a step starts at each."
        if keys.contains(where: { $0.0 == "delivery" }) {
            comment += "\nIt lasts 15-30 s: an App Store preview, posed half way (posterTime); store-safe: only captions, taps and the status bar are drawn."
        }
        return ImportYAML.map(keys).document(comment: comment)
    }
}
