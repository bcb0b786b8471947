import Hummingbird

/// The cross-site guard: a page on another site may make a browser POST to the server, or open
/// `/api/render` as an EventSource, with the server's own Host header (the browser connects to
/// 127.0.0.1 itself), so the Host check alone lets it save stills and start renders. Requests
/// that write or start work (every method but GET and HEAD, and `workPaths`) are refused unless
/// their `Origin`, when present, is exactly one of the server's own (`http://` and a Host
/// `HostGuard` allows, no path; `null`, sent by sandboxed frames and `file:` pages, is refused),
/// and their `Sec-Fetch-Site`, when present, is `same-origin` or `none` (typed in the address
/// bar), which also catches an `<img>` or `<link>` from another site, sent without `Origin`.
struct OriginGuard: Sendable {
    let hosts: HostGuard

    /// GET paths that start work: a clip render, a frame render.
    static let workPaths: Set<String> = ["/api/render", "/api/still"]

    /// Why the request is refused, or `nil` when it may go on.
    func refusal(method: HTTPRequest.Method, path: String, origin: String?, fetchSite: String?) -> String? {
        guard method != .get && method != .head || OriginGuard.workPaths.contains(path) else { return nil }
        if let origin, !(origin.hasPrefix("http://") && !origin.dropFirst(7).contains("/") && hosts.allows(String(origin.dropFirst(7)))) {
            return "requests that write or render must come from this server's own page (Origin \(origin.prefix(80)) is not http://\(hosts.host):\(hosts.port))"
        }
        if let fetchSite, fetchSite != "same-origin", fetchSite != "none" {
            return "requests that write or render must come from this server's own page (Sec-Fetch-Site: \(fetchSite.prefix(20)))"
        }
        return nil
    }
}
