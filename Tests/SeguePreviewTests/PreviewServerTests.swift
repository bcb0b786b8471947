import Compositor
import Foundation
import Testing
@testable import SeguePreview

/// The preview server over real HTTP on an ephemeral loopback port: the list, stills (size and
/// pixels), a validation error's JSON, the safety rules, the cache and reloading after an edit.
@Suite(.serialized) struct PreviewServerTests {
    /// A 160×120 clip: a red card at [10, 10, 60, 40] on white, cross-dissolving to blue in 1 s at 10 fps.
    static let good = """
    canvas: {size: [160, 120], scale: 1, background: "#000000"}
    video: {fps: 10}
    scenes:
      a:
        background: "#FFFFFF"
        views: [{id: card, frame: [10, 10, 60, 40], background: "#FF0000"}]
      b: {background: "#0000FF"}
    segue: {animator: crossDissolve, from: a, to: b, duration: 1, holdBefore: 0, holdAfter: 0}
    """

    /// The same with an unknown color on line 6 (`background: "#FF00ZZ"`, column 66).
    static var bad: String { good.replacingOccurrences(of: "\"#FF0000\"", with: "\"#FF00ZZ\"") }

    /// Runs `body` against a server over a folder holding `good.yaml` and `bad.yaml`.
    func withServer(_ body: (RawHTTP, PreviewTestServer) async throws -> Void) async throws {
        try await PreviewTestServer.with(["good.yaml": Self.good, "bad.yaml": Self.bad], body)
    }

    /// The pixel at (x, y) of a PNG, straight RGBA, through the library's decoder.
    func pixel(_ png: [UInt8], _ x: Int, _ y: Int) throws -> (size: [Int], rgba: [UInt8]) {
        let file = NSTemporaryDirectory() + "preview-test-\(UUID().uuidString).png"
        try Data(png).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let image = try ImageDecoder.decode(path: file)
        let p = image[x, y]
        return ([image.width, image.height], [p.r, p.g, p.b, p.a])
    }

    @Test func listsTemplatesWithTheirStatus() async throws {
        try await withServer { http, _ async throws in
            let reply = try await http.send("GET", "/api/templates")
            #expect(reply.status == 200)
            let list = try reply.json()["templates"] as? [[String: Any]] ?? []
            let status = Dictionary(uniqueKeysWithValues: list.map { ($0["id"] as? String ?? "", $0["ok"] as? Bool) })
            #expect(status == ["0/good.yaml": true, "0/bad.yaml": false])
        }
    }

    @Test func servesTheFrameAsPNGOfTheCanvasSize() async throws {
        try await withServer { http, _ async throws in
            let reply = try await http.send("GET", "/api/still?t=0/good.yaml&frame=0&scale=full")
            #expect(reply.status == 200)
            #expect(reply.headers["content-type"] == "image/png")
            // Frame 0 of the cross-dissolve is scene a alone: the red card on white.
            let card = try pixel(reply.body, 30, 30)
            #expect(card.size == [160, 120])
            #expect(card.rgba == [255, 0, 0, 255])
            #expect(try pixel(reply.body, 150, 110).rgba == [255, 255, 255, 255])
            // The last frame (10 at 10 fps over 1 s) is scene b alone: blue.
            let last = try await http.send("GET", "/api/still?t=0/good.yaml&frame=10")
            #expect(last.headers["x-frame"] == "10")
            #expect(try pixel(last.body, 30, 30).rgba == [0, 0, 255, 255])
        }
    }

    @Test func answersAValidationErrorAsJSONWithTheSourceLine() async throws {
        try await withServer { http, server async throws in
            let reply = try await http.send("GET", "/api/template?t=0/bad.yaml")
            #expect(reply.status == 200)
            let json = try reply.json()
            #expect(json["ok"] as? Bool == false)
            let problems = json["problems"] as? [[String: Any]] ?? []
            #expect(problems.count == 1)
            let line = Self.bad.components(separatedBy: "\n").firstIndex { $0.contains("#FF00ZZ") }.map { $0 + 1 }
            let problem = try #require(problems.first)
            #expect(problem["line"] as? Int == line)
            #expect(problem["field"] as? String == "scenes.a.views[0].background")
            #expect(problem["source"] as? String == Self.bad.components(separatedBy: "\n")[(line ?? 1) - 1])
            let text = problem["text"] as? String ?? ""
            // Named as the page shows the folder (its last component), never by its absolute path.
            #expect(text.hasPrefix("templates/bad.yaml:\(line ?? 0):"))
            #expect(text.contains(": scenes.a.views[0].background: "))
            // A still of it is refused with the same problems.
            let still = try await http.send("GET", "/api/still?t=0/bad.yaml&frame=0")
            #expect(still.status == 422)
            #expect((try still.json()["problems"] as? [[String: Any]])?.first?["text"] as? String == text)
        }
    }

    @Test func refusesPathsOutsideTheFolder() async throws {
        try await withServer { http, server async throws in
            let outside = (server.folder as NSString).deletingLastPathComponent + "/secret.txt"
            try "secret".write(toFile: outside, atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: server.folder + "/link.txt", withDestinationPath: outside)
            #expect(try await http.send("GET", "/files/0/good.yaml").status == 200)
            for path in ["/files/0/../secret.txt", "/files/0/%2e%2e/secret.txt", "/files/0//etc/passwd", "/files/0/link.txt",
                         "/api/still?t=0/../secret.txt", "/api/template?t=0/%2Fetc%2Fpasswd", "/output/../templates/good.yaml"] {
                let reply = try await http.send("GET", path)
                #expect(reply.status == 403, "\(path)")
                #expect(!reply.text.contains("secret"), "\(path)")
            }
            #expect(try await http.send("GET", "/files/0/missing.yaml").status == 404)
            #expect(try await http.send("GET", "/files/7/good.yaml").status == 404)
        }
    }

    @Test func refusesAForeignHostHeader() async throws {
        try await withServer { http, _ async throws in
            #expect(try await http.send("GET", "/api/templates", host: "evil.example:\(http.port)").status == 403)
            #expect(try await http.send("GET", "/api/templates", host: "127.0.0.1:\(http.port + 1)").status == 403)
            #expect(try await http.send("GET", "/", host: "localhost:\(http.port)").status == 200)
        }
    }

    @Test func refusesLargeBodies() async throws {
        try await withServer { http, _ async throws in
            let reply = try await http.send("POST", "/api/still/save?t=0/good.yaml&frame=0", body: Array(repeating: 65, count: 64 << 10))
            #expect(reply.status == 413)
        }
    }

    @Test func servesTheSecondRequestFromTheCacheAndAnEditMissesIt() async throws {
        try await withServer { http, server async throws in
            let path = "/api/still?t=0/good.yaml&frame=3"
            let first = try await http.send("GET", path)
            let second = try await http.send("GET", path)
            #expect(first.headers["x-cache"] == "miss")
            #expect(second.headers["x-cache"] == "hit")
            #expect(first.body == second.body)
            // Touching the file without changing it keeps the cache (same bytes, same hash)…
            server.write("good.yaml", Self.good)
            #expect(try await http.send("GET", path).headers["x-cache"] == "hit")
            // …changing it renders again, with the new color.
            server.write("good.yaml", Self.good.replacingOccurrences(of: "#FF0000", with: "#00FF00"))
            let edited = try await http.send("GET", "/api/still?t=0/good.yaml&frame=0")
            #expect(edited.headers["x-cache"] == "miss")
            #expect(try pixel(edited.body, 30, 30).rgba == [0, 255, 0, 255])
        }
    }

    @Test func tellsThePageWhenATemplateChanges() async throws {
        try await withServer { http, server async throws in
            let fd = try http.open("/api/events")
            defer { close(fd) }
            #expect(await RawHTTP.read(fd, until: "event: hello", seconds: RawHTTP.patience).contains("event: hello"))
            server.write("good.yaml", Self.good.replacingOccurrences(of: "#FF0000", with: "#00FF00"))
            let events = await RawHTTP.read(fd, until: "0/good.yaml", seconds: RawHTTP.patience)
            #expect(events.contains("event: changed"))
            #expect(events.contains("\"0/good.yaml\""))
        }
    }

    @Test func savesAStillOnlyIntoTheOutputFolder() async throws {
        try await withServer { http, server async throws in
            let reply = try await http.send("POST", "/api/still/save?t=0/good.yaml&frame=0")
            #expect(reply.status == 200)
            let shown = try reply.json()["file"] as? String ?? ""
            #expect(shown.hasPrefix("output/"))
            let file = server.output + "/" + (shown as NSString).lastPathComponent
            #expect(try pixel(Array(FileManager.default.contents(atPath: file) ?? Data()), 30, 30).rgba == [255, 0, 0, 255])
        }
    }

    @Test func drawsAFlowsHoldsAndStepsOnTheTimeline() async throws {
        try await withServer { http, server async throws in
            // A 0.5 s hold, then one push of 0.5 s with a caption and a 1 s hold: 2 s at 10 fps.
            server.write("flow.yaml", """
            canvas: {size: [160, 120], scale: 1, background: "#000000"}
            video: {fps: 10}
            scenes:
              a: {background: "#FFFFFF"}
              b: {background: "#0000FF"}
            flow:
              root: a
              hold: 0.5
              steps:
                - {push: b, duration: 0.5, hold: 1.0, caption: {text: "Hello"}}
            """)
            let json = try await http.send("GET", "/api/template?t=0/flow.yaml").json()
            #expect((json["unavailable"] as? [String: String])?["dismiss"] != nil)
            let timeline = try #require((json["timelines"] as? [String: Any])?["present"] as? [String: Any])
            #expect(timeline["frameCount"] as? Int == 21)
            // Frames at 10 fps: the first hold 0–0.5 s, the transition 0.5–1 s, its hold 1–2 s.
            #expect(timeline["holds"] as? [[Int]] == [[0, 5], [10, 20]])
            let marks = (timeline["marks"] as? [[String: Any]] ?? []).map { "\($0["kind"] ?? "") \($0["frame"] ?? "")" }
            #expect(marks == ["caption 5", "step 5"])
            let step = (timeline["tracks"] as? [[String: Any]])?.first
            #expect(step?["name"] as? String == "step 1: push b (push)")  // the action's default animator
            #expect(step?["active"] as? [[Int]] == [[5, 10]])
        }
    }
}
