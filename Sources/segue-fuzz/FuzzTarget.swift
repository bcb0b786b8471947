import Compositor
import Foundation

/// One input-handling path of segue-video, fed arbitrary bytes. A run ends in a value or a
/// thrown error; anything else (a crash, a trap, a hang) is a finding.
enum FuzzTarget: String, CaseIterable {
    /// A template file (YAML or JSON), loaded and checked as `validate` does.
    case template
    /// An image file decoded as a template's image asset is.
    case image
    /// A label's text laid out at a width and line count taken from the first two bytes.
    case text
    /// An Interface Builder storyboard or xib, mapped to templates as `import` does (in memory).
    case storyboard
    /// A vector image set's file as `import --assets` reads it: a PDF when it starts with
    /// `%PDF-`, else an SVG, read into artwork and rasterized at most 48 pixels a side (so the
    /// rasterizer meets whatever the readers let through: a NaN stroke width once trapped there).
    case vector
    /// A shard manifest, merged as `merge` does from a scratch shard folder into a scratch output
    /// folder: it ends in problems, a refusal or a merge inside the scratch folder.
    case manifest
    /// An HTTP request head (request line and header lines) as the preview server receives it:
    /// the server's `RequestGate` judges it, and a path it lets through under `/files/` or
    /// `/output/` is confined to a scratch folder holding a file and symbolic links leading out;
    /// a path resolved outside that folder is a finding.
    case request

    /// Where the target writes its input when it needs a file.
    static let scratch: String = {
        let folder = NSTemporaryDirectory() + "segue-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// One renderer for the process: a fuzzer runs its inputs one at a time on one thread.
    nonisolated(unsafe) private static let renderer = try? TextRenderer()

    func run(_ bytes: UnsafeRawBufferPointer) {
        switch self {
        case .template:
            let path = Self.scratch + "/t.yaml"
            guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return }
            _ = try? TemplateLoader.load(path: path)
        case .image:
            let path = Self.scratch + "/i.png"
            guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return }
            _ = try? ImageDecoder.decode(path: path)
        case .storyboard:
            let path = Self.scratch + "/s.storyboard"
            guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return }
            _ = try? StoryboardImporter.prepare(path)
        case .vector:
            let data = [UInt8](bytes)
            guard let artwork = try? ImportedVectorImage.artwork(data, isPDF: data.starts(with: Array("%PDF-".utf8))) else { return }
            _ = try? artwork.rasterized(scale: min(1, 48 / max(artwork.size.width, artwork.size.height, 1)))
        case .manifest:
            let shard = Self.scratch + "/shard"
            try? FileManager.default.createDirectory(atPath: shard, withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: shard + "/manifest.shard-0-of-1.json", contents: Data(bytes)) else { return }
            _ = try? ShardMerge.merge(folders: [shard], into: Self.scratch + "/merged")
        case .request:
            RequestFuzzing.run(bytes, served: Self.scratch + "/served")
        case .text:
            guard bytes.count >= 2, let renderer = Self.renderer else { return }
            let text = String(decoding: bytes.dropFirst(2), as: UTF8.self)
            let label = Label(text: String(text.prefix(TemplateLimits.maxLabelCharacters)), numberOfLines: Int(bytes[1] % 4))
            _ = try? renderer.layout(label, width: 4 + Double(bytes[0]) * 2)
        }
    }
}
