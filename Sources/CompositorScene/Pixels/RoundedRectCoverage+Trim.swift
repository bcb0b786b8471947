import CompositorCore

extension RoundedRectCoverage {
    /// Device pixels from the origin that any pixmap can hold (frames, layers and stores are
    /// far smaller): a shape's part beyond them is never drawn.
    package static let visibleReach = 0x1p28

    /// A shape too large for `RoundedRectCoverage`'s fixed point, cut down to the part within
    /// `visibleReach` of the origin, with the same coverage at every pixel there.
    ///
    /// Each side beyond that window moves in, but stays twice the corner radius and eight
    /// pixels (at most, in local units) outside it: so the moved sides' corners and edges
    /// cannot reach a pixel in the window, and the rectangle stays wide enough that the radius
    /// (clamped to half the side, once, here) is the same. Returns the kept size, the corner
    /// radius and the transform of the kept part's top-left; `nil` when no part is in the
    /// window, or when what is kept is still too large (a corner radius past 2²⁹ pixels).
    /// `reach`: the window's half side (tests use a small one to compare with untrimmed shapes).
    package static func trimmed(size: Size, cornerRadius: Double, transform: AffineTransform, inverse: AffineTransform,
                        reach: Double = visibleReach) -> (Size, Double, AffineTransform)? {
        let radius = min(max(cornerRadius, 0), size.width / 2, size.height / 2)
        // Local units per device pixel, at most (the Frobenius norm bounds the spectral one).
        let perPixel = (inverse.a * inverse.a + inverse.b * inverse.b + inverse.c * inverse.c + inverse.d * inverse.d).squareRoot()
        let pad = 2 * radius + 8 * perPixel
        let seen = inverse.bounds(of: Rect(x: -reach, y: -reach, width: 2 * reach, height: 2 * reach))
        guard pad.isFinite, seen.width.isFinite, seen.height.isFinite,
              let kept = Rect(x: seen.minX - pad, y: seen.minY - pad, width: seen.width + 2 * pad, height: seen.height + 2 * pad)
                .intersection(Rect(origin: .zero, size: size)) else { return nil }
        return (kept.size, radius, .translation(kept.minX, kept.minY).concatenating(transform))
    }
}
