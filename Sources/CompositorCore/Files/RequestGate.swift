import Foundation

/// The checks `segue-video preview` makes on every request before any route runs, kept apart
/// from the HTTP stack so `segue-fuzz request` (which links only this library) drives the very
/// code the server runs. It sits beside `ConfinedFolder`, which confines the files a request
/// may then name.
///
/// - **Host** (DNS rebinding): a page on another site can make a browser send requests to
///   127.0.0.1 under that site's name, so a request is answered only when its Host names the
///   address the server is bound to (or `localhost`/`127.0.0.1`/`[::1]` when bound to loopback)
///   with the bound port. An empty Host, one holding a comma or white space (two names folded
///   into one) and a request with more than one Host line are refused: which of two names a
///   proxy or a cache would have used is not knowable here.
/// - **Origin** (cross-site writes): another site's page may POST to the server, or open
///   `/api/render` as an EventSource, with the server's own Host, so requests that write or
///   start work (every method but GET and HEAD, and `workPaths`) are refused unless their
///   `Origin`, when present, is exactly one of the server's own (`http://` and an allowed Host,
///   no path; `null`, sent by sandboxed frames and `file:` pages, is refused) and their
///   `Sec-Fetch-Site`, when present, is `same-origin` or `none` (typed in the address bar),
///   which also catches an `<img>` or `<link>` from another site, sent without `Origin`.
/// - **Body**: a declared length over `maxBodyBytes` is refused before it is read.
/// - **Path**: percent-decoded once; bytes that do not decode are refused.
package struct RequestGate: Sendable {
    /// The address the server is bound to, and its port.
    public let host: String
    public let port: Int
    public let maxBodyBytes: Int

    public init(host: String, port: Int, maxBodyBytes: Int) {
        self.host = host; self.port = port; self.maxBodyBytes = maxBodyBytes
    }

    /// Names a browser may use for a loopback server.
    static let loopbackNames: Set<String> = ["127.0.0.1", "localhost", "[::1]", "::1"]

    /// GET paths that start work: a clip render, a frame render.
    public static let workPaths: Set<String> = ["/api/render", "/api/still"]

    /// What the gate reads of a request.
    public struct Head: Sendable {
        /// The method as sent (`GET`, `POST`, …).
        public var method: String
        /// The path as sent, percent-encoded, without the query.
        public var path: String
        /// The first Host line (the request's authority), and how many more there were.
        public var authority: String?
        public var extraHostLines: Int
        public var origin: String?
        public var fetchSite: String?
        public var contentLength: String?

        public init(method: String, path: String, authority: String?, extraHostLines: Int = 0, origin: String? = nil,
                    fetchSite: String? = nil, contentLength: String? = nil) {
            self.method = method; self.path = path; self.authority = authority; self.extraHostLines = extraHostLines
            self.origin = origin; self.fetchSite = fetchSite; self.contentLength = contentLength
        }
    }

    /// A request let through with its decoded path, or refused with an HTTP status and why.
    public enum Verdict: Equatable, Sendable {
        case pass(path: String)
        case refuse(status: Int, message: String)
    }

    /// The verdict on `head`: Host, then Origin, then the body's length, then the path.
    public func check(_ head: Head) -> Verdict {
        guard head.extraHostLines == 0, allows(head.authority) else {
            return .refuse(status: 403, message: "the Host header must name this server (\(host)), once")
        }
        let decoded = head.path.removingPercentEncoding
        if let refusal = originRefusal(method: head.method, path: decoded ?? head.path, origin: head.origin, fetchSite: head.fetchSite) {
            return .refuse(status: 403, message: refusal)
        }
        if let length = head.contentLength.flatMap({ Int($0) }), length > maxBodyBytes {
            return .refuse(status: 413, message: "request bodies are limited to \(maxBodyBytes) bytes")
        }
        guard let decoded else { return .refuse(status: 400, message: "bad path") }
        return .pass(path: decoded)
    }

    /// True when `authority` (a Host header, `name:port`) is one of ours.
    public func allows(_ authority: String?) -> Bool {
        guard let authority, !authority.isEmpty, !authority.contains(where: { $0 == "," || $0.isWhitespace }),
              let colon = authority.lastIndex(of: ":"),
              Int(authority[authority.index(after: colon)...]) == port else { return false }
        let name = authority[..<colon].lowercased()
        if name == host.lowercased() || "[\(host.lowercased())]" == name { return true }
        return RequestGate.loopbackNames.contains(host) && RequestGate.loopbackNames.contains(name)
    }

    /// Why a request that writes or starts work is refused, or `nil` when it may go on.
    func originRefusal(method: String, path: String, origin: String?, fetchSite: String?) -> String? {
        guard method != "GET" && method != "HEAD" || RequestGate.workPaths.contains(path) else { return nil }
        if let origin, !(origin.hasPrefix("http://") && !origin.dropFirst(7).contains("/") && allows(String(origin.dropFirst(7)))) {
            return "requests that write or render must come from this server's own page (Origin \(origin.prefix(80)) is not http://\(host):\(port))"
        }
        if let fetchSite, fetchSite != "same-origin", fetchSite != "none" {
            return "requests that write or render must come from this server's own page (Sec-Fetch-Site: \(fetchSite.prefix(20)))"
        }
        return nil
    }
}
