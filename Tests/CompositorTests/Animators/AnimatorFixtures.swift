@testable import Compositor

/// Templates for animator tests: scene `a` (white, a red `card` that is also a shared element)
/// presenting scene `b` (blue, a green `photo` matched to the card), both titled so navigation
/// styles draw their bars.
enum AnimatorFixtures {
    /// A portrait phone-like canvas, 50 x 100 pixels (100 x 200 points at 0.5x), compact width.
    static let compact = "  size: [100, 200]\n  scale: 0.5"
    /// An iPad-like canvas, 200 x 150 pixels (800 x 600 points at 0.25x), regular width.
    static let regular = "  size: [800, 600]\n  scale: 0.25"

    /// The options each animator needs to run on these scenes.
    static func options(for animator: String) -> String {
        switch animator {
        case "scale": return "  options: {scaleView: card}\n"
        case "imageZoom": return "  options: {sourceView: card, destinationView: photo}\n"
        default: return ""
        }
    }

    static func yaml(animator: String, style: PresentationStyle? = nil, canvas: String = compact,
                     extraSegue: String = "") -> String {
        """
        canvas:
        \(canvas)
          background: "#000000"
        video:
          fps: 10
        scenes:
          a:
            title: A
            background: "#FFFFFF"
            views:
              - id: card
                match: shared
                frame: [8, 100, 24, 16]
                background: "#FF0000"
                cornerRadius: 4
          b:
            title: B
            background: "#0000FF"
            views:
              - id: photo
                match: shared
                frame: [20, 120, 60, 40]
                background: "#00FF00"
        segue:
          animator: \(animator)
          from: a
          to: b
          holdBefore: 0
          holdAfter: 0
        \(style.map { "  presentation: \($0.rawValue)\n" } ?? "")\(options(for: animator))\(extraSegue)
        """
    }

    static func template(animator: String, style: PresentationStyle? = nil, canvas: String = compact,
                         extraSegue: String = "") throws -> SegueTemplate {
        let dir = TemporaryDirectory()
        return try TemplateLoader.load(path: dir.write("t.yaml", yaml(animator: animator, style: style, canvas: canvas, extraSegue: extraSegue)))
    }
}
