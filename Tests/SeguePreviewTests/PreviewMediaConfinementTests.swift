import Compositor
import Foundation
import Testing
@testable import SeguePreview

/// The preview server reads pictures as `render` does: an HLS playlist saved as `pic.png` in the
/// served folder, naming a picture outside it, is refused with the file and the format named,
/// and the outside picture is never opened (an inotify watch on its folder sees no open). A FIFO
/// named `*.yaml` in the folder does not block the listing.
@Suite(.serialized) struct PreviewMediaConfinementTests {
    @Test func refusesAPlaylistDisguisedAsAPictureWithoutOpeningWhatItNames() async throws {
        let server = PreviewTestServer()
        let outside = (server.folder as NSString).deletingLastPathComponent + "/outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try PNGWriter.write(Pixmap(width: 4, height: 4), to: outside + "/secret.png")
        server.write("pic.png", "#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:1,\n../outside/secret.png\n#EXT-X-ENDLIST\n")
        server.write("pic.yaml", PreviewServerTests.good.replacingOccurrences(
            of: ##"views: [{id: card, frame: [10, 10, 60, 40], background: "#FF0000"}]"##,
            with: #"views: [{id: card, frame: [10, 10, 60, 40], image: pic.png}]"#))
        let watch = inotify_init1(Int32(IN_NONBLOCK))
        try #require(watch >= 0)
        defer { close(watch) }
        try #require(inotify_add_watch(watch, outside, UInt32(IN_OPEN)) >= 0)

        let http = try await server.start()
        defer { Task { await server.stop() } }
        let still = try await http.send("GET", "/api/still?t=0/pic.yaml&frame=0")
        #expect(still.status == 422, "\(still.text)")
        #expect(still.text.contains("pic.png: its content is hls"), "\(still.text)")

        var events = [UInt8](repeating: 0, count: 4096)
        let count = read(watch, &events, events.count)
        #expect(count <= 0, "the outside folder saw an open: \(String(decoding: events.prefix(max(count, 0)), as: UTF8.self))")
    }

    @Test func aFIFONamedYAMLDoesNotBlockTheListing() async throws {
        let server = PreviewTestServer()
        server.write("good.yaml", PreviewServerTests.good)
        #expect(mkfifo(server.folder + "/fifo.yaml", 0o644) == 0)
        let http = try await server.start()
        defer { Task { await server.stop() } }
        let reply = try await http.send("GET", "/api/templates")
        #expect(reply.status == 200)
        let list = try reply.json()["templates"] as? [[String: Any]] ?? []
        #expect(list.map { $0["id"] as? String } == ["0/good.yaml"])
    }
}
