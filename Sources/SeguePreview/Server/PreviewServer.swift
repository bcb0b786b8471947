import Compositor
import Foundation
import Hummingbird
import Logging

/// `segue-video preview`: a local web studio for templates. It lists the templates under the
/// given folders with their validation status, renders any frame on demand (small while
/// scrubbing, full size at rest), draws the timeline and a filmstrip, renders whole clips with
/// progress, exports clips or in/out ranges in any format (`ClipExport`), and pushes a reload to the page within a moment of any edit to a template, an include or
/// an image (Server-Sent Events).
///
/// Safety: it binds where it is told (loopback by default), answers only requests whose Host
/// header names that address and starts work or writes only for its own page (the library's
/// `RequestGate`, which `segue-fuzz request` drives too), serves only files inside the given folders
/// (`ServedFolders`) and the output folder, writes only into the output folder (and an export,
/// when asked, beside its template), always by a temporary file renamed into place, bounds
/// request bodies, names no folder by its absolute path (`ShownPath`), and cancels a clip render
/// or an export when the page that asked for it goes away.
public final class PreviewServer: Sendable {
    /// What it serves, where it binds and writes, and its bounds.
    public let configuration: PreviewConfiguration
    let folders: ServedFolders
    let store: TemplateStore
    let stills: StillRenderer
    let cache: StillCache
    let timelines: TimelineCache
    let hub = EventHub()
    let watcher: FileWatcher
    let clips: ClipRenderer
    /// The real path of the output folder (created when the server starts).
    let output: String
    private let boundPort = LockedValue<Int?>(nil)

    /// Throws `ServedFolders.Refusal.notFound` when a path does not exist, `OutputError` when
    /// the output folder cannot be created.
    public init(configuration: PreviewConfiguration) throws {
        self.configuration = configuration
        do {
            try FileManager.default.createDirectory(atPath: configuration.outputFolder, withIntermediateDirectories: true)
        } catch {
            throw OutputError(path: configuration.outputFolder, message: "cannot create the output folder: \(error.localizedDescription)")
        }
        output = ServedFolders.realPath(configuration.outputFolder) ?? configuration.outputFolder
        folders = try ServedFolders(paths: configuration.paths, output: (configuration.outputFolder, output))
        store = TemplateStore(folders: folders, allowMissingGlyphs: configuration.allowMissingGlyphs)
        stills = StillRenderer(previewWidth: configuration.previewWidth, rendererBytes: configuration.rendererBytes,
                               cachesLayers: configuration.engine.cachesLayers)
        cache = StillCache(limit: configuration.stillCacheBytes)
        timelines = TimelineCache()
        watcher = FileWatcher(folders: folders, output: output, fallbackInterval: configuration.fallbackPollInterval,
                              maxDirectories: configuration.maxWatchedFolders)
        clips = ClipRenderer(folder: (output as NSString).appendingPathComponent(".cache"), limit: configuration.clipCacheBytes,
                             engine: configuration.engine)
    }

    /// The port the server listens on once running (the chosen one when configured with 0).
    public var port: Int? { boundPort.value }

    /// Cancels the clip renders under way (a stop: Ctrl-C); each removes its unfinished file.
    public func cancelRenders() { clips.jobs.cancelAll() }

    /// Clip renders that have not yet stopped and cleaned up.
    public var rendersUnderWay: Int { clips.running.value }

    /// Serves until the calling task is cancelled (or, with `handleSignals`, until SIGINT or
    /// SIGTERM). `onReady` receives the bound port once the server accepts connections.
    public func run(handleSignals: Bool = false, onReady: @escaping @Sendable (Int) -> Void = { _ in }) async throws {
        let responder = CallbackResponder<BasicRequestContext> { [self] request, _ in
            await self.respond(to: request)
        }
        let app = Application(
            responder: responder,
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: nil),
            onServerRunning: { [boundPort] channel in
                let port = channel.localAddress?.port ?? 0
                boundPort.set(port)
                onReady(port)
            },
            logger: PreviewServer.quietLogger)
        watcher.start { [self] changed in self.filesChanged(changed) }
        let heartbeat = Task { [hub] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(5))
                hub.publish(EventHub.Event(name: "ping", json: "{}"))
            }
        }
        defer { watcher.stop(); heartbeat.cancel() }
        if handleSignals { try await app.runService() } else { try await app.run() }
    }

    /// Hummingbird's logger, silenced: the command prints its own line once listening, and a
    /// stop (Ctrl-C, a test's cancellation) is not an error worth a log line.
    static let quietLogger: Logger = {
        var logger = Logger(label: "segue-video.preview")
        logger.logLevel = .critical
        return logger
    }()

    /// Tells the pages which templates changed on disk (and that the list may have changed).
    func filesChanged(_ changed: Set<String>) {
        let affected = store.invalidate(changed)
        stills.forget(affected.hashes)
        timelines.forget(affected.hashes)
        let ids = Set(affected.ids + changed.compactMap { folders.id(ofRealPath: $0) }).sorted()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? String(decoding: encoder.encode(["ids": ids]), as: UTF8.self)) ?? "{}"
        hub.publish(EventHub.Event(name: "changed", json: json))
    }

    static let hostField = HTTPFields.Element.Name("Host")!
    static let fetchSiteField = HTTPFields.Element.Name("Sec-Fetch-Site")!

    func respond(to request: Request) async -> Response {
        // Before the port is known no Host can name it (-1), so every request is refused.
        let port = boundPort.value ?? -1
        // The first Host line is the request's authority; any other stays among its headers.
        let head = RequestGate.Head(method: request.method.rawValue, path: request.uri.path, authority: request.head.authority,
                                    extraHostLines: request.headers[values: PreviewServer.hostField].count,
                                    origin: request.headers[.origin], fetchSite: request.headers[PreviewServer.fetchSiteField],
                                    contentLength: request.headers[.contentLength])
        let path: String
        switch RequestGate(host: configuration.host, port: port, maxBodyBytes: configuration.maxBodyBytes).check(head) {
        case .refuse(let status, let message): return HTTPReply.error(HTTPResponse.Status(code: status), message)
        case .pass(let decoded): path = decoded
        }
        do {
            _ = try await request.body.collect(upTo: configuration.maxBodyBytes)
        } catch {
            return HTTPReply.error(.contentTooLarge, "request bodies are limited to \(configuration.maxBodyBytes) bytes")
        }
        let query = request.uri.queryParameters
        return await PreviewRoutes(server: self).respond(method: request.method, path: path,
                                                          query: { query[Substring($0)].map(String.init) })
    }
}
