import CompositorCore
import CompositorMotion
import CompositorScene

/// `validate`'s check of a flow against its feed's overlay (`FeedOverlay`): a tap whose point,
/// or a caption or callout whose panel, lies under the rows or columns the feed's own
/// interface covers gets a warning naming the feed, the step and what covers it. Captions are
/// laid out inside the safe zone already; what remains are callouts at views under the overlay,
/// captions in a band too short for them, and taps.
package enum FeedOverlayCheck {
    /// The warnings for `template` (none without a flow or a feed overlay, or for a flow that
    /// does not compile: its error is reported elsewhere).
    package static func warnings(_ template: SegueTemplate) -> [String] {
        guard template.flow != nil, let (insets, preset) = template.feedOverlay,
              let script = try? FlowScript(template: template) else { return [] }
        let size = script.canvas.size
        let safe = Rect(x: insets.left, y: insets.top, width: size.width - insets.left - insets.right,
                        height: size.height - insets.top - insets.bottom)
        let covers = preset.overlay?.covers ?? "its interface"
        func pt(_ v: Double) -> String { PlainNumber.text((v * 10).rounded() / 10) }
        var out: [String] = []
        for (index, step) in script.steps.enumerated() {
            if let touch = step.touch {
                let p = touch.point
                if p.x < safe.minX || p.x > safe.maxX || p.y < safe.minY || p.y > safe.maxY {
                    out.append("flow.steps[\(index)].tap: the tap at (\(pt(p.x)), \(pt(p.y))) pt lands under \(preset.title)'s overlay (\(covers)); "
                               + "keep taps inside x \(pt(safe.minX))…\(pt(safe.maxX)), y \(pt(safe.minY))…\(pt(safe.maxY)) pt")
                }
            }
            if let caption = step.caption {
                let f = caption.view.frame
                if f.minX < safe.minX - 0.001 || f.maxX > safe.maxX + 0.001 || f.minY < safe.minY - 0.001 || f.maxY > safe.maxY + 0.001 {
                    out.append("flow.steps[\(index)].caption: the caption (y \(pt(f.minY))…\(pt(f.maxY)) pt) lies under \(preset.title)'s overlay (\(covers)); "
                               + "keep it inside y \(pt(safe.minY))…\(pt(safe.maxY)) pt")
                }
            }
        }
        return out
    }
}
