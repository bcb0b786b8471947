import CompositorCore
import CompositorScene

/// A view in the source scene and its counterpart in the destination, morphing between them in
/// container (window) coordinates above both scenes: Hero's `heroID`, SwiftUI's
/// `matchedGeometryEffect`, and JKImageTransitionSegue's flying image.
///
/// The morph is the source view with its frame, corner radius, background, border and alpha
/// interpolated to the destination's, its subviews scaled with its frame; when the two differ in
/// content (image, label, gradient or subviews) the destination's copy fades in over it. Both
/// originals are hidden meanwhile.
struct MatchedViews: Sendable {
    /// The source view, its frame in container coordinates.
    let source: View
    /// The destination view, its frame in container coordinates.
    let destination: View

    /// The pair of views found by `sourceID` in `sourceRoot` and `destinationID` in
    /// `destinationRoot` (placed roots, so their frames are in container coordinates).
    init?(sourceID: String, in sourceRoot: View, destinationID: String, in destinationRoot: View) {
        guard let s = sourceRoot.find(id: sourceID), let d = destinationRoot.find(id: destinationID) else { return nil }
        source = MatchedViews.inContainer(s.view, s.toRoot)
        destination = MatchedViews.inContainer(d.view, d.toRoot)
    }

    /// Every pair of views with the same `matchID` in the two roots, in the source's order.
    static func shared(from sourceRoot: View, to destinationRoot: View) -> [MatchedViews] {
        var found: [(View, AffineTransform)] = []
        sourceRoot.forEachMatched(toContainer: .identity) { found.append(($0, $1)) }
        var pairs: [MatchedViews] = []
        for (view, transform) in found {
            var target: (View, AffineTransform)?
            destinationRoot.forEachMatched(toContainer: .identity) { v, t in
                if target == nil, v.matchID == view.matchID { target = (v, t) }
            }
            if let (v, t) = target, !pairs.contains(where: { $0.source.matchID == view.matchID }) {
                pairs.append(MatchedViews(source: inContainer(view, transform), destination: inContainer(v, t)))
            }
        }
        return pairs
    }

    private init(source: View, destination: View) {
        self.source = source
        self.destination = destination
    }

    /// `view` moved to container coordinates: its frame is the bounds of where it is drawn.
    private static func inContainer(_ view: View, _ toContainer: AffineTransform) -> View {
        var copy = view
        copy.frame = toContainer.bounds(of: Rect(origin: .zero, size: view.frame.size))
        copy.transform = .identity
        copy.isHidden = false
        return copy
    }

    /// The properties that morph: frame, corner radius, background, border and alpha.
    private static let morphed: [AnimatableProperty] = [.frame, .cornerRadius, .alpha]

    /// The flying views at eased progress `t` (0: the source's look, 1: the destination's).
    func morph(at t: Double) -> [View] {
        var moving = source
        for property in Self.morphed {
            property.set(property.value(of: source).interpolated(to: property.value(of: destination), t), on: &moving)
        }
        if let a = source.backgroundColor, let b = destination.backgroundColor { moving.backgroundColor = a.interpolated(to: b, t) }
        if let a = source.border, let b = destination.border { moving.border = a.interpolated(to: b, t) }
        moving.subviews = Self.scaled(source.subviews, from: source.frame.size, to: moving.frame.size)
        guard !sameContent else { return [moving] }
        var arriving = destination
        arriving.frame = moving.frame
        arriving.cornerRadius = moving.cornerRadius
        arriving.backgroundColor = moving.backgroundColor
        arriving.alpha = moving.alpha * t
        arriving.subviews = Self.scaled(destination.subviews, from: destination.frame.size, to: moving.frame.size)
        return [moving, arriving]
    }

    /// `subviews` laid out for a view of `size`, drawn scaled to fill one of `target` size: in
    /// a container of the original size centered in the flying view and scaled with it, as a
    /// snapshot flies in Hero (its content stretches with its bounds). Without it a contact's
    /// 42-point initials stood out of the 52-point circle they fly into.
    private static func scaled(_ subviews: [View], from size: Size, to target: Size) -> [View] {
        guard !subviews.isEmpty, size.width > 0, size.height > 0, size != target else { return subviews }
        let container = View(frame: Rect(x: (target.width - size.width) / 2, y: (target.height - size.height) / 2,
                                         width: size.width, height: size.height),
                             transform: ViewTransform(scaleX: target.width / size.width, scaleY: target.height / size.height),
                             subviews: subviews)
        return [container]
    }

    /// True when the destination shows what the source shows, so no cross-fade is needed.
    private var sameContent: Bool {
        source.image == destination.image && source.video == destination.video && source.label == destination.label
            && source.gradient == destination.gradient && source.subviews == destination.subviews
    }
}

extension View {
    /// Hides every view in this subtree that `matches` (shared elements in flight).
    mutating func hide(where matches: (View) -> Bool) {
        visit { if matches($0) { $0.isHidden = true } }
    }

    /// Calls `body` with every view in this subtree that has a `matchID`, depth first, and the
    /// transform from its own coordinates to the container's; `toContainer` maps this view's
    /// superview to the container.
    func forEachMatched(toContainer: AffineTransform, _ body: (View, AffineTransform) -> Void) {
        let own = transformToSuperview.concatenating(toContainer)
        if matchID != nil { body(self, own) }
        for sub in subviews { sub.forEachMatched(toContainer: own, body) }
    }
}
