import CompositorCore
import Foundation

/// What probing a template's sound files found (each file decodes; each voice-over's length),
/// kept for as long as the loaded template lives — and shared by every copy of it (the settings'
/// scaled or re-timed copy, a preview's export) — so the second still, checksum, library render
/// or preview export of a template reuses it instead of decoding every voice-over again
/// (`SegueTemplate.probeSound`, measured in `SoundProbeTests`).
///
/// Keyed by the `Soundtrack` value (file, volume, and where the template names it), so a
/// template whose sounds are changed in code after a render looks its new sounds up afresh. The
/// files are not watched: a template read again (the preview reloads one whose files changed)
/// is a new load with a new cache. A failure is not kept: it is thrown again, from a new probe.
///
/// `@unchecked Sendable`: `probed` and `lengths` are read and written only under `lock`; a
/// probe runs outside it (two threads may probe one file at once, and store the same answer).
package final class SoundProbeCache: @unchecked Sendable {
    private let lock = NSLock()
    private var probed: Set<Soundtrack> = []
    private var lengths: [Soundtrack: Rational] = [:]
    /// How many files were decoded to answer (probes and lengths), for tests.
    private(set) var decodes = 0

    package init() {}

    /// `sound.probe()`, once per sound.
    package func probe(_ sound: Soundtrack) throws {
        if lock.withLock({ probed.contains(sound) }) { return }
        try sound.probe()
        lock.withLock { probed.insert(sound); decodes += 1 }
    }

    /// `sound.length()`, once per sound.
    package func length(of sound: Soundtrack) throws -> Rational {
        if let known = lock.withLock({ lengths[sound] }) { return known }
        let length = try sound.length()
        lock.withLock { lengths[sound] = length; decodes += 1 }
        return length
    }
}
