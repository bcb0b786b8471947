/// Fast paths for compositing a layer whose every pixel is opaque (a backing store filled by its
/// view's background), beside the general `composite(_:atX:y:opacity:clip:)`, which they equal
/// bit for bit (see the layer-cache tests).
extension Pixmap {
    /// Copies `source` into this pixmap with its top-left at (`x`, `y`), row by row, within
    /// `clip`: compositing an opaque layer at full opacity, without the per-pixel blend.
    package mutating func copy(_ source: Pixmap, atX x: Int, y: Int, clip: IntRect) {
        rows(of: source, atX: x, y: y, clip: clip) { dst, src, count in dst.update(from: src, count: count) }
    }

    /// Composites the opaque `layer` at `opacity` (0...255): per channel round(s·o/255) +
    /// round(d·(255 − o)/255), what `over(scale(s, by: o), d)` gives when s's alpha is 255,
    /// two pixels per 64-bit multiply (four 16-bit lanes).
    package mutating func composite(opaque layer: Pixmap, atX x: Int, y: Int, opacity: UInt32, clip: IntRect) {
        let fade = OpaqueFade(opacity)
        rows(of: layer, atX: x, y: y, clip: clip) { dst, src, count in fade.row(src, over: dst, into: dst, count) }
    }

    /// Sets every pixel to the opaque `layer` composited at `opacity` over the opaque `base`
    /// (both this pixmap's size): a cross-dissolve of two stores in one pass, equal to copying
    /// `base` and compositing `layer` over it.
    package mutating func crossFade(_ base: Pixmap, _ layer: Pixmap, opacity: UInt32) {
        precondition(base.width == width && base.height == height && layer.width == width && layer.height == height, "cross-fade size")
        let fade = OpaqueFade(opacity), n = width * height
        base.pixels.withUnsafeBufferPointer { b in
            layer.pixels.withUnsafeBufferPointer { l in
                pixels.withUnsafeMutableBufferPointer { d in fade.row(l.baseAddress!, over: b.baseAddress!, into: d.baseAddress!, n) }
            }
        }
    }

    /// The smallest rectangle holding every pixel that is not transparent (0); empty when
    /// every pixel is.
    package var inkedBounds: IntRect { inkedBounds(in: bounds) }

    /// The smallest rectangle holding every pixel of `area` that is not transparent (0); empty
    /// when every one is (or `area` holds none of this pixmap's pixels).
    package func inkedBounds(in area: IntRect) -> IntRect {
        let a = area.intersection(bounds)
        guard !a.isEmpty else { return IntRect(x0: 0, y0: 0, x1: 0, y1: 0) }
        return pixels.withUnsafeBufferPointer { p in
            var box = IntRect(x0: a.x1, y0: a.y1, x1: a.x0, y1: a.y0)
            for y in a.y0..<a.y1 {
                let row = p.baseAddress! + y * width
                guard let first = (a.x0..<a.x1).first(where: { row[$0] != 0 }) else { continue }
                let last = (first..<a.x1).last(where: { row[$0] != 0 })!
                box = IntRect(x0: min(box.x0, first), y0: min(box.y0, y), x1: max(box.x1, last + 1), y1: y + 1)
            }
            return box.isEmpty ? IntRect(x0: 0, y0: 0, x1: 0, y1: 0) : box
        }
    }

    /// True when every pixel outside `area` is transparent (0).
    package func isTransparent(outside area: IntRect) -> Bool {
        let inner = area.intersection(bounds)
        /// Whether `count` pixels from `p` are all 0, eight a test.
        func clear(_ p: UnsafePointer<UInt32>, _ count: Int) -> Bool {
            var i = 0, any = SIMD8<UInt32>()
            while i + 8 <= count {
                any |= UnsafeRawPointer(p + i).loadUnaligned(as: SIMD8<UInt32>.self)
                i += 8
            }
            while i < count { any[0] |= p[i]; i += 1 }
            return any == SIMD8()
        }
        return pixels.withUnsafeBufferPointer { p in
            for row in 0..<height {
                let line = p.baseAddress! + row * width
                let inside = row >= inner.y0 && row < inner.y1 && !inner.isEmpty
                let clearRow = inside ? clear(line, inner.x0) && clear(line + inner.x1, width - inner.x1) : clear(line, width)
                if !clearRow { return false }
            }
            return true
        }
    }

    /// Calls `body` with each row of `source` placed at (`x`, `y`) that lies within `clip`: the
    /// destination and source pointers and the pixel count.
    private mutating func rows(of source: Pixmap, atX x: Int, y: Int, clip: IntRect,
                               _ body: (UnsafeMutablePointer<UInt32>, UnsafePointer<UInt32>, Int) -> Void) {
        let area = IntRect(x0: x, y0: y, x1: x + source.width, y1: y + source.height).intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        let w = width, sw = source.width
        source.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                for row in area.y0..<area.y1 {
                    body(dst.baseAddress! + (row * w + area.x0), src.baseAddress! + ((row - y) * sw + area.x0 - x), area.width)
                }
            }
        }
    }
}

/// `composite(opaque:…)`'s blend: an opaque source at a fixed opacity over a destination.
private struct OpaqueFade {
    let o: UInt64, io: UInt64
    init(_ opacity: UInt32) { o = UInt64(opacity); io = UInt64(255 - opacity) }

    private static let mask: UInt64 = 0x00FF_00FF_00FF_00FF
    @inline(__always) private static func mul(_ lanes: UInt64, _ f: UInt64) -> UInt64 {
        let t = lanes &* f &+ 0x0080_0080_0080_0080
        return ((t &+ ((t >> 8) & mask)) >> 8) & mask
    }
    @inline(__always) private func blend(_ s: UInt64, _ d: UInt64) -> UInt64 {
        let m = Self.mask
        let rb = Self.mul(s & m, o) &+ Self.mul(d & m, io)
        let ag = Self.mul((s >> 8) & m, o) &+ Self.mul((d >> 8) & m, io)
        return rb | ag << 8
    }

    /// `blend` on four pixels at once: red and blue (then alpha and green) on alternate 16-bit
    /// lanes of the masked words, the very per-field arithmetic of the 64-bit `mul` (each field
    /// stays below 2¹⁶, so no lane carries into the next): equal to `blend` bit for bit. Eight
    /// 16-bit multiplies per four pixels instead of eight 64-bit ones per two; a cross-dissolve
    /// frame is this loop over every pixel.
    @inline(__always) private func blend4(_ s: SIMD4<UInt32>, _ d: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let m = SIMD4<UInt32>(repeating: 0x00FF_00FF)
        let vo = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: o)), vio = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: io))
        @inline(__always) func mul(_ lanes: SIMD4<UInt32>, _ f: SIMD8<UInt16>) -> SIMD8<UInt16> {
            let t = unsafeBitCast(lanes, to: SIMD8<UInt16>.self) &* f &+ SIMD8(repeating: 0x80)
            return (t &+ (t &>> 8)) &>> 8
        }
        let rb = unsafeBitCast(mul(s & m, vo) &+ mul(d & m, vio), to: SIMD4<UInt32>.self)
        let ag = unsafeBitCast(mul((s &>> 8) & m, vo) &+ mul((d &>> 8) & m, vio), to: SIMD4<UInt32>.self)
        return rb | ag &<< 8
    }

    /// out[i] = src[i] at the opacity over dst[i], for `count` pixels (`out` may be `dst`).
    @inline(__always)
    func row(_ src: UnsafePointer<UInt32>, over dst: UnsafePointer<UInt32>, into out: UnsafeMutablePointer<UInt32>, _ count: Int) {
        var i = 0
        while i + 4 <= count {
            let s = UnsafeRawPointer(src + i).loadUnaligned(as: SIMD4<UInt32>.self)
            let d = UnsafeRawPointer(dst + i).loadUnaligned(as: SIMD4<UInt32>.self)
            UnsafeMutableRawPointer(out + i).storeBytes(of: blend4(s, d), as: SIMD4<UInt32>.self)
            i += 4
        }
        while i + 2 <= count {
            let s = UnsafeRawPointer(src + i).loadUnaligned(as: UInt64.self)
            let d = UnsafeRawPointer(dst + i).loadUnaligned(as: UInt64.self)
            UnsafeMutableRawPointer(out + i).storeBytes(of: blend(s, d), as: UInt64.self)
            i += 2
        }
        if i < count { out[i] = UInt32(truncatingIfNeeded: blend(UInt64(src[i]), UInt64(dst[i]))) }
    }
}
