import CompositorCore

/// A system button (UIButton.Configuration, iOS 15+): filled, tinted, gray or plain, with a
/// title centered in the view's frame.
///
/// Colors: filled is the tint with white text; tinted the tint at 15 % (25 % in dark) with
/// tinted text; gray is tertiarySystemFill with tinted text; plain has tinted text alone.
/// Corners: 8 points for frames under 44 points tall, 12 above ("dynamic" corner style), or
/// half the height as a capsule. Title: body (17 points), or subheadline under 30 points tall.
public struct Button: Component {
    public static let name = "button"
    public static let summary = "a system button: filled, tinted, gray or plain (UIButton.Configuration)"

    public enum Style: String, Hashable, Sendable, CaseIterable { case filled, tinted, gray, plain }

    public var title: String
    public var style: Style
    /// The tint; nil for systemBlue.
    public var tint: Color?
    public var capsule: Bool

    public init(title: String, style: Style = .filled, tint: Color? = nil, capsule: Bool = false) {
        self.title = title; self.style = style; self.tint = tint; self.capsule = capsule
    }

    public func subviews(size: Size, in env: ComponentEnvironment) -> [View] {
        let tint = self.tint ?? env.tint, palette = env.palette
        let background: Color?, foreground: Color
        switch style {
        case .filled: (background, foreground) = (tint, .white)
        case .tinted: (background, foreground) = (tint.withOpacity(env.appearance == .light ? 0.15 : 0.25), tint)
        case .gray: (background, foreground) = (palette[.tertiarySystemFill], tint)
        case .plain: (background, foreground) = (nil, tint)
        }
        let radius = capsule ? size.height / 2 : (size.height < 44 ? 8 : 12)
        let style: TextStyle = size.height < 30 ? .subheadline : .body
        var views: [View] = []
        if let background { views.append(.fill(background, Rect(x: 0, y: 0, width: size.width, height: size.height), cornerRadius: radius)) }
        views.append(.text(style.label(title, color: foreground, weight: style == .body && self.style == .filled ? .semibold : nil,
                                       alignment: .center), x: 0, centerY: size.height / 2, width: size.width))
        return views
    }
}
