import CompositorCore

/// UIKit's autoresizing mask: which of a view's margins and which of its dimensions stretch when
/// its superview's size changes (UIView.AutoresizingMask, with UIKit's bit values).
///
/// Along each axis the view has three parts: the leading margin, its size and the trailing
/// margin, which add up to the superview's size. When the superview grows or shrinks by Δ, the
/// flexible parts absorb Δ in proportion to their current lengths (equally when those are all
/// zero), as UIKit distributes it; fixed parts keep their lengths. A size never goes below 0.
public struct Autoresizing: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The left margin stretches (the view keeps its distance from the right edge).
    public static let flexibleLeftMargin = Autoresizing(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = Autoresizing(rawValue: 1 << 1)
    /// The right margin stretches (the view keeps its distance from the left edge).
    public static let flexibleRightMargin = Autoresizing(rawValue: 1 << 2)
    /// The top margin stretches (the view keeps its distance from the bottom).
    public static let flexibleTopMargin = Autoresizing(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = Autoresizing(rawValue: 1 << 4)
    /// The bottom margin stretches (the view keeps its distance from the top).
    public static let flexibleBottomMargin = Autoresizing(rawValue: 1 << 5)

    /// The template names, in UIKit's order.
    public static let names: [(name: String, flag: Autoresizing)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// The mask a view without an `autoresizing` key gets, read from where it sits in its
    /// superview the way its Auto Layout constraints usually pin it. Per axis: at least half the
    /// superview's length → the size stretches (pinned to both edges); centered (margins within
    /// a point) → both margins stretch; within the last quarter of the superview and nearer its
    /// trailing edge (a bottom button, a trailing chevron) → pinned to that edge; else pinned to
    /// the leading edge, as content stacked from the top is. Sizes of views under half the
    /// superview never change, so circles stay circles and icons keep their shape.
    public static func inferred(for frame: Rect, in superview: Size) -> Autoresizing {
        func axis(_ start: Double, _ length: Double, _ total: Double,
                  _ leading: Autoresizing, _ size: Autoresizing, _ trailing: Autoresizing) -> Autoresizing {
            let end = total - start - length
            if length >= total / 2 { return size }
            if abs(start - end) <= 1 { return [leading, trailing] }
            return end < start && start >= total * 3 / 4 ? leading : trailing
        }
        return axis(frame.minX, frame.width, superview.width, .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)
            .union(axis(frame.minY, frame.height, superview.height, .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin))
    }

    /// The mask of the view's mirror image: the left and right margins swapped (for a frame
    /// reflected right to left, which keeps its distance from the other edge).
    public var mirroredHorizontally: Autoresizing {
        var mask = subtracting([.flexibleLeftMargin, .flexibleRightMargin])
        if contains(.flexibleLeftMargin) { mask.insert(.flexibleRightMargin) }
        if contains(.flexibleRightMargin) { mask.insert(.flexibleLeftMargin) }
        return mask
    }

    /// `frame` (in a superview of size `old`) after the superview becomes `new`.
    public func frame(_ frame: Rect, from old: Size, to new: Size) -> Rect {
        let (x, width) = Self.axis(frame.minX, frame.width, old.width, new.width,
                                   contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin))
        let (y, height) = Self.axis(frame.minY, frame.height, old.height, new.height,
                                    contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin))
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// One axis: the new start and length when the total goes from `old` to `new`.
    private static func axis(_ start: Double, _ length: Double, _ old: Double, _ new: Double,
                             _ leading: Bool, _ size: Bool, _ trailing: Bool) -> (Double, Double) {
        let delta = new - old
        guard delta != 0 else { return (start, length) }
        let parts = [(leading, max(start, 0)), (size, max(length, 0)), (trailing, max(old - start - length, 0))]
        let flexible = parts.filter(\.0)
        guard !flexible.isEmpty else { return (start, length) }
        let weight = flexible.reduce(0) { $0 + $1.1 }
        func share(_ part: (Bool, Double)) -> Double {
            guard part.0 else { return 0 }
            return weight > 0 ? delta * part.1 / weight : delta / Double(flexible.count)
        }
        return (start + share(parts[0]), max(length + share(parts[1]), 0))
    }
}
