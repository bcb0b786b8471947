import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A minimal HTTP/1.1 client over a plain socket: it sends the request line and headers exactly
/// as given (URLSession would normalise `..` and set its own Host), reads to end of stream and
/// undoes chunked encoding. Enough for the preview server's tests; every read has a timeout.
struct RawHTTP {
    struct Reply {
        var status: Int
        var headers: [String: String]
        var body: [UInt8]
        var text: String { String(decoding: body, as: UTF8.self) }
        func json() throws -> [String: Any] {
            try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] ?? [:]
        }
    }

    let port: Int

    /// How long a test waits for something the server should send. Only a bound, never a
    /// measurement: a read returns as soon as its text arrives. Generous because on a 2-core CI
    /// machine other suites' CPU-bound tests can hold every thread of the cooperative pool the
    /// in-process server runs on for many seconds (seen once at 10 s, beside a 14 s Unicode test).
    static let patience: Double = 120

    /// Sends `method path` with `host` as the Host header (default: the server's own address).
    /// The blocking socket calls run on a Dispatch thread: a test blocking one of Swift
    /// concurrency's few threads could starve the server it is talking to.
    func send(_ method: String = "GET", _ path: String, host: String? = nil, body: [UInt8] = [],
              headers extra: [String: String] = [:]) async throws -> Reply {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try sendNow(method, path, host: host, body: body, headers: extra) })
            }
        }
    }

    private func sendNow(_ method: String, _ path: String, host: String?, body: [UInt8], headers extra: [String: String]) throws -> Reply {
        let fd = try connect()
        defer { close(fd) }
        var head = "\(method) \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n"
        for (name, value) in extra { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        try write(fd, Array(head.utf8) + body)
        return try RawHTTP.parse(readAll(fd))
    }

    /// Opens a request and returns the socket, for reading a stream (Server-Sent Events) bit by bit.
    func open(_ path: String, method: String = "GET") throws -> Int32 {
        let fd = try connect()
        let length = method == "POST" ? "Content-Length: 0\r\n" : ""
        try write(fd, Array("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\(length)\r\n".utf8))
        return fd
    }

    /// Reads from `fd` until `text` has appeared or `seconds` have passed; returns what was read
    /// (on a Dispatch thread, as `send`).
    static func read(_ fd: Int32, until text: String, seconds: Double) async -> String {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: readNow(fd, until: text, seconds: seconds)) }
        }
    }

    private static func readNow(_ fd: Int32, until text: String, seconds: Double) -> String {
        var seen = [UInt8]()
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline, !String(decoding: seen, as: UTF8.self).contains(text) {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) >= 0 else { break }
            if poller.revents & Int16(POLLIN) != 0 {
                var buffer = [UInt8](repeating: 0, count: 4096)
                let n = recv(fd, &buffer, buffer.count, 0)
                if n <= 0 { break }
                seen += buffer[0..<n]
            }
        }
        return String(decoding: seen, as: UTF8.self)
    }

    private func connect() throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var timeout = timeval(tv_sec: 120, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else { close(fd); throw POSIXError(.ECONNREFUSED) }
        return fd
    }

    private func write(_ fd: Int32, _ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw POSIXError(.EPIPE) }
            sent += n
        }
    }

    private func readAll(_ fd: Int32) throws -> [UInt8] {
        var all = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n < 0 { throw POSIXError(.ETIMEDOUT) }
            if n == 0 { return all }
            all += buffer[0..<n]
        }
    }

    static func parse(_ bytes: [UInt8]) throws -> Reply {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = (0..<max(0, bytes.count - 3)).first(where: { Array(bytes[$0..<$0 + 4]) == separator }) else {
            throw POSIXError(.EBADMSG)
        }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let status = Int(lines[0].split(separator: " ")[1]) ?? 0
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Array(bytes[(end + 4)...])
        if headers["transfer-encoding"]?.lowercased() == "chunked" { body = dechunk(body) }
        return Reply(status: status, headers: headers, body: body)
    }

    private static func dechunk(_ bytes: [UInt8]) -> [UInt8] {
        var out = [UInt8](), i = 0
        while i < bytes.count {
            guard let lineEnd = (i..<bytes.count - 1).first(where: { bytes[$0] == 13 && bytes[$0 + 1] == 10 }),
                  let size = Int(String(decoding: bytes[i..<lineEnd], as: UTF8.self).split(separator: ";")[0], radix: 16),
                  size > 0 else { break }
            let start = lineEnd + 2
            out += bytes[start..<min(start + size, bytes.count)]
            i = start + size + 2
        }
        return out
    }
}
