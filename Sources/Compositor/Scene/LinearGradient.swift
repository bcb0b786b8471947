/// A linear gradient background, as CAGradientLayer's: stops along the line from `start` to `end`,
/// both in unit coordinates of the view's bounds ((0, 0) top-left, (1, 1) bottom-right).
public struct LinearGradient: Hashable, Sendable {
    /// One color at a location in 0...1 along the gradient line.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: Double

        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// At least two stops, locations non-decreasing.
    public var stops: [Stop]
    public var start: Point
    public var end: Point

    public init(stops: [Stop], start: Point = Point(x: 0.5, y: 0), end: Point = Point(x: 0.5, y: 1)) {
        self.stops = stops; self.start = start; self.end = end
    }
}
