import CompositorCore
import Foundation

/// Every output format, in the order docs/formats.md's table lists them: the one registry the CLI,
/// templates (`video.codec`) and the tests read. Adding a format is one file in `Formats/` and
/// one line here.
package enum OutputFormatCatalog {
    public static let all: [OutputFormat] = [
        H264Format.format, HEVCFormat.format, ProResFormat.format, VP9Format.format, GIFFormat.format,
        PNGSequenceFormat.format, APNGFormat.format, Y4MFormat.format,
    ]

    /// H.264 MP4, the default (and what `batch` writes for its gallery).
    public static var h264: OutputFormat { H264Format.format }

    /// The `--codec` names, in catalog order.
    public static var codecs: [String] { all.map(\.codec.rawValue) }

    /// The format called `codec`, or nil.
    public static func named(_ codec: Codec) -> OutputFormat? { all.first { $0.codec == codec } }

    /// The format whose extensions include `path`'s (case-insensitive), or nil.
    public static func forExtension(of path: String) -> OutputFormat? {
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        return all.first { $0.extensions.contains(ext) }
    }

    /// The formats that keep a transparent canvas (ProRes named with its profiles).
    public static var alphaFormats: [String] {
        all.compactMap { format in
            switch format.alpha {
            case .never: nil
            case .always: format.codec.rawValue
            case .proresProfiles: "\(format.codec) (4444, 4444xq)"
            }
        }
    }

    /// Every extension that chooses a format, for messages: ".mp4 (h264), .mov (prores), …".
    /// (An extension two formats share, .mp4, names the first: HEVC needs `--codec hevc`.)
    public static var extensionList: String {
        var seen: [String] = []
        for f in all { for e in f.extensions where !seen.contains(e) { seen.append(e) } }
        return seen.map { e in ".\(e) (\(forExtension(of: "x.\(e)")!.codec))" }.joined(separator: ", ")
    }

    /// The format for an output: `codec` when given (whose extension must then agree with
    /// `path`'s, if `path` has one of the catalog's), else the one `path`'s extension names
    /// (H.264 for a character device such as /dev/null).
    /// Throws `OutputFormatError` (exit 2) naming the supported extensions otherwise.
    public static func resolve(codec: Codec?, path: String?) throws(OutputFormatError) -> OutputFormat {
        let ext = path.map { URL(fileURLWithPath: $0).pathExtension.lowercased() } ?? ""
        if let codec {
            guard let format = named(codec) else { throw OutputFormatError(status: .usage, message: "no format writes \(codec)") }
            if format.extensions.isEmpty {
                guard ext.isEmpty else {
                    throw OutputFormatError(status: .usage, message: "\(codec) writes a folder of files: give -o a folder name without an extension, not \"\(path ?? "")\"")
                }
            } else if !ext.isEmpty, !format.extensions.contains(ext) {
                throw OutputFormatError(status: .usage, message: "--codec \(codec) writes .\(format.extensions.joined(separator: "/.")), not .\(ext); supported: \(extensionList)")
            }
            return format
        }
        guard let path else { return H264Format.format }
        // A character device (`-o /dev/null`, a benchmark) names no format: H.264, as without -o.
        if ext.isEmpty, FileNode(path: path) == .characterDevice { return H264Format.format }
        guard let format = forExtension(of: path) else {
            let what = ext.isEmpty ? "\"\(path)\" has no extension" : "unsupported output extension .\(ext)"
            throw OutputFormatError(status: .usage, message: "\(what); supported: \(extensionList), or --codec png for a folder of PNGs")
        }
        return format
    }

    /// The codecs that write `video.bitDepth: 10`: HEVC as Main 10, ProRes (10-bit in every profile).
    public static let tenBitCodecs: [Codec] = [.hevc, .prores]
}

/// An output the catalog cannot write as asked: an unknown or mismatched extension or codec
/// (exit 2), or a transparent canvas for a format without alpha (exit 3).
public struct OutputFormatError: SegueVideoError, Equatable {
    public var status: ExitStatus
    public var message: String

    public var exitStatus: ExitStatus { status }
    public var description: String { message }

    package init(status: ExitStatus, message: String) {
        self.status = status
        self.message = message
    }
}
