import CompositorCore

/// The voice-overs of a track (`VoiceoverCue`), decoded as the track reaches them and added
/// over the soundtrack, which ducks under them (`Ducking`).
///
/// Streams: a voice-over's file is opened when the track reaches its start and closed at its
/// end, so at most the voice-overs playing at once are open, and only a chunk of each is held.
/// A file at another rate than the track's is resampled (`LinearResampler`). A voice-over's
/// sample is its decoded sample × its Q16 volume, rounded to nearest; voice-overs that overlap
/// add up, and the sum over the ducked soundtrack is clamped to 16 bits once.
final class VoiceoverMix {
    /// The cues by start (ties in step order).
    private let cues: [VoiceoverCue]
    /// Each cue's first sample in the track.
    private let starts: [Int64]
    /// Each cue's volume, Q16.
    private let volumes: [Int64]
    private let rate: Int
    /// The cues playing: their index, source and pairs read so far.
    private var playing: [(index: Int, source: AudioSource, read: Int64)] = []
    /// The first cue not yet opened.
    private var nextCue = 0
    private(set) var ducking: Ducking
    /// Scratch for one source's chunk and the chunk's voice sum.
    private var chunk: [Int32] = []
    private var voice: [Int32] = []

    /// The voice-overs `cues` in a track at `rate` Hz.
    init(_ cues: [VoiceoverCue], rate: Int) {
        let sorted = cues.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        self.cues = sorted
        self.rate = rate
        starts = sorted.map { Int64(AudioMath.samples($0.start, rate: rate)) }
        volumes = sorted.map { Int64(($0.sound.volume * Rational(65536) + Rational(1, 2)).floor) }
        ducking = Ducking(starts: starts, rate: rate)
    }

    /// Ducks and adds to the `count` pairs at `out[first...]` (the soundtrack's, track samples
    /// `position` on) the voice-overs' samples, clamped to 16 bits.
    func mix(into out: inout [Int32], first: Int, position: Int, count: Int) throws {
        let begin = Int64(position), end = begin + Int64(count)
        voice.removeAll(keepingCapacity: true)
        voice.append(contentsOf: repeatElement(0, count: 2 * count))
        while nextCue < cues.count, starts[nextCue] < end {
            try open(nextCue, at: begin)
            nextCue += 1
        }
        var finished: [Int] = []
        for p in playing.indices {
            let (index, source, read) = playing[p]
            let from = max(starts[index] + read, begin)
            let wanted = Int(end - from)
            chunk.removeAll(keepingCapacity: true)
            let got = try cues[index].sound.readingFile { try source.read(wanted, into: &chunk) }
            let offset = 2 * Int(from - begin)
            for i in 0..<(2 * got) {
                voice[offset + i] += Int32(AudioMath.roundedDivision(Int64(chunk[i]) * volumes[index], 65536))
            }
            playing[p].read += Int64(got)
            if got < wanted {
                ducking.ended(index, at: starts[index] + playing[p].read)
                finished.append(p)
            }
        }
        for p in finished.reversed() { playing.remove(at: p) }
        ducking.forget(before: begin)
        for pair in 0..<count {
            let gain = ducking.gain(at: begin + Int64(pair))
            for channel in 0..<2 {
                let i = 2 * pair + channel
                let ducked = AudioMath.roundedDivision(Int64(out[first + i]) * gain, 65536)
                out[first + i] = AudioSampleConverter.clamp16(ducked + Int64(voice[i]))
            }
        }
    }

    /// Opens cue `index`'s file; when the track is already past its start (`position`), its
    /// head up to there is skipped.
    private func open(_ index: Int, at position: Int64) throws {
        let sound = cues[index].sound
        let source: AudioSource = try sound.readingFile {
            let reader = try SoundtrackReader(path: sound.file)
            return reader.sampleRate == rate ? reader : LinearResampler(reader, to: rate)
        }
        var skipped: Int64 = 0
        while starts[index] + skipped < position {
            chunk.removeAll(keepingCapacity: true)
            let got = try sound.readingFile { try source.read(Int(min(position - starts[index] - skipped, 1 << 14)), into: &chunk) }
            skipped += Int64(got)
            if got == 0 { break }
        }
        playing.append((index, source, skipped))
    }
}
