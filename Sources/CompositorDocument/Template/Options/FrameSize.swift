import CompositorScene

/// A device frame's output size in pixels (`OptionCatalog.frameSize`): even sides, so 4:2:0
/// video takes it, within `sides`.
public struct FrameSize: Sendable, Hashable {
    public var width: Int
    public var height: Int

    /// The sides accepted: 64 pixels to the template limit.
    public static let sides = 64...TemplateLimits.maxPixelDimension

    public init(width: Int, height: Int) { self.width = width; self.height = height }

    /// `WIDTHxHEIGHT` (a named size is one too: `1080x1920`), or nil for other text.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else { return nil }
        self.init(width: w, height: h)
    }

    /// Both sides even and within `sides`.
    public var isAccepted: Bool {
        width % 2 == 0 && height % 2 == 0 && Self.sides.contains(width) && Self.sides.contains(height)
    }
}
