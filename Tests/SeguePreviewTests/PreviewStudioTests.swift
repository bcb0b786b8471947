import Compositor
import Foundation
import Testing
@testable import SeguePreview

/// The studio's promises beyond single routes: no absolute path of the server's machine in any
/// answer, the export choices listed, and a template being written never replacing the last
/// good version with a half-written one.
@Suite(.serialized) struct PreviewStudioTests {
    @Test func noAnswerShowsTheServerRoot() async throws {
        try await PreviewTestServer.with(["good.yaml": PreviewServerTests.good, "bad.yaml": PreviewServerTests.bad]) { http, server async throws in
            let root = (server.folder as NSString).deletingLastPathComponent
            let requests: [(String, String)] = [
                ("GET", "/"), ("GET", "/app.js"), ("GET", "/api/templates"), ("GET", "/api/template?t=0/good.yaml"),
                ("GET", "/api/template?t=0/bad.yaml"), ("GET", "/api/still?t=0/bad.yaml"), ("POST", "/api/still/save?t=0/good.yaml&frame=1"),
                ("POST", "/api/still/save?t=0/bad.yaml"), ("POST", "/api/export?t=0/good.yaml&in=1&out=3"),
                ("POST", "/api/export?t=0/good.yaml&to=beside&name=beside"), ("POST", "/api/export?t=0/bad.yaml"),
                ("POST", "/api/export?t=0/good.yaml&name=..%2Fx"), ("GET", "/api/render?t=0/bad.yaml"), ("GET", "/files/0/../x"),
                ("GET", "/api/template?t=0/missing.yaml"), ("GET", "/nowhere"),
            ]
            var answered = 0
            for (method, path) in requests {
                let reply = try await http.send(method, path)
                #expect(!reply.text.contains(root), "\(method) \(path) shows \(root): \(reply.text.prefix(300))")
                #expect(!reply.headers.values.contains { $0.contains(root) }, "\(method) \(path)")
                answered += 1
            }
            #expect(answered == requests.count)
            // The problems name the folder as shown, with the line.
            #expect(try await http.send("GET", "/api/template?t=0/bad.yaml").text.contains("templates/bad.yaml:"))
        }
    }

    @Test func listsTheExportChoices() async throws {
        try await PreviewTestServer.with(["good.yaml": PreviewServerTests.good]) { http, _ async throws in
            let json = try await http.send("GET", "/api/templates").json()
            let formats = (json["formats"] as? [[String: String]] ?? []).compactMap { $0["name"] }
            let deliveries = (json["deliveries"] as? [[String: String]] ?? []).compactMap { $0["name"] }
            #expect(formats == Codec.allCases.map(\.rawValue))
            #expect(deliveries == DeliveryPresetName.allCases.map(\.rawValue))
        }
    }

    @Test func keepsTheLastGoodVersionWhileTheFileIsBeingWritten() async throws {
        try await PreviewTestServer.with(["good.yaml": PreviewServerTests.good]) { http, server async throws in
            let before = try await http.send("GET", "/api/template?t=0/good.yaml").json()
            #expect(before["ok"] as? Bool == true)
            // An editor that saves in place truncates first: the empty file is not shown as a problem.
            let handle = try #require(FileHandle(forWritingAtPath: server.folder + "/good.yaml"))
            try handle.truncate(atOffset: 0)
            try handle.close()
            // The watcher reports the change (here at once, as it may before the write ends).
            server.server?.filesChanged([try #require(ServedFolders.realPath(server.folder + "/good.yaml"))])
            let during = try await http.send("GET", "/api/template?t=0/good.yaml").json()
            #expect(during["ok"] as? Bool == true)
            #expect(during["hash"] as? String == before["hash"] as? String)
            let listed = try await http.send("GET", "/api/templates").json()["templates"] as? [[String: Any]] ?? []
            #expect(listed.first?["ok"] as? Bool == true)
            // Once written, the new version is read.
            server.write("good.yaml", PreviewServerTests.good.replacingOccurrences(of: "#FF0000", with: "#00FF00"))
            let after = try await http.send("GET", "/api/template?t=0/good.yaml").json()
            #expect(after["ok"] as? Bool == true)
            #expect(after["hash"] as? String != before["hash"] as? String)
            // A file that stays broken is a problem, shown as one.
            server.write("good.yaml", PreviewServerTests.bad)
            #expect(try await http.send("GET", "/api/template?t=0/good.yaml").json()["ok"] as? Bool == false)
        }
    }
}
