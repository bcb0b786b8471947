import CompositorCore

/// The clip's audio track as integer samples: the soundtrack from its `start`, at a fixed-point
/// gain with linear fades, cut or padded with silence to exactly `sampleCount` pairs — or
/// silence throughout when there is no soundtrack (App Store previews need a track).
///
/// Everything is integer arithmetic on 16-bit-scale samples: the volume is a Q16 gain, a fade
/// multiplies sample *n* by *n* / fadeIn (and by (N − 1 − n) / fadeOut at the end), each step
/// rounded to nearest and clamped to 16 bits. The samples are therefore the same on every run,
/// thread count and machine; only the AAC encoder after them uses floating point.
///
/// A flow's voice-overs (`VoiceoverCue`) play over it, the soundtrack ducked under them
/// (`VoiceoverMix`, `Ducking`); without a soundtrack they play over silence.
///
/// Streams: samples are decoded as they are asked for (`next`), so memory does not grow with
/// the clip or the file.
final class SoundtrackMix {
    /// Pairs per second: the file's own rate when it is 44.1 or 48 kHz, else 48 kHz.
    let sampleRate: Int
    /// Pairs in the track: the video's duration × `sampleRate`, rounded to the nearest pair.
    let sampleCount: Int
    /// Pairs handed out so far.
    private(set) var position = 0
    private let source: AudioSource?
    private let soundtrack: Soundtrack?
    private let volume: Int64
    private let fadeIn: Int64
    private let fadeOut: Int64
    /// The voice-overs over the soundtrack; nil when there are none (the samples are then the
    /// soundtrack's alone, as before voice-overs existed).
    private let voices: VoiceoverMix?
    /// The rates an AAC track is written at unchanged.
    static let directRates: Set<Int> = [44_100, 48_000]
    /// The rate of a silent track and of resampled files.
    static let defaultRate = 48_000

    /// The mix for a video lasting `duration` seconds, with `voiceovers` over it. Opens and
    /// decodes `soundtrack`'s file up to its `start` (a voice-over's file is opened when the
    /// track reaches it); throws `Soundtrack.unreadable(…)` (exit 4) when it cannot be read.
    init(_ soundtrack: Soundtrack?, voiceovers: [VoiceoverCue] = [], duration: Rational) throws {
        guard let soundtrack else {
            sampleRate = SoundtrackMix.defaultRate
            sampleCount = AudioMath.samples(duration, rate: sampleRate)
            source = nil
            self.soundtrack = nil
            (volume, fadeIn, fadeOut) = (0, 0, 0)
            voices = voiceovers.isEmpty ? nil : VoiceoverMix(voiceovers, rate: sampleRate)
            return
        }
        self.soundtrack = soundtrack
        let reader = try soundtrack.readingFile { try SoundtrackReader(path: soundtrack.file) }
        let direct = SoundtrackMix.directRates.contains(reader.sampleRate)
        sampleRate = direct ? reader.sampleRate : SoundtrackMix.defaultRate
        let source: AudioSource = direct ? reader : LinearResampler(reader, to: sampleRate)
        sampleCount = AudioMath.samples(duration, rate: sampleRate)
        volume = Int64((soundtrack.volume * Rational(65536) + Rational(1, 2)).floor)
        fadeIn = Int64(min(AudioMath.samples(soundtrack.fadeIn, rate: sampleRate), sampleCount))
        fadeOut = Int64(min(AudioMath.samples(soundtrack.fadeOut, rate: sampleRate), sampleCount))
        voices = voiceovers.isEmpty ? nil : VoiceoverMix(voiceovers, rate: sampleRate)
        var skipped = AudioMath.samples(soundtrack.start, rate: sampleRate)
        var scratch: [Int32] = []
        while skipped > 0 {
            scratch.removeAll(keepingCapacity: true)
            let got = try soundtrack.readingFile { try source.read(min(skipped, 1 << 14), into: &scratch) }
            if got == 0 { break }
            skipped -= got
        }
        self.source = source
    }

    /// Appends the next `count` pairs (at most what is left of `sampleCount`) to `out`.
    func next(_ count: Int, into out: inout [Int32]) throws {
        let count = min(count, sampleCount - position)
        guard count > 0 else { return }
        let first = out.count
        if let source, let soundtrack { try soundtrack.readingFile { try source.read(count, into: &out) } }
        out.append(contentsOf: repeatElement(0, count: first + 2 * count - out.count))
        if source != nil {
            let last = Int64(sampleCount - 1)
            for pair in 0..<count {
                let n = Int64(position + pair)
                for channel in 0..<2 {
                    let i = first + 2 * pair + channel
                    var s = AudioMath.roundedDivision(Int64(out[i]) * volume, 65536)
                    if n < fadeIn { s = AudioMath.roundedDivision(s * n, fadeIn) }
                    if last - n < fadeOut { s = AudioMath.roundedDivision(s * (last - n), fadeOut) }
                    out[i] = AudioSampleConverter.clamp16(s)
                }
            }
        }
        try voices?.mix(into: &out, first: first, position: position, count: count)
        position += count
    }
}
