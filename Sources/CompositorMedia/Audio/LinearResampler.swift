/// Converts a source's sample rate by linear interpolation in integer arithmetic: output sample
/// *n* sits at the exact input position *n* × inRate / outRate, and its value is the two
/// neighbouring input samples weighted by the fraction's remainder, rounded. No floating point,
/// so the result is the same on every machine.
///
/// Used only for files at rates other than 44.1 and 48 kHz (those play at their own rate,
/// untouched). Linear interpolation is plain: downsampling (96 kHz → 48 kHz) folds content
/// above 24 kHz back into the audible band, which is inaudible for music mastered for 44.1 kHz
/// and kept for its exactness.
final class LinearResampler: AudioSource {
    let sampleRate: Int
    private let source: AudioSource
    /// Input pairs from input index `base` on, interleaved left/right.
    private var buffer: [Int32] = []
    private var base: Int64 = 0
    /// The output index of the next pair.
    private var produced: Int64 = 0
    private var sourceEnded = false
    private static let chunk = 4096

    init(_ source: AudioSource, to sampleRate: Int) {
        self.source = source
        self.sampleRate = sampleRate
    }

    @discardableResult
    func read(_ count: Int, into out: inout [Int32]) throws -> Int {
        let inRate = Int64(source.sampleRate), outRate = Int64(sampleRate)
        var made = 0
        while made < count {
            let position = produced * inRate
            let index = position / outRate, remainder = position % outRate
            try fill(through: index + 1)
            let available = base + Int64(buffer.count / 2)
            guard index < available else { break }
            let i = Int(index - base)
            for channel in 0..<2 {
                let a = Int64(buffer[2 * i + channel])
                let b = index + 1 < available ? Int64(buffer[2 * i + 2 + channel]) : a
                out.append(Int32(a + AudioMath.roundedDivision((b - a) * remainder, outRate)))
            }
            produced += 1
            made += 1
            if i >= LinearResampler.chunk {
                buffer.removeFirst(2 * i)
                base += Int64(i)
            }
        }
        return made
    }

    /// Reads the source until input index `index` is buffered or the source has ended.
    private func fill(through index: Int64) throws {
        while !sourceEnded, base + Int64(buffer.count / 2) <= index {
            if try source.read(LinearResampler.chunk, into: &buffer) < LinearResampler.chunk { sourceEnded = true }
        }
    }
}
