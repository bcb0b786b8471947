/// An output format's identity: the name `--codec` and the template's `video.codec` take (the
/// raw value), in the order `OutputFormatCatalog` lists the formats. Names are parsed into a
/// `Codec` once, where they are read (the template decoder, the command line); past that only
/// the enum is compared.
public enum Codec: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    case h264, hevc, prores, vp9, gif, png, apng, y4m

    public var description: String { rawValue }

    /// The codec called `name`; throws `OutputFormatError` (exit 2) naming every codec otherwise,
    /// as `--codec` reports it.
    public static func parse(_ name: String) throws(OutputFormatError) -> Codec {
        guard let codec = Codec(rawValue: name) else {
            throw OutputFormatError(status: .usage, message: "unknown codec \"\(name)\"; expected one of: \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return codec
    }
}
