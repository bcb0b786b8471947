extension SceneRenderer {
    /// UIVisualEffectView's blur: what the pixmap holds behind the view's rounded bounds,
    /// blurred, saturated and tinted (`MaterialBlur`), replacing the backdrop there by the
    /// shape's coverage times `opacity`.
    func drawMaterial(_ material: Material, of view: View, toDevice: AffineTransform, opacity: Double, clip: ClipRegion,
                      into pixmap: inout Pixmap) {
        let q = UInt32(Color.quantize(opacity))
        guard q > 0, let shape = RoundedRectCoverage(size: view.frame.size, cornerRadius: view.cornerRadius, transform: toDevice)
        else { return }
        let area = shape.bounds.intersection(clip.rect).intersection(pixmap.bounds)
        guard !area.isEmpty else { return }
        let recipe = material.recipe
        let blur = MaterialBlur(sigma: recipe.sigma * abs(toDevice.determinant).squareRoot(), saturation: recipe.saturation,
                                tint: recipe.tint.premultiplied())
        let made = blur.render(pixmap, area: area)
        let w = pixmap.width
        pixmap.pixels.withUnsafeMutableBufferPointer { px in
            for y in area.y0..<area.y1 {
                let row = (y - area.y0) * area.width
                for x in area.x0..<area.x1 {
                    var c = UInt32(shape.coverage(x: x, y: y))
                    for s in clip.shapes { c = (c * UInt32(s.coverage(x: x, y: y)) + 128) >> 8 }
                    c = (min(c, 256) * 255 + 128) >> 8
                    if q < 255 { c = PixelMath.mul(c, q) }
                    guard c > 0 else { continue }
                    px[y * w + x] = PixelMath.lerp(px[y * w + x], made[row + x - area.x0], c)
                }
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
