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
        // Ten minutes at 1280 × 720 and 30 fps (18 000 frames, the range 14 997): long enough
        // that the export is still running when the page goes away even in a release test
        // build, where a 60-s clip of the 160 × 120 canvas was written whole before the server
        // saw the connection close.
        let server = PreviewTestServer()
        server.write("long.yaml", PreviewRenderTests.clip(seconds: 600).replacingOccurrences(of: "size: [160, 120]", with: "size: [1280, 720]"))
        let http = try await server.start()
        defer { Task { await server.stop() } }
        for range in ["", "&in=3&out=15000"] {
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

/// `ClipRange`: the page's range (frames at the template's rate) as the frames of a format or
/// preset that plays another rate, covering the same times, inside the clip.
@Suite struct ClipRangeTests {
    @Test func keepsTheRangeAtTheSameRate() {
        #expect(ClipRange(frames: 5..<16, rate: 30).frames(at: 30, count: 31) == 5..<16)
        #expect(ClipRange(frames: 5..<40, rate: 30).frames(at: 30, count: 31) == 5..<31)
    }

    @Test func mapsTheRangeToTheFormatsRateByTime() {
        // 60 fps shown at 30: frames 10–19 (1/6 s to 1/3 s) are frames 5–9.
        #expect(ClipRange(frames: 10..<20, rate: 60).frames(at: 30, count: 31) == 5..<10)
        // A range shorter than one output frame keeps one frame.
        #expect(ClipRange(frames: 11..<12, rate: 60).frames(at: 30, count: 31) == 5..<6)
    }
}

/// An in/out range with a delivery preset: the preset's frame, rate control and audio track,
/// its length rule applied to the range. App Store previews last 15 to 30 s: a range of 15 s
/// of a 20-s clip is written, one of 8 s refused before anything is, saying why.
@Suite(.serialized) struct PreviewRangeDeliveryTests {
    /// 20 s at 1 frame a second (21 frames), on a canvas of the App Store's 886 × 1920 shape.
    static let twentySeconds = PreviewServerTests.good
        .replacingOccurrences(of: "size: [160, 120], scale: 1", with: "size: [443, 960], scale: 2")
        .replacingOccurrences(of: "fps: 10", with: "fps: 1")
        .replacingOccurrences(of: "duration: 1,", with: "duration: 20,")

    @Test func aRangeTheAppStoreTakesIsWrittenWithThePreset() async throws {
        try await PreviewTestServer.with(["long.yaml": Self.twentySeconds]) { http, server async throws in
            let reply = try await http.send("POST", "/api/export?t=0/long.yaml&in=2&out=17&delivery=appstore")
            #expect(reply.status == 200)
            let answer = try PreviewExportTests().done(reply.text)
            #expect(answer["file"] as? String == "output/long-present-f2-17.mp4")
            #expect(answer["frames"] as? Int == 15)
            let info = try MediaProbe.inspect(path: server.output + "/long-present-f2-17.mp4")
            // The preset's frame (the canvas at 2x, no bars), its level, and the audio track it requires.
            #expect(info.codec == "h264" && info.width == 886 && info.height == 1920)
            #expect(info.frameCount == 15)
            #expect(info.level.map { $0 <= 40 } == true, "level \(String(describing: info.level))")
            #expect(info.audioTracks.count == 1)
        }
    }

    @Test(arguments: [("in=2&out=10", "widen the range by at least 7.00 s"), ("in=0&out=8", "widen the range by at least 7.00 s")])
    func aRangeTooShortForTheAppStoreIsRefusedSayingWhy(range: String, advice: String) async throws {
        try await PreviewTestServer.with(["long.yaml": Self.twentySeconds]) { http, server async throws in
            let reply = try await http.send("POST", "/api/export?t=0/long.yaml&delivery=appstore&" + range)
            #expect(reply.status == 400)
            let message = try reply.json()["error"] as? String ?? ""
            #expect(message.contains("the in/out range lasts 8.00 s (8 frames at 1 fps)"), "\(message)")
            #expect(message.contains("App Store app previews last 15 to 30 s") && message.contains(advice), "\(message)")
            #expect(!message.contains("\n") && !message.contains(server.folder), "\(message)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: server.output).filter { $0 != ".cache" } == [])
        }
    }
}
