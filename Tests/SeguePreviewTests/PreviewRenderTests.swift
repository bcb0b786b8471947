import Foundation
import Testing
@testable import SeguePreview

/// Whole-clip renders from the page: progress and a playable result over Server-Sent Events,
/// and a render cancelled (no file left) when its page goes away.
@Suite(.serialized) struct PreviewRenderTests {
    /// `PreviewServerTests.good` lasting `seconds` at 30 fps.
    static func clip(seconds: Int) -> String {
        PreviewServerTests.good.replacingOccurrences(of: "fps: 10", with: "fps: 30")
            .replacingOccurrences(of: "duration: 1,", with: "duration: \(seconds),")
    }

    /// The files in the clip cache, hidden temporaries included.
    func cached(_ server: PreviewTestServer) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: server.output + "/.cache")) ?? []
    }

    @Test func rendersTheClipAndServesIt() async throws {
        let server = PreviewTestServer()
        server.write("short.yaml", Self.clip(seconds: 1))
        let http = try await server.start()
        defer { Task { await server.stop() } }
        let reply = try await http.send("GET", "/api/render?t=0/short.yaml&direction=present")
        #expect(reply.headers["content-type"] == "text/event-stream")
        // 1 s at 30 fps: 31 frames, the last progress event says so.
        #expect(reply.text.contains(#"{"done":31,"total":31}"#))
        let done = try #require(reply.text.components(separatedBy: "event: done\ndata: ").last?.components(separatedBy: "\n").first)
        let url = try #require((try JSONSerialization.jsonObject(with: Data(done.utf8)) as? [String: Any])?["url"] as? String)
        let video = try await http.send("GET", url)
        #expect(video.status == 200)
        #expect(video.headers["content-type"] == "video/mp4")
        #expect(Array(video.body[4..<8]) == Array("ftyp".utf8))
        // Asked again, the same version is not rendered again.
        #expect(try await http.send("GET", "/api/render?t=0/short.yaml&direction=present").text.contains(#""cached":true"#))
    }

    @Test func cancelsTheRenderWhenThePageGoesAway() async throws {
        let server = PreviewTestServer()
        server.write("long.yaml", Self.clip(seconds: 60))
        let http = try await server.start()
        defer { Task { await server.stop() } }
        let fd = try http.open("/api/render?t=0/long.yaml&direction=present")
        #expect(await RawHTTP.read(fd, until: "event: progress", seconds: 60).contains("event: progress"))
        close(fd)
        // The render stops (its thread ends) and leaves nothing in the cache: not the clip, not a temporary.
        let clips = try #require(server.server?.clips)
        for _ in 0..<600 where clips.running.value > 0 { try await Task.sleep(for: .milliseconds(100)) }
        #expect(clips.running.value == 0)
        #expect(cached(server) == [])
    }
}
