import Compositor
import Foundation

/// Exports a clip from the page: the whole clip through the library's render path
/// (`SegueVideo.render`, with the chosen format and delivery preset: the bytes `render` writes),
/// or the in/out range through `RangeExport` (with the delivery preset too, its length rule
/// applied to the range), into the output folder or beside the template.
/// Either way the file is written under a temporary name and renamed into place when complete,
/// so no reader ever sees a partial file; a cancelled export (the page closed its stream, or a
/// stop) leaves nothing.
struct ClipExport: Sendable {
    let request: ExportRequest
    let template: SegueTemplate
    let assets: AssetStore
    /// The real path written (inside the output folder, or the template's folder).
    let path: String
    /// How the page names it (no absolute path: `ServedFolders.shown`).
    let shownPath: String
    /// Where the page fetches it (`/output/…` or `/files/…`).
    let url: String
    let engine: EngineSettings
    /// Whether the range is the whole clip (then it goes through `SegueVideo.render`).
    let whole: Bool

    /// The file `request` names in `folder` (a real path): its name with the format's extension.
    /// Throws a 400 for a format the catalog cannot write, a 409 when the name is taken by
    /// something that is not a file the export may replace (a folder, a link).
    static func destination(_ request: ExportRequest, template: SegueTemplate, folder: String) throws(RouteRefusal) -> String {
        let format: OutputFormat
        do { format = try OutputFormatCatalog.resolve(codec: request.codec ?? template.video.codec, path: nil) } catch {
            throw RouteRefusal(HTTPReply.error(.badRequest, error.message))
        }
        var name = request.name
        if let ext = format.extensions.first, !format.extensions.contains((name as NSString).pathExtension.lowercased()) { name += "." + ext }
        let path = (folder as NSString).appendingPathComponent(name)
        let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
        let node = FileNode(path: path)
        let replaceable = node == .regular || (node == .directory && format.extensions.isEmpty)
        if isLink || (node != .unavailable(errno: ENOENT) && !replaceable) {
            throw RouteRefusal(HTTPReply.error(.conflict, "\(name) exists and is not a file an export may replace"))
        }
        return path
    }

    /// The template as exported: without its delivery preset when the page asked for none.
    private var exported: SegueTemplate {
        var template = template
        if request.delivery == .none { template.delivery = nil }
        return template
    }

    /// The preset the page chose over the template's (nil: the template's own, or none).
    private var preset: DeliveryPresetName? {
        if case .preset(let preset) = request.delivery { return preset }
        return nil
    }

    /// Checks, before any work starts, what the export would refuse once running: a delivery
    /// preset's rules (its sizes; its length, which for an in/out range is the range's: an App
    /// Store preview of a 1-s range is refused, saying by how much to widen it) and the
    /// format's. A 400 whose one line names the problem; nothing is written.
    func check(folders: ServedFolders) async throws(RouteRefusal) {
        let (template, request, whole, preset, path, engine) = (exported, request, whole, preset, path, engine)
        do {
            _ = try await Offload.run {
                try RangeExport.check(template, direction: request.direction, range: whole ? nil : request.range, codec: request.codec,
                                      delivery: preset, engine: engine, jobs: 1, output: path)
            }
        } catch {
            throw RouteRefusal(HTTPReply.error(.badRequest, Self.oneLine(error, folders: folders)))
        }
    }

    /// `error`'s problems on one line, with no path of the server's (`TemplateProblem`).
    private static func oneLine(_ error: any Error, folders: ServedFolders) -> String {
        TemplateProblem.list(from: error, folders: folders).map(\.text).joined(separator: "; ")
            .replacingOccurrences(of: "\n", with: " ")
    }

    /// Runs the export, yielding `progress` (`{"done": N, "total": M}`), then `done`
    /// (`{"file", "url", "bytes", "frames"}`) or `failed` (`{"problems": […]}`) to `events`.
    /// Cancelling the calling task cancels the export.
    func run(folders: ServedFolders, events: AsyncStream<EventHub.Event>.Continuation) async {
        @Sendable func progress(_ done: Int, _ total: Int) {
            events.yield(EventHub.Event(name: "progress", json: #"{"done":\#(done),"total":\#(total)}"#))
        }
        do {
            let frames = whole ? try await whole(exported, delivery: preset, progress: progress)
                : try await range(exported, delivery: preset, progress: progress)
            let bytes = FileSignature(path: path)?.size ?? 0
            let answer = Done(file: shownPath, url: url, bytes: bytes, frames: frames)
            let json = (try? String(decoding: JSONEncoder().encode(answer), as: UTF8.self)) ?? "{}"
            events.yield(EventHub.Event(name: "done", json: json))
        } catch {
            events.yield(.failed(TemplateProblem.list(from: error, folders: folders)))
        }
    }

    /// What `done` says.
    struct Done: Encodable {
        let file: String
        let url: String
        let bytes: Int64
        let frames: Int
    }

    private func whole(_ template: SegueTemplate, delivery: DeliveryPresetName?, progress: @escaping @Sendable (Int, Int) -> Void) async throws -> Int {
        let options = RenderOptions(directions: [request.direction], codec: request.codec, delivery: delivery, engine: engine)
        let clips = try await SegueVideo.render(template, to: path, options: options) { progress($0.framesDone, $0.frameCount) }
        return clips.first?.summary.frames ?? 0
    }

    private func range(_ template: SegueTemplate, delivery: DeliveryPresetName?, progress: @escaping @Sendable (Int, Int) -> Void) async throws -> Int {
        let cancellation = CancellationFlag()
        let (request, assets, path, engine) = (request, assets, path, engine)
        let jobs = min(ProcessInfo.processInfo.activeProcessorCount, 4)
        return try await withTaskCancellationHandler {
            try await Offload.run {
                try RangeExport.write(template, assets: assets, direction: request.direction, range: request.range, codec: request.codec,
                                      delivery: delivery, to: path, engine: engine, jobs: jobs, cancellation: cancellation, progress: progress)
            }
        } onCancel: {
            cancellation.raise()
        }
    }
}
