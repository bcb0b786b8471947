import CompositorCore

/// How the soundtrack makes room for speech: −12 dB while a voice-over plays, reached and left
/// by linear 0.2 s ramps — the gain of sample *n* of the soundtrack as a Q16 integer.
///
/// "Under speech" is the voice-over clip's span, from its first sample to its last, not a level
/// detector: the span is exact (sample indices from the step's rational start and the clip's
/// decoded length), the same on every machine, and a pause inside a sentence does not pump the
/// music up and down. The ramp down ends where the voice-over starts, so no word is spoken
/// over undimmed music; the ramp up starts at its end. Overlapping voice-overs (one outlasting
/// its step) duck as one: the deepest dip of any of them wins.
///
/// The ducked gain is 10^(−12/20) = 0.2511886… × 65536 = 16461.91, rounded to nearest:
/// **16462** (0.2511902, −11.99995 dB). A ramp of R samples (0.2 s × rate, rounded to nearest:
/// 9600 at 48 kHz, 8820 at 44.1 kHz) moves the gain linearly between 65536 and 16462: at depth
/// d (0…R) it is 65536 − (65536 − 16462) × d / R, rounded to nearest, halves away from zero.
package struct Ducking {
    /// Unity gain in Q16.
    static let unity: Int64 = 65536
    /// The soundtrack's gain under speech, Q16 (−12 dB; see the type's comment).
    static let duckedGain: Int64 = 16462
    /// How deep the soundtrack goes under speech, in dB.
    package static let depth = -12
    /// The length of each ramp, in seconds.
    package static let ramp = Rational(1, 5)

    /// The ramp's length in samples at the track's rate.
    let rampSamples: Int64
    /// Each voice-over's first sample and, once known, the sample after its last, by start.
    private var spans: [(start: Int64, end: Int64?)]
    /// The spans before this one have ended and ramped back up (`forget(before:)`).
    private var live = 0

    /// Ducking for voice-overs starting at `starts` (sample indices, ascending) in a track at
    /// `rate` Hz; their ends are told as they are found (`ended`).
    init(starts: [Int64], rate: Int) {
        rampSamples = max(1, Int64(AudioMath.samples(Ducking.ramp, rate: rate)))
        spans = starts.map { ($0, nil) }
    }

    /// Drops the leading spans that no longer reach sample `n` (nor any later one), so `gain`
    /// looks at the few spans near the track's position however many steps speak.
    package mutating func forget(before n: Int64) {
        while live < spans.count, let end = spans[live].end, end + rampSamples <= n { live += 1 }
    }

    /// Voice-over `index` (in `starts`' order) has no samples from `end` on.
    mutating func ended(_ index: Int, at end: Int64) { spans[index].end = end }

    /// The soundtrack's gain at sample `n`, Q16: unity away from speech, `duckedGain` under it.
    package func gain(at n: Int64) -> Int64 {
        let r = rampSamples
        var depth: Int64 = 0
        for span in spans[live...] {
            if span.start - r > n { break }  // this one and the later ones start ramping after n
            let d: Int64
            if n < span.start { d = max(0, n - (span.start - r)) }          // ramping down: R at the start
            else if let end = span.end, n >= end { d = max(0, end + r - n) }  // ramping up from R at the end
            else { d = r }
            depth = max(depth, d)
            if depth == r { break }
        }
        return Ducking.unity - AudioMath.roundedDivision((Ducking.unity - Ducking.duckedGain) * depth, r)
    }
}
