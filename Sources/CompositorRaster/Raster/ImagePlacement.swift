import CompositorCore
import CompositorScene

/// Where an image sits in its view's bounds for a content mode, as UIImageView places it.
package struct ImagePlacement {
    /// The image's rectangle in the view's coordinates (points).
    package let rect: Rect
    /// From the image's pixel coordinates to the view's.
    package let imageToView: AffineTransform

    /// `pointsPerPixel` sizes the image for `.center` (one image pixel per device pixel, as an
    /// asset made for the screen's scale). `nil` for an empty image or view.
    /// With a `crop` (unit coordinates of the image), that part is placed as if it were the image.
    package init?(_ mode: ContentMode, imageWidth: Int, imageHeight: Int, bounds: Size, pointsPerPixel: Double, crop: Rect? = nil) {
        let unit = crop ?? Rect(x: 0, y: 0, width: 1, height: 1)
        let iw = Double(imageWidth) * unit.width, ih = Double(imageHeight) * unit.height
        guard iw > 0, ih > 0, bounds.width > 0, bounds.height > 0, pointsPerPixel > 0 else { return nil }
        let w: Double, h: Double
        switch mode {
        case .scaleToFill:
            (w, h) = (bounds.width, bounds.height)
        case .scaleAspectFit:
            let s = min(bounds.width / iw, bounds.height / ih)
            (w, h) = (iw * s, ih * s)
        case .scaleAspectFill:
            let s = max(bounds.width / iw, bounds.height / ih)
            (w, h) = (iw * s, ih * s)
        case .center:
            (w, h) = (iw * pointsPerPixel, ih * pointsPerPixel)
        }
        rect = Rect(x: (bounds.width - w) / 2, y: (bounds.height - h) / 2, width: w, height: h)
        let placeCrop = AffineTransform.scale(w / iw, h / ih).concatenating(.translation(rect.minX, rect.minY))
        imageToView = crop == nil ? placeCrop
            : AffineTransform.translation(-unit.minX * Double(imageWidth), -unit.minY * Double(imageHeight)).concatenating(placeCrop)
    }

    /// Whether the image covers all of `bounds` (up to rounding).
    package func covers(_ bounds: Size) -> Bool {
        let e = 1e-9 * max(bounds.width, bounds.height, 1)
        return rect.minX <= e && rect.minY <= e && rect.maxX >= bounds.width - e && rect.maxY >= bounds.height - e
    }
}
