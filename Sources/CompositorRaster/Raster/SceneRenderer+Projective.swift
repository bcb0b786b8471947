import CompositorCore
import CompositorScene

extension SceneRenderer {
    /// Largest offscreen layer side for a view turned in perspective, in pixels; a larger view
    /// is drawn from a layer of this side.
    package static let maxProjectedSide = 8192

    /// Draws a view turned about its vertical axis (`transform.rotationY`) in perspective: the
    /// view and its subtree are rendered flat into an offscreen layer at device resolution, and
    /// the layer is drawn as the projective quad its corners make, at the view's alpha.
    package func drawProjected(_ view: View, parent: AffineTransform, clip: ClipRegion, opacity: Double, into pixmap: inout Pixmap) throws {
        let size = view.frame.size
        var sx = parent.scaleX, sy = parent.scaleY
        // A view wider or taller than the largest layer at device resolution is drawn from a
        // layer of that largest side (resampled up by the projection, so softer), not dropped
        // (issue 50, item 9). At or under it nothing changes: the same layer, the same bytes.
        let side = max(size.width * abs(sx), size.height * abs(sy))
        guard side.isFinite else { return }
        if side > Double(Self.maxProjectedSide) {
            let shrink = Double(Self.maxProjectedSide) / side
            sx *= shrink
            sy *= shrink
        }
        let layerWidth = min((size.width * sx).rounded(.up), Double(Self.maxProjectedSide))
        let layerHeight = min((size.height * sy).rounded(.up), Double(Self.maxProjectedSide))
        guard layerWidth >= 1, layerHeight >= 1 else { return }
        var flat = view
        flat.frame.origin = .zero
        flat.transform = .identity
        flat.alpha = 1
        var layer = Pixmap(width: Int(layerWidth), height: Int(layerHeight))
        try draw(flat, parent: .scale(sx, sy), clip: ClipRegion(rect: layer.bounds), opacity: 1, into: &layer)
        guard let quad = view.projectedCorners(parent: parent),
              let map = ProjectiveQuadMap(sourceWidth: size.width * sx, sourceHeight: size.height * sy, quad: quad) else { return }
        pixmap.drawProjected(layer, map: map, opacity: UInt32(Color.quantize(view.alpha * opacity)), clip: clip.rect)
    }
}

extension View {
    /// Where the corners of the view (top-left, top-right, bottom-right, bottom-left) land in
    /// device pixels after `transform.rotationY` in perspective and the rest of the transform;
    /// `nil` when a corner would reach the eye.
    package func projectedCorners(parent: AffineTransform) -> [Point]? {
        let angle = transform.rotationY, eye = transform.eyeDistance
        let cosine = DeterministicMath.cos(angle), sine = DeterministicMath.sin(angle)
        var flat = transform
        flat.rotationY = 0
        let toDevice = flat.affine.concatenating(.translation(frame.center.x, frame.center.y)).concatenating(parent)
        let w2 = frame.width / 2, h2 = frame.height / 2
        var corners: [Point] = []
        for (x, y) in [(-w2, -h2), (w2, -h2), (w2, h2), (-w2, h2)] {
            let depth = eye + x * sine
            guard depth > eye * 0.05 else { return nil }
            let perspective = eye / depth
            corners.append(toDevice.apply(Point(x: x * cosine * perspective, y: y * perspective)))
        }
        return corners
    }
}
