/// H.264 rate control by bit rate instead of quality (CRF), for deliveries that specify one
/// (App Store previews: 10–12 Mb/s, High profile, level 4.0 at most).
///
/// x264 runs one-pass average bit rate with a VBV buffer capping the peak rate, and signals
/// the level. Its rate control is deterministic only on one thread: with frame threads the VBV
/// plan depends on how far the other threads have got, so x264 runs this mode on one thread
/// (`H264Format.x264BitrateThreads`) and the bytes stay the same on every run.
/// Flat UI frames cost few bits: such clips come out below the target, never above the cap.
package struct BitrateLimit: Hashable, Sendable {
    /// Average bit rate x264 aims at, kb/s.
    public var targetKbps: Int
    /// VBV maximum rate, kb/s: no stretch of the stream is faster.
    public var maxKbps: Int
    /// VBV buffer size, kbit.
    public var bufferKbit: Int
    /// The H.264 level written in the SPS, e.g. "4.0"; x264 keeps references and VBV within it.
    public var level: String

    public init(targetKbps: Int, maxKbps: Int, bufferKbit: Int, level: String) {
        self.targetKbps = targetKbps; self.maxKbps = maxKbps; self.bufferKbit = bufferKbit; self.level = level
    }
}
