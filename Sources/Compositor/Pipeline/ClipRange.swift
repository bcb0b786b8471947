import CompositorCore

/// A part of a clip to export: frames `frames` counted at `rate` (the rate they were chosen
/// at, such as the preview's in/out range at the template's own rate, before a delivery preset
/// or a format changed it). `ClipExporter` writes only those frames, as the same times of the
/// clip it encodes, so a range chosen at 60 fps and written at a preset's 30 covers the same
/// moments.
package struct ClipRange: Sendable, Hashable {
    /// The first frame and the frame after the last, at `rate`.
    package var frames: Range<Int>
    /// The rate `frames` are counted at.
    package var rate: FrameRate

    package init(frames: Range<Int>, rate: FrameRate) {
        (self.frames, self.rate) = (frames, rate)
    }

    /// The frames of a clip at `clipRate` with `count` frames covering the same times:
    /// ⌊index × clipRate / rate⌋ for each end, at least one frame, inside the clip.
    package func frames(at clipRate: FrameRate, count: Int) -> Range<Int> {
        guard rate != clipRate else { return min(frames.lowerBound, count)..<min(frames.upperBound, count) }
        let scale = clipRate.rate / rate.rate
        let lower = Int((Rational(Int64(frames.lowerBound)) * scale).floor)
        let upper = Int((Rational(Int64(frames.upperBound)) * scale).floor)
        return min(lower, count)..<min(max(upper, lower + 1), count)
    }
}
