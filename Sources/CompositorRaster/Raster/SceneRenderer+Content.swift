import CompositorCore
import CompositorScene

extension SceneRenderer {
    /// The background color filling the view's rounded bounds.
    package func drawBackground(_ view: View, toDevice: AffineTransform, opacity: Double, clip: ClipRegion, into pixmap: inout Pixmap) {
        guard let color = view.backgroundColor, color.alpha > 0,
              let shape = RoundedRectCoverage(size: view.frame.size, cornerRadius: view.cornerRadius, transform: toDevice)
        else { return }
        pixmap.fill(shape, color: color.premultiplied(opacity: opacity), clip: clip)
    }

    /// A gradient background over the background color, in the same rounded shape.
    package func drawGradient(_ gradient: LinearGradient, shape: RoundedRectCoverage, size: Size, toDevice: AffineTransform,
                      opacity: Double, clip: ClipRegion, into pixmap: inout Pixmap) {
        guard let ramp = GradientRamp(gradient, size: size, toDevice: toDevice, opacity: opacity, dither: canvas.dither ? canvas.ditherTarget : nil,
                                      tables: gradientTables) else { return }
        pixmap.fill(CoverageScanner(shape: shape, clip: clip, target: pixmap.bounds), ramp: ramp)
    }

    /// CALayer's shadow of the view's rounded bounds: offset, blurred, below the view.
    package func drawShadow(_ shadow: Shadow, of view: View, toDevice: AffineTransform, opacity: Double, clip: ClipRegion, into pixmap: inout Pixmap) {
        let color = shadow.color.premultiplied(opacity: shadow.opacity * opacity)
        let shifted = AffineTransform.translation(shadow.offset.width, shadow.offset.height).concatenating(toDevice)
        guard color.packed != 0,
              let shape = RoundedRectCoverage(size: view.frame.size, cornerRadius: view.cornerRadius, transform: shifted)
        else { return }
        // shadowRadius is in points; Core Animation blurs with a Gaussian of sigma = radius / 2.
        let sigma = min(shadow.radius / 2 * abs(toDevice.determinant).squareRoot(), 400)
        // Where the view's opaque background will cover every pixel fully, the shadow is hidden.
        var hidden = (IntRect.empty, IntRect.empty)
        if clip.isRectangular, let background = view.backgroundColor, background.premultiplied(opacity: opacity).isOpaque,
           let own = RoundedRectCoverage(size: view.frame.size, cornerRadius: view.cornerRadius, transform: toDevice) {
            hidden = own.fullyCovered(within: own.bounds.intersection(clip.rect))
        }
        // Dither only shadows whose bands would be wider than a pixel: the falloff (about 6 sigma)
        // spans more pixels than the color has alpha levels. Smaller, darker ones band below a
        // pixel and keep the 4-wide path (the photo grid's cards, for instance).
        let dither = canvas.dither && 6 * sigma > Double(color.a) ? canvas.ditherTarget : nil
        pixmap.drawShadow(of: shape, sigma: sigma, color: color, clip: clip, hidden: hidden, cache: shadowMasks, dither: dither)
    }

    /// `image` placed in `view`'s bounds by its content mode and crop (`placed`), mapped to
    /// device pixels (`imageToDevice`), and the mip chain sampled at that scale: where drawing the
    /// image (`drawImage`) and asking whether it paints opaquely (`opaqueImageInterior`) both
    /// start, so the two agree on which pixels and which level. `nil` when nothing is placed;
    /// throws when the image was not loaded before rendering.
    package func placement(of image: ImageContent, in view: View, toDevice: AffineTransform) throws
        -> (placed: ImagePlacement, imageToDevice: AffineTransform, chain: MipChain)? {
        guard let decoded = assets.image(at: image.path) else {
            throw AssetError(path: image.path, message: "image was not loaded before rendering")
        }
        guard let placed = ImagePlacement(image.contentMode, imageWidth: decoded.width, imageHeight: decoded.height,
                                          bounds: view.frame.size, pointsPerPixel: 1 / canvas.scale, crop: image.crop)
        else { return nil }
        let imageToDevice = placed.imageToView.concatenating(toDevice)
        guard let chain = assets.mipChain(at: image.path, forScale: max(imageToDevice.scaleX, imageToDevice.scaleY)) else { return nil }
        return (placed, imageToDevice, chain)
    }

    package func drawImage(_ image: ImageContent, of view: View, toDevice: AffineTransform, opacity: Double, clip: ClipRegion,
                   inner: ClipRegion, into pixmap: inout Pixmap) throws {
        guard let (placed, imageToDevice, chain) = try placement(of: image, in: view, toDevice: toDevice) else { return }
        drawPlaced(chain, placed: placed, imageToDevice: imageToDevice, of: view, toDevice: toDevice, opacity: opacity,
                   clip: clip, inner: inner, into: &pixmap)
    }

    /// The frame of `video` at its clip time (`VideoContent.recordingTime`), from the store's
    /// `VideoFrameSource`, placed by its content mode and drawn as an image is (the same
    /// sampler, edges and clipping). The frame's mip chain is made for this draw only (level 0
    /// alone unless the frame is shown below half size), so nothing per frame is kept.
    package func drawVideo(_ video: VideoContent, of view: View, toDevice: AffineTransform, opacity: Double, clip: ClipRegion,
                           inner: ClipRegion, into pixmap: inout Pixmap) throws {
        guard let source = assets.videos else {
            throw AssetError(path: video.path, message: "video was not loaded before rendering")
        }
        func placement(_ width: Int, _ height: Int) -> ImagePlacement? {
            ImagePlacement(video.contentMode, imageWidth: width, imageHeight: height, bounds: view.frame.size,
                           pointsPerPixel: 1 / canvas.scale, crop: video.crop)
        }
        // Only the picture's rows the clip's rows read (a band of a `VideoPlan`'s frame).
        let frame = try source.frame(of: video.path, at: video.recordingTime, rows: { width, height in
            placement(width, height).flatMap { Self.rowsRead($0.imageToView.concatenating(toDevice), clip: clip.rect, height: height) }
        })
        guard let placed = placement(frame.pixmap.width, frame.pixmap.height) else { return }
        let imageToDevice = placed.imageToView.concatenating(toDevice)
        let chain = max(imageToDevice.scaleX, imageToDevice.scaleY) * 2 <= 1
            ? MipChain(frame.pixmap) : MipChain(levelZeroOf: frame.pixmap, isOpaque: frame.isOpaque)
        drawPlaced(chain, placed: placed, imageToDevice: imageToDevice, of: view, toDevice: toDevice, opacity: opacity,
                   clip: clip, inner: inner, into: &pixmap)
    }

    /// The rows of a picture of `height` rows that drawing it with `imageToDevice` through
    /// `clip` can read: the clip's rows mapped back, two more on each side for the bilinear
    /// taps; `nil` (all of them) when the picture is turned or drawn below half size (its mip
    /// levels read every row).
    package static func rowsRead(_ imageToDevice: AffineTransform, clip: IntRect, height: Int) -> Range<Int>? {
        let m = imageToDevice
        guard m.b == 0, m.c == 0, m.d > 0, max(m.scaleX, m.scaleY) * 2 > 1 else { return nil }
        let top = ((Double(clip.y0) - m.ty) / m.d).rounded(.down) - 2, bottom = ((Double(clip.y1) - m.ty) / m.d).rounded(.up) + 2
        guard top.isFinite, bottom.isFinite else { return nil }
        let a = Int(min(max(top, 0), Double(height))), b = Int(min(max(bottom, 0), Double(height)))
        return a..<max(a, b)
    }

    /// Draws a placed picture (an image or a video frame) in `view`: bilinear from `chain`,
    /// cut by the view's shape or the picture's rectangle.
    private func drawPlaced(_ chain: MipChain, placed: ImagePlacement, imageToDevice: AffineTransform, of view: View,
                            toDevice: AffineTransform, opacity: Double, clip: ClipRegion, inner: ClipRegion, into pixmap: inout Pixmap) {
        let q = UInt32(Color.quantize(opacity))
        guard q > 0, let sampler = ImageSampler(chain: chain, imageToDevice: imageToDevice, opacity: q) else { return }
        // A clipped image that covers the bounds is cut by the view's own shape alone (one
        // anti-aliased edge, not two); otherwise by the image rectangle within the clip.
        let shape: RoundedRectCoverage?, within: ClipRegion
        if view.clipsToBounds && placed.covers(view.frame.size) {
            shape = RoundedRectCoverage(size: view.frame.size, cornerRadius: view.cornerRadius, transform: toDevice)
            within = clip
        } else {
            shape = RoundedRectCoverage(size: placed.rect.size, cornerRadius: 0,
                                        transform: .translation(placed.rect.minX, placed.rect.minY).concatenating(toDevice))
            within = view.clipsToBounds ? inner : clip
        }
        guard let shape else { return }
        pixmap.draw(sampler, through: CoverageScanner(shape: shape, clip: within, target: pixmap.bounds))
    }

    package func drawLabel(_ label: Label, of view: View, toDevice: AffineTransform, opacity: Double, clip: IntRect, into pixmap: inout Pixmap) throws {
        try textRenderer().draw(label, size: view.frame.size, transform: toDevice, opacity: opacity,
                                clip: (clip.x0, clip.y0, clip.x1, clip.y1), into: &pixmap)
    }

    /// CALayer's border: inside the bounds, following the corner radius, above the subviews.
    package func drawBorder(_ border: Border, of view: View, toDevice: AffineTransform, opacity: Double, clip: ClipRegion, into pixmap: inout Pixmap) {
        let size = view.frame.size
        let color = border.color.premultiplied(opacity: opacity)
        guard color.packed != 0,
              let outer = RoundedRectCoverage(size: size, cornerRadius: view.cornerRadius, transform: toDevice)
        else { return }
        let width = min(border.width, size.width / 2, size.height / 2)
        let radius = min(max(view.cornerRadius, 0), size.width / 2, size.height / 2)
        let inner = RoundedRectCoverage(size: Size(width: size.width - 2 * width, height: size.height - 2 * width),
                                        cornerRadius: max(radius - width, 0),
                                        transform: .translation(width, width).concatenating(toDevice))
        pixmap.fillRing(outer: outer, inner: inner, color: color, clip: clip)
    }
}
