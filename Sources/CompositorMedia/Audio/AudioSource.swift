import CompositorCore

/// Something that yields stereo samples in order at a fixed rate: a decoded file
/// (`SoundtrackReader`) or a resampled one (`LinearResampler`).
protocol AudioSource: AnyObject {
    /// Pairs per second.
    var sampleRate: Int { get }
    /// Appends up to `count` pairs (left, right at 16-bit scale) to `out`; fewer only at the
    /// end. Returns how many were appended.
    @discardableResult
    func read(_ count: Int, into out: inout [Int32]) throws -> Int
}

extension SoundtrackReader: AudioSource {}

/// Integer helpers for the audio path: exact, the same on every machine.
enum AudioMath {
    /// `numerator / denominator` rounded to nearest, halves away from zero; `denominator` > 0.
    static func roundedDivision(_ numerator: Int64, _ denominator: Int64) -> Int64 {
        numerator >= 0 ? (numerator + denominator / 2) / denominator : -((-numerator + denominator / 2) / denominator)
    }

    /// `value` (seconds) × `rate`, rounded to the nearest whole sample (halves up).
    static func samples(_ value: Rational, rate: Int) -> Int {
        Int((value * Rational(Int64(rate)) + Rational(1, 2)).floor)
    }
}
