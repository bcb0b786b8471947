import CompositorCore
import CompositorRaster
import CompositorScene

/// A clipping region of a vector image (an SVG `<clipPath>`): the union of filled paths, in the
/// image's points (y down). What it clips keeps, in each pixel, its colour times the region's
/// coverage there — the anti-aliased edge of the clip as the rasterizer draws any fill's.
package struct VectorClip: Sendable {
    /// One path of the region and how it fills (SVG's `clip-rule`).
    package struct Shape: Sendable {
        package var path: VectorPath
        package var fillRule: PathContent.FillRule
    }

    package var shapes: [Shape]

    /// The region's coverage at `scale` pixels per point over `width` × `height` pixels, row by
    /// row: each shape rasterized as a fill is, and the shapes' coverages added, at most 255 (exact
    /// where they do not overlap, as a clip's shapes seldom do; where two anti-aliased edges
    /// cross it errs toward covered).
    func coverage(scale: Double, width: Int, height: Int, rasterizer: PathRasterizer) -> [UInt8] {
        var mask = [UInt8](repeating: 0, count: width * height)
        let bounds = IntRect(x0: 0, y0: 0, x1: width, y1: height)
        for shape in shapes {
            guard let covered = rasterizer.fill(shape.path.applying(.scale(scale, scale)), evenOdd: shape.fillRule == .evenOdd, clip: bounds)
            else { continue }
            let r = covered.rect.intersection(bounds), w = covered.rect.width
            guard !r.isEmpty else { continue }
            for y in r.y0..<r.y1 {
                let from = (y - covered.rect.y0) * w - covered.rect.x0, to = y * width
                for x in r.x0..<r.x1 {
                    mask[to + x] = UInt8(min(Int(mask[to + x]) + Int(covered.coverage[from + x]), 255))
                }
            }
        }
        return mask
    }
}
