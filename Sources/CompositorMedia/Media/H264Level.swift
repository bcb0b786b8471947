import CompositorCore

/// An H.264 level: the decoder capability a stream needs (ITU-T H.264 (08/2021), Annex A,
/// Table A-1 "Level limits"). Many players, phones' hardware decoders and upload paths accept
/// at most level 4.2 (1080p60), so `render` reports the level and warns above it.
public struct H264Level: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// `level_idc` as written in the SPS and the avcC box: 40 for level 4.0, 52 for 5.2.
    public let idc: Int
    /// Maximum macroblock processing rate, macroblocks per second (MaxMBPS).
    public let maxMacroblocksPerSecond: Int64
    /// Maximum frame size in macroblocks (MaxFS).
    public let maxFrameSize: Int64
    /// Maximum decoded picture buffer size in macroblocks (MaxDpbMbs).
    public let maxDPBMacroblocks: Int64
    /// Maximum video bit rate for Baseline, Main and Extended, in 1000 bit/s (MaxBR); High
    /// profile allows 1.25 times it (Table A-2, cpbBrNalFactor 1250).
    public let maxBitRate: Int64

    /// The levels of Table A-1 in increasing order (level 1b, idc 9, is left out: it only
    /// matters to Baseline streams at QCIF).
    public static let all: [H264Level] = [
        .init(10, 1_485, 99, 396, 64), .init(11, 3_000, 396, 900, 192), .init(12, 6_000, 396, 2_376, 384),
        .init(13, 11_880, 396, 2_376, 768), .init(20, 11_880, 396, 2_376, 2_000), .init(21, 19_800, 792, 4_752, 4_000),
        .init(22, 20_250, 1_620, 8_100, 4_000), .init(30, 40_500, 1_620, 8_100, 10_000), .init(31, 108_000, 3_600, 18_000, 14_000),
        .init(32, 216_000, 5_120, 20_480, 20_000), .init(40, 245_760, 8_192, 32_768, 20_000), .init(41, 245_760, 8_192, 32_768, 50_000),
        .init(42, 522_240, 8_704, 34_816, 50_000), .init(50, 589_824, 22_080, 110_400, 135_000),
        .init(51, 983_040, 36_864, 184_320, 240_000), .init(52, 2_073_600, 36_864, 184_320, 240_000),
        .init(60, 4_177_920, 139_264, 696_320, 240_000), .init(61, 8_355_840, 139_264, 696_320, 480_000),
        .init(62, 16_711_680, 139_264, 696_320, 800_000),
    ]

    /// The highest level most decoders accept (1080p at 60 fps).
    public static let widelySupported = all.first { $0.idc == 42 }!

    private init(_ idc: Int, _ mbps: Int64, _ fs: Int64, _ dpb: Int64, _ br: Int64) {
        self.idc = idc; maxMacroblocksPerSecond = mbps; maxFrameSize = fs; maxDPBMacroblocks = dpb; maxBitRate = br
    }

    /// The smallest level whose limits fit a `width`×`height` picture at `frameRate`: frame
    /// size, frame width and height (each at most √(8 × MaxFS) macroblocks, A.3.1 f and g),
    /// macroblock rate, a DPB of `dpbFrames` frames and, when known, a High-profile bit rate of
    /// `bitsPerSecond`; nil beyond level 6.2. x264 picks the same level for the default
    /// presets (one reference frame); slower presets keep more frames for the DPB.
    public static func minimum(width: Int, height: Int, frameRate: FrameRate, dpbFrames: Int = 1,
                               bitsPerSecond: Int64? = nil) -> H264Level? {
        let w = Int64((width + 15) / 16), h = Int64((height + 15) / 16), frame = w * h
        let rate = frameRate.rate
        return all.first { level in
            frame <= level.maxFrameSize && w * w <= 8 * level.maxFrameSize && h * h <= 8 * level.maxFrameSize
                && Int128(frame) * Int128(rate.numerator) <= Int128(level.maxMacroblocksPerSecond) * Int128(rate.denominator)
                && frame * Int64(dpbFrames) <= level.maxDPBMacroblocks
                && (bitsPerSecond.map { $0 <= level.maxBitRate * 1_250 } ?? true)
        }
    }

    /// The level with `level_idc` `idc`, if Table A-1 has it.
    public init?(idc: Int) {
        guard let level = Self.all.first(where: { $0.idc == idc }) else { return nil }
        self = level
    }

    /// "4.0", "5.2".
    public var description: String { "\(idc / 10).\(idc % 10)" }

    public static func < (l: H264Level, r: H264Level) -> Bool { l.idc < r.idc }
}
