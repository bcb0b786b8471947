import Compositor
import Foundation
import Testing
@testable import SeguePreview

/// `POST /api/export`: the in/out range or the whole clip, in the chosen format, into the output
/// folder or beside the template, renamed into place when complete; bad fields refused with a
/// 4xx naming them; a closed stream cancels the export and leaves nothing.
@Suite(.serialized) struct PreviewExportTests {
    /// The `done` event's JSON in a stream's text.
    func done(_ text: String) throws -> [String: Any] {
        let line = try #require(text.components(separatedBy: "event: done\ndata: ").dropFirst().first?.components(separatedBy: "\n").first)
        return try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    @Test func exportsTheRangeIntoTheOutputFolder() async throws {
        try await PreviewTestServer.with(["good.yaml": PreviewServerTests.good]) { http, server async throws in
            let reply = try await http.send("POST", "/api/export?t=0/good.yaml&direction=present&in=2&out=7&codec=h264")
            #expect(reply.status == 200)
            #expect(reply.headers["content-type"] == "text/event-stream")
            let answer = try done(reply.text)
            #expect(answer["file"] as? String == "output/good-present-f2-7.mp4")
            #expect(answer["url"] as? String == "/output/good-present-f2-7.mp4")
            #expect(answer["frames"] as? Int == 5)
            // Five frames at 10 fps: 0.5 s, the frames 2 to 6 of the clip.
            let info = try MediaProbe.inspect(path: server.output + "/good-present-f2-7.mp4")
            #expect(info.frameCount == 5)
            #expect((try FileManager.default.contentsOfDirectory(atPath: server.output)).filter { $0.hasPrefix(".") && $0 != ".cache" } == [])
            let served = try await http.send("GET", "/output/good-present-f2-7.mp4")
            #expect(served.status == 200)
            #expect(served.body.count == answer["bytes"] as? Int)
        }
    }

    @Test func exportsTheWholeClipBesideTheTemplateAsRenderWould() async throws {
        try await PreviewTestServer.with(["good.yaml": PreviewServerTests.good]) { http, server async throws in
            let reply = try await http.send("POST", "/api/export?t=0/good.yaml&codec=gif&to=beside&name=whole")
            let answer = try done(reply.text)
            #expect(answer["file"] as? String == "templates/whole.gif")
            #expect(answer["url"] as? String == "/files/0/whole.gif")
            #expect(answer["frames"] as? Int == 11)
            // The library's render path: the very bytes `SegueVideo.render` writes.
            let reference = server.output + "/reference.gif"
            _ = try await SegueVideo.render(templateAt: server.folder + "/good.yaml", to: reference,
                                            options: RenderOptions(directions: [.present], codec: .gif))
            #expect(FileManager.default.contents(atPath: server.folder + "/whole.gif") == FileManager.default.contents(atPath: reference))
            #expect(try await http.send("GET", "/files/0/whole.gif").status == 200)
        }
    }

    @Test(arguments: [
        ("in=5&out=3", 400), ("in=-1", 400), ("out=999", 400), ("in=x", 400), ("codec=mp3", 400), ("delivery=nope", 400),
        ("to=elsewhere", 400), ("name=..%2Fx", 400), ("name=.hidden", 400), ("name=a%2Fb", 400), ("name=x%20y", 400),
        ("name=%2Fetc%2Fpasswd", 400), ("delivery=appstore&in=1&out=3", 400), ("direction=sideways", 400),
    ])
    func refusesABadField(field: String, status: Int) async throws {
        try await PreviewTestServer.with(["good.yaml": PreviewServerTests.good]) { http, server async throws in
            let reply = try await http.send("POST", "/api/export?t=0/good.yaml&" + field)
            #expect(reply.status == status, "\(field)")
            let message = try reply.json()["error"] as? String ?? ""
            #expect(!message.isEmpty && !message.contains("\n"), "\(field): \(message)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: server.output).filter { $0 != ".cache" } == [], "\(field)")
        }
    }

    @Test func refusesWhatTheOtherRoutesRefuse() async throws {
        try await PreviewTestServer.with(["good.yaml": PreviewServerTests.good, "bad.yaml": PreviewServerTests.bad]) { http, server async throws in
            #expect(try await http.send("GET", "/api/export?t=0/good.yaml").status == 405)
            #expect(try await http.send("POST", "/api/export?t=0/../secret.yaml").status == 403)
            #expect(try await http.send("POST", "/api/export?t=0/missing.yaml").status == 404)
            #expect(try await http.send("POST", "/api/export?t=0/bad.yaml").status == 422)
            let foreign = try await http.send("POST", "/api/export?t=0/good.yaml", headers: ["Origin": "http://evil.example"])
            #expect(foreign.status == 403)
            // A name taken by a folder (or a link) is not replaced.
            try FileManager.default.createDirectory(atPath: server.output + "/taken.mp4", withIntermediateDirectories: true)
            #expect(try await http.send("POST", "/api/export?t=0/good.yaml&name=taken").status == 409)
            try FileManager.default.createSymbolicLink(atPath: server.folder + "/link.mp4", withDestinationPath: "/etc/passwd")
            #expect(try await http.send("POST", "/api/export?t=0/good.yaml&to=beside&name=link").status == 409)
        }
    }

    @Test func cancelsTheExportWhenThePageGoesAway() async throws {
        let server = PreviewTestServer()
        server.write("long.yaml", PreviewRenderTests.clip(seconds: 60))
        let http = try await server.start()
        defer { Task { await server.stop() } }
        for range in ["", "&in=3&out=1500"] {
            let fd = try http.open("/api/export?t=0/long.yaml&name=cut" + range, method: "POST")
            #expect(await RawHTTP.read(fd, until: "event: progress", seconds: 60).contains("event: progress"), "\(range)")
            close(fd)
            let clips = try #require(server.server?.clips)
            for _ in 0..<600 where clips.running.value > 0 { try await Task.sleep(for: .milliseconds(100)) }
            #expect(clips.running.value == 0)
            // Neither the file nor a temporary beside it.
            #expect(try FileManager.default.contentsOfDirectory(atPath: server.output).filter { $0 != ".cache" } == [], "\(range)")
        }
    }
}

/// `RangeExport.frames`: the page's range (frames at the template's rate) as the frames of a
/// format that plays another rate, covering the same times, inside the clip.
@Suite struct RangeExportFramesTests {
    @Test func keepsTheRangeAtTheSameRate() {
        #expect(RangeExport.frames(5..<16, from: 30, to: 30, count: 31) == 5..<16)
        #expect(RangeExport.frames(5..<40, from: 30, to: 30, count: 31) == 5..<31)
    }

    @Test func mapsTheRangeToTheFormatsRateByTime() {
        // 60 fps shown at 30: frames 10–19 (1/6 s to 1/3 s) are frames 5–9.
        #expect(RangeExport.frames(10..<20, from: 60, to: 30, count: 31) == 5..<10)
        // A range shorter than one output frame keeps one frame.
        #expect(RangeExport.frames(11..<12, from: 60, to: 30, count: 31) == 5..<6)
    }
}
