import CompositorCore

/// A progress bar (UIProgressView, default style): a 4-point capsule of systemGray5 filled with
/// the tint up to `progress`, centered vertically in the view's frame; right to left it fills
/// from the right (UIProgressView mirrors).
package struct ProgressView: Component {
    public static let name = "progressView"
    public static let summary = "a progress bar from 0 to 1 (UIProgressView)"

    public var progress: Double
    public init(progress: Double) { self.progress = progress }

    public func subviews(size: Size, in env: ComponentEnvironment) -> [View] {
        let y = size.height / 2 - 2
        let views: [View] = [
            .fill(env.palette[.systemGray5], Rect(x: 0, y: y, width: size.width, height: 4), cornerRadius: 2),
            .fill(env.tint, Rect(x: 0, y: y, width: size.width * progress, height: 4), cornerRadius: 2),
        ]
        return views.laidOut(env.layoutDirection, in: size)
    }
}
