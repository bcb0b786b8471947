import CompositorCore

/// A slider (UISlider): a 4-point track, the tint up to the value and systemFill after it, and
/// a 28-point white thumb with a soft shadow; the thumb's center runs from 14 points in to 14
/// points before the end. Right to left the track fills from the right (UISlider mirrors).
package struct Slider: Component {
    public static let name = "slider"
    public static let summary = "a slider with a value from 0 to 1 (UISlider)"

    public var value: Double
    public init(value: Double) { self.value = value }

    public func subviews(size: Size, in env: ComponentEnvironment) -> [View] {
        let midY = size.height / 2, thumbX = 14 + value * max(size.width - 28, 0)
        let views: [View] = [
            .fill(env.palette[.systemFill], Rect(x: 0, y: midY - 2, width: size.width, height: 4), cornerRadius: 2),
            .fill(env.tint, Rect(x: 0, y: midY - 2, width: thumbX, height: 4), cornerRadius: 2),
            View(frame: Rect(x: thumbX - 14, y: midY - 14, width: 28, height: 28), backgroundColor: .white, cornerRadius: 14,
                 border: Border(width: 0.5, color: Color(r8: 0, g8: 0, b8: 0, a8: 10)),
                 shadow: Shadow(color: .black, opacity: 0.15, radius: 6, offset: Size(width: 0, height: 3))),
        ]
        return views.laidOut(env.layoutDirection, in: size)
    }
}
