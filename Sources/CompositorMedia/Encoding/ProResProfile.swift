/// The six ProRes flavours, by Remotion's names (so users need not learn new ones); the raw
/// value is prores_ks's `profile` number.
public enum ProResProfile: String, CaseIterable, Sendable, Hashable {
    case proxy, lt, standard, hq
    case p4444 = "4444"
    case p4444xq = "4444xq"

    /// prores_ks's `profile` option (0 proxy … 5 4444xq).
    var ksProfile: Int32 {
        switch self {
        case .proxy: 0
        case .lt: 1
        case .standard: 2
        case .hq: 3
        case .p4444: 4
        case .p4444xq: 5
        }
    }

    /// Only the 4444 profiles carry an alpha channel (and full-resolution chroma).
    public var keepsAlpha: Bool { self == .p4444 || self == .p4444xq }
}
