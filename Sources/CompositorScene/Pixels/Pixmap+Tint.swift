import CompositorCore

extension Pixmap {
    /// The pixmap as UIKit draws a template image (`UIImage.RenderingMode.alwaysTemplate`): the
    /// image's colours dropped and its alpha kept as a mask, each pixel `tint` times the pixel's
    /// alpha — premultiplied, so every channel of `tint` scaled by alpha / 255, rounded
    /// (`PixelMath.scale`, exact integer arithmetic).
    package func tinted(_ tint: PremultipliedRGBA8) -> Pixmap {
        var out = self
        let color = tint.packed
        for i in out.pixels.indices { out.pixels[i] = PixelMath.scale(color, by: out.pixels[i] >> 24) }
        return out
    }
}
