import Synchronization

/// An image and its prefiltered half-size levels down to 1×1, built once per image so that a
/// thumbnail samples a level near its shown size and does not shimmer as it moves or scales.
///
/// Level k+1 is level k through a binomial [1, 3, 3, 1] / 8 kernel per axis, halved, with exact
/// integer rounding (edges clamp), so the chain is the same on every machine.
package final class MipChain: Sendable {
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
        isOpaque = image.isEveryPixelOpaque
    }

    /// A chain of level 0 alone, for an image never shown below half size (`level(forScale:)`
    /// then never picks another level): the image is not read or copied. `isOpaque` must say
    /// whether every pixel is opaque, as `init(_:)` finds.
    package init(levelZeroOf image: Pixmap, isOpaque: Bool) {
        levels = [image]
        self.isOpaque = isOpaque
    }

    /// The level to sample when one image pixel covers `scale` device pixels (the larger of the
    /// two axes): the smallest level still shown at 1:1 or larger, level 0 at half size or more.
    public func level(forScale scale: Double) -> Int {
        var level = 0, s = scale
        while level + 1 < levels.count && s * 2 <= 1 { s *= 2; level += 1 }
        return level
    }

    /// The image at half size through the separable binomial kernel [1, 3, 3, 1] / 8 per axis
    /// (a 4 × 4 footprint centered on each 2 × 2 block; edges clamp): unlike the 2 × 2 box it
    /// has no strong sidelobes, so detail finer than the new level can hold is attenuated
    /// instead of folding back as moiré. Integer sums, one rounding: (Σ wᵢwⱼ·p + 32) >> 6,
    /// so every machine builds the same chain; premultiplied pixels stay valid (positive weights).
    package static func halved(_ image: Pixmap) -> Pixmap {
        let w = image.width, h = image.height
        let hw = (w + 1) / 2, hh = (h + 1) / 2
        var out = Pixmap(width: hw, height: hh)
        // Horizontal pass: 4 channels × 8 (at most 2040) per pixel, 16 bits each.
        var rows = [SIMD4<UInt16>](repeating: .zero, count: hw * h)
        image.pixels.withUnsafeBufferPointer { src in
            for y in 0..<h {
                let line = src.baseAddress! + y * w
                for x in 0..<hw {
                    let c = 2 * x
                    let a = ImageSampler.widen(line[max(c - 1, 0)]), b = ImageSampler.widen(line[c])
                    let d = ImageSampler.widen(line[min(c + 1, w - 1)]), e = ImageSampler.widen(line[min(c + 2, w - 1)])
                    rows[y * hw + x] = a &+ (b &+ d) &* 3 &+ e
                }
            }
        }
        out.pixels.withUnsafeMutableBufferPointer { dst in
            for y in 0..<hh {
                let c = 2 * y
                let r0 = max(c - 1, 0) * hw, r1 = c * hw, r2 = min(c + 1, h - 1) * hw, r3 = min(c + 2, h - 1) * hw
                for x in 0..<hw {
                    let sum = SIMD4<UInt32>(truncatingIfNeeded: rows[r0 + x]) &+ (SIMD4<UInt32>(truncatingIfNeeded: rows[r1 + x])
                        &+ SIMD4<UInt32>(truncatingIfNeeded: rows[r2 + x])) &* 3 &+ SIMD4<UInt32>(truncatingIfNeeded: rows[r3 + x])
                    let v = SIMD4<UInt8>(truncatingIfNeeded: (sum &+ 32) &>> 6)
                    dst[y * hw + x] = unsafeBitCast(v, to: UInt32.self)
                }
            }
        }
        return out
    }
}

/// Mip chains by image path, built on first use and shared by every renderer thread.
/// The lock is held while a chain is built, so each image is filtered exactly once. An image
/// only ever shown at half size or larger gets a chain of level 0 alone (`level(forScale:)`
/// would pick no other level), so the smaller levels are made only for images that need them.
package final class MipmapCache: Sendable {
    private struct Chains {
        /// Every level.
        var full: [String: MipChain] = [:]
        /// Level 0 alone, with whether it is opaque.
        var levelZero: [String: MipChain] = [:]
    }
    private let chains = Mutex(Chains())

    /// An empty cache.
    public init() {}

    /// The chain of `image` (known by `path`) with every level, built now if it is the first request.
    public func chain(for path: String, image: Pixmap) -> MipChain {
        chains.withLock { chains in
            if let chain = chains.full[path] { return chain }
            let chain = MipChain(image)
            chains.full[path] = chain
            return chain
        }
    }

    /// A chain of `image` to draw it with one image pixel over `scale` device pixels (the larger
    /// axis): the full chain below half size, else one of level 0 alone — both make
    /// `ImageSampler` sample level 0 there, so the pixels are the same.
    public func chain(for path: String, image: Pixmap, scale: Double) -> MipChain {
        if !(scale * 2 > 1) { return chain(for: path, image: image) }
        return chains.withLock { chains in
            if let chain = chains.full[path] ?? chains.levelZero[path] { return chain }
            let chain = MipChain(levelZeroOf: image, isOpaque: image.isEveryPixelOpaque)
            chains.levelZero[path] = chain
            return chain
        }
    }
}
