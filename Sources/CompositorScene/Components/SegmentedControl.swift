import CompositorCore

/// A segmented control (UISegmentedControl, iOS 13+): segments on a tertiarySystemFill track
/// with 9-point corners, the selected one a raised white (systemGray in dark) card inset 2
/// points; titles 13 points, semibold when selected. Height: the view's (UIKit's is 32). Right
/// to left the first segment is the rightmost (UISegmentedControl mirrors).
package struct SegmentedControl: Component {
    public static let name = "segmentedControl"
    public static let summary = "segments with one selected (UISegmentedControl)"

    public var segments: [String]
    public var selected: Int

    public init(segments: [String], selected: Int = 0) { self.segments = segments; self.selected = selected }

    public func subviews(size: Size, in env: ComponentEnvironment) -> [View] {
        let palette = env.palette, n = Double(max(segments.count, 1)), w = size.width / n
        var views: [View] = [.fill(palette[.tertiarySystemFill], Rect(x: 0, y: 0, width: size.width, height: size.height), cornerRadius: 9)]
        let card = env.appearance == .light ? Color.white : Color(r8: 99, g8: 99, b8: 102)
        views.append(View(frame: Rect(x: w * Double(selected) + 2, y: 2, width: max(w - 4, 0), height: max(size.height - 4, 0)), backgroundColor: card,
                          cornerRadius: 7, shadow: Shadow(color: .black, opacity: 0.12, radius: 4, offset: Size(width: 0, height: 3))))
        for (i, title) in segments.enumerated() {
            if i > 0, i != selected, i != selected + 1 {
                views.append(.fill(palette[.systemGray3].withOpacity(0.6), Rect(x: w * Double(i), y: size.height / 2 - 7, width: 1, height: 14)))
            }
            let label = Label(text: title, font: FontSpec(size: 13, weight: i == selected ? .semibold : .medium), color: palette[.label],
                              alignment: .center, lineHeight: 18)
            views.append(.text(label, x: w * Double(i), centerY: size.height / 2, width: w))
        }
        return views.laidOut(env.layoutDirection, in: size)
    }
}
