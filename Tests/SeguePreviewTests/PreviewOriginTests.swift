import Foundation
import Testing
@testable import SeguePreview

/// Other sites (issue #50, item 4): a still saved or a render started from another origin, from
/// `Origin: null` or from a cross-site `<img>` gets 403 and writes nothing; so does a request
/// with an empty Host, a Host holding two names, or two Host lines. The server's own page (no
/// Origin, or its own, `Sec-Fetch-Site: same-origin`) still saves and renders.
@Suite(.serialized) struct PreviewOriginTests {
    static let save = "/api/still/save?t=0/clip.yaml&frame=0"
    static let render = "/api/render?t=0/clip.yaml&direction=present"

    func withServer(_ body: (RawHTTP, PreviewTestServer) async throws -> Void) async throws {
        try await PreviewTestServer.with(["clip.yaml": PreviewServerTests.good], body)
    }

    /// The files in the output folder (the render cache included), to show nothing was written.
    func written(_ server: PreviewTestServer) -> [String] {
        (FileManager.default.enumerator(atPath: server.output)?.allObjects as? [String] ?? []).sorted()
    }

    @Test func refusesWritesAndRendersFromOtherOrigins() async throws {
        try await withServer { http, server async throws in
            let before = written(server)
            for headers in [["Origin": "http://evil.example"], ["Origin": "null"], ["Origin": "http://127.0.0.1:\(http.port + 1)"],
                            ["Origin": "https://127.0.0.1:\(http.port)"], ["Origin": "http://127.0.0.1:\(http.port)/x"],
                            ["Sec-Fetch-Site": "cross-site"], ["Sec-Fetch-Site": "same-site"]] {
                let saved = try await http.send("POST", Self.save, headers: headers)
                #expect(saved.status == 403 && saved.text.contains("this server's own page"), "\(headers): \(saved.status) \(saved.text)")
                let rendered = try await http.send("GET", Self.render, headers: headers)
                #expect(rendered.status == 403, "\(headers): \(rendered.status)")
                #expect(try await http.send("GET", "/api/%72ender?t=0/clip.yaml", headers: headers).status == 403)
                #expect(try await http.send("GET", "/api/still?t=0/clip.yaml&frame=0", headers: headers).status == 403)
            }
            #expect(written(server) == before)
            // Reading the list is not work: another origin's page cannot read the answer anyway (no CORS headers).
            #expect(try await http.send("GET", "/api/templates", headers: ["Origin": "http://evil.example"]).status == 200)
        }
    }

    @Test func refusesEmptyFoldedAndRepeatedHosts() async throws {
        try await withServer { http, server async throws in
            let own = "127.0.0.1:\(http.port)"
            #expect(try await http.send("POST", Self.save, host: "").status == 403)
            #expect(try await http.send("POST", Self.save, host: "\(own), evil.example:\(http.port)").status == 403)
            #expect(try await http.send("POST", Self.save, host: "evil.example, \(own)").status == 403)
            #expect(try await http.send("GET", "/api/templates", host: "\(own), \(own)").status == 403)
            let repeated = try await http.send("POST", Self.save, host: own, headers: ["Host": "evil.example:\(http.port)"])
            #expect(repeated.status == 403 && repeated.text.contains("once"), "\(repeated.status) \(repeated.text)")
            #expect(try await http.send("GET", "/api/templates", host: own, headers: ["Host": own]).status == 403)
            #expect(written(server) == [])
        }
    }

    @Test func theOwnPageStillSavesAndRenders() async throws {
        try await withServer { http, _ async throws in
            for headers in [[:], ["Origin": "http://127.0.0.1:\(http.port)", "Sec-Fetch-Site": "same-origin"],
                            ["Origin": "http://localhost:\(http.port)"], ["Sec-Fetch-Site": "none"]] {
                let saved = try await http.send("POST", Self.save, headers: headers)
                #expect(saved.status == 200, "\(headers): \(saved.status) \(saved.text)")
            }
            let rendered = try await http.send("GET", Self.render, headers: ["Origin": "http://127.0.0.1:\(http.port)", "Sec-Fetch-Site": "same-origin"])
            #expect(rendered.status == 200 && rendered.text.contains("event: done"), "\(rendered.text)")
        }
    }
}
