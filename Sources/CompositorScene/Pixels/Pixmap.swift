/// A premultiplied RGBA8 image in memory, row by row from the top, no padding between rows.
///
/// A value type: frames cross threads as values, each composited by one thread.
package struct Pixmap: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// One packed `PremultipliedRGBA8` per pixel, `width × height` of them.
    public var pixels: [UInt32]

    /// A pixmap holding `pixels` (premultiplied, row after row, `width × height` of them).
    package init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height, "pixmap size must match its pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A pixmap whose pixels are undefined until drawn, for a scratch buffer only ever read
    /// where it was drawn first (`SceneRenderer.drawPatch`): memory it never draws is never
    /// touched, so a frame-sized buffer used in a few bands of rows costs only their pages.
    /// Sizes must be positive.
    package init(undefinedWidth width: Int, height: Int) {
        precondition(width > 0 && height > 0, "pixmap size must be positive")
        self.width = width
        self.height = height
        pixels = [UInt32](unsafeUninitializedCapacity: width * height) { _, initialized in initialized = width * height }
    }

    /// A pixmap filled with `color` (transparent by default). Sizes must be positive.
    public init(width: Int, height: Int, fill color: PremultipliedRGBA8 = .transparent) {
        precondition(width > 0 && height > 0, "pixmap size must be positive")
        self.width = width
        self.height = height
        pixels = [UInt32](repeating: color.packed, count: width * height)
    }

    public subscript(x: Int, y: Int) -> PremultipliedRGBA8 {
        get { PremultipliedRGBA8(packed: pixels[y * width + x]) }
        set { pixels[y * width + x] = newValue.packed }
    }

    /// Sets every pixel to `color`.
    public mutating func fill(_ color: PremultipliedRGBA8) {
        let value = color.packed
        pixels.withUnsafeMutableBufferPointer { $0.update(repeating: value) }
    }

    /// Sets every pixel of `rect` (within the pixmap) to `color`.
    package mutating func fill(_ color: PremultipliedRGBA8, in rect: IntRect) {
        let area = rect.intersection(bounds), value = color.packed, w = width
        guard !area.isEmpty else { return }
        pixels.withUnsafeMutableBufferPointer { px in
            for y in area.y0..<area.y1 { (px.baseAddress! + y * w + area.x0).update(repeating: value, count: area.width) }
        }
    }

    /// The pixels as bytes R, G, B, A, row after row (the layout encoders and hashes read).
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try pixels.withUnsafeBytes(body)
    }

    /// A copy of the pixel bytes in R, G, B, A order.
    public var rgbaBytes: [UInt8] { withUnsafeBytes { Array($0) } }

    /// True when every pixel's alpha is 255 (an opaque image may be copied and sampled row by row).
    package var isEveryPixelOpaque: Bool { pixels.withUnsafeBufferPointer { $0.allSatisfy { $0 >> 24 == 255 } } }
}
