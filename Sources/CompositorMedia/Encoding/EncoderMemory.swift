import CompositorCore
import Foundation

/// The memory a render needs at its output size, checked before the encoder opens, so a canvas
/// too large for the machine is refused with one line (exit 5) instead of failing minutes later
/// inside the encoder: VP9 at 8192×8192 needs about 6.6 GB, and under a 6 GiB cgroup cap libvpx
/// failed mid-clip with "Invalid data found" (issue #50).
///
/// The estimate is `base + memoryPerPixel × width × height`, the per-pixel figure each format
/// declares. Measured here (peak RSS by `/usr/bin/time`, a cross-dissolve of 14 frames, `--jobs 1`,
/// debug build) at 1024², 2048² and 4096², the slope between sizes:
///
/// | format | 1024² | 2048² | 4096² | bytes per pixel |
/// |--------|-------|-------|-------|-----------------|
/// | VP9    | 179 MB | 480 MB | 1.66 GB | 96 (declared 100: see 8192² below) |
/// | HEVC   | 196 MB | 531 MB | 1.85 GB | 108 (declared 110) |
/// | H.264  | 113 MB | 228 MB | 735 MB | 41 (declared 42) |
/// | GIF    | 87 MB | 176 MB | — | 29 (declared 30) |
/// | ProRes | 82 MB | 163 MB | 405 MB | 20–26 (declared 26) |
///
/// At 8192² (release build, `render --codec vp9`, 6 frames of an 8192×8192 cross-dissolve,
/// `/usr/bin/time -v`, 2-core Debian 12 VM): VP9 peaks at 6 175 488 KiB (6.32 GB) with `--jobs 1`
/// and 6 437 736 KiB (6.59 GB) with `--jobs 2`, about 97 bytes a pixel over `base`: VP9 declares
/// 100 (6.81 GB at 8192²), so the estimate covers what was measured. A job beyond the first adds
/// about one RGBA frame (4 bytes a pixel), not counted: at 8192² the margin covers one extra job.
///
/// `--jobs` adds little below that (2048² H.264: 235 MB at 1 job, 241 MB at 8). Other formats (PNG, APNG,
/// Y4M) declare `defaultPerPixel`, a bound above the frames the pipeline keeps.
///
/// A clip that shows videos (`video:`, `recording:`) also decodes them while encoding: `decoding`
/// bytes more: one decoder per file, shared by the rendering threads (`VideoFramePool.memory(jobs:)`).
package enum EncoderMemory {
    /// Memory a render uses whatever its size: the binary, libraries, fonts and buffers.
    public static let base = 96 << 20
    /// The per-pixel figure of a format that declares none.
    public static let defaultPerPixel = 32

    /// Bytes a render into `format` at `width`×`height` pixels needs.
    public static func estimate(_ format: OutputFormat, width: Int, height: Int) -> Int {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow else { return .max }
        let (perPixel, overflow2) = pixels.multipliedReportingOverflow(by: format.memoryPerPixel)
        return overflow2 ? .max : base.addingReportingOverflow(perPixel).overflow ? .max : base + perPixel
    }

    /// Refuses (exit 5, naming `output`) a render whose estimate, with `decoding` bytes for the
    /// videos it decodes, passes `available` bytes.
    public static func check(_ format: OutputFormat, _ settings: EncoderSettings, output: String, decoding: Int = 0,
                             available: Int? = EncoderMemory.available()) throws(OutputError) {
        let encoding = estimate(format, width: settings.width, height: settings.height)
        let needed = encoding.addingReportingOverflow(max(0, decoding)).overflow ? .max : encoding + max(0, decoding)
        guard let available, needed > available else { return }
        let videos = decoding > 0 ? " + \(gigabytes(decoding)) decoding its videos" : ""
        throw OutputError(path: output, message: "\(format.title) at \(settings.width)x\(settings.height) needs about \(gigabytes(needed)) of memory "
                          + "(\(format.memoryPerPixel) bytes a pixel + \(base >> 20) MiB\(videos)) and this process may use \(gigabytes(available)); "
                          + "render at a smaller --scale or in a format that needs less (H.264: 42 bytes a pixel)")
    }

    /// What this process may use: the least of the cgroup's memory limit (v2 `memory.max`, v1
    /// `memory.limit_in_bytes`), `RLIMIT_AS` and the physical memory; `nil` when none is known.
    public static func available() -> Int? {
        var limits: [Int] = []
        for file in ["/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"] {
            if let text = try? String(contentsOfFile: file, encoding: .utf8),
               let value = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)), value > 0 { limits.append(value) }
        }
        var limit = rlimit()
        // RLIM_INFINITY (all ones) is not imported: it is a macro of -1.
        if getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur < UInt64(Int.max) {
            limits.append(Int(limit.rlim_cur))
        }
        let physical = ProcessInfo.processInfo.physicalMemory
        if physical > 0, physical < UInt64(Int.max) { limits.append(Int(physical)) }
        return limits.min()
    }

    /// `6.44 GB`, `512 MB`.
    static func gigabytes(_ bytes: Int) -> String {
        bytes >= 1_000_000_000 ? String(format: "%.2f GB", Double(bytes) / 1e9) : "\(bytes / 1_000_000) MB"
    }
}
