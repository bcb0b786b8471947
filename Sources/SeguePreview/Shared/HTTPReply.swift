import Foundation
import Hummingbird

/// The few response shapes the preview answers with: JSON, bytes with a content type, and
/// short errors, all marked uncacheable (the page asks again after every change).
enum HTTPReply {
    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return bytes(Array(data), type: "application/json", status: status)
    }

    static func bytes(_ bytes: [UInt8], type: String, status: HTTPResponse.Status = .ok, headers extra: HTTPFields = [:]) -> Response {
        var headers: HTTPFields = [.contentType: type, .cacheControl: "no-store", .init("X-Content-Type-Options")!: "nosniff"]
        headers.append(contentsOf: extra)
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    static func text(_ text: String, type: String = "text/plain; charset=utf-8", status: HTTPResponse.Status = .ok) -> Response {
        bytes(Array(text.utf8), type: type, status: status)
    }

    /// `{"error": message}` with `status`.
    static func error(_ status: HTTPResponse.Status, _ message: String) -> Response {
        json(["error": message], status: status)
    }

    static func refused(_ refusal: ServedFolders.Refusal) -> Response {
        refusal == .forbidden ? error(.forbidden, "outside the served folders") : error(.notFound, "no such file")
    }

    /// The content type for a served file, by extension.
    static func contentType(_ path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "mp4", "mov": "video/mp4"
        case "webm": "video/webm"
        case "yaml", "yml", "txt": "text/plain; charset=utf-8"
        case "json": "application/json"
        default: "application/octet-stream"
        }
    }
}
