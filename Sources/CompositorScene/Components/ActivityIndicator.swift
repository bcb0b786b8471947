import CompositorCore

/// An activity indicator (UIActivityIndicatorView): eight rounded spokes around the center, each
/// fainter than the one before (a still of the spinning wheel); medium is 20 points across,
/// large 37, in systemGray unless a color is given.
package struct ActivityIndicator: Component {
    public static let name = "activityIndicator"
    public static let summary = "a spinner of eight spokes, medium or large (UIActivityIndicatorView)"

    public var large: Bool
    public var color: Color?

    public init(large: Bool = false, color: Color? = nil) { self.large = large; self.color = color }

    public func subviews(size: Size, in env: ComponentEnvironment) -> [View] {
        let side = large ? 37.0 : 20.0, color = self.color ?? env.palette[.systemGray]
        let cx = size.width / 2, cy = size.height / 2
        let length = side * 0.28, width = side * (large ? 0.11 : 0.13), radius = side / 2 - length / 2
        return (0..<8).map { i in
            let angle = Double(i) * Double.pi / 4
            let x = cx + radius * DeterministicMath.sin(angle), y = cy - radius * DeterministicMath.cos(angle)
            var spoke = View(frame: Rect(x: x - width / 2, y: y - length / 2, width: width, height: length),
                             backgroundColor: color.withOpacity(1 - Double(i) * 0.1), cornerRadius: width / 2)
            spoke.transform.rotation = angle
            return spoke
        }
    }
}
