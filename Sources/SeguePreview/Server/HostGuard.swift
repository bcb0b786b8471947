/// The DNS-rebinding guard: a page on another site can make a browser send requests to
/// 127.0.0.1 under that site's name, so a request is answered only when its Host header names
/// the address the server is bound to (or `localhost`/`127.0.0.1`/`[::1]` when bound to
/// loopback), with the bound port.
struct HostGuard: Sendable {
    let host: String
    let port: Int

    /// Names a browser may use for a loopback server.
    static let loopbackNames: Set<String> = ["127.0.0.1", "localhost", "[::1]", "::1"]

    /// True when `authority` (the Host header, `name:port`) is one of ours.
    func allows(_ authority: String?) -> Bool {
        guard let authority, let colon = authority.lastIndex(of: ":"),
              Int(authority[authority.index(after: colon)...]) == port else { return false }
        let name = authority[..<colon].lowercased()
        if name == host.lowercased() || "[\(host.lowercased())]" == name { return true }
        return HostGuard.loopbackNames.contains(host) && HostGuard.loopbackNames.contains(name)
    }
}
