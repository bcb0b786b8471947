/// An output format's identity: the name `--codec` and the template's `video.codec` take (the
/// raw value), in the order `OutputFormatCatalog` lists the formats. Names are parsed into a
/// `Codec` once, where they are read (the template decoder, the command line, a shard's
/// manifest, a probed file's stream); past that only the enum is compared. Coded (`Codable`) as
/// its raw value, the name a manifest records.
public enum Codec: String, CaseIterable, Sendable, Hashable, Codable, CustomStringConvertible {
    case h264, hevc, prores, vp9, gif, png, apng, y4m

    public var description: String { rawValue }

    /// The name libavcodec gives the video stream of a file in this format when it is read back
    /// (`avcodec_get_name`, what `MediaProbe` reports as `VideoFileInfo.codec`): the raw value,
    /// except Y4M, whose pictures are libavcodec's `rawvideo`.
    public var libavName: String {
        switch self {
        case .y4m: "rawvideo"
        case .h264, .hevc, .prores, .vp9, .gif, .png, .apng: rawValue
        }
    }

    /// The format whose stream libavcodec calls `name` (`libavName`); nil for a codec
    /// segue-video does not write. Where a probed stream's name becomes a `Codec`, once.
    public init?(libavName name: String) {
        guard let codec = Codec.allCases.first(where: { $0.libavName == name }) else { return nil }
        self = codec
    }

    /// The codec called `name`; throws `OutputFormatError` (exit 2) naming every codec otherwise,
    /// as `--codec` reports it.
    public static func parse(_ name: String) throws(OutputFormatError) -> Codec {
        guard let codec = Codec(rawValue: name) else {
            throw OutputFormatError(status: .usage, message: "unknown codec \"\(name)\"; expected one of: \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return codec
    }
}
