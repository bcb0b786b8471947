import CompositorCore
import CompositorScene

/// Where each named view of a frame is drawn, in output pixels, so `check` can say which views
/// a differing box touches ("views drawn there: card, toolbar") instead of only its coordinates.
///
/// A view's footprint is its bounds after its own and its ancestors' transforms, grown by its
/// shadow (blur radius plus offset, both ways: a bound, not the exact ink) and cut to its
/// ancestors' clips (`clipsToBounds`). Hidden and fully transparent views (and their subtrees)
/// draw nothing and have none. Only views with an `id` are listed: the names a template author
/// wrote.
package struct DrawnViews: Sendable {
    /// One named view and the pixels it may touch.
    public struct Footprint: Sendable, Equatable {
        public var id: String
        public var pixels: IntRect
    }

    /// Back to front, in drawing order.
    public let footprints: [Footprint]

    /// The footprints of `layers` (back to front, in the canvas's points) at `scale` output
    /// pixels a point.
    public init(_ layers: [View], scale: Double) {
        var found: [Footprint] = []
        func walk(_ view: View, _ toCanvas: AffineTransform, clip: Rect?) {
            guard !view.isHidden, view.alpha > 0 else { return }
            let t = view.transformToSuperview.concatenating(toCanvas)
            let box = t.bounds(of: Rect(origin: .zero, size: view.frame.size))
            var drawn = box
            if let shadow = view.shadow, shadow.opacity > 0 {
                let grow = shadow.radius + max(abs(shadow.offset.width), abs(shadow.offset.height))
                drawn = Rect(x: box.minX - grow, y: box.minY - grow, width: box.width + 2 * grow, height: box.height + 2 * grow)
            }
            if let id = view.id, let shown = clip.map({ drawn.intersection($0) }) ?? drawn {
                let pixels = IntRect(covering: Rect(x: shown.minX * scale, y: shown.minY * scale,
                                                    width: shown.width * scale, height: shown.height * scale))
                if !pixels.isEmpty { found.append(Footprint(id: id, pixels: pixels)) }
            }
            var inner = clip
            if view.clipsToBounds {
                guard let shown = clip.map({ box.intersection($0) }) ?? box else { return }
                inner = shown
            }
            for sub in view.subviews { walk(sub, t, clip: inner) }
        }
        for layer in layers { walk(layer, .identity, clip: nil) }
        footprints = found
    }

    /// The ids of the views whose footprints overlap `box`, front to back (the view most likely
    /// to show the change first), each once.
    public func ids(overlapping box: IntRect) -> [String] {
        var seen = Set<String>(), ids: [String] = []
        for footprint in footprints.reversed() where !footprint.pixels.intersection(box).isEmpty {
            if seen.insert(footprint.id).inserted { ids.append(footprint.id) }
        }
        return ids
    }

    /// "views drawn there: card, title" (at most `limit` names, then "and N more"), or a
    /// sentence saying that no named view is.
    public func summary(overlapping box: IntRect, limit: Int = 8) -> String {
        let ids = ids(overlapping: box)
        guard !ids.isEmpty else { return "no view with an id is drawn there (give views `id:` to have them named)" }
        let shown = ids.prefix(limit).joined(separator: ", ")
        return "views drawn there (front to back): " + shown + (ids.count > limit ? " and \(ids.count - limit) more" : "")
    }
}
