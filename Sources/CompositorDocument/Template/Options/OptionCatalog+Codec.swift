import CompositorMedia

extension OptionCatalog {
    /// `--codec` and `video.codec`: the output format (`OutputFormatCatalog`); without either,
    /// the output's extension chooses, else H.264. An unknown name is `Codec.parse`'s message.
    public static let codec = NameOption<Codec>(
        flag: "--codec", key: "video.codec", defaultValue: nil,
        help: "Output format: \(Codec.allCases.map(\.rawValue).joined(separator: ", ")) (default: the template's video.codec, else by OUT's extension: \(OutputFormatCatalog.extensionList)). png writes a folder of PNGs.")
}
