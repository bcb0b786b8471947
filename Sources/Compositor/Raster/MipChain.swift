import Synchronization

/// An image and its box-filtered half-size levels down to 1×1, built once per image so that a
/// thumbnail samples a level near its shown size and does not shimmer as it moves or scales.
///
/// Level k+1 averages 2×2 blocks of level k with exact integer rounding (an odd last column or
/// row is averaged with itself), so the chain is the same on every machine.
public final class MipChain: Sendable {
    /// Level 0 is the image itself.
    public let levels: [Pixmap]
    /// True when every pixel of the image is opaque (opaque images may be copied row by row).
    public let isOpaque: Bool

    /// Builds every level of `image` (a third more pixels than the image, once).
    public init(_ image: Pixmap) {
        var levels = [image]
        while let last = levels.last, last.width > 1 || last.height > 1 {
            levels.append(MipChain.halved(last))
        }
        self.levels = levels
        isOpaque = image.pixels.withUnsafeBufferPointer { px in px.allSatisfy { $0 >> 24 == 255 } }
    }

    /// The level to sample when one image pixel covers `scale` device pixels (the larger of the
    /// two axes): the smallest level still shown at 1:1 or larger, level 0 at half size or more.
    public func level(forScale scale: Double) -> Int {
        var level = 0, s = scale
        while level + 1 < levels.count && s * 2 <= 1 { s *= 2; level += 1 }
        return level
    }

    /// The image at half size, each pixel the rounded mean of a 2×2 block.
    static func halved(_ image: Pixmap) -> Pixmap {
        let w = image.width, h = image.height
        let hw = (w + 1) / 2, hh = (h + 1) / 2
        var out = Pixmap(width: hw, height: hh)
        image.pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for y in 0..<hh {
                    let r0 = 2 * y * w, r1 = min(2 * y + 1, h - 1) * w
                    for x in 0..<hw {
                        let x0 = 2 * x, x1 = min(2 * x + 1, w - 1)
                        let a = src[r0 + x0], b = src[r0 + x1], c = src[r1 + x0], d = src[r1 + x1]
                        let rb = ((a & 0xFF00FF) + (b & 0xFF00FF) + (c & 0xFF00FF) + (d & 0xFF00FF) + 0x0002_0002) >> 2
                        let ag = ((a >> 8 & 0xFF00FF) + (b >> 8 & 0xFF00FF) + (c >> 8 & 0xFF00FF) + (d >> 8 & 0xFF00FF) + 0x0002_0002) >> 2
                        dst[y * hw + x] = (rb & 0xFF00FF) | (ag & 0xFF00FF) << 8
                    }
                }
            }
        }
        return out
    }
}

/// Mip chains by image path, built on first use and shared by every renderer thread.
/// The lock is held while a chain is built, so each image is filtered exactly once.
public final class MipmapCache: Sendable {
    private let chains = Mutex<[String: MipChain]>([:])

    /// An empty cache.
    public init() {}

    /// The chain of `image` (known by `path`), built now if it is the first request.
    public func chain(for path: String, image: Pixmap) -> MipChain {
        chains.withLock { chains in
            if let chain = chains[path] { return chain }
            let chain = MipChain(image)
            chains[path] = chain
            return chain
        }
    }
}
