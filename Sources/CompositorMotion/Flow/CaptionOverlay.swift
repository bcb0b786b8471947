import CompositorCore
import CompositorScene

/// A step's caption drawn over the screen: a dark rounded panel with a title line and an
/// optional subtitle, at the top or bottom of the content between the screen's bars, or a
/// callout bubble whose arrow points at a view. It fades in at the step's start and out at its
/// end.
///
/// A top or bottom caption is an overlay inside `band` (below the status bar and navigation
/// bar with its large title, above the tab bar or toolbar and the home indicator), not a band
/// of its own the screen moves out of: an App Store preview shows the app's screen filling
/// the frame (its accepted sizes are the devices' screens), and the bars are what a
/// walkthrough explains, so the caption covers content, never chrome.
package struct CaptionOverlay: Hashable, Sendable {
    /// The fade in and out: 0.25 s, or half the step when the step is shorter than 0.5 s.
    public static let fade = Rational(1, 4)
    /// The panel's fill: black at 88 %, so what lies under a caption (a callout over a table's
    /// rows) no longer reads through it (at 75 % a row's black title still showed through the
    /// white caption text); the screen around it stays visible.
    public static let fill = Color(red: 0, green: 0, blue: 0, alpha: 0.88)

    /// The caption at full opacity, in canvas points.
    public var view: View
    /// The step's length, over which the caption shows.
    public var span: Rational

    /// The gap between a caption and the bar it sits under or over, in points.
    static let barGap = 8.0

    /// Lays out `caption` on `canvas`; `target` is the frame (canvas points) of the view a
    /// callout points at; `band` the content between the bars (the safe area when nil);
    /// `overlay` what a delivery feed's own interface covers (`FeedOverlay`, in points): the
    /// panel stays inside the rest, a bottom caption moving up above the feed's bottom band, a
    /// top one down below its top band, and both in from a covered side. `keepClear`: what
    /// the caption must not cover (`CaptionPlacement`): for a callout, what a viewer reads on
    /// its target's screen; for a top or bottom caption, the step's tapped view and the views
    /// its change shows.
    init(_ caption: FlowCaption, canvas: Canvas, target: Rect?, band: FlowBand? = nil, overlay: EdgeInsets = .zero, span: Rational,
         style: CaptionStyle = CaptionStyle(), keepClear: [Rect] = []) {
        self.span = span
        let margin = 16.0, left = max(margin, overlay.left), right = max(margin, overlay.right)
        let width = canvas.size.width - left - right
        let height = style.panelHeight(subtitle: caption.subtitle != nil)
        // On whole device pixels, so the arrow's clipped edge meets the bubble's without a seam.
        let pixel = { (v: Double) in (v * canvas.scale).rounded() / canvas.scale }
        if let target {
            let bubbleWidth = min(width, 280)
            let x = pixel(min(max(target.center.x - bubbleWidth / 2, left), canvas.size.width - right - bubbleWidth))
            let rows = FlowBand(top: max(overlay.top, canvas.safeArea.top),
                                bottom: canvas.size.height - max(overlay.bottom, canvas.safeArea.bottom))
            let place = CaptionPlacement.callout(target: target, size: Size(width: bubbleWidth, height: height), x: x,
                                                 naturalBelow: target.center.y < canvas.size.height / 2, content: keepClear, band: rows)
            let below = place.below, y = pixel(place.y)
            // The arrow: a square turned 45° whose center sits 2 points inside the bubble's edge,
            // clipped to the half outside it, so the translucent fill is never laid over itself
            // (a darker diamond showed through the bubble where the two overlapped).
            let square = View(frame: Rect(x: 4, y: below ? 4 : -10, width: 16, height: 16),
                              transform: ViewTransform(rotation: Double.pi / 4), backgroundColor: style.panel)
            let arrowX = pixel(target.center.x - x - 12)
            let arrow = View(frame: Rect(x: arrowX, y: below ? -10 : height, width: 24, height: 10),
                             clipsToBounds: true, subviews: [square])
            var parts = [arrow]
            // A bubble moved away from its target along the pointer is joined to it by a stem
            // from 4 points off the target to the arrow's base.
            let stem = below ? y - target.maxY - CaptionPlacement.calloutGap : target.minY - CaptionPlacement.calloutGap - y - height
            if stem > 0.5 {
                parts.insert(View(frame: Rect(x: arrowX + 10.5, y: below ? -10 - stem : height + 10, width: 3, height: stem),
                                  backgroundColor: style.panel), at: 0)
            }
            view = View(id: "flow.caption", frame: Rect(x: x, y: y, width: bubbleWidth, height: height),
                        subviews: parts + [View(frame: Rect(x: 0, y: 0, width: bubbleWidth, height: height), backgroundColor: style.panel,
                                               cornerRadius: max(0, style.cornerRadius - 2), subviews: Self.lines(caption, width: bubbleWidth, style: style))])
        } else {
            let bars = band ?? FlowBand(top: canvas.safeArea.top, bottom: canvas.size.height - canvas.safeArea.bottom)
            let band = bars.intersection(FlowBand(top: overlay.top, bottom: canvas.size.height - overlay.bottom))
            let preferred = caption.position == .top ? band.top + Self.barGap : band.bottom - Self.barGap - height
            var y = CaptionPlacement.panelY(preferred: preferred, height: height, x: left, width: width, band: band, gap: Self.barGap,
                                            keepClear: keepClear)
            if y != preferred { y = pixel(y) }
            view = View(id: "flow.caption", frame: Rect(x: left, y: y, width: width, height: height), backgroundColor: style.panel,
                        cornerRadius: style.cornerRadius, subviews: Self.lines(caption, width: width, style: style))
        }
    }

    /// The caption's text views inside a panel `width` points wide: the title line, and the
    /// subtitle under it. Each is laid out at its final width (12 points in from each side), as
    /// Auto Layout gives a label its width before it draws: a text view built narrower than a
    /// point is hidden (`View.text`), which once left every caption an empty pill.
    package static func lines(_ caption: FlowCaption, width: Double, style: CaptionStyle = CaptionStyle()) -> [View] {
        let lineWidth = width - 24
        var title = View.text(Label(text: caption.text, font: style.font, color: style.color, alignment: .center,
                                    numberOfLines: style.maxLines, lineHeight: style.lineHeight), x: 12, y: 11, width: lineWidth, id: "flow.caption.title")
        title.frame.size.height = Double(style.maxLines) * style.lineHeight
        var lines = [title]
        if let subtitle = caption.subtitle {
            var font = style.font
            (font.size, font.weight) = (style.subtitleSize, .regular)
            lines.append(.text(Label(text: subtitle, font: font, color: style.subtitleColor, alignment: .center, lineHeight: style.subtitleLineHeight),
                               x: 12, y: title.frame.maxY + 1, width: lineWidth, id: "flow.caption.subtitle"))
        }
        return lines
    }

    /// The fade's length for a step of `span` seconds.
    public static func fadeLength(span: Rational) -> Rational { min(fade, span / Rational(2)) }

    /// The opacity at `time` seconds from the step's start: 0 → 1 over the fade, 1, then 1 → 0
    /// over the fade before the end; 0 outside [0, span].
    public static func alpha(at time: Rational, span: Rational) -> Double {
        guard time >= .zero, time <= span else { return 0 }
        let f = fadeLength(span: span)
        if time < f { return (time / f).doubleValue }
        if time > span - f { return ((span - time) / f).doubleValue }
        return 1
    }

    /// The caption at `time` seconds from the step's start, or nil while invisible.
    public func view(at time: Rational) -> View? {
        let a = Self.alpha(at: time, span: span)
        guard a > 0 else { return nil }
        var v = view
        v.alpha = a
        return v
    }
}
