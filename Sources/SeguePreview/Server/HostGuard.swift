/// The DNS-rebinding guard: a page on another site can make a browser send requests to
/// 127.0.0.1 under that site's name, so a request is answered only when its Host header names
/// the address the server is bound to (or `localhost`/`127.0.0.1`/`[::1]` when bound to
/// loopback), with the bound port. An empty Host, one holding a comma or white space (two
/// names folded into one), and a request with more than one Host line are refused: which of
/// two names a proxy or a cache would have used is not knowable here.
struct HostGuard: Sendable {
    let host: String
    let port: Int

    /// Names a browser may use for a loopback server.
    static let loopbackNames: Set<String> = ["127.0.0.1", "localhost", "[::1]", "::1"]

    /// True when `authority` (the Host header, `name:port`) is one of ours.
    func allows(_ authority: String?) -> Bool {
        guard let authority, !authority.isEmpty, !authority.contains(where: { $0 == "," || $0.isWhitespace }),
              let colon = authority.lastIndex(of: ":"),
              Int(authority[authority.index(after: colon)...]) == port else { return false }
        let name = authority[..<colon].lowercased()
        if name == host.lowercased() || "[\(host.lowercased())]" == name { return true }
        return HostGuard.loopbackNames.contains(host) && HostGuard.loopbackNames.contains(name)
    }

    /// True when the request's Host lines (the first is the request's authority, any other
    /// stays among its headers as `extraHostLines`) are exactly one of ours.
    func allows(_ authority: String?, extraHostLines: Int) -> Bool {
        extraHostLines == 0 && allows(authority)
    }
}
