/// Where drawing may land: whole device pixels (`rect`) and, inside them, the anti-aliased shapes
/// of every clipping ancestor that is not a pixel-aligned rectangle (rounded, rotated or at
/// fractional positions). A pixel's coverage is multiplied by each shape's, so clips nest.
package struct ClipRegion: Sendable {
    /// Pixels outside are never touched.
    public var rect: IntRect
    /// Shapes whose coverage multiplies every drawn pixel's, outermost first.
    package var shapes: [RoundedRectCoverage]
    /// The rectangle this clip would have without a culling band: `rect` itself, except under
    /// `init(band:uncut:)` (a layer drawn only in the band a later opaque layer leaves visible,
    /// `SceneRenderer.draw(_:into:)`), where `rect` is this met with the band. Every operation
    /// below applies to both alike, so in a band `uncut` is exactly the `rect` the same drawing
    /// has when drawn whole. Drawings whose work depends on the clip's rectangle (a label's
    /// scratch layer and its route, a path's mask, a group's offscreen area) size it by
    /// `uncut`, and only composite through `rect`: so they give in the band the very pixels
    /// they give there drawn whole, wherever they straddle its edge.
    package private(set) var uncut: IntRect

    /// A clip to `rect` alone.
    public init(rect: IntRect) {
        self.rect = rect
        uncut = rect
        shapes = []
    }

    /// The clip `uncut` limited to `band` (drawing a layer only where it shows).
    package init(band: IntRect, uncut: IntRect) {
        rect = band.intersection(uncut)
        self.uncut = uncut
        shapes = []
    }

    /// This clip as drawn without its band: `rect` is `uncut` (the same shapes).
    package var unbanded: ClipRegion {
        var result = self
        result.rect = uncut
        return result
    }

    /// True when the clip is its rectangle exactly, so drawing can skip per-pixel clip coverage.
    public var isRectangular: Bool { shapes.isEmpty }

    /// True when no pixel can be drawn.
    public var isEmpty: Bool { rect.isEmpty }

    /// This clip further limited to the view-shaped `shape`: a rectangle intersection when the
    /// shape is an axis-aligned rectangle on whole pixels, else one more coverage shape.
    package func clipped(to shape: RoundedRectCoverage) -> ClipRegion {
        var result = self
        result.rect = rect.intersection(shape.bounds)
        result.uncut = uncut.intersection(shape.bounds)
        if let exact = shape.pixelAlignedRect {
            result.rect = rect.intersection(exact)
            result.uncut = uncut.intersection(exact)
        } else {
            result.shapes.append(shape)
        }
        return result
    }

    /// This clip for drawing that touches only `area`'s pixels: without the shapes that cover
    /// every pixel of `area` within the rectangle fully (their coverage, 256, would multiply
    /// nothing), so a label or fill well inside a scene growing at fractional positions takes
    /// the rectangle's paths. The same pixels wherever a path equals its per-pixel definition.
    package func reduced(to area: IntRect) -> ClipRegion {
        guard !shapes.isEmpty else { return self }
        let drawn = area.intersection(rect)
        guard !drawn.isEmpty else { return self }
        var result = self
        result.shapes = shapes.filter { !$0.coversFully(drawn) }
        return result
    }

    /// This clip limited to `other` pixels.
    package func intersection(_ other: IntRect) -> ClipRegion {
        var result = self
        result.rect = rect.intersection(other)
        result.uncut = uncut.intersection(other)
        return result
    }
}
