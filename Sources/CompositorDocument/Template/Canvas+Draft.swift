import CompositorCore
import CompositorScene

extension Canvas {
    /// The scale nearest to `scale × fraction` (at least the smallest one) at which the video is
    /// still whole, even pixels on both sides, for drafts and small uploads (`--scale`); `nil`
    /// when `fraction` is not in (0, 1] or the size in points is not whole.
    ///
    /// Both sides are even integers exactly at multiples of 2 / gcd(width, height) points: an
    /// iPhone 14 (390×844 points) renders at whole scales only, a 960×540 canvas at multiples of 1/30.
    /// With `rounding`, a canvas with no such scale below its own (443×960 points at 2x: the
    /// sides share no factor, so only multiples of 2 work) takes `roundedDraftScale` instead,
    /// whose height is a fraction of a pixel off whole: only a delivery preset's frame accepts
    /// that (it fits the picture into its own even size); any other canvas keeps its own scale.
    public func draftScale(_ fraction: Double, rounding: Bool = false) -> Double? {
        guard let exact = exactDraftScale(fraction) else { return nil }
        guard rounding, fraction < 1, exact >= scale else { return exact }
        return roundedDraftScale(scale * fraction) ?? exact
    }

    /// The scale nearest `wanted` whose pixel sizes, rounded, are even: the width exactly an even
    /// number of pixels W (the scale is W / width), the height the nearest even whole number to
    /// height × scale, so the picture's last row is less than half a pixel off (cut, or the
    /// background). `nil` when no W within 64 steps of the wanted width gives an even height.
    func roundedDraftScale(_ wanted: Double) -> Double? {
        let half = Int((size.width * wanted / 2).rounded())
        for step in 0..<64 {
            for w in Set([half - step, half + step]).sorted() where w >= 1 {
                let candidate = Canvas(size: size, scale: Double(2 * w) / size.width)
                if candidate.pixelWidth == 2 * w, candidate.pixelHeight % 2 == 0, candidate.pixelHeight >= 2 { return candidate.scale }
            }
        }
        return nil
    }

    /// The scale nearest `scale × fraction` with whole, even pixel sizes (see `draftScale`).
    private func exactDraftScale(_ fraction: Double) -> Double? {
        guard fraction > 0, fraction <= 1 else { return nil }
        let w = size.width, h = size.height
        guard w == w.rounded(), h == h.rounded(), w >= 1, h >= 1, w <= TemplateLimits.maxCoordinate,
              h <= TemplateLimits.maxCoordinate else { return nil }
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
        let g = Double(gcd(Int(w), Int(h)))
        var k = max(1, Int((scale * fraction * g / 2).rounded()))
        // The nearest multiple whose pixel sizes come out whole in floating point too.
        while k > 0 {
            let s = Double(2 * k) / g
            if TemplateRules.pixelSizeProblem(Canvas(size: size, scale: s)) == nil { return s }
            k -= 1
        }
        return nil
    }
}

extension SegueTemplate {
    /// Why `--scale fraction` (below 1) renders at the canvas's own scale, or `nil` when it
    /// renders smaller: a canvas whose sides share no factor (iPhone SE's 375×667 points) has
    /// whole, even pixel sizes only at multiples of 2, so at 2x nothing below its own scale
    /// exists. Only a device frame or a delivery preset renders such a canvas smaller.
    public func draftScaleNote(_ fraction: Double) -> String? {
        guard fraction < 1, frame == nil, delivery == nil, let scale = canvas.draftScale(fraction), scale >= canvas.scale else { return nil }
        let w = Int(canvas.size.width), h = Int(canvas.size.height)
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
        let g = max(gcd(w, h), 1)
        func number(_ x: Double) -> String { x == x.rounded() ? String(Int(x)) : String(x) }
        return "--scale \(number(fraction)): the canvas (\(w)×\(h) points at \(number(canvas.scale))x) has whole, even pixel sizes only at scales that are multiples of 2/\(g) (the greatest common factor of its sides is \(g)), none below its own, so it renders at \(number(scale))x, \(canvas.pixelWidth)×\(canvas.pixelHeight); a delivery preset (--delivery) or a device frame renders it smaller, by its own rules"
    }

    /// The template rendered at a fraction of its canvas scale (`Canvas.draftScale`): the same
    /// clip, fewer pixels. A device-framed template scales its frame's output instead
    /// (`DeviceFrame.scaled(by:)`; the screen is drawn at the frame's scale whatever the
    /// canvas's). Throws `TemplateError` when the canvas (or frame) cannot be scaled.
    public func scaled(by fraction: Double) throws -> SegueTemplate {
        guard fraction != 1 else { return self }
        if let frame {
            guard let scaled = frame.scaled(by: fraction) else {
                throw TemplateError(file: file, field: "frame", message: "cannot render at \(fraction) of the frame's size: \(frame.width)×\(frame.height) has no even-pixel size there")
            }
            var template = self
            template.frame = scaled
            return template
        }
        // Only a delivery preset takes a rounded draft scale (see `Canvas.draftScale`).
        guard let scale = canvas.draftScale(fraction, rounding: delivery != nil) else {
            throw TemplateError(file: file, field: "canvas", message: "cannot render at \(fraction) of the scale: the size in points is not whole")
        }
        var template = self
        template.canvas.scale = scale
        template.delivery?.draft = fraction  // a delivery preset's frame shrinks with it
        return template
    }
}
