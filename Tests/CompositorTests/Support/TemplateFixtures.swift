/// Small templates for tests, built from parts so each test changes one thing.
enum TemplateFixtures {
    /// A valid crossDissolve template: 64x48 pixels (32x24 points at 2x), 10 fps, 0.2 + 0.5 + 0.3 s.
    static func minimal(canvas: String = "  size: [32, 24]\n  scale: 2",
                        animator: String = "crossDissolve", options: String = "",
                        extraSegue: String = "", video: String = "  fps: 10",
                        fromViews: String = """
                              - id: card
                                frame: [4, 4, 12, 8]
                                background: "#FF0000"
                        """) -> String {
        """
        canvas:
        \(canvas)
          background: "#000000"
        video:
        \(video)
        scenes:
          a:
            background: "#FFFFFF"
            views:
        \(fromViews)
          b:
            background: "#0000FF"
        segue:
          animator: \(animator)
          from: a
          to: b
          duration: 0.5
          holdBefore: 0.2
          holdAfter: 0.3
        \(options)\(extraSegue)
        """
    }
}
