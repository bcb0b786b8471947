import CompositorScene

/// Every kind of device body a device frame can draw, one file each (`Bodies/`): the one
/// registry `DeviceFrame` asks for a preset's body. Adding a kind is one file and one line here.
package enum DeviceBodyCatalog {
    /// One kind of body: which presets it draws and their figures.
    package struct Style: Sendable {
        /// e.g. `dynamic-island-phone`.
        package let name: String
        let draws: @Sendable (DevicePreset) -> Bool
        package let body: @Sendable (DevicePreset) -> DeviceBody
    }

    package static let all: [Style] = [DynamicIslandPhoneBody.style, NotchPhoneBody.style, HomeButtonPhoneBody.style, TabletBody.style]

    /// The styles' names, in catalog order.
    public static var names: [String] { all.map(\.name) }

    /// The body drawn around `preset`'s screen, or nil for a preset that is no device (the
    /// video canvases).
    public static func body(for preset: DevicePreset) -> DeviceBody? {
        all.first { $0.draws(preset) }?.body(preset)
    }

    /// The presets a device frame can draw, in `DevicePresets.all`'s order.
    public static var devices: [DevicePreset] { DevicePresets.all.filter { body(for: $0) != nil } }

    /// Buttons placed at fractions of the body's height (`start`, `end` in 0...1) on one edge.
    static func buttons(_ edge: DeviceBody.Button.Edge, bodyLength: Double, _ spans: [(Double, Double)]) -> [DeviceBody.Button] {
        spans.map { DeviceBody.Button(edge: edge, start: ($0.0 * bodyLength).rounded(), length: (($0.1 - $0.0) * bodyLength).rounded()) }
    }
}
