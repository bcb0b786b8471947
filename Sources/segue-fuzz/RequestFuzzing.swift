import Compositor
import Foundation

/// `segue-fuzz request`: bytes read as an HTTP/1.1 request head the way a server splits one
/// (request line, then `Name: value` lines to an empty line), judged by the preview server's
/// own `RequestGate`, and a path it lets through resolved as `/files/ROOT/…` and `/output/…`
/// are, by `ConfinedFolder`. The split is this harness's (the server's is swift-nio's); what is
/// fuzzed is everything after it that the server runs without a socket.
enum RequestFuzzing {
    /// The gate of a server bound to 127.0.0.1:8080 taking bodies up to 1 MiB.
    static let gate = RequestGate(host: "127.0.0.1", port: 8080, maxBodyBytes: 1 << 20)

    static func run(_ bytes: UnsafeRawBufferPointer, served: String) {
        let text = String(decoding: bytes, as: UTF8.self)
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false).makeIterator()
        guard let requestLine = lines.next() else { return }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return }
        let target = parts[1]
        let path = String(target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0])
        var hosts: [String] = [], headers: [String: String] = [:]
        while let line = lines.next(), !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { return }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "host" { hosts.append(value) } else if headers[name] == nil { headers[name] = value }
        }
        let head = RequestGate.Head(method: String(parts[0]), path: path, authority: hosts.first, extraHostLines: max(hosts.count - 1, 0),
                                    origin: headers["origin"], fetchSite: headers["sec-fetch-site"], contentLength: headers["content-length"])
        guard case .pass(let decoded) = gate.check(head) else { return }
        // What the gate let through is one of ours.
        precondition(hosts.count == 1 && gate.allows(hosts[0]), "RequestGate passed Host lines \(hosts)")
        let root = folder(served)
        for prefix in ["/files/0/", "/output/"] where decoded.hasPrefix(prefix) {
            let relative = String(decoded.dropFirst(prefix.count))
            guard !relative.isEmpty, !relative.contains("\0") else { continue }
            if case .success(let real) = ConfinedFolder(realRoot: root).resolve(relative, from: root) {
                precondition(real.hasPrefix(root + "/") && ConfinedFolder.realPath(real) == real, "\(decoded) resolved outside \(root): \(real)")
            }
        }
    }

    /// The scratch folder a path is confined to, made once: a file, a folder, and symbolic
    /// links to its parent, to `/` and to a file outside.
    static func folder(_ path: String) -> String {
        if let real = made { return real }
        let fm = FileManager.default
        try? fm.createDirectory(atPath: path + "/sub", withIntermediateDirectories: true)
        fm.createFile(atPath: path + "/a.yaml", contents: Data("name: a\n".utf8))
        fm.createFile(atPath: path + "/../outside.txt", contents: Data("secret\n".utf8))
        try? fm.createSymbolicLink(atPath: path + "/up", withDestinationPath: "..")
        try? fm.createSymbolicLink(atPath: path + "/root", withDestinationPath: "/")
        try? fm.createSymbolicLink(atPath: path + "/sub/leak", withDestinationPath: "../../outside.txt")
        let real = ConfinedFolder.realPath(path) ?? path
        made = real
        return real
    }

    nonisolated(unsafe) private static var made: String?
}
