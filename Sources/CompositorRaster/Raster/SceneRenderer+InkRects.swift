import CompositorCore
import CompositorScene

extension SceneRenderer {
    /// Device-pixel rectangles holding every pixel `view`'s subtree draws (`toDevice`: its own
    /// coordinates to device pixels), one or more a view that draws, each grown by 2 pixels for
    /// anti-aliasing; `[]` when it draws nothing, nil when that is not known from the views
    /// (an unclipped image or aspect-filled video, a view turned in perspective or rasterized).
    ///
    /// `drawnDeviceBounds` bounds a subtree by one rectangle and a label or an icon by its box
    /// grown by twice its size on every side, which is safe without the text drawn. This takes
    /// a label's glyph masks where `TextRenderer.inkBounds` places them (a color glyph: the
    /// box grown as there), an icon's vector symbol by its path's hull, and a container that
    /// draws nothing of its own by its subviews alone: so a navigation bar's back title, its
    /// large title and a tab bar's items give the rows they are drawn in, not a third of the
    /// screen (issue 51: a slide's bar rows, `barRows`). A material reads past its bounds
    /// (`backdropReach`): its rectangle is grown by that reach, the rows it needs drawn under it.
    package func inkRects(_ view: View, toDevice: AffineTransform) throws -> [IntRect]? {
        var rects: [IntRect] = []
        guard try collectInk(view, toDevice: toDevice, into: &rects) else { return nil }
        return rects
    }

    private func collectInk(_ view: View, toDevice: AffineTransform, into rects: inout [IntRect]) throws -> Bool {
        guard !view.isHidden, view.alpha > 0 else { return true }
        guard view.transform.rotationY == 0, !view.shouldRasterize else { return false }
        let size = view.frame.size
        func add(_ e: IntRect, grownBy margin: Int = 2) {
            rects.append(IntRect(x0: e.x0 - margin, y0: e.y0 - margin, x1: e.x1 + margin, y1: e.y1 + margin))
        }
        func add(_ r: Rect, grownBy margin: Int = 2) -> Bool {
            guard [r.minX, r.minY, r.maxX, r.maxY].allSatisfy({ $0.isFinite && abs($0) < 1e6 }) else { return false }
            add(IntRect(covering: r), grownBy: margin)
            return true
        }
        let box = toDevice.bounds(of: Rect(origin: .zero, size: size))
        func addLabel(_ label: Label) throws -> Bool {
            if let ink = try textRenderer().inkBounds(label, size: size, transform: toDevice) {
                if !ink.isEmpty { add(ink) }
                return true
            }
            return add(toDevice.bounds(of: View.grown(Rect(origin: .zero, size: size), by: 2 * max(label.font.size, label.lineHeight ?? 0))))
        }
        // A view clipping to its bounds draws inside them (its shadow included).
        if view.clipsToBounds { return add(box) }
        guard view.image == nil else { return false }
        if let video = view.video, video.contentMode == .scaleAspectFill || video.contentMode == .center { return false }
        if let material = view.material {
            guard add(box, grownBy: 2 + Self.backdropReach(of: material, toDevice: toDevice)) else { return false }
        }
        let fills = view.backgroundColor.map { $0.alpha > 0 } ?? false
        if fills || view.gradient != nil || view.video != nil || view.border.map({ $0.width > 0 }) == true {
            guard add(box) else { return false }
        }
        if let shadow = view.shadowRect {
            guard add(toDevice.bounds(of: shadow)) else { return false }
        }
        if let path = view.path, let hull = path.drawnBounds(in: size) {
            guard add(toDevice.bounds(of: hull)) else { return false }
        }
        if let icon = view.icon {
            if let symbol = VectorSymbol(name: icon.name) {
                if let hull = symbol.content(size: icon.size, color: icon.color, in: size).drawnBounds(in: size) {
                    guard add(toDevice.bounds(of: hull)) else { return false }
                }
            } else {
                if let ring = icon.ring, let hull = VectorSymbol.ring(diameter: ring.diameter, lineWidth: ring.lineWidth, color: icon.color, in: size)
                    .drawnBounds(in: size) {
                    guard add(toDevice.bounds(of: hull)) else { return false }
                }
                guard try addLabel(icon.label) else { return false }
            }
        }
        if let label = view.label {
            guard try addLabel(label) else { return false }
        }
        for sub in view.subviews where !(try collectInk(sub, toDevice: sub.transformToSuperview.concatenating(toDevice), into: &rects)) {
            return false
        }
        return true
    }
}
