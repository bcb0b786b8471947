import CompositorScene

/// Pixel buffers for offscreen layers (group opacity, clipped labels), reused from frame to
/// frame by one renderer so a group costs a clear, not an allocation and page faults.
package final class ScratchPool {
    private var free: [[UInt32]] = []
    /// How many idle buffers are kept.
    private let limit: Int

    package init(limit: Int = 4) { self.limit = limit }

    /// A pixmap of the given size filled with `color` (left as it was when `color` is nil: the
    /// caller overwrites every pixel), backed by a recycled buffer when one is free.
    package func take(width: Int, height: Int, fill color: PremultipliedRGBA8? = .transparent) -> Pixmap {
        let count = width * height
        guard let index = free.indices.max(by: { free[$0].capacity < free[$1].capacity }) else {
            return Pixmap(width: width, height: height, fill: color ?? .transparent)
        }
        var buffer = free.remove(at: index)
        if buffer.count > count {
            buffer.removeLast(buffer.count - count)
        } else {
            buffer.append(contentsOf: repeatElement(0, count: count - buffer.count))
        }
        if let color { buffer.withUnsafeMutableBufferPointer { $0.update(repeating: color.packed) } }
        return Pixmap(width: width, height: height, recycling: buffer)
    }

    /// Returns a pixmap's buffer for reuse (up to `limit` are kept; the rest are freed).
    package func give(_ pixmap: Pixmap) {
        if free.count < limit { free.append(pixmap.pixels) }
    }
}

extension Pixmap {
    /// A pixmap over `pixels`, which must hold exactly `width × height` values.
    package init(width: Int, height: Int, recycling pixels: [UInt32]) {
        self.init(width: width, height: height, pixels: pixels)
    }
}
