extension SceneRenderer {
    /// The background color (and gradient) filling the view's rounded bounds.
    func drawBackground(_ view: View, toDevice: AffineTransform, opacity: Double, clip: IntRect, into pixmap: inout Pixmap) {
        guard let color = view.backgroundColor, color.alpha > 0,
              let shape = RoundedRectCoverage(size: view.frame.size, cornerRadius: view.cornerRadius, transform: toDevice)
        else { return }
        pixmap.fill(shape, color: color.premultiplied(opacity: opacity), clip: clip)
    }

    func drawShadow(_ shadow: Shadow, of view: View, toDevice: AffineTransform, opacity: Double, clip: IntRect, into pixmap: inout Pixmap) {
        // Drawn by the compositor-fidelity work (blurred shape).
    }

    func drawImage(_ image: ImageContent, of view: View, toDevice: AffineTransform, opacity: Double, clip: IntRect, into pixmap: inout Pixmap) throws {
        // Drawn by the compositor-fidelity work (bilinear sampling, content modes).
    }

    func drawLabel(_ label: Label, of view: View, toDevice: AffineTransform, opacity: Double, clip: IntRect, into pixmap: inout Pixmap) throws {
        try textRenderer().draw(label, size: view.frame.size, transform: toDevice, opacity: opacity,
                                clip: (clip.x0, clip.y0, clip.x1, clip.y1), into: &pixmap)
    }

    func drawBorder(_ border: Border, of view: View, toDevice: AffineTransform, opacity: Double, clip: IntRect, into pixmap: inout Pixmap) {
        // Drawn by the compositor-fidelity work (a ring following the corner radius).
    }
}
