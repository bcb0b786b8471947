import Foundation
import Testing
@testable import SeguePreview

/// The watcher over real folders, with inotify and in its polling fallback: an edit reaches the
/// page, a template in a folder created after the start is listed, a deleted template leaves the
/// list. Behaviour only: how little it costs idle is measured by scripts/bench-preview-idle.sh.
@Suite(.serialized) struct PreviewWatcherTests {
    /// The listed template ids, asked until `done` holds them or `RawHTTP.patience` seconds pass.
    func listed(_ http: RawHTTP, until done: ([String]) -> Bool) async throws -> [String] {
        var ids: [String] = []
        for _ in 0..<Int(RawHTTP.patience * 10) {
            let list = try await http.send("GET", "/api/templates").json()["templates"] as? [[String: Any]] ?? []
            ids = list.compactMap { $0["id"] as? String }
            if done(ids) { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        return ids
    }

    /// An edit, a template in a new subfolder and a deletion, each seen through the list and the events.
    func seesEditsNewFoldersAndDeletions(_ server: PreviewTestServer, _ http: RawHTTP) async throws {
        let fd = try http.open("/api/events")
        defer { close(fd) }
        #expect(await RawHTTP.read(fd, until: "event: hello", seconds: RawHTTP.patience).contains("event: hello"))
        server.write("good.yaml", PreviewServerTests.good.replacingOccurrences(of: "#FF0000", with: "#00FF00"))
        #expect(await RawHTTP.read(fd, until: "0/good.yaml", seconds: RawHTTP.patience).contains("\"0/good.yaml\""))

        server.write("new/deeper/late.yaml", PreviewServerTests.good)
        let grown = try await listed(http) { $0.contains("0/new/deeper/late.yaml") }
        #expect(grown == ["0/good.yaml", "0/new/deeper/late.yaml"])
        // The new folder is watched: an edit inside it is seen too.
        server.write("new/deeper/late.yaml", PreviewServerTests.good.replacingOccurrences(of: "#FF0000", with: "#00FF00"))
        #expect(await RawHTTP.read(fd, until: "0/new/deeper/late.yaml", seconds: RawHTTP.patience).contains("\"0/new/deeper/late.yaml\""))

        try FileManager.default.removeItem(atPath: server.folder + "/good.yaml")
        let shrunk = try await listed(http) { !$0.contains("0/good.yaml") }
        #expect(shrunk == ["0/new/deeper/late.yaml"])
    }

    @Test func inotifySeesEditsNewFoldersAndDeletions() async throws {
        let server = PreviewTestServer()
        server.write("good.yaml", PreviewServerTests.good)
        let http = try await server.start()
        defer { Task { await server.stop() } }
        #expect(server.server?.watcher.mode == .events)
        try await seesEditsNewFoldersAndDeletions(server, http)
        #expect(server.server?.watcher.mode == .events)
    }

    @Test func pastTheFolderLimitItPollsAndStillSeesThem() async throws {
        let server = PreviewTestServer()
        server.write("good.yaml", PreviewServerTests.good)
        server.write("a/b/other.yaml", PreviewServerTests.good)
        let http = try await server.start {
            $0.maxWatchedFolders = 2
            $0.fallbackPollInterval = .milliseconds(100)
        }
        defer { Task { await server.stop() } }
        for _ in 0..<Int(RawHTTP.patience * 10) where server.server?.watcher.mode == .starting { try await Task.sleep(for: .milliseconds(100)) }
        #expect(server.server?.watcher.mode == .polling(reason: "more than 2 folders to watch"))
        try FileManager.default.removeItem(atPath: server.folder + "/a")
        #expect(try await listed(http) { $0 == ["0/good.yaml"] } == ["0/good.yaml"])
        try await seesEditsNewFoldersAndDeletions(server, http)
    }
}
