import CompositorCore

/// The small glyphs components need (chevrons, checkmark, magnifying glass, Wi-Fi, a named
/// icon's stand-in), built from view primitives: the chevrons and the checkmark are SF-like
/// stroked paths (`VectorSymbol`), the others rounded rectangles and rings.
package enum Glyph {
    /// A bar from `a` to `b`, `thickness` wide with round caps: a rotated rounded rectangle.
    package static func bar(from a: Point, to b: Point, thickness: Double, color: Color) -> View {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot() + thickness
        let c = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        var v = View(frame: Rect(x: c.x - length / 2, y: c.y - thickness / 2, width: length, height: thickness),
                     backgroundColor: color, cornerRadius: thickness / 2)
        v.transform.rotation = angle(dx: dx, dy: dy)
        return v
    }

    /// The angle of (dx, dy) in radians, by DeterministicMath's atan2, so layout gives the
    /// same bits on every CPU.
    package static func angle(dx: Double, dy: Double) -> Double { DeterministicMath.atan2(dy, dx) }

    /// A chevron in `box` pointing `left` (the back button's) or right (a disclosure indicator):
    /// one stroked path with round caps and a round join, as SF Symbols' chevron.backward and
    /// chevron.forward are drawn, its ink filling `box` exactly.
    package static func chevron(in box: Rect, pointingLeft: Bool, thickness: Double, color: Color, id: String? = nil) -> View {
        let points = VectorSymbol.chevron(in: Rect(origin: .zero, size: box.size), pointing: pointingLeft ? .left : .right,
                                          inset: thickness / 2)
        var view = View(id: id, frame: box)
        view.path = VectorSymbol.stroke(points, lineWidth: thickness, color: color)
        return view
    }

    /// A checkmark in `box`: one stroked path, as SF Symbols' checkmark.
    package static func checkmark(in box: Rect, thickness: Double, color: Color) -> View {
        var view = View(frame: box)
        view.path = VectorSymbol.stroke(VectorSymbol.checkmark(in: Rect(origin: .zero, size: box.size), inset: thickness / 2),
                                        lineWidth: thickness, color: color)
        return view
    }

    /// A magnifying glass in `box` (a ring and a handle).
    package static func magnifier(in box: Rect, color: Color) -> View {
        let d = box.width * 0.72, s = max(box.width * 0.12, 1.2)
        return View(frame: box, subviews: [
            View(frame: Rect(x: 0, y: 0, width: d, height: d), cornerRadius: d / 2, border: Border(width: s, color: color)),
            bar(from: Point(x: d * 0.85, y: d * 0.85), to: Point(x: box.width - s / 2, y: box.height - s / 2), thickness: s * 1.2, color: color),
        ])
    }

    /// The Wi-Fi fan in `box`: two rings and a dot around the bottom center, clipped to the box.
    package static func wifi(in box: Rect, color: Color) -> View {
        let w = box.width, h = box.height, cx = w / 2, cy = h
        func ring(_ r: Double, _ width: Double) -> View {
            View(frame: Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r), cornerRadius: r, border: Border(width: width, color: color))
        }
        let dot = h * 0.3
        return View(frame: box, clipsToBounds: true, subviews: [
            ring(h, h * 0.2), ring(h * 0.64, h * 0.2),
            View(frame: Rect(x: cx - dot, y: cy - dot, width: 2 * dot, height: 2 * dot), backgroundColor: color, cornerRadius: dot),
        ])
    }

    /// A named icon (an SF Symbol or Material name, through `IconCatalog`) filling `box`,
    /// tinted; a name the catalog lacks draws as a tinted rounded square with the name's first
    /// letter, so layouts and tints still read. In a right-to-left `direction` a chevron or an
    /// arrow is drawn as its mirror image (`IconCatalog.rightToLeftName`), as SF Symbols flips
    /// its directional symbols in a right-to-left interface; every other icon is as named.
    package static func icon(_ name: String, in box: Rect, color: Color, direction: LayoutDirection = .leftToRight, id: String? = nil) -> View {
        let side = min(box.width, box.height)
        let square = Rect(x: box.minX + (box.width - side) / 2, y: box.minY + (box.height - side) / 2, width: side, height: side)
        let shown = direction == .rightToLeft ? IconCatalog.rightToLeftName(name) : name
        if case .found(_, let codepoint) = IconCatalog.lookup(shown) {
            var view = View(id: id, frame: square)
            view.icon = IconContent(name: shown, codepoint: codepoint, size: side, color: color)
            return view
        }
        let letter = String(name.prefix(1)).uppercased()
        let label = Label(text: letter, font: FontSpec(size: side * 0.62, weight: .bold), color: color, alignment: .center,
                          lineHeight: side)
        return View(id: id, frame: square, cornerRadius: side * 0.22, border: Border(width: max(side * 0.08, 1), color: color),
                    subviews: [View(frame: Rect(x: 0, y: 0, width: side, height: side), label: label)])
    }
}
