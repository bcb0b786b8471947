/// The figures of one device's body around its screen, in the screen's points: what a device
/// frame draws (`DeviceFrame`). Approximations measured from the devices' published sizes
/// (body width and height in millimetres against the screen's points at the device's pixel
/// density), not Apple artwork; each member of `DeviceBodyCatalog` documents its own.
package struct DeviceBody: Hashable, Sendable {
    /// A button standing out of the body's edge.
    public struct Button: Hashable, Sendable {
        public enum Edge: String, Hashable, Sendable { case left, right, top }
        public var edge: Edge
        /// Where the button starts and how long it is, along its edge from the body's top
        /// (left and right edges) or left (top edge), in points.
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

    /// Everything the device occupies (body and buttons), as insets around the body.
    public var buttonInsets: EdgeInsets {
        func depth(_ edge: Button.Edge) -> Double { buttons.contains { $0.edge == edge } ? buttonDepth : 0 }
        return EdgeInsets(top: depth(.top), left: depth(.left), bottom: 0, right: depth(.right))
    }
}
