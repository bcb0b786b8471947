import CompositorCore

/// How light the screen is under the window's chrome, read from the scene's model: what picks
/// light or dark status-bar and home-indicator content when the style is `automatic`, so a
/// dark screen in the light appearance (a dark card, a night map, a photo header's dark fill)
/// gets white glyphs, as an app that draws such a screen sets `preferredStatusBarStyle`.
///
/// The backdrop at a point is the topmost shown view whose bounds hold the point and whose
/// fill is at least half opaque: a background color (its luma), a gradient (its stops'
/// mean luma), or a material (light or dark by its variant). Images and videos are not looked
/// into (their pixels are not loaded here): for a scene's own style the answer under one is the
/// fill beneath it, or nil; in a transition's frame an opaque one still says which layer covers
/// the point, with its luma unknown.
package enum ChromeBackdrop {
    /// The luma (BT.709 weights, 0 to 1) of the backdrop under all of `points` (scene points),
    /// the darkest where they differ; nil when no fill lies under one of them.
    package static func luma(of scene: Scene, at points: [Point]) -> Double? {
        let found = backdrops(of: [scene.root], at: points, readingPictures: false)
        guard found.allSatisfy({ $0?.luma != nil }) else { return nil }
        return found.compactMap { $0?.luma }.min()
    }

    /// What `layers` (a frame's views, back to front, in canvas points) draw under each of
    /// `points`: the topmost backdrop's luma and the index in `layers` of the layer it belongs
    /// to, or nil where no fill lies. With `readingPictures`, an opaque image or video view
    /// (a screenshot, a recording) is a backdrop too, of unknown luma: it still says which
    /// layer covers the point. A transition's frame is read this way to hand the window's
    /// chrome from one screen to the other (`ChromeHandover`).
    ///
    /// With `asDrawn`, what the frame shows there is read more closely: a plain translucent fill
    /// over a backdrop (a sheet's dimming view: black at 40 % × its fade) darkens or lightens
    /// the luma found under it by its coverage (luma × (1 − a) + its luma × a) and leaves the
    /// layer it belongs to as it was, so the window's chrome is picked against the dimmed
    /// screen; and a rounded view does not cover the corners its radius cuts off (the shrunk
    /// presenting screen behind a page sheet: measured on interactive-cancel at progress 0.5,
    /// the Wi-Fi glyph over its top-right corner took the screen's black on the black canvas,
    /// 1.0 : 1).
    package static func backdrops(of layers: [View], at points: [Point], readingPictures: Bool = true,
                                  asDrawn: Bool = false) -> [(luma: Double?, layer: Int)?] {
        var found: [(luma: Double?, layer: Int)?] = Array(repeating: nil, count: points.count)
        // `points` are in the coordinates `toScene` maps from: the scene's, or those of a view
        // turned in perspective, whose subtree is read on its own plane.
        // `reach`: the box holding `points`, so a view whose box lies apart from it skips the
        // loop over the points (none lies in it): the same answers, without testing each of a
        // frame's ~300 filled views against each of ~300 points per chrome element.
        func walk(_ view: View, _ toScene: AffineTransform, _ points: [Point], _ reach: PointBox, alpha: Double, layer: Int) {
            guard !view.isHidden else { return }
            let a = alpha * view.alpha
            if asDrawn, let shade = shade(view, alpha: a) {
                let box = view.transformToSuperview.concatenating(toScene).bounds(of: Rect(origin: .zero, size: view.frame.size))
                guard reach.mayHold(box) else { return }
                for (i, p) in points.enumerated() where box.minX <= p.x && p.x < box.maxX && box.minY <= p.y && p.y < box.maxY {
                    if let below = found[i], let luma = below.luma { found[i] = (luma * (1 - shade.a) + shade.luma * shade.a, below.layer) }
                }
                return
            }
            guard a >= 0.5 else { return }
            var t = view.transformToSuperview.concatenating(toScene), points = points, reach = reach
            if view.transform.rotationY != 0 {
                // NaN lies in no box: a point the turned view does not reach.
                points = points.map { unprojected($0, onto: view, toScene) ?? Point(x: .nan, y: .nan) }
                reach = PointBox(points)
                t = .identity
            }
            // A picture is drawn over the view's own fill: what shows there is not known here.
            let picture = readingPictures && (view.image != nil || view.video != nil)
            let luma = picture ? nil : fillLuma(view)
            if luma != nil || picture, case let box = t.bounds(of: Rect(origin: .zero, size: view.frame.size)), reach.mayHold(box) {
                // The radius in scene points (an upright view's scale: the box over the frame).
                let radius = asDrawn && view.transform.rotation == 0 && view.transform.rotationY == 0 && view.frame.width > 0
                    ? view.cornerRadius * box.width / view.frame.width : 0
                for (i, p) in points.enumerated() where box.minX <= p.x && p.x < box.maxX && box.minY <= p.y && p.y < box.maxY {
                    if radius > 0 {
                        let dx = max(box.minX + radius - p.x, 0, p.x - (box.maxX - radius))
                        let dy = max(box.minY + radius - p.y, 0, p.y - (box.maxY - radius))
                        if dx * dx + dy * dy > radius * radius { continue }
                    }
                    found[i] = (luma, layer)
                }
            }
            for sub in view.subviews { walk(sub, t, points, reach, alpha: a, layer: layer) }
        }
        let reach = PointBox(points)
        for (index, layer) in layers.enumerated() { walk(layer, .identity, points, reach, alpha: 1, layer: index) }
        return found
    }

    /// The smallest box holding a set of points (NaN ones, which no box holds, left out).
    struct PointBox {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity

        init(_ points: [Point]) {
            for p in points where !p.x.isNaN && !p.y.isNaN {
                (minX, minY, maxX, maxY) = (min(minX, p.x), min(minY, p.y), max(maxX, p.x), max(maxY, p.y))
            }
        }

        /// False only when no point lies in `box` as `backdrops` tests it (minX ≤ x < maxX,
        /// minY ≤ y < maxY): every point is left of, right of, above or below it.
        func mayHold(_ box: Rect) -> Bool {
            !(box.maxX <= minX || box.minX > maxX || box.maxY <= minY || box.minY > maxY)
        }
    }

    /// Where `point` (in the coordinates `toSuperview` maps from) lies on `view`'s plane when the
    /// view is turned about its vertical axis in perspective, in the view's own coordinates:
    /// the inverse of the renderer's projection (`View.projectedCorners(parent:)`), which sends
    /// x (from the view's centre) to x·cos θ·E / (E + x·sin θ); nil where no point of the plane
    /// lands there, or behind the renderer's near limit (depth ≤ E/20).
    static func unprojected(_ point: Point, onto view: View, _ toSuperview: AffineTransform) -> Point? {
        var flat = view.transform
        flat.rotationY = 0
        let c = view.frame.center
        guard let back = flat.affine.concatenating(.translation(c.x, c.y)).concatenating(toSuperview).inverted() else { return nil }
        let q = back.apply(point), eye = view.transform.eyeDistance
        let cosine = DeterministicMath.cos(view.transform.rotationY), sine = DeterministicMath.sin(view.transform.rotationY)
        let denominator = cosine * eye - q.x * sine
        guard denominator > 0 else { return nil }
        let x = q.x * eye / denominator, depth = eye + x * sine
        guard depth > eye * 0.05 else { return nil }
        return Point(x: x + view.frame.width / 2, y: q.y * depth / eye + view.frame.height / 2)
    }

    /// The luma of `view`'s own fill, or nil when it has none at least half opaque.
    /// A plain translucent fill (a color under half opaque after `alpha`, no picture, no
    /// subviews, no turn) as its luma and coverage; nil for any other view.
    private static func shade(_ view: View, alpha: Double) -> (luma: Double, a: Double)? {
        guard let color = view.backgroundColor, view.subviews.isEmpty, view.image == nil, view.video == nil,
              view.gradient == nil, view.material == nil, view.transform.rotationY == 0 else { return nil }
        let a = color.alpha * alpha
        guard a > 0, a < 0.5 else { return nil }
        return (luma(color), a)
    }

    private static func fillLuma(_ view: View) -> Double? {
        if let material = view.material { return material.isDark ? 0.1 : 0.95 }
        if let gradient = view.gradient, !gradient.stops.isEmpty {
            let opaque = gradient.stops.filter { $0.color.alpha >= 0.5 }
            guard opaque.count == gradient.stops.count else { return nil }
            return opaque.map { luma($0.color) }.reduce(0, +) / Double(opaque.count)
        }
        if let color = view.backgroundColor, color.alpha >= 0.5 { return luma(color) }
        return nil
    }

    /// BT.709 luma of a color's components.
    package static func luma(_ c: Color) -> Double { 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue }
}
