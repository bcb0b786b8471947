import CompositorCore
import CompositorScene

/// The device of a `DeviceFrame` as a view tree, in the device's points under one uniform scale
/// (the layout's): side buttons behind the body; the body (band color, drop shadow) holding the
/// glass, the screen (the clip's layers, masked to the display's corners, over the screen
/// canvas's background or black if that is transparent: a screen is never see-through), the
/// Dynamic Island or notch over the screen, and the home button's ring.
enum DeviceFrameViews {
    /// The glass around the screen.
    static let glass = Color(r8: 10, g8: 10, b8: 12)
    /// The home button's ring.
    static let ring = Color(r8: 58, g8: 58, b8: 62)

    static func device(body figures: DeviceBody, layout: DeviceFrameLayout, finish: Color, shadow: Shadow?,
                       screen canvas: Canvas, cutout device: DevicePreset, layers: [View]) -> View {
        let size = figures.bodySize(screen: canvas.size), s = layout.scale
        let band = figures.band, bezel = figures.bezel
        let buttonColor = finish.interpolated(to: .black, 0.18)
        var views: [View] = figures.buttons.map { button in
            // Each button starts inside the band (radius its depth) and stands `buttonDepth` out of it.
            let d = figures.buttonDepth
            let frame: Rect
            switch button.edge {
            case .left: frame = Rect(x: -d, y: button.start, width: 2 * d, height: button.length)
            case .right: frame = Rect(x: size.width - d, y: button.start, width: 2 * d, height: button.length)
            case .top: frame = Rect(x: button.start, y: -d, width: button.length, height: 2 * d)
            case .bottom: frame = Rect(x: button.start, y: size.height - d, width: button.length, height: 2 * d)
            }
            return View(frame: frame, backgroundColor: buttonColor, cornerRadius: d)
        }
        var screen = View(id: "frame-screen", frame: Rect(x: band + bezel.left, y: band + bezel.top, width: canvas.size.width, height: canvas.size.height),
                          backgroundColor: canvas.isTransparent ? .black : canvas.backgroundColor,
                          cornerRadius: figures.screenCornerRadius, clipsToBounds: true, subviews: layers)
        if let cutout = cutoutView(device, screen: canvas.size, orientation: figures.orientation) { screen.subviews.append(cutout) }
        var bodyParts = [View(frame: Rect(x: band, y: band, width: size.width - 2 * band, height: size.height - 2 * band),
                              backgroundColor: glass, cornerRadius: max(figures.bodyCornerRadius - band, 0)),
                         screen]
        if figures.homeButtonDiameter > 0 {
            // Centred in the bottom bezel, or the right one on its side.
            let d = figures.homeButtonDiameter
            let origin = figures.orientation == .portrait
                ? Point(x: (size.width - d) / 2, y: size.height - band - bezel.bottom / 2 - d / 2)
                : Point(x: size.width - band - bezel.right / 2 - d / 2, y: (size.height - d) / 2)
            bodyParts.append(View(frame: Rect(x: origin.x, y: origin.y, width: d, height: d), cornerRadius: d / 2,
                                  border: Border(width: 3, color: ring)))
        }
        // The shadow is given in output pixels; the body is drawn at the layout's scale.
        let scaledShadow = shadow.map { Shadow(color: $0.color, opacity: $0.opacity, radius: $0.radius / s,
                                               offset: Size(width: $0.offset.width / s, height: $0.offset.height / s)) }
        views.append(View(id: "frame-body", frame: Rect(x: 0, y: 0, width: size.width, height: size.height), backgroundColor: finish,
                          cornerRadius: figures.bodyCornerRadius, shadow: scaledShadow, subviews: bodyParts))
        // A box the body's size, centred where the layout puts the body, scaled about its centre.
        let center = layout.body.center
        return View(id: "frame-device", frame: Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height),
                    transform: .scale(s), subviews: views)
    }

    /// The screen without a device (`DeviceFrame.drawsDevice` false): the clip's layers masked
    /// to the display's corners over the screen's background, the drop shadow cast by the
    /// screen's outline (a view of its shape behind it: the masked screen would clip its own
    /// shadow), in the screen's points under the layout's scale, centred where the layout puts it.
    static func screenOnly(layout: DeviceFrameLayout, shadow: Shadow?, screen canvas: Canvas, layers: [View]) -> View {
        let size = canvas.size, s = layout.scale
        let radius = layout.screenCornerRadius / s
        let outline = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let background = canvas.isTransparent ? Color.black : canvas.backgroundColor
        let scaledShadow = shadow.map { Shadow(color: $0.color, opacity: $0.opacity, radius: $0.radius / s,
                                               offset: Size(width: $0.offset.width / s, height: $0.offset.height / s)) }
        let screen = View(id: "frame-screen", frame: outline, backgroundColor: background, cornerRadius: radius, clipsToBounds: true, subviews: layers)
        let caster = View(id: "frame-body", frame: outline, backgroundColor: background, cornerRadius: radius, shadow: scaledShadow, subviews: [screen])
        let center = layout.screen.center
        return View(id: "frame-device", frame: Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height),
                    transform: .scale(s), subviews: [caster])
    }

    /// The Dynamic Island (a black pill) or the notch (a black tab whose top runs into the
    /// glass), centred across the top of a `screen`-sized screen, or down its left side in
    /// landscape (the device's top); nil for other devices.
    static func cutoutView(_ device: DevicePreset, screen: Size, orientation: DeviceOrientation) -> View? {
        let f = device.cutoutFrame
        // Upright: across the width from the top; on its side: down the height from the left.
        let across = orientation == .portrait ? screen.width : screen.height
        let start = ((across - f.width) / 2).rounded()
        func placed(inset: Double, depth: Double) -> Rect {
            orientation == .portrait ? Rect(x: start, y: inset, width: f.width, height: depth)
                : Rect(x: inset, y: start, width: depth, height: f.width)
        }
        switch device.cutout {
        case .none: return nil
        case .dynamicIsland:
            return View(id: "frame-island", frame: placed(inset: f.minY, depth: f.height), backgroundColor: .black, cornerRadius: f.height / 2)
        case .notch:
            // Extended 30 points past the screen's edge (clipped away) so only the inner corners round.
            return View(id: "frame-notch", frame: placed(inset: f.minY - 30, depth: f.height + 30), backgroundColor: .black, cornerRadius: 22)
        }
    }
}
