import Hummingbird

/// A `text/event-stream` response whose body is written by `produce`, one event at a time, as
/// the events happen. `send` throws once the page has gone away (the connection is closed),
/// which is how a producer learns to stop (and a clip render is cancelled).
enum ServerSentEvents {
    static func response(_ produce: @escaping @Sendable (_ send: (EventHub.Event) async throws -> Void) async throws -> Void) -> Response {
        let headers: HTTPFields = [.contentType: "text/event-stream", .cacheControl: "no-store"]
        return Response(status: .ok, headers: headers, body: ResponseBody { writer in
            try await produce { event in try await writer.write(ByteBuffer(string: event.frame)) }
            try await writer.finish(nil)
        })
    }
}
