import CompositorCore
import CompositorScene

extension TemplateDecoder {
    /// A screenshot scene's views: `screenshot: FILE` fills the canvas (scaled to it), and each of
    /// `elements: {name: RECT or {frame, fill, cornerRadius}}` becomes a view with id `name` at
    /// RECT (canvas points) showing that region of the screenshot, above a hole filled with
    /// `fill` (the element's, else the scene's) or, without one, sampled: a one-point band of the
    /// screenshot half a point to a point and a half above the element (below it, for an element
    /// near the top) stretched over the hole — a plain or vertically uniform background continues
    /// seamlessly, and the band's distance keeps the element's own pixels out of the sampling.
    /// `chrome: drawn` covers the screenshot's own status bar and home indicator
    /// (`ScreenshotChrome`).
    func decodeScreenshot(_ o: ObjectReader, canvas: Canvas?) -> [View]? {
        guard let shot = o["screenshot"] else {
            if let elements = o["elements"] { elements.error("elements cut regions out of a screenshot: give the scene a screenshot") }
            _ = o["fill"]
            return nil
        }
        guard let path = assetPath(shot) else { return nil }
        let bounds = canvas?.bounds ?? Rect(x: 0, y: 0, width: 1, height: 1)
        let sceneFill = o["fill"]?.color()
        var views = [View(id: "screenshot", frame: bounds, image: ImageContent(path: path, contentMode: .scaleToFill))]
        if o["chrome"]?.oneOf(ScreenshotChrome.self, what: "screenshot chrome") == .drawn, let canvas {
            views += ScreenshotChrome.covers(path: path, canvas: canvas)
        }
        guard let elements = o["elements"]?.entries() else { return views }
        func unit(_ r: Rect) -> Rect {
            Rect(x: r.minX / bounds.width, y: r.minY / bounds.height, width: r.width / bounds.width, height: r.height / bounds.height)
        }
        for (name, field) in elements {
            var rect: Rect?, fill = sceneFill, radius = 0.0
            if case .mapping = field.node {
                _ = field.object { e -> Void? in
                    rect = e.require("frame")?.rect()
                    if let f = e["fill"]?.color() { fill = f }
                    radius = e["cornerRadius"]?.double(in: 0...TemplateLimits.maxCoordinate) ?? 0
                    return ()
                }
            } else {
                rect = field.rect()
            }
            guard let rect, rect.width > 0, rect.height > 0 else { continue }
            guard rect.minX >= 0, rect.minY >= 0, rect.maxX <= bounds.width + 1e-9, rect.maxY <= bounds.height + 1e-9 else {
                field.error("the element must lie inside the canvas (0, 0, \(bounds.width), \(bounds.height))")
                continue
            }
            var hole = View(frame: rect, cornerRadius: radius)
            if let fill {
                hole.backgroundColor = fill
            } else {
                let row = rect.minY >= 2 ? rect.minY - 1.5 : min(rect.maxY + 0.5, bounds.height - 1)
                hole.image = ImageContent(path: path, contentMode: .scaleToFill,
                                          crop: unit(Rect(x: rect.minX, y: row, width: rect.width, height: 1)))
                hole.clipsToBounds = radius > 0
            }
            views.append(hole)
            views.append(View(id: name, frame: rect, cornerRadius: radius, clipsToBounds: radius > 0,
                              image: ImageContent(path: path, contentMode: .scaleToFill, crop: unit(rect))))
        }
        return views
    }
}
