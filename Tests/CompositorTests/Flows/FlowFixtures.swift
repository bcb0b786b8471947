/// Small flow templates for tests: 160x240 points at scale 1, no status bar, few views.
enum FlowFixtures {
    /// Three scenes (list, detail, share) and a fourth (walks) for tabs; `flow` is the
    /// template's `flow:` section, indented by two spaces.
    static func template(fps: Int = 10, scale: Int = 1, flow: String) -> String {
        """
        canvas: {size: [160, 240], scale: \(scale), background: "#000000", statusBar: false, homeIndicator: false}
        video: {fps: \(fps)}
        scenes:
          list:
            title: Pets
            background: "#FFFFFF"
            views:
              - id: row-1
                frame: [0, 100, 160, 40]
                background: "#E5F1FF"
              - id: like
                frame: [120, 150, 24, 24]
                background: "#CCCCCC"
                cornerRadius: 12
          detail:
            title: Biscuit
            background: "#FFF1E0"
            views:
              - id: share
                frame: [110, 200, 40, 30]
                background: "#FF9500"
          share:
            background: "#34C759"
          walks:
            title: Walks
            background: "#5856D6"
        flow:
        \(flow)
        """
    }
}
