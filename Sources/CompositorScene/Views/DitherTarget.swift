/// What the ordered dither of gradients and large soft shadows rounds toward: chosen by the
/// output the frames go to, since a dither only helps in the levels the output keeps.
///
/// - 8-bit YUV outputs (H.264, 8-bit HEVC, VP9) keep 219 levels of limited-range Y′ where RGB has
///   255, so an RGB pattern of v and v + 1 often converts to one flat Y′: the dither picks the Y′
///   level itself (`luma8`).
/// - 10-bit YUV outputs (HEVC Main 10, ProRes) keep 876 Y′ levels, 3.4 per RGB step, so every
///   RGB step survives conversion and RGB's own per-channel dither, exact in the mean of every
///   channel, is the better pattern; an 8-bit frame cannot dither in 10-bit levels anyway. PNG,
///   APNG and GIF keep RGB itself. All of them take `rgb`.
///
/// Either way a pure function of the pixel's value and position: the same frames for any
/// `--jobs`. The frames (and so their hashes) of one template can therefore differ between an
/// MP4 and a PNG-sequence render; every command hashes the frames of the output it makes or, for
/// `checksum`, `check` and `still`, of the template's own `video.codec`.
public enum DitherTarget: String, Hashable, Sendable, CaseIterable {
    /// 8-bit BT.709 limited-range Y′: the level is picked in luma (`OrderedDither.over`).
    case luma8
    /// Each RGB channel rounded by the same threshold (`OrderedDither.round`).
    case rgb

    /// The target for frames converted to the encoder picture layout `pixelFormat` (FFmpeg's
    /// name, `OutputFormat.pixelFormat`): `luma8` for 8-bit YUV (`yuv420p`, `yuva420p`, …),
    /// `rgb` for deeper YUV (`yuv420p10le`, `yuv422p10le`, …), RGB and palettes.
    public init(pixelFormat: String) {
        let deep = ["p9", "p10", "p12", "p14", "p16"].contains { pixelFormat.contains($0) }
        self = (pixelFormat.hasPrefix("yuv") || pixelFormat == "nv12") && !deep ? .luma8 : .rgb
    }
}
