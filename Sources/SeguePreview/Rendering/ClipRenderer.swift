import Compositor
import Foundation

/// Renders whole clips at full quality (exactly what `segue-video render` writes) into the
/// output folder's `.cache`, named by the template's content hash and the direction, so a clip
/// is rendered once per version; the folder is kept under `limit` bytes, oldest first.
final class ClipRenderer: Sendable {
    let folder: String
    let limit: Int
    /// The engine's switches every clip renders with.
    let engine: EngineSettings
    /// The renders (and exports) under way, shared with `ClipExport`.
    let jobs: RenderJobs
    /// Renders under way (a cancelled one counts until its thread has stopped and cleaned up).
    var running: LockedValue<Int> { jobs.running }

    init(folder: String, limit: Int, engine: EngineSettings = EngineSettings(), jobs: RenderJobs = RenderJobs()) {
        self.folder = folder; self.limit = limit; self.engine = engine; self.jobs = jobs
    }

    /// Renders (or finds) the clip and reports over `send`: `progress` events
    /// (`{"done": N, "total": M}`), then `done` (`{"url": …}`) or `failed` (`{"problems": […]}`).
    /// When `send` throws (the page went away) the render is cancelled: it stops within a frame
    /// and leaves no file.
    func render(_ state: TemplateState, _ loaded: TemplateState.Loaded, direction: SegueDirection, folders: ServedFolders,
                send: (EventHub.Event) async throws -> Void) async throws {
        let name = "\(state.contentHash.prefix(24))-\(direction.rawValue).mp4"
        let path = (folder as NSString).appendingPathComponent(name)
        let done = EventHub.Event(name: "done", json: #"{"url":"/output/.cache/\#(name)","cached":"#)
        if FileManager.default.fileExists(atPath: path) {
            try await send(EventHub.Event(name: done.name, json: done.json + "true}"))
            return
        }
        let template = loaded.template, engine = engine
        try await jobs.relay(opening: EventHub.Event(name: "started", json: #"{"file":"\#(name)"}"#), send: send) { events in
            do {
                _ = try await SegueVideo.render(template, to: path, options: RenderOptions(directions: [direction], engine: engine)) { progress in
                    events.yield(EventHub.Event(name: "progress", json: #"{"done":\#(progress.framesDone),"total":\#(progress.frameCount)}"#))
                }
                events.yield(EventHub.Event(name: done.name, json: done.json + "false}"))
            } catch {
                events.yield(.failed(TemplateProblem.list(from: error, folders: folders)))
            }
        }
        trim(keeping: path)
    }

    /// Removes the oldest clips until the folder holds at most `limit` bytes (never `keeping`).
    private func trim(keeping: String) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return }
        var files = names.filter { !$0.hasPrefix(".") }.compactMap { name -> (path: String, size: Int64, time: Int)? in
            let path = (folder as NSString).appendingPathComponent(name)
            guard let signature = FileSignature(path: path) else { return nil }
            return (path, signature.size, signature.seconds)
        }.sorted { $0.time < $1.time }
        var total = files.reduce(0) { $0 + $1.size }
        while total > Int64(limit), !files.isEmpty {
            let oldest = files.removeFirst()
            guard oldest.path != keeping else { continue }
            try? manager.removeItem(atPath: oldest.path)
            total -= oldest.size
        }
    }
}
