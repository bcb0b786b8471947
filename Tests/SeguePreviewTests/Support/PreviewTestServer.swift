import Foundation
@testable import SeguePreview

/// A preview server on an ephemeral loopback port over a temporary folder of templates, for one
/// test: started by `start`, stopped (its task cancelled, the folder removed) by `stop`.
final class PreviewTestServer: @unchecked Sendable {
    let folder: String
    let output: String
    private(set) var port = 0
    private(set) var server: PreviewServer?
    private var task: Task<Void, any Error>?

    init() {
        let base = NSTemporaryDirectory() + "segue-preview-tests-" + UUID().uuidString
        folder = base + "/templates"
        output = base + "/output"
        try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` inside the templates folder and returns the file's path.
    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        let file = folder + "/" + name
        try! FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try! text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    /// Runs `body` against a server over a folder holding `files` (name → text), stopped after.
    static func with(_ files: [String: String], _ body: (RawHTTP, PreviewTestServer) async throws -> Void) async throws {
        let server = PreviewTestServer()
        for (name, text) in files { server.write(name, text) }
        let http = try await server.start()
        do { try await body(http, server) } catch { await server.stop(); throw error }
        await server.stop()
    }

    /// Starts the server over `folder`; `configure` may change its configuration first.
    func start(_ configure: (inout PreviewConfiguration) -> Void = { _ in }) async throws -> RawHTTP {
        var configuration = PreviewConfiguration(paths: [folder], port: 0, outputFolder: output)
        configure(&configuration)
        let server = try PreviewServer(configuration: configuration)
        self.server = server
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        task = Task {
            defer { continuation.finish() }
            try await server.run { continuation.yield($0) }
        }
        for await port in ports { self.port = port; break }
        guard port > 0 else { throw POSIXError(.EADDRNOTAVAIL) }
        return RawHTTP(port: port)
    }

    func stop() async {
        task?.cancel()
        _ = await task?.result
        try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent)
    }
}
