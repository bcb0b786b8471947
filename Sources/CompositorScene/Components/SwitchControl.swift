import CompositorCore

/// A switch (UISwitch): a 51 × 31 point track, systemGreen when on and secondarySystemFill when
/// off, with a 27-point white knob 2 points from the edge (UIKit's intrinsic size). On, the knob
/// is at the trailing end: the right left to right, the left right to left (UISwitch mirrors
/// under `semanticContentAttribute`, as Apple's HIG "Right to left" shows its toggles).
package struct SwitchControl: Component {
    public static let name = "switch"
    public static let summary = "an on/off switch, 51 × 31 points (UISwitch)"

    public var isOn: Bool
    /// The on color; nil for systemGreen.
    public var onTint: Color?

    public init(isOn: Bool, onTint: Color? = nil) { self.isOn = isOn; self.onTint = onTint }

    /// UISwitch's intrinsic content size.
    public static let size = Size(width: 51, height: 31)

    public func subviews(size: Size, in env: ComponentEnvironment) -> [View] {
        let s = Self.size
        let track = isOn ? (onTint ?? env.palette[.systemGreen]) : env.palette[.secondarySystemFill]
        let knobAtRight = isOn != (env.layoutDirection == .rightToLeft)
        let knobX = knobAtRight ? s.width - 2 - 27 : 2
        return [
            .fill(track, Rect(x: 0, y: 0, width: s.width, height: s.height), cornerRadius: s.height / 2),
            View(frame: Rect(x: knobX, y: 2, width: 27, height: 27), backgroundColor: .white, cornerRadius: 13.5,
                 shadow: Shadow(color: .black, opacity: 0.15, radius: 4, offset: Size(width: 0, height: 3))),
        ]
    }
}
