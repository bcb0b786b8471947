import CompositorCore

/// The figures of one device's body around its screen, in the screen's points: what a device
/// frame draws (`DeviceFrame`). Approximations measured from the devices' published sizes
/// (body width and height in millimetres against the screen's points at the device's pixel
/// density), not Apple artwork; each member of `DeviceBodyCatalog` documents its own.
package struct DeviceBody: Hashable, Sendable {
    /// A button standing out of the body's edge.
    public struct Button: Hashable, Sendable {
        public enum Edge: String, Hashable, Sendable { case left, right, top, bottom }
        public var edge: Edge
        /// Where the button starts and how long it is, along its edge from the body's top
        /// (left and right edges) or left (top and bottom edges), in points.
        public var start: Double
        public var length: Double
    }

    /// The catalog member that made it, e.g. `dynamic-island-phone`.
    public var style: String
    /// The display's corner radius (the screen's mask), points.
    public var screenCornerRadius: Double
    /// The black glass border around the screen on each side, points.
    public var bezel: EdgeInsets
    /// The metal band around the glass, points.
    public var band: Double
    /// How far the side buttons stand out of the band, points.
    public var buttonDepth: Double
    public var buttons: [Button]
    /// The body's outer corner radius, points.
    public var bodyCornerRadius: Double
    /// A round home button centred in the bottom bezel (iPhone SE), its diameter in points; 0: none.
    public var homeButtonDiameter: Double = 0
    /// Upright, or on its side (`turnedLeft`): where the home button and the cutout go.
    public var orientation = DeviceOrientation.portrait

    /// The body's size (band included, buttons not) around a screen of `screen` points.
    public func bodySize(screen: Size) -> Size {
        Size(width: screen.width + bezel.left + bezel.right + 2 * band,
             height: screen.height + bezel.top + bezel.bottom + 2 * band)
    }

    /// An all-screen body: the same glass border on every side, 3-point-deep buttons, and
    /// outer corners concentric with the screen's (its radius grown by the bezel and the band).
    static func allScreen(style: String, screenCornerRadius: Double, bezel: Double, band: Double, buttons: [Button]) -> DeviceBody {
        DeviceBody(style: style, screenCornerRadius: screenCornerRadius,
                   bezel: EdgeInsets(top: bezel, left: bezel, bottom: bezel, right: bezel), band: band, buttonDepth: 3,
                   buttons: buttons, bodyCornerRadius: screenCornerRadius + bezel + band)
    }

    /// No body at all: the screen's own outline (its corners rounded by `screenCornerRadius`),
    /// no bezel, band or buttons, for a screen drawn without a device (`DeviceFrame.drawsDevice`).
    static func screenOnly(screenCornerRadius: Double) -> DeviceBody {
        DeviceBody(style: "screen-only", screenCornerRadius: screenCornerRadius, bezel: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
                   band: 0, buttonDepth: 0, buttons: [], bodyCornerRadius: screenCornerRadius)
    }

    /// Everything the device occupies (body and buttons), as insets around the body.
    public var buttonInsets: EdgeInsets {
        func depth(_ edge: Button.Edge) -> Double { buttons.contains { $0.edge == edge } ? buttonDepth : 0 }
        return EdgeInsets(top: depth(.top), left: depth(.left), bottom: depth(.bottom), right: depth(.right))
    }

    /// The body around `screen` (upright points) when its figures were measured around
    /// `measured` (the device's own screen, upright): each button moved and sized along its edge
    /// by that edge's length against the measured body's, so on a canvas of another size the
    /// buttons keep their place relative to the body's length and stay on its edge (a button
    /// measured for a tall body would otherwise stand past the end of a short one). The same
    /// figures when the sizes match.
    public func fittingButtons(screen: Size, measured: Size) -> DeviceBody {
        let actual = bodySize(screen: screen), nominal = bodySize(screen: measured)
        guard actual != nominal, nominal.width > 0, nominal.height > 0 else { return self }
        var body = self
        body.buttons = buttons.map { b in
            let f = b.edge == .left || b.edge == .right ? actual.height / nominal.height : actual.width / nominal.width
            return Button(edge: b.edge, start: b.start * f, length: b.length * f)
        }
        return body
    }

    /// The body turned a quarter to the left (landscape, its top on the left), around a screen
    /// that is `portraitScreen` held upright. A point (x, y) of the upright body of width W goes
    /// to (y, W − x): the top bezel becomes the left one, the left the bottom, the right the
    /// top, the bottom the right; the left edge's buttons go to the bottom edge and the right
    /// edge's to the top, at the same distance from the (new) left; a top button goes to the
    /// left edge, W − its end from the top.
    public func turnedLeft(portraitScreen: Size) -> DeviceBody {
        let w = bodySize(screen: portraitScreen).width
        var body = self
        body.bezel = EdgeInsets(top: bezel.right, left: bezel.top, bottom: bezel.left, right: bezel.bottom)
        body.buttons = buttons.map { b in
            switch b.edge {
            case .left: Button(edge: .bottom, start: b.start, length: b.length)
            case .right: Button(edge: .top, start: b.start, length: b.length)
            case .top: Button(edge: .left, start: w - b.start - b.length, length: b.length)
            case .bottom: Button(edge: .right, start: w - b.start - b.length, length: b.length)
            }
        }
        body.orientation = .landscape
        return body
    }
}
