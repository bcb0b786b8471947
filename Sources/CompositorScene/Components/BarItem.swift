import CompositorCore

/// A button in a navigation bar or toolbar (UIBarButtonItem): a title, or an icon by SF Symbol
/// name, in the tint color; `done` items are semibold.
public struct BarItem: Hashable, Sendable {
    public var title: String?
    public var icon: String?
    public var done: Bool

    public init(title: String? = nil, icon: String? = nil, done: Bool = false) {
        self.title = title; self.icon = icon; self.done = done
    }

    /// The item's width: an icon's 24-point box, or the title's estimated width (UIKit sizes
    /// bar items to their text; we estimate 0.55 em per character at 17 points).
    package var width: Double {
        if icon != nil, title == nil { return 24 }
        return Double((title ?? "").count) * 17 * 0.55 + 2
    }

    /// The item's view with its leading edge at `x`, centered on `centerY`; right to left
    /// (`direction`) a chevron or arrow icon points the other way.
    package func view(x: Double, centerY: Double, tint: Color, direction: LayoutDirection, id: String? = nil) -> View {
        if let title {
            let label = TextStyle.body.label(title, color: tint, weight: done ? .semibold : nil)
            return .text(label, x: x, centerY: centerY, width: width + 8, id: id)
        }
        return Glyph.icon(icon ?? "?", in: Rect(x: x, y: centerY - 12, width: 24, height: 24), color: tint, direction: direction, id: id)
    }
}
