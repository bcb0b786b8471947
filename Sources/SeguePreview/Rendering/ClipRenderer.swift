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
    /// Renders under way (a cancelled one counts until its thread has stopped and cleaned up).
    let running = LockedValue(0)
    /// The render jobs whose pages are still listening, so a stop (Ctrl-C) can cancel them all:
    /// a job is a task of its own, which cancelling the server does not reach.
    private let jobs = LockedValue<[UUID: Task<Void, Never>]>([:])

    init(folder: String, limit: Int, engine: EngineSettings = EngineSettings()) {
        self.folder = folder; self.limit = limit; self.engine = engine
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
        let (events, continuation) = AsyncStream<EventHub.Event>.makeStream(bufferingPolicy: .bufferingNewest(16))
        let template = loaded.template
        let running = running, engine = engine
        running.update { $0 += 1 }
        let job = Task {
            defer { running.update { $0 -= 1 } }
            do {
                // The stream keeps only the newest events, so a slow page sees fewer, never more.
                _ = try await SegueVideo.render(template, to: path, options: RenderOptions(directions: [direction], engine: engine)) { progress in
                    continuation.yield(EventHub.Event(name: "progress", json: #"{"done":\#(progress.framesDone),"total":\#(progress.frameCount)}"#))
                }
                continuation.yield(EventHub.Event(name: done.name, json: done.json + "false}"))
            } catch {
                let problems = TemplateProblem.list(from: error, folders: folders).map(\.text)
                let json = (try? String(decoding: JSONEncoder().encode(["problems": problems]), as: UTF8.self)) ?? "{}"
                continuation.yield(EventHub.Event(name: "failed", json: json))
            }
            continuation.finish()
        }
        let id = UUID()
        jobs.update { $0[id] = job }
        defer { job.cancel(); jobs.update { $0[id] = nil } }
        try await send(EventHub.Event(name: "started", json: #"{"file":"\#(name)"}"#))
        for await event in events { try await send(event) }
        trim(keeping: path)
    }

    /// Cancels every render under way: each stops within a frame and removes its unfinished
    /// file (`running` falls to 0 once they have).
    func cancelAll() {
        jobs.value.values.forEach { $0.cancel() }
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
