import Compositor
import Foundation
import Hummingbird

/// Which request does what. Every path is matched literally here (no router patterns), so what
/// a path may reach is visible in one place:
///
/// | method | path | answer |
/// | --- | --- | --- |
/// | GET | `/`, `/app.js`, `/app.css` | the page |
/// | GET | `/api/templates` | the template list with validation status, and the export formats and delivery presets |
/// | GET | `/api/template?t=ID` | one template: problems, canvas, timelines per direction |
/// | GET | `/api/still?t=ID&direction=D&frame=N&scale=preview\|full` | a frame as PNG (`X-Cache: hit\|miss`) |
/// | POST | `/api/still/save?t=ID&direction=D&frame=N` | writes the full-size frame into the output folder |
/// | GET | `/api/render?t=ID&direction=D` | renders the clip; progress as Server-Sent Events |
/// | POST | `/api/export?t=ID&direction=D&in=F&out=F&codec=C&delivery=P&to=output\|beside&name=N` | exports the clip or its in/out range (`ExportRequest`); progress as Server-Sent Events, closing the stream cancels |
/// | GET | `/api/events` | file changes as Server-Sent Events |
/// | GET | `/files/ID` | a file inside the served folders |
/// | GET | `/output/NAME` | a file inside the output folder |
struct PreviewRoutes {
    let server: PreviewServer

    func respond(method: HTTPRequest.Method, path: String, query: (String) -> String?) async -> Response {
        switch (method, path) {
        case (.get, "/"): return HTTPReply.text(PreviewPage.html, type: "text/html; charset=utf-8")
        case (.get, "/app.js"): return HTTPReply.text(PreviewPage.script, type: "text/javascript; charset=utf-8")
        case (.get, "/app.css"): return HTTPReply.text(PreviewPage.style, type: "text/css; charset=utf-8")
        case (.get, "/api/templates"):
            let (store, scan) = (server.store, server.watcher.scan)
            return await Offload.answer { HTTPReply.json(TemplateList(templates: store.listing(scan))) }
        case (.get, "/api/template"):
            let id = query("t") ?? ""
            return await Offload.answer { self.template(id) }
        case (.get, "/api/still"): return await still(query)
        case (.post, "/api/still/save"): return await saveStill(query)
        case (.get, "/api/render"): return render(query)
        case (.post, "/api/export"): return await export(query)
        case (.get, "/api/events"): return events()
        case (.get, _) where path.hasPrefix("/files/"):
            return file(id: String(path.dropFirst("/files/".count)))
        case (.get, _) where path.hasPrefix("/output/"):
            return outputFile(String(path.dropFirst("/output/".count)))
        case (_, "/"), (_, "/api/templates"), (_, "/api/template"), (_, "/api/still"), (_, "/api/still/save"),
             (_, "/api/render"), (_, "/api/events"), (_, "/api/export"):
            return HTTPReply.error(.methodNotAllowed, "method not allowed")
        default: return HTTPReply.error(.notFound, "no such page")
        }
    }

    // MARK: Templates

    /// The template's state: `{ok: false, problems}` for one that does not load (200: the
    /// template exists; the page shows why it fails), else its canvas and timelines.
    private func template(_ id: String) -> Response {
        let state: TemplateState
        do { state = try server.store.state(id) } catch { return HTTPReply.refused(error) }
        guard let loaded = state.loaded else {
            return HTTPReply.json(TemplateAnswer(id: state.file.id, path: state.file.displayPath, ok: false, problems: state.problems))
        }
        var answer = TemplateAnswer(id: state.file.id, path: state.file.displayPath, ok: true, problems: [])
        let canvas = loaded.template.canvas
        answer.name = loaded.template.name
        answer.canvas = [canvas.pixelWidth, canvas.pixelHeight]
        if let preview = try? server.stills.previewTemplate(loaded.template).canvas {
            answer.preview = [preview.pixelWidth, preview.pixelHeight]
        }
        answer.hash = state.contentHash
        answer.warnings = loaded.template.warnings.map(server.folders.shown)
        for direction in SegueDirection.allCases {
            if loaded.template.flow != nil, direction == .dismiss {
                answer.unavailable[direction.rawValue] = "a flow is one clip, played forward"
                continue
            }
            do {
                answer.timelines[direction.rawValue] = try server.timelines.summary(state, loaded, direction: direction)
            } catch {
                answer.unavailable[direction.rawValue] = TemplateProblem.list(from: error, folders: server.folders).map(\.text).joined(separator: "\n")
            }
        }
        return HTTPReply.json(answer)
    }

    /// What `/api/template` answers.
    struct TemplateAnswer: Encodable {
        var id: String
        var path: String
        var ok: Bool
        var problems: [TemplateProblem]
        var name: String?
        var canvas: [Int]?
        /// The size in pixels of a still at preview scale (the size the page shows frames at).
        var preview: [Int]?
        var hash: String?
        var warnings: [String] = []
        var timelines: [String: TimelineSummary] = [:]
        /// Directions the animator refuses, with why.
        var unavailable: [String: String] = [:]
    }

    /// The template, direction, frame and scale a still request names, or the response refusing it.
    private func stillRequest(_ query: (String) -> String?) throws(RouteRefusal) -> StillRequest {
        let state: TemplateState
        do { state = try server.store.state(query("t") ?? "") } catch { throw RouteRefusal(HTTPReply.refused(error)) }
        guard let loaded = state.loaded else {
            throw RouteRefusal(HTTPReply.json(["problems": state.problems], status: .unprocessableContent))
        }
        guard let direction = SegueDirection(rawValue: query("direction") ?? "present") else {
            throw RouteRefusal(HTTPReply.error(.badRequest, "direction is present or dismiss"))
        }
        guard let frame = Int(query("frame") ?? "0"), frame >= 0 else {
            throw RouteRefusal(HTTPReply.error(.badRequest, "frame is a frame index, 0 or more"))
        }
        return StillRequest(state: state, loaded: loaded, direction: direction, frame: frame)
    }

    /// What a still request names.
    struct StillRequest {
        let state: TemplateState
        let loaded: TemplateState.Loaded
        let direction: SegueDirection
        let frame: Int
    }

    private func still(_ query: (String) -> String?) async -> Response {
        let request: StillRequest
        do { request = try stillRequest(query) } catch { return error.response }
        let (state, loaded, direction, asked) = (request.state, request.loaded, request.direction, request.frame)
        guard let scale = StillRenderer.Scale(rawValue: query("scale") ?? "preview") else {
            return HTTPReply.error(.badRequest, "scale is preview or full")
        }
        let stills = server.stills, cache = server.cache
        do {
            let frameCount = try await Offload.run { try stills.frameCount(state, loaded, direction: direction) }
            let frame = min(asked, frameCount - 1)
            let key = "\(state.contentHash)/\(direction.rawValue)/\(frame)/\(scale.rawValue)"
            var headers: HTTPFields = [.init("X-Frame")!: "\(frame)", .init("X-Frame-Count")!: "\(frameCount)"]
            if let png = cache.get(key) {
                headers[.init("X-Cache")!] = "hit"
                return HTTPReply.bytes(png, type: "image/png", headers: headers)
            }
            let png = try await Offload.run { try stills.png(state, loaded, direction: direction, frame: frame, scale: scale) }
            cache.put(key, png)
            headers[.init("X-Cache")!] = "miss"
            return HTTPReply.bytes(png, type: "image/png", headers: headers)
        } catch {
            return HTTPReply.json(["problems": TemplateProblem.list(from: error, folders: server.folders)], status: .unprocessableContent)
        }
    }

    /// Writes the full-size frame as `NAME-DIRECTION-fFRAME.png` in the output folder.
    private func saveStill(_ query: (String) -> String?) async -> Response {
        let request: StillRequest
        do { request = try stillRequest(query) } catch { return error.response }
        let (state, loaded, direction, frame) = (request.state, request.loaded, request.direction, request.frame)
        let stills = server.stills
        do {
            let png = try await Offload.run { try stills.png(state, loaded, direction: direction, frame: frame, scale: .full) }
            let name = "\(OutputName.safe(loaded.template.name))-\(direction.rawValue)-f\(frame).png"
            let path = (server.output as NSString).appendingPathComponent(name)
            try Data(png).write(to: URL(fileURLWithPath: path), options: .atomic)
            return HTTPReply.json(["file": server.folders.shown(path), "url": "/output/" + name])
        } catch {
            return HTTPReply.json(["problems": TemplateProblem.list(from: error, folders: server.folders)], status: .unprocessableContent)
        }
    }

    // MARK: Streams

    private func events() -> Response {
        let hub = server.hub
        return ServerSentEvents.response { writer in
            let (stream, cancel) = hub.subscribe()
            defer { cancel() }
            try await writer(EventHub.Event(name: "hello", json: "{}"))
            for await event in stream { try await writer(event) }
        }
    }

    private func render(_ query: (String) -> String?) -> Response {
        let state: TemplateState
        do { state = try server.store.state(query("t") ?? "") } catch { return HTTPReply.refused(error) }
        guard let loaded = state.loaded else {
            return HTTPReply.json(["problems": state.problems], status: .unprocessableContent)
        }
        guard let direction = SegueDirection(rawValue: query("direction") ?? "present") else {
            return HTTPReply.error(.badRequest, "direction is present or dismiss")
        }
        let clips = server.clips, folders = server.folders
        return ServerSentEvents.response { writer in
            try await clips.render(state, loaded, direction: direction, folders: folders, send: writer)
        }
    }

    /// Exports the clip, or its in/out range, as the page chose (`ExportRequest`): the file is
    /// renamed into place when complete; `started`, `progress`, then `done` or `failed` as
    /// Server-Sent Events. Closing the stream cancels it (nothing is left).
    private func export(_ query: (String) -> String?) async -> Response {
        let named: StillRequest
        do { named = try stillRequest(query) } catch { return error.response }
        let (state, loaded, direction, stills, folders) = (named.state, named.loaded, named.direction, server.stills, server.folders)
        let frameCount: Int
        do { frameCount = try await Offload.run { try stills.frameCount(state, loaded, direction: direction) } } catch {
            return HTTPReply.json(["problems": TemplateProblem.list(from: error, folders: folders)], status: .unprocessableContent)
        }
        let export: ClipExport
        do {
            let request = try ExportRequest(query, frameCount: frameCount, templateName: loaded.template.name)
            let folder = request.destination == .output ? server.output : (state.file.realPath as NSString).deletingLastPathComponent
            let path = try ClipExport.destination(request, template: loaded.template, folder: folder)
            let url = request.destination == .output
                ? "/output/" + (path as NSString).lastPathComponent
                : "/files/" + (folders.id(ofRealPath: path) ?? "")
            export = ClipExport(request: request, template: loaded.template, assets: loaded.assets, path: path,
                                shownPath: folders.shown(path), url: url, engine: server.configuration.engine,
                                whole: request.range == 0..<frameCount)
            try await export.check(folders: folders)
        } catch {
            return error.response
        }
        let jobs = server.clips.jobs
        let started = EventHub.Event(name: "started", json: (try? String(decoding: JSONEncoder().encode(["file": export.shownPath]), as: UTF8.self)) ?? "{}")
        return ServerSentEvents.response { writer in
            try await jobs.relay(opening: started, send: writer) { events in await export.run(folders: folders, events: events) }
        }
    }

    // MARK: Files

    private func file(id: String) -> Response {
        do {
            let file = try server.folders.resolve(id)
            return served(file.realPath)
        } catch {
            return HTTPReply.refused(error)
        }
    }

    private func outputFile(_ relative: String) -> Response {
        do { return served(try ServedFolders.confine(relative, in: server.output)) } catch { return HTTPReply.refused(error) }
    }

    /// Largest file served whole.
    static let maxServedBytes = 512 << 20

    /// `real` was confined when resolved; it is opened following no symbolic link
    /// (`ConfinedFolder.openChecked`), so a link swapped in since cannot serve a file from
    /// outside, and a FIFO is never opened for reading.
    private func served(_ real: String) -> Response {
        guard case .success(let file) = ConfinedFolder.openChecked(real), file.size <= PreviewRoutes.maxServedBytes,
              let data = file.read(upTo: PreviewRoutes.maxServedBytes + 1), data.count <= PreviewRoutes.maxServedBytes
        else { return HTTPReply.refused(.notFound) }
        return HTTPReply.bytes(Array(data), type: HTTPReply.contentType(real))
    }
}
