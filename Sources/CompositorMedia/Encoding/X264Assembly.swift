/// Test hook, not a feature: plain C or at most SSE2 instead of the best assembly this CPU has,
/// so the reproducibility tests can check what x264's CPU-specific code changes (see
/// docs/contract.md, "What is tested, axis by axis"). The command-line tool takes it from `SEGUE_X264_ASM=c`
/// or `=sse2`; any other value, or none, leaves x264's own detection.
public enum X264Assembly: String, CaseIterable, Sendable, Hashable {
    /// x264's own detection (the default).
    case detected
    /// Plain C (`asm=0`).
    case c
    /// At most SSE2 (`asm=SSE2`).
    case sse2

    /// The x264 parameter to add, or nil.
    package var parameter: String? {
        switch self {
        case .detected: nil
        case .c: "asm=0"
        case .sse2: "asm=SSE2"
        }
    }
}
