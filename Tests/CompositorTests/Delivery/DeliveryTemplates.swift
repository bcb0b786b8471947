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

    /// A flat flow with `delivery: appstore` on a 375 × 667 pt canvas at scale 2 (exactly
    /// 750 × 1334, the 4.7" preview size) at 10 fps: hold 0.5, push 0.5 + hold 7, pop 0.5 +
    /// hold 7 is 15.5 s, ⌈15.5 × 10⌉ + 1 = 156 frames.
    static let appStoreFlow = "delivery: appstore\n" + FlowFixtures.template(flow: """
          root: list
          steps:
            - {push: detail, duration: 0.5, hold: 7}
            - {pop: true, duration: 0.5, hold: 7}
        """).replacingOccurrences(of: "size: [160, 240], scale: 1", with: "size: [375, 667], scale: 2")
}
