import CompositorMedia

extension OptionCatalog {
    /// `--prores-profile` and `video.proresProfile`: which ProRes the `prores` codec writes.
    public static let proresProfile = NameOption<ProResProfile>(
        flag: "--prores-profile", key: "video.proresProfile", defaultValue: .hq,
        help: "ProRes flavour with --codec prores / .mov: \(ProResProfile.allCases.map(\.rawValue).joined(separator: ", ")) (default: the template's, else hq; the 4444 ones keep alpha).")
}
