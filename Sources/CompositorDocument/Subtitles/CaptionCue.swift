import CompositorCore
import CompositorMotion

/// One caption or callout of a flow as timed text, for the subtitle files written beside the
/// clip (`WebVTTDocument`, `SubRipDocument`): from the caption's fade-in start to its fade-out
/// end, in exact seconds from the clip's start, and its lines (the title, then the subtitle).
package struct CaptionCue: Hashable, Sendable {
    /// When the caption starts fading in (its step's start), in seconds.
    public var start: Rational
    /// When it has faded out (its step's start plus the caption's span), in seconds.
    public var end: Rational
    /// The text as the panel shows it, one entry per line.
    public var lines: [String]

    public init(start: Rational, end: Rational, lines: [String]) {
        self.start = start; self.end = end; self.lines = lines
    }
}

extension FlowScript {
    /// Every step's caption or callout as a cue, in step order: the times the overlay's alpha
    /// leaves and returns to 0 (`CaptionOverlay.alpha(at:span:)`), the step's start and that
    /// plus the caption's span (a callout at a view the step takes away ends as the transition
    /// starts, or with it when the step does not tap).
    package var captionCues: [CaptionCue] {
        steps.compactMap { step in
            guard let caption = step.caption, let text = step.step.caption else { return nil }
            return CaptionCue(start: step.start, end: step.start + caption.span, lines: [text.text] + (text.subtitle.map { [$0] } ?? []))
        }
    }
}
