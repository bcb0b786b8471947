import CompositorCore

/// A page control (UIPageControl, iOS 14+): 7-point dots 16 points apart, centered; the current
/// page in `label`, the others in tertiaryLabel; right to left the first page's dot is the
/// rightmost (UIPageControl mirrors).
package struct PageControl: Component {
    public static let name = "pageControl"
    public static let summary = "page dots with the current page highlighted (UIPageControl)"

    public var numberOfPages: Int
    public var currentPage: Int

    public init(numberOfPages: Int, currentPage: Int = 0) { self.numberOfPages = numberOfPages; self.currentPage = currentPage }

    public func subviews(size: Size, in env: ComponentEnvironment) -> [View] {
        let pitch = 16.0, d = 7.0
        let start = (size.width - pitch * Double(numberOfPages - 1)) / 2
        let dots: [View] = (0..<numberOfPages).map { i in
            let color = env.palette[i == currentPage ? .label : .tertiaryLabel]
            return .fill(color, Rect(x: start + pitch * Double(i) - d / 2, y: size.height / 2 - d / 2, width: d, height: d), cornerRadius: d / 2)
        }
        return dots.laidOut(env.layoutDirection, in: size)
    }
}
