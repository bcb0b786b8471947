import CompositorCore

/// A cue time on the millisecond grid subtitle files use, from an exact time in seconds.
///
/// Rounding, the one rule both files follow: to the nearest millisecond, halves up
/// (⌊t × 1000 + ½⌋, in exact integers), applied to the start and the end alike. A caption of a
/// flow at 30 fps that starts at 0.5 + 1.2 s = 1.7 s is `00:00:01.700`; one at 1/3 s is
/// `00:00:00.333`, at 1/1500 s (0.6667 ms) `00:00:00.001`, at 1/2000 s (exactly 0.5 ms) `00:00:00.001`.
package struct CueTimestamp: Hashable, Sendable, Comparable {
    /// Whole milliseconds from the clip's start.
    public let milliseconds: Int64

    /// `seconds` rounded to the nearest millisecond, halves up (never negative).
    public init(_ seconds: Rational) {
        milliseconds = max(0, (seconds * Rational(1000) + Rational(1, 2)).floor)
    }

    public init(milliseconds: Int64) { self.milliseconds = milliseconds }

    /// `hh:mm:ss` then `separator` and three digits of milliseconds: `.` for WebVTT
    /// (`00:01:02.345`), `,` for SubRip (`00:01:02,345`). Hours take two digits or more.
    public func text(separator: Character) -> String {
        let ms = milliseconds % 1000, s = milliseconds / 1000
        func pad(_ v: Int64, _ width: Int) -> String {
            let digits = String(v)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(s / 3600, 2)):\(pad(s / 60 % 60, 2)):\(pad(s % 60, 2))\(separator)\(pad(ms, 3))"
    }

    public static func < (l: CueTimestamp, r: CueTimestamp) -> Bool { l.milliseconds < r.milliseconds }
}
