/// HEVC's picture layout (`OptionCatalog.pixelFormat`), named as FFmpeg names it; the
/// template says the same with `video.bitDepth`.
public enum PixelFormat: String, Sendable, CaseIterable {
    case yuv420p, yuv420p10le

    /// Bits per sample: 8 or 10.
    public var bitDepth: Int { self == .yuv420p10le ? 10 : 8 }

    /// The layout with `bitDepth` bits per sample, or nil for a depth HEVC is not written at.
    public init?(bitDepth: Int) {
        guard let format = Self.allCases.first(where: { $0.bitDepth == bitDepth }) else { return nil }
        self = format
    }
}
