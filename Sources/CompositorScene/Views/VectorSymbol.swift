import CompositorCore

/// The SF Symbols drawn as vector strokes instead of Material Icons glyphs: the chevrons and the
/// checkmark, whose Material stand-ins (`arrow_back_ios_new`, square-ended and thin) read as
/// another platform's. SF Symbols draws these as one line with round caps and round joins, so
/// each is a polyline stroked that way (a `PathContent`), the same shape the navigation bar's
/// back chevron and a table cell's disclosure indicator use.
///
/// Proportions (measured on iOS 17 screenshots, not published by Apple): the back chevron's ink
/// is 12 × 21 points with a 3-point stroke at the navigation bar's symbol size, so at an icon
/// size S a chevron's ink is 0.5 S across and 0.875 S along its arms' span with a 0.125 S
/// stroke; the checkmark's ink is 0.75 S × 0.7 S with a 0.11 S stroke. Centered in the em box.
package enum VectorSymbol: String, CaseIterable, Sendable {
    case chevronLeft = "chevron.left", chevronBackward = "chevron.backward"
    case chevronRight = "chevron.right", chevronForward = "chevron.forward"
    case chevronUp = "chevron.up", chevronDown = "chevron.down"
    case checkmark

    /// The symbol an icon name means, if it is one of these.
    public init?(name: String) { self.init(rawValue: name) }

    /// The stroke width in points at icon size `size`.
    public func lineWidth(size: Double) -> Double { size * (self == .checkmark ? 0.11 : 0.125) }

    /// The polyline's points in a `size` × `size` em box (y down).
    public func points(size s: Double) -> [Point] {
        let t = lineWidth(size: s) / 2
        // A chevron's ink: 0.5 s across its tip's direction, 0.875 s along its arms' span.
        let upright = Rect(x: 0.25 * s, y: 0.0625 * s, width: 0.5 * s, height: 0.875 * s)
        let lying = Rect(x: 0.0625 * s, y: 0.25 * s, width: 0.875 * s, height: 0.5 * s)
        switch self {
        case .chevronLeft, .chevronBackward: return Self.chevron(in: upright, pointing: .left, inset: t)
        case .chevronRight, .chevronForward: return Self.chevron(in: upright, pointing: .right, inset: t)
        case .chevronUp: return Self.chevron(in: lying, pointing: .up, inset: t)
        case .chevronDown: return Self.chevron(in: lying, pointing: .down, inset: t)
        case .checkmark: return Self.checkmark(in: Rect(x: 0.125 * s, y: 0.15 * s, width: 0.75 * s, height: 0.7 * s), inset: t)
        }
    }

    /// Where a chevron's tip points.
    package enum Direction { case left, right, up, down }

    /// A chevron whose stroked ink (`inset` = half the stroke, round caps and join) fills `box`.
    package static func chevron(in box: Rect, pointing direction: Direction, inset t: Double) -> [Point] {
        let x0 = box.minX + t, x1 = box.maxX - t, y0 = box.minY + t, y1 = box.maxY - t
        let cx = box.minX + box.width / 2, cy = box.minY + box.height / 2
        switch direction {
        case .left: return [Point(x: x1, y: y0), Point(x: x0, y: cy), Point(x: x1, y: y1)]
        case .right: return [Point(x: x0, y: y0), Point(x: x1, y: cy), Point(x: x0, y: y1)]
        case .up: return [Point(x: x0, y: y1), Point(x: cx, y: y0), Point(x: x1, y: y1)]
        case .down: return [Point(x: x0, y: y0), Point(x: cx, y: y1), Point(x: x1, y: y0)]
        }
    }

    /// A checkmark whose stroked ink fills `box`: the short arm from 55 % down the left edge to
    /// the corner at 36 % across the bottom, the long arm up to the top right.
    package static func checkmark(in box: Rect, inset t: Double) -> [Point] {
        [Point(x: box.minX + t, y: box.minY + box.height * 0.55), Point(x: box.minX + box.width * 0.36, y: box.maxY - t),
         Point(x: box.maxX - t, y: box.minY + t)]
    }

    /// A polyline stroked as SF Symbols draws its lines: round caps, round joins, no fill.
    public static func stroke(_ points: [Point], lineWidth: Double, color: Color) -> PathContent {
        let elements = points.enumerated().map { i, p in i == 0 ? VectorPath.Element.move(p) : .line(p) }
        return PathContent(path: VectorPath(elements: elements), fillColor: nil, strokeColor: color,
                           lineWidth: lineWidth, lineCap: .round, lineJoin: .round)
    }

    /// A circle of `diameter` (center line) stroked `lineWidth` wide, centered in a view of
    /// `viewSize`: the ring of a ringed icon (`IconContent.ring`). Four cubic quarter arcs, each
    /// with control points at 0.5523 of the radius (the standard cubic circle approximation,
    /// within 0.03 % of the radius).
    public static func ring(diameter: Double, lineWidth: Double, color: Color, in viewSize: Size) -> PathContent {
        let r = diameter / 2, k = 0.5523 * r, cx = viewSize.width / 2, cy = viewSize.height / 2
        func p(_ x: Double, _ y: Double) -> Point { Point(x: cx + x, y: cy + y) }
        let elements: [VectorPath.Element] = [
            .move(p(r, 0)),
            .cubic(p(r, k), p(k, r), p(0, r)), .cubic(p(-k, r), p(-r, k), p(-r, 0)),
            .cubic(p(-r, -k), p(-k, -r), p(0, -r)), .cubic(p(k, -r), p(r, -k), p(r, 0)),
            .close,
        ]
        return PathContent(path: VectorPath(elements: elements), fillColor: nil, strokeColor: color, lineWidth: lineWidth,
                           lineCap: .round, lineJoin: .round)
    }

    /// The symbol as a shape for a view of `viewSize`, drawn at icon size `size`, centered.
    public func content(size: Double, color: Color, in viewSize: Size) -> PathContent {
        let dx = (viewSize.width - size) / 2, dy = (viewSize.height - size) / 2
        let points = points(size: size).map { Point(x: $0.x + dx, y: $0.y + dy) }
        return Self.stroke(points, lineWidth: lineWidth(size: size), color: color)
    }
}
