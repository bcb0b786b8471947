import CompositorCore

/// A rectangle of whole device pixels, [x0, x1) × [y0, y1).
package struct IntRect: Hashable, Sendable, CustomStringConvertible {
    public var x0: Int, y0: Int, x1: Int, y1: Int

    public init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }

    /// The pixels touched by `rect` (device pixels), expanded outward to whole pixels.
    /// Non-finite or huge coordinates are clamped so the result stays representable.
    public init(covering rect: Rect) {
        func clampInt(_ v: Double) -> Int { v.isNaN ? 0 : Int(min(max(v, -1e9), 1e9)) }
        x0 = clampInt(rect.minX.rounded(.down)); y0 = clampInt(rect.minY.rounded(.down))
        x1 = clampInt(rect.maxX.rounded(.up)); y1 = clampInt(rect.maxY.rounded(.up))
    }

    /// No pixels.
    public static let empty = IntRect(x0: 0, y0: 0, x1: 0, y1: 0)

    public var width: Int { max(0, x1 - x0) }
    public var height: Int { max(0, y1 - y0) }
    public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// The overlap, possibly empty.
    public func intersection(_ other: IntRect) -> IntRect {
        IntRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }

    /// The smallest rectangle holding both (`Rect.union`'s twin).
    public func union(_ other: IntRect) -> IntRect {
        IntRect(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// The pixels of this rectangle outside `hole`, as at most four rectangles that do not
    /// overlap: the rows above and below it, then the columns left and right of it beside it.
    public func subtracting(_ hole: IntRect) -> [IntRect] {
        let h = intersection(hole)
        guard !h.isEmpty else { return isEmpty ? [] : [self] }
        return [IntRect(x0: x0, y0: y0, x1: x1, y1: h.y0), IntRect(x0: x0, y0: h.y1, x1: x1, y1: y1),
                IntRect(x0: x0, y0: h.y0, x1: h.x0, y1: h.y1), IntRect(x0: h.x1, y0: h.y0, x1: x1, y1: h.y1)].filter { !$0.isEmpty }
    }

    public var description: String { "[\(x0), \(y0)) - [\(x1), \(y1))" }
}

extension Pixmap {
    /// The whole pixmap as a rectangle.
    public var bounds: IntRect { IntRect(x0: 0, y0: 0, x1: width, y1: height) }
}
