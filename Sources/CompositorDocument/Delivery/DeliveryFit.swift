import CompositorCore
import CompositorScene

/// Where a canvas goes in a delivery preset's frame: the accepted size nearest the canvas's
/// shape, the canvas scale that fits it inside (contain, never crop), and the bars around it.
///
/// The canvas is rendered at `scale` (so text and shapes stay sharp: no pixel resampling), at
/// `pictureWidth` × `pictureHeight` pixels, and placed at (`x`, `y`) in the output frame; the
/// rest is backdrop. When the rounded picture edge falls inside a pixel, that last row or
/// column blends the scene with the canvas's background, as any fractional edge does.
package struct DeliveryFit: Hashable, Sendable {
    /// The output frame.
    public var size: DeliveryPreset.Size
    /// Pixels per point for the canvas.
    public var scale: Double
    public var pictureWidth: Int
    public var pictureHeight: Int
    /// The picture's top-left corner in the output frame (the bars split evenly, the odd
    /// pixel going right and down).
    public var x: Int
    public var y: Int

    /// Whether bars surround the picture.
    public var hasBars: Bool { pictureWidth != size.width || pictureHeight != size.height }

    /// The fit of a canvas of `points` in `size`.
    init(points: Size, in size: DeliveryPreset.Size) {
        self.size = size
        let scale = min(Double(size.width) / points.width, Double(size.height) / points.height)
        self.scale = scale
        pictureWidth = min(size.width, Int((points.width * scale).rounded()))
        pictureHeight = min(size.height, Int((points.height * scale).rounded()))
        x = (size.width - pictureWidth) / 2
        y = (size.height - pictureHeight) / 2
    }

    /// The accepted size nearest `canvas`'s shape: among the sizes for its device's class when
    /// it has a device preset (and the preset lists that class) unless `anyClass`, else among
    /// all; ties go to the
    /// first listed. Shapes compare by the ratio of the two aspect ratios, in exact integers.
    static func nearestSize(for canvas: Canvas, among sizes: [DeliveryPreset.Size], anyClass: Bool = false) -> DeliveryPreset.Size {
        let family = canvas.device?.family
        let own = anyClass ? [] : sizes.filter { $0.family != nil && $0.family == family }
        let candidates = own.isEmpty ? sizes : own
        let w = Int64(canvas.size.width.rounded()), h = Int64(canvas.size.height.rounded())
        /// How far apart the shapes are, as the fraction max(a, b) / min(a, b) ≥ 1.
        func distance(_ s: DeliveryPreset.Size) -> (Int64, Int64) {
            let a = w * Int64(s.height), b = Int64(s.width) * h
            return (max(a, b), max(min(a, b), 1))
        }
        return candidates.min { l, r in
            let (ln, ld) = distance(l), (rn, rd) = distance(r)
            return ln * rd < rn * ld
        }!
    }
}
