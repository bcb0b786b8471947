/// Flat templates for the delivery tests: solid scenes and one card, cheap to composite, so a
/// 15 s App Store preview renders in seconds (held frames are re-sent, not composited again).
enum DeliveryTemplates {
    /// A crossDissolve on `canvas` at `fps`, `holdBefore` + 0.5 + `holdAfter` seconds, with
    /// `extra` top-level keys (delivery, audio) first.
    static func flat(canvas: String = "  device: iPhone SE", fps: Int = 10, holdBefore: String = "0.5",
                     holdAfter: String = "14", extra: String = "") -> String {
        """
        \(extra)
        canvas:
        \(canvas)
        video:
          fps: \(fps)
        scenes:
          a:
            background: "#FFFFFF"
            views:
              - frame: [40, 100, 200, 120]
                background: "#FF3B30"
          b:
            background: "#007AFF"
        segue:
          animator: crossDissolve
          from: a
          to: b
          duration: 0.5
          holdBefore: \(holdBefore)
          holdAfter: \(holdAfter)
          directions: [present]
        """
    }
}
