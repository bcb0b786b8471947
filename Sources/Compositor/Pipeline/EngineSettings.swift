import CompositorMedia

/// How the engine runs, not what a template asks for: the switches that pick one of two code
/// paths measured or tested against each other. A value handed down from the caller (render,
/// batch, verify, the preview) to the stages it affects, never read from the environment by
/// the library; the command-line tool builds it from the `SEGUE_*` variables the README and
/// docs/performance-history.md name (`segue-video`'s `EngineEnvironment`). The defaults are
/// what runs without them.
public struct EngineSettings: Sendable, Hashable {
    /// Draw layers from backing stores where the cache's contract allows (`LayerCache`);
    /// false compares with the uncached path (`SEGUE_LAYER_CACHE=0`).
    public var cachesLayers = true
    /// How much lower than the caller the compositing workers run (nice value, Linux): the
    /// encoder's threads (x264's frame threads, started by the consumer's thread) then get the
    /// cores first and the workers fill the time the encoder leaves idle, instead of the two
    /// sharing the cores evenly. 0: as the caller (measured, no steady gain: docs/performance-history.md).
    /// Output bytes cannot depend on it: frames are pure functions of their index, consumed in
    /// order (`SEGUE_WORKER_NICE=n`).
    public var workerNice: Int32 = 0
    /// Convert pictures for a libavcodec encoder on the compositing workers, overlapping
    /// encoding; false converts on the encoder's thread, the same bytes (`SEGUE_WORKER_CONVERSION=0`).
    public var convertsOnWorkers = true
    /// Write frames made of opaque stores from their planes (`PlaneFrame`) where the layout
    /// allows; false converts their RGBA instead, as before: the bytes then differ by the
    /// cross-fade's documented ±1 (`SEGUE_PLANE_FRAMES=0`).
    public var writesPlaneFrames = true
    /// Damage tracking: a frame that differs from the one before only in some rows is drawn
    /// and converted in those rows alone, the rest copied from the frame before's picture
    /// (`FramePlan.partial`); the same bytes. False composites every frame whole (`SEGUE_DAMAGE=0`).
    public var tracksDamage = true
    /// Which of its assembly x264 may use (`SEGUE_X264_ASM`, a test hook).
    public var x264Assembly: X264Assembly = .detected

    /// Every switch at its default.
    public init() {}
}
