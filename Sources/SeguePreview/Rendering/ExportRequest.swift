import Compositor
import Foundation

/// What `POST /api/export` asks for, checked before any work starts: the template, direction,
/// in/out range (frames `in ..< out`: `out − in` frame periods long), format, delivery preset,
/// and where the file goes: the output folder (`to=output`, the default) or beside the template
/// (`to=beside`), under `name` (letters, digits, `.`, `-`, `_`; the format's extension added),
/// by default `TEMPLATE-DIRECTION[-fIN-OUT]`. Every bad field is a 400 naming it. A range goes
/// with any delivery preset; whether the preset takes its length is `ClipExport.check`'s.
struct ExportRequest: Sendable {
    /// Where the exported file is written.
    enum Destination: String, Sendable {
        /// The preview's output folder (`--output`).
        case output
        /// The template's own folder, inside the served folder it came from.
        case beside
    }

    /// What a delivery field asks for.
    enum Delivery: Sendable, Equatable {
        /// The template's own `delivery:` (the field absent).
        case template
        /// No preset, even when the template names one (`none`).
        case none
        case preset(DeliveryPresetName)
    }

    let direction: SegueDirection
    let range: Range<Int>
    let codec: Codec?
    let delivery: Delivery
    let destination: Destination
    let name: String

    /// Longest name accepted.
    static let maxName = 100

    /// Reads the fields for a clip of `frameCount` frames named `templateName`.
    init(_ query: (String) -> String?, frameCount: Int, templateName: String) throws(RouteRefusal) {
        func refuse(_ message: String) -> RouteRefusal { RouteRefusal(HTTPReply.error(.badRequest, message)) }
        guard let direction = SegueDirection(rawValue: query("direction") ?? "present") else { throw refuse("direction is present or dismiss") }
        let first = query("in").map { Int($0) } ?? 0, end = query("out").map { Int($0) } ?? frameCount
        guard let first, let end, first >= 0, end > first, end <= frameCount else {
            throw refuse("in and out are frames with 0 ≤ in < out ≤ \(frameCount)")
        }
        var codec: Codec?
        if let name = query("codec"), !name.isEmpty {
            guard let parsed = Codec(rawValue: name) else { throw refuse("codec is one of \(Codec.allCases.map(\.rawValue).joined(separator: ", "))") }
            codec = parsed
        }
        var delivery = Delivery.template
        if let name = query("delivery"), !name.isEmpty {
            if name == "none" { delivery = .none } else {
                guard let preset = DeliveryPresetName(rawValue: name) else {
                    throw refuse("delivery is none or one of \(DeliveryPresetName.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                delivery = .preset(preset)
            }
        }
        guard let destination = Destination(rawValue: query("to") ?? "output") else { throw refuse("to is output or beside") }
        let whole = first == 0 && end == frameCount
        let fallback = "\(OutputName.safe(templateName))-\(direction.rawValue)" + (whole ? "" : "-f\(first)-\(end)")
        let name = query("name").flatMap { $0.isEmpty ? nil : $0 } ?? fallback
        guard ExportRequest.isSafe(name) else {
            throw refuse("name is 1 to \(ExportRequest.maxName) letters, digits, '.', '-' or '_', not starting with '.'")
        }
        (self.direction, range, self.codec, self.delivery, self.destination, self.name) = (direction, first..<end, codec, delivery, destination, name)
    }

    /// True for a plain file name: no folder, no leading dot, no `..`, only `[A-Za-z0-9._-]`.
    static func isSafe(_ name: String) -> Bool {
        !name.isEmpty && name.count <= maxName && !name.hasPrefix(".") && !name.contains("..")
            && name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "._-".unicodeScalars.contains($0)) }
    }

    /// Whether the request covers the whole clip (then it goes through `SegueVideo.render`).
    func isWhole(frameCount: Int) -> Bool { range == 0..<frameCount }
}
