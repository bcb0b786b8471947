import Compositor
import Foundation

/// Exports a clip from the page: the whole clip through the library's render path
/// (`SegueVideo.render`, with the chosen format and delivery preset: the bytes `render` writes),
/// or the in/out range through `RangeExport`, into the output folder or beside the template.
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

    /// Runs the export, yielding `progress` (`{"done": N, "total": M}`), then `done`
    /// (`{"file", "url", "bytes", "frames"}`) or `failed` (`{"problems": […]}`) to `events`.
    /// Cancelling the calling task cancels the export.
    func run(folders: ServedFolders, events: AsyncStream<EventHub.Event>.Continuation) async {
        @Sendable func progress(_ done: Int, _ total: Int) {
            events.yield(EventHub.Event(name: "progress", json: #"{"done":\#(done),"total":\#(total)}"#))
        }
        do {
            var template = template
            if request.delivery == .none { template.delivery = nil }
            let frames: Int
            if case .preset(let preset) = request.delivery {
                frames = try await whole(template, delivery: preset, progress: progress)
            } else if whole {
                frames = try await whole(template, delivery: nil, progress: progress)
            } else {
                frames = try await range(template, progress: progress)
            }
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

    private func range(_ template: SegueTemplate, progress: @escaping @Sendable (Int, Int) -> Void) async throws -> Int {
        let cancellation = CancellationFlag()
        let (request, assets, path, engine) = (request, assets, path, engine)
        let jobs = min(ProcessInfo.processInfo.activeProcessorCount, 4)
        try await withTaskCancellationHandler {
            try await Offload.run {
                try RangeExport.write(template, assets: assets, direction: request.direction, range: request.range, codec: request.codec,
                                      to: path, engine: engine, jobs: jobs, cancellation: cancellation, progress: progress)
            }
        } onCancel: {
            cancellation.raise()
        }
        return request.range.count
    }
}
