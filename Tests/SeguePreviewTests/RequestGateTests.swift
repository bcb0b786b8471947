import Compositor
import Testing

/// The preview server's request checks without a socket (the same `RequestGate` the server and
/// `segue-fuzz request` run): issue #50's cross-origin and Host cases are 403, the own page passes.
@Suite struct RequestGateTests {
    let gate = RequestGate(host: "127.0.0.1", port: 8080, maxBodyBytes: 1024)

    @Test func refusesOtherSitesAndHosts() {
        let refused: [RequestGate.Head] = [
            .init(method: "POST", path: "/api/still/save", authority: "127.0.0.1:8080", origin: "http://evil.example"),
            .init(method: "POST", path: "/api/still/save", authority: "127.0.0.1:8080", origin: "null"),
            .init(method: "GET", path: "/api/render", authority: "127.0.0.1:8080", origin: "http://evil.example"),
            .init(method: "GET", path: "/api/re%6Eder", authority: "127.0.0.1:8080", fetchSite: "cross-site"),
            .init(method: "GET", path: "/", authority: ""),
            .init(method: "GET", path: "/", authority: "127.0.0.1:8080, evil.example"),
            .init(method: "GET", path: "/", authority: "127.0.0.1:8080", extraHostLines: 1),
            .init(method: "GET", path: "/", authority: "evil.example:8080"),
        ]
        for head in refused {
            guard case .refuse(403, _) = gate.check(head) else { Issue.record("not refused: \(head)"); continue }
        }
    }

    @Test func passesTheOwnPageAndDecodesThePath() {
        let own = RequestGate.Head(method: "POST", path: "/api/still/save", authority: "localhost:8080", origin: "http://localhost:8080",
                                   fetchSite: "same-origin", contentLength: "12")
        #expect(gate.check(own) == .pass(path: "/api/still/save"))
        #expect(gate.check(.init(method: "GET", path: "/files/0/a%20b.yaml", authority: "[::1]:8080")) == .pass(path: "/files/0/a b.yaml"))
        #expect(gate.check(.init(method: "POST", path: "/api/still/save", authority: "127.0.0.1:8080", contentLength: "1025")) == .refuse(status: 413, message: "request bodies are limited to 1024 bytes"))
        #expect(gate.check(.init(method: "GET", path: "/files/%E9", authority: "127.0.0.1:8080")) == .refuse(status: 400, message: "bad path"))
    }
}
