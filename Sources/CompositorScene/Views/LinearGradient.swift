import CompositorCore

/// A linear gradient background, as CAGradientLayer's: stops along the line from `start` to `end`,
/// both in unit coordinates of the view's bounds ((0, 0) top-left, (1, 1) bottom-right).
public struct LinearGradient: Hashable, Sendable {
    /// One color at a location in 0...1 along the gradient line.
    public struct Stop: Hashable, Sendable {
        /// The color at this stop.
        public var color: Color
        /// Where along the gradient, 0 (start) … 1 (end).
        public var location: Double

        /// A stop of `color` at `location`.
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// At least two stops, locations non-decreasing.
    public var stops: [Stop]
    /// Where location 0 lies, in unit coordinates of the view (0,0 top left; 1,1 bottom right), as
    /// CAGradientLayer's startPoint.
    public var start: Point
    /// Where location 1 lies, in the same unit coordinates.
    public var end: Point

    /// A gradient through `stops` from `start` to `end` (default: top to bottom).
    public init(stops: [Stop], start: Point = Point(x: 0.5, y: 0), end: Point = Point(x: 0.5, y: 1)) {
        self.stops = stops; self.start = start; self.end = end
    }
}
