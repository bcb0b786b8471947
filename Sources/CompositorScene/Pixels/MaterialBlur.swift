import CPixelKernels

/// The pixels of a blur material (UIVisualEffectView): the backdrop averaged down by a whole
/// factor, blurred by exact integer box passes (`ShadowBlur`'s), saturated, scaled back up
/// bilinearly and tinted. All integer and fixed point, so every CPU gives the same bytes.
///
/// Two paths compute the blur: the fast one (running box sums, `ShadowBlur.blur`) the renderer
/// uses, and the general one (a direct convolution with the three boxes' combined kernel) that
/// states what the blur is; tests check they are equal byte for byte wherever the blur's reach
/// stays inside the grid, which `render` guarantees by padding the grid with the reach.
package struct MaterialBlur {
    /// Device pixels per backdrop sample: blurring a large sigma on a coarser grid changes
    /// nothing visible (iOS does the same) and costs a factor² less.
    package let factor: Int
    /// The box widths on the coarse grid.
    package let boxes: [Int]
    /// Saturation in 1/256 (256 keeps colors).
    package let saturation: Int
    /// Premultiplied tint, packed.
    package let tint: UInt32

    package init(sigma: Double, saturation: Double, tint: PremultipliedRGBA8) {
        factor = max(1, min(8, Int((sigma / 3).rounded(.down))))
        boxes = ShadowBlur.boxes(sigma: sigma / Double(factor))
        self.saturation = Int((saturation * 256).rounded())
        self.tint = tint.packed
    }

    /// How many coarse samples the blur spreads on each side.
    package var reach: Int { ShadowBlur.reach(boxes) }

    /// The finished material over `area` (device pixels of `backdrop`), as `area.width × area.height`
    /// opaque-ish premultiplied pixels; reads the backdrop up to the blur's reach around `area`,
    /// its edges repeated beyond the pixmap.
    package func render(_ backdrop: Pixmap, area: IntRect) -> [UInt32] {
        finish(coarse(backdrop, area: area), area: area)
    }

    /// The backdrop averaged down to the coarse grid that `area`'s material is made from (the
    /// area padded by the blur's reach): the material's only input from the backdrop, so two
    /// equal ones give the same material (`MaterialCache`).
    package struct Coarse: Equatable {
        /// The grid's origin and size, in coarse samples.
        let x0: Int, y0: Int, width: Int, height: Int
        /// R, G, B and A planes, `width × height` each.
        let planes: [[UInt8]]
        /// Bytes of the planes.
        package var byteCount: Int { 4 * width * height }
    }

    /// The coarse grid of `area` (`Coarse`). The grid is aligned to the device origin, so a
    /// view's material does not depend on its clip.
    package func coarse(_ backdrop: Pixmap, area: IntRect) -> Coarse {
        let k = factor, pad = reach + 1
        let gx0 = Self.floorDiv(area.x0, k) - pad, gy0 = Self.floorDiv(area.y0, k) - pad
        let gx1 = Self.floorDiv(area.x1 - 1, k) + 1 + pad, gy1 = Self.floorDiv(area.y1 - 1, k) + 1 + pad
        let gw = gx1 - gx0, gh = gy1 - gy0
        return Coarse(x0: gx0, y0: gy0, width: gw, height: gh, planes: downsample(backdrop, x0: gx0, y0: gy0, width: gw, height: gh))
    }

    /// The material over `area` from its coarse grid: blurred, saturated, upsampled and tinted.
    package func finish(_ grid: Coarse, area: IntRect) -> [UInt32] {
        var planes = grid.planes
        for c in 0..<4 { planes[c] = ShadowBlur.blur(planes[c], width: grid.width, height: grid.height, boxes: boxes) }
        let coarse = saturate(planes, count: grid.width * grid.height)
        return upsample(coarse, gridX0: grid.x0, gridY0: grid.y0, gridWidth: grid.width, gridHeight: grid.height, area: area)
    }

    package static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }

    /// Per channel (R, G, B, A planes), the mean of each k × k block of device pixels; device
    /// pixels outside the pixmap take the nearest edge pixel's value.
    ///
    /// Each block's red and blue (and green and alpha) are summed in one 32-bit word, 16 bits a
    /// channel: at most 64 pixels of 255 stay below 2¹⁶. The clamped device columns and rows
    /// are resolved once, not per pixel, and runs of 8×8 blocks inside the pixmap are summed in
    /// CPixelKernels (`segue_material_downsample8`: eight rows a lane, then the lanes), the rest
    /// here, an 8-pixel block row on vector lanes.
    package func downsample(_ p: Pixmap, x0: Int, y0: Int, width: Int, height: Int) -> [[UInt8]] {
        let k = factor, n = UInt32(k * k)
        let xs = (0..<(width * k)).map { min(max(x0 * k + $0, 0), p.width - 1) }
        let ys = (0..<(height * k)).map { min(max(y0 * k + $0, 0), p.height - 1) * p.width }
        // Blocks whose columns all lie inside the pixmap (consecutive, unclamped).
        let inside = (0..<width).map { xs[$0 * k + k - 1] - xs[$0 * k] == k - 1 }
        var r = [UInt8](repeating: 0, count: width * height), g = r, b = r, a = r
        p.pixels.withUnsafeBufferPointer { px in
            r.withUnsafeMutableBufferPointer { r in
                g.withUnsafeMutableBufferPointer { g in
                    b.withUnsafeMutableBufferPointer { b in
                        a.withUnsafeMutableBufferPointer { a in
                            let base = px.baseAddress!
                            var rows = [Int](repeating: 0, count: 8)
                            var kernelDone = [Bool](repeating: false, count: k == 8 ? width : 0)
                            for gy in 0..<height {
                                // Runs of 8×8 blocks inside the pixmap: eight pixels a load in
                                // CPixelKernels (the same sums), the rest below.
                                if k == 8 {
                                    for gx in 0..<width { kernelDone[gx] = false }
                                    for dy in 0..<8 { rows[dy] = ys[gy * 8 + dy] }
                                    var gx = 0
                                    while gx < width {
                                        guard inside[gx] else { gx += 1; continue }
                                        var end = gx + 1
                                        while end < width && inside[end] { end += 1 }
                                        let i = gy * width + gx
                                        let done = rows.withUnsafeBufferPointer { rows in
                                            segue_material_downsample8(base, rows.baseAddress!, xs[gx * 8], end - gx,
                                                                       r.baseAddress! + i, g.baseAddress! + i, b.baseAddress! + i, a.baseAddress! + i)
                                        }
                                        for m in gx..<(gx + done) { kernelDone[m] = true }
                                        gx = end
                                    }
                                }
                                for gx in 0..<width where k != 8 || !kernelDone[gx] {
                                    var rb: UInt32 = 0, ga: UInt32 = 0
                                    if k == 8 && inside[gx] {
                                        // An 8-pixel block row inside the pixmap: one vector per row.
                                        var vrb = SIMD8<UInt32>(), vga = SIMD8<UInt32>()
                                        let mask = SIMD8<UInt32>(repeating: 0x00FF_00FF)
                                        for dy in 0..<8 {
                                            let v = UnsafeRawPointer(base + ys[gy * 8 + dy] + xs[gx * 8]).loadUnaligned(as: SIMD8<UInt32>.self)
                                            vrb &+= v & mask
                                            vga &+= (v &>> 8) & mask
                                        }
                                        rb = vrb.wrappedSum()
                                        ga = vga.wrappedSum()
                                    } else {
                                        // Columns clamped to the same edge pixel (a block past the
                                        // pixmap's side: all k of them) are summed once, times
                                        // their count: the same sums (at most 64 · 255 a half).
                                        var dx = 0
                                        while dx < k {
                                            let column = xs[gx * k + dx]
                                            var times: UInt32 = 1
                                            while dx + Int(times) < k && xs[gx * k + dx + Int(times)] == column { times += 1 }
                                            for dy in 0..<k {
                                                let v = px[ys[gy * k + dy] + column]
                                                rb &+= (v & 0x00FF_00FF) &* times
                                                ga &+= ((v >> 8) & 0x00FF_00FF) &* times
                                            }
                                            dx += Int(times)
                                        }
                                    }
                                    let i = gy * width + gx
                                    r[i] = UInt8(truncatingIfNeeded: ((rb & 0xFFFF) + n / 2) / n)
                                    b[i] = UInt8(truncatingIfNeeded: ((rb >> 16) + n / 2) / n)
                                    g[i] = UInt8(truncatingIfNeeded: ((ga & 0xFFFF) + n / 2) / n)
                                    a[i] = UInt8(truncatingIfNeeded: ((ga >> 16) + n / 2) / n)
                                }
                            }
                        }
                    }
                }
            }
        }
        return [r, g, b, a]
    }

    /// Packed pixels from the planes, saturation applied around BT.709 luma (premultiplied
    /// components kept within 0...alpha).
    package func saturate(_ planes: [[UInt8]], count: Int) -> [UInt32] {
        (0..<count).map { i in
            let r = Int(planes[0][i]), g = Int(planes[1][i]), b = Int(planes[2][i]), a = Int(planes[3][i])
            let luma = (54 * r + 183 * g + 19 * b + 128) >> 8
            func s(_ c: Int) -> UInt32 { UInt32(min(max(luma + ((c - luma) * saturation + 128) >> 8, 0), a)) }
            return s(r) | s(g) << 8 | s(b) << 16 | UInt32(a) << 24
        }
    }

    /// Bilinear samples of the coarse grid at every device pixel center of `area`, tint over:
    /// per pixel the horizontal lerps on the coarse rows above and below, then the vertical one.
    ///
    /// The horizontal lerps depend on the device column and the coarse row only, so they are
    /// made once per coarse row (shared by its k device rows) rather than per pixel; they, and
    /// the vertical lerp with the tint, run eight pixels a step in CPixelKernels
    /// (`segue_material_hlerp_row`, `segue_material_row`; in Swift, on four-pixel vectors and
    /// per column, this function was the largest part of a material: the component-kit sheet's
    /// 155 M instructions, now 40 M); the arithmetic per pixel is the same.
    package func upsample(_ coarse: [UInt32], gridX0: Int, gridY0: Int, gridWidth: Int, gridHeight: Int, area: IntRect) -> [UInt32] {
        let k = factor, w = area.width
        var out = [UInt32](repeating: 0, count: w * area.height)
        // Position in coarse samples, in 1/256: ((x + 0.5) / k − 0.5 − gridX0) · 256.
        func coordinate(_ v: Int, _ origin: Int, _ limit: Int) -> (Int, UInt32) {
            let fixed = ((2 * v + 1) * 128) / k - 128 - origin * 256
            let i = min(max(fixed >> 8, 0), limit - 2)
            return (i, UInt32(min(max(fixed - i * 256, 0), 255)))
        }
        // Each device column's left coarse sample and weight (the kernel's tap and weight tables).
        var taps = [Int32](repeating: 0, count: w), weights = [UInt32](repeating: 0, count: w)
        for n in 0..<w { let (i, fx) = coordinate(area.x0 + n, gridX0, gridWidth); (taps[n], weights[n]) = (Int32(i), fx) }
        var rows = [UInt32](repeating: 0, count: 2 * w)  // the upper then the lower horizontal lerps
        var madeRow = -1
        let inverse = 255 - tint >> 24, tints = SIMD4<UInt32>(repeating: tint)
        coarse.withUnsafeBufferPointer { coarse in
            rows.withUnsafeMutableBufferPointer { rows in
                out.withUnsafeMutableBufferPointer { out in
                    let upper = rows.baseAddress!, lower = upper + w
                    for y in area.y0..<area.y1 {
                        let (j, fy) = coordinate(y, gridY0, gridHeight)
                        if j != madeRow {
                            let top = j * gridWidth, bottom = top + gridWidth
                            // Eight columns a step with AVX2 (CPixelKernels, the same integers).
                            let done = taps.withUnsafeBufferPointer { taps in
                                weights.withUnsafeBufferPointer { weights in
                                    let t = taps.baseAddress!, f = weights.baseAddress!, grid = coarse.baseAddress!
                                    return min(segue_material_hlerp_row(grid + top, t, f, upper, w),
                                               segue_material_hlerp_row(grid + bottom, t, f, lower, w))
                                }
                            }
                            for n in done..<w {
                                let i = Int(taps[n]), fx = weights[n]
                                upper[n] = PixelMath.lerp(coarse[top + i], coarse[top + i + 1], fx)
                                lower[n] = PixelMath.lerp(coarse[bottom + i], coarse[bottom + i + 1], fx)
                            }
                            madeRow = j
                        }
                        // over(tint, p) is tint + scale(p, 255 − tint's alpha): eight pixels a step
                        // with AVX2 (CPixelKernels, the same integers), then four.
                        let row = out.baseAddress! + (y - area.y0) * w
                        var n = segue_material_row(upper, lower, fy, tint, row, w)
                        while n + 4 <= w {
                            let u = UnsafeRawPointer(upper + n).loadUnaligned(as: SIMD4<UInt32>.self)
                            let l = UnsafeRawPointer(lower + n).loadUnaligned(as: SIMD4<UInt32>.self)
                            let v = tints &+ PixelMath.scale(PixelMath.lerp(u, l, fy), by: inverse)
                            UnsafeMutableRawPointer(row + n).storeBytes(of: v, as: SIMD4<UInt32>.self)
                            n += 4
                        }
                        for m in n..<w { row[m] = PixelMath.over(tint, PixelMath.lerp(upper[m], lower[m], fy)) }
                    }
                }
            }
        }
        return out
    }

    /// The general path of the blur: each output the direct sum of its neighbors weighted by the
    /// three boxes' combined kernel, rows then columns, with `ShadowBlur.blur`'s two roundings.
    package static func blurDirect(_ mask: [UInt8], width: Int, height: Int, boxes: [Int]) -> [UInt8] {
        var kernel: [Int64] = [1]
        for w in boxes where w > 1 {
            var next = [Int64](repeating: 0, count: kernel.count + w - 1)
            for (i, k) in kernel.enumerated() { for j in 0..<w { next[i + j] += k } }
            kernel = next
        }
        let r = (kernel.count - 1) / 2
        let total = boxes.reduce(1) { $0 * Int64($1) }
        var rows = [Int64](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                var sum: Int64 = 0
                for (t, k) in kernel.enumerated() {
                    let sx = x + t - r
                    if sx >= 0 && sx < width { sum += k * Int64(mask[y * width + sx]) }
                }
                rows[y * width + x] = (sum * 256 + total / 2) / total
            }
        }
        var out = [UInt8](repeating: 0, count: width * height)
        let divisor = total * 256
        for y in 0..<height {
            for x in 0..<width {
                var sum: Int64 = 0
                for (t, k) in kernel.enumerated() {
                    let sy = y + t - r
                    if sy >= 0 && sy < height { sum += k * rows[sy * width + x] }
                }
                out[y * width + x] = UInt8(min(max((sum + divisor / 2) / divisor, 0), 255))
            }
        }
        return out
    }
}
