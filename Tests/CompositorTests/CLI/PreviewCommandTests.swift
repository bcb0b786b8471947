import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `preview` as a user runs it: no "listening" line before a failed bind, and Ctrl-C exits
/// 130 within a second, open event streams or not (issue 50, item 10).
@Suite(.serialized) struct PreviewCommandTests {
    /// An address this machine does not have (TEST-NET-1): exit 1, one line, no URL and no
    /// "listening on" warning.
    @Test func aFailedBindPrintsNoListeningLine() throws {
        let dir = TemporaryDirectory()
        dir.write("t.yaml", TemplateFixtures.minimal())
        let r = try #require(try CLI.run(["preview", dir.path, "--host", "192.0.2.1", "--port", "0", "-o", dir.path + "/out"],
                                         timeout: 20))
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stdout.isEmpty, "\(r.stdout)")
        #expect(!r.stderr.contains("listening"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains("cannot serve on 192.0.2.1"), "\(r.stderr)")
    }

    /// With an event stream open and a clip render in flight: exit 130 within a second (plus
    /// the test's own slack), and the render's unfinished file is removed.
    @Test func sigintExits130WithStreamsOpen() throws {
        let dir = TemporaryDirectory()
        // Ten minutes of video: far longer than the test waits before interrupting.
        dir.write("long.yaml", TemplateFixtures.minimal(canvas: "  size: [160, 120]\n  scale: 2", video: "  fps: 30")
            .replacingOccurrences(of: "holdAfter: 0.3", with: "holdAfter: 600"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLI.binary)
        process.arguments = ["preview", dir.path, "--port", "0", "-o", dir.path + "/out"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The first line names the port: "segue-video preview: http://127.0.0.1:PORT/ (Ctrl-C stops)".
        var line = ""
        while !line.contains("\n"), let byte = try out.fileHandleForReading.read(upToCount: 1), !byte.isEmpty {
            line += String(decoding: byte, as: UTF8.self)
        }
        let port = try #require(line.split(separator: ":").last?.split(separator: "/").first.flatMap { Int($0) }, "\(line)")
        // An event stream and a render's progress stream held open: requests in flight.
        let streams = try ["/api/events", "/api/render?t=0/long.yaml&direction=present"].map { try Self.openStream(port: port, path: $0) }
        defer { streams.forEach { close($0) } }
        let cache = dir.path + "/out/.cache"
        var started = false
        for _ in 0..<6000 where !started {   // up to a minute on a loaded machine
            started = !((try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? []).isEmpty
            if !started { usleep(10_000) }
        }
        #expect(started, "the render never created its temporary file")
        kill(process.processIdentifier, SIGINT)
        // A hang guard, not a timing check (how soon it stops is measured by scripts/preview-e2e.sh):
        // a server that ignores SIGINT is killed after a minute and the test fails.
        var stopped = false
        for _ in 0..<6000 where !stopped {
            stopped = !process.isRunning
            if !stopped { usleep(10_000) }
        }
        if !stopped { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }
        #expect(stopped, "preview kept running for a minute after SIGINT")
        #expect(process.terminationStatus == 130)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: cache)) == [])
    }

    /// A connected socket that asked for `path` (a stream the server does not end by itself).
    static func openStream(port: Int, path: String) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        #expect(connected == 0)
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
        _ = request.withCString { write(fd, $0, strlen($0)) }
        return fd
    }
}
