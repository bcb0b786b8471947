import Foundation

/// Test hook, not a feature: `SEGUE_X264_ASM=c` or `=sse2` in the environment makes x264 use
/// plain C or at most SSE2 instead of the best assembly this CPU has, so the reproducibility
/// tests can check what x264's CPU-specific code changes (see docs/contract.md,
/// "What is tested, axis by axis"). Read once per process; any other value, or none, leaves x264's own detection.
enum X264AssemblyHook {
    /// The x264 parameter to add (`asm=0`, `asm=SSE2`), or `nil`.
    static let parameter: String? = {
        switch ProcessInfo.processInfo.environment["SEGUE_X264_ASM"]?.lowercased() {
        case "c": return "asm=0"
        case "sse2": return "asm=SSE2"
        default: return nil
        }
    }()
}
