import CompositorCore

/// A view's own layout of its content, as UIView's `layoutSubviews()`: the subviews it places
/// in a view of a given size. Components (a table, a segmented control) carry one, so when an
/// animator animates their frame (`View.laidOut(in:)`), their parts are placed again by the
/// component's own rules at each size (a cell's value keeps its trailing margin, segments
/// divide the width) instead of by the autoresizing masks plain views follow.
///
/// A pure function of `size`: the same size gives the same views.
public protocol SubviewLayout: Hashable, Sendable {
    /// The views, in the coordinates of a view of `size`.
    func subviews(size: Size) -> [View]
}

/// A `SubviewLayout` of any type, so `View` stays a plain `Hashable` value: two are equal when
/// they hold equal layouts of the same type.
public struct AnySubviewLayout: Hashable, Sendable {
    /// The layout.
    public let base: any SubviewLayout

    /// `base`, boxed.
    public init(_ base: any SubviewLayout) { self.base = base }

    /// Equal layouts of the same type.
    public static func == (lhs: Self, rhs: Self) -> Bool { AnyHashable(lhs.base) == AnyHashable(rhs.base) }

    /// The layout's own hash.
    public func hash(into hasher: inout Hasher) { base.hash(into: &hasher) }
}
