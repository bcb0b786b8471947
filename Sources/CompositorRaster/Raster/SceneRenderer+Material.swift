import CompositorCore
import CompositorScene

extension SceneRenderer {
    /// UIVisualEffectView's blur: what the pixmap holds behind the view's rounded bounds,
    /// blurred, saturated and tinted (`MaterialBlur`), replacing the backdrop there by the
    /// shape's coverage times `opacity`.
    package func drawMaterial(_ material: Material, of view: View, toDevice: AffineTransform, opacity: Double, clip: ClipRegion,
                      into pixmap: inout Pixmap) {
        let q = UInt32(Color.quantize(opacity))
        guard q > 0, let shape = RoundedRectCoverage(size: view.frame.size, cornerRadius: view.cornerRadius, transform: toDevice)
        else { return }
        let area = shape.bounds.intersection(clip.rect).intersection(pixmap.bounds)
        guard !area.isEmpty else { return }
        let recipe = material.recipe
        let blur = MaterialBlur(sigma: recipe.sigma * abs(toDevice.determinant).squareRoot(), saturation: recipe.saturation,
                                tint: recipe.tint.premultiplied())
        // The same pixels as `blur.render(pixmap, area: area)`, reused while the backdrop under
        // the area is unchanged (a still screen under a tab bar or a floating bar).
        let made = materials.render(blur, backdrop: pixmap, area: area)
        // Coverage row by row (`CoverageScanner`, equal to the per-pixel product of the shape's
        // and the clip shapes' coverage): inside the shape at full opacity the material's
        // pixels are copied, since lerp(d, m, 255) is m.
        @inline(__always) func weight(_ coverage: Int32) -> UInt32 {
            let c = (min(UInt32(coverage), 256) * 255 + 128) >> 8
            return q < 255 ? PixelMath.mul(c, q) : c
        }
        made.withUnsafeBufferPointer { made in
            pixmap.scanRows(CoverageScanner(shape: shape, clip: clip, target: area), materialize: false) { px, y, r, cov in
                let m = made.baseAddress! + ((y - area.y0) * area.width - area.x0)
                func blendRun(_ lo: Int, _ hi: Int) {
                    for x in lo..<hi {
                        let c = weight(cov[x])
                        if c > 0 { px[x] = PixelMath.lerp(px[x], m[x], c) }
                    }
                }
                blendRun(r.a0, r.a1)
                let c = weight(r.middle)
                if c == 255 && r.b0 > r.a1 {
                    (px + r.a1).update(from: m + r.a1, count: r.b0 - r.a1)
                } else if c > 0 && c < 255 {
                    for x in r.a1..<r.b0 { px[x] = PixelMath.lerp(px[x], m[x], c) }
                }
                blendRun(r.b0, r.b1)
            }
        }
    }
}

extension View {
    /// True when this view's pixels depend on what was drawn behind it (a blur material), so a
    /// cache of its subtree's pixels is only valid over the same backdrop. Subviews included.
    public var hasBackdropDependentContent: Bool {
        material != nil || subviews.contains { $0.hasBackdropDependentContent }
    }
}
