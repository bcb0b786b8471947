@testable import CompositorRaster
import Testing
@testable import Compositor

/// The converter (its AVX-512 or AVX2 kernel where the CPU has it, the scalar loops for the rest)
/// equals the scalar reference byte for byte (the MP4s' hashes depend on it), with every kernel
/// this machine has: a wide machine checks the narrower ones too.
@Suite struct YUV420VectorTests {
    /// The planes `convert` (with kernels up to `kernels`) or `convertReference` make of `pixmap`.
    static func planes(_ pixmap: Pixmap, reference: Bool, kernels: Int32 = YUV420Converter.widestKernels) -> [UInt8] {
        let w = pixmap.width, h = pixmap.height, cw = w / 2
        var out = [UInt8](repeating: 0xA5, count: w * h + 2 * cw * (h / 2))
        out.withUnsafeMutableBufferPointer { o in
            let y = o.baseAddress!, cb = y + w * h, cr = cb + cw * (h / 2)
            if reference {
                YUV420Converter.convertReference(pixmap, rowPairs: 0..<(h / 2), y: y, yStride: w, cb: cb, cbStride: cw, cr: cr, crStride: cw)
            } else {
                YUV420Converter.convert(pixmap, rowPairs: 0..<(h / 2), y: y, yStride: w, cb: cb, cbStride: cw, cr: cr, crStride: cw,
                                        kernels: kernels)
            }
        }
        return out
    }

    /// Each kernel level this machine has: 0 (scalar loops only), 1 (AVX2), 2 (AVX-512).
    static let kernelLevels = Array(0...YUV420Converter.widestKernels)

    /// Random pixels, a fifth of them with channels forced to 0 or 255 (the ends of every range).
    static func randomPixmap(width: Int, height: Int, rng: inout SplitMix64) -> Pixmap {
        var pixmap = Pixmap(width: width, height: height)
        for i in pixmap.pixels.indices {
            var p = UInt32(truncatingIfNeeded: rng.next())
            switch rng.next() % 10 {
            case 0: p = 0
            case 1: p = 0xFFFF_FFFF
            case 2: p &= 0xFF00_FF00  // R and B 0
            case 3: p |= 0x00FF_00FF  // R and B 255
            case 4: p = (p & 0xFF00_00FF) | 0x00FF_FF00 * (p >> 7 & 1)  // G and B all 0 or all 255
            default: break
            }
            pixmap.pixels[i] = p
        }
        return pixmap
    }

    @Test(arguments: kernelLevels) func equalsReferenceOnRandomFramesOfEveryEvenWidth(kernels: Int32) {
        var rng = SplitMix64(seed: 0x5E9E_709)
        for width in stride(from: 2, through: 70, by: 2) {
            for height in [2, 4, 6, 10] {
                let pixmap = Self.randomPixmap(width: width, height: height, rng: &rng)
                #expect(Self.planes(pixmap, reference: false, kernels: kernels) == Self.planes(pixmap, reference: true), "\(width)x\(height)")
            }
        }
    }

    @Test(arguments: kernelLevels) func equalsReferenceOnRandom1080pFrame(kernels: Int32) {
        var rng = SplitMix64(seed: 1080)
        let pixmap = Self.randomPixmap(width: 1920, height: 1080, rng: &rng)
        #expect(Self.planes(pixmap, reference: false, kernels: kernels) == Self.planes(pixmap, reference: true))
    }

    /// The kernel levels are what the CPU reports (`/proc/cpuinfo` flags on Linux): AVX-512 only
    /// with its F, BW, VL and VNNI parts, so the tests above cover what renders use here.
    @Test func widestKernelsFollowTheCPUFlags() throws {
        let info = try String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
        guard let line = info.split(separator: "\n").first(where: { $0.hasPrefix("flags") }) else { return }
        let flags = Set(line.split(separator: " ").map(String.init))
        let expected: Int32 = ["avx512f", "avx512bw", "avx512vl", "avx512_vnni"].allSatisfy(flags.contains) ? 2 : flags.contains("avx2") ? 1 : 0
        #expect(YUV420Converter.widestKernels == expected, "flags: avx2 \(flags.contains("avx2")), avx512f \(flags.contains("avx512f"))")
    }

    /// Every red and blue with every fifth green (0, 5, …, 255) gives the scalar luma and chroma:
    /// 3.3 million colours, each row of 256 blues converted as two equal rows (so each 2×2
    /// block's chroma is that of one colour pair), against `ycbcr` / `chroma` computed per pixel.
    @Test(arguments: kernelLevels) func equalsScalarOverColourCube(kernels: Int32) {
        var lumaMismatches = 0, chromaMismatches = 0
        var pixmap = Pixmap(width: 256, height: 2)
        for r in UInt32(0)...255 {
            for g in stride(from: UInt32(0), through: 255, by: 5) {
                for b in 0..<256 {
                    let p = r | g << 8 | UInt32(b) << 16 | UInt32(b & 0x55) << 24
                    pixmap.pixels[b] = p
                    pixmap.pixels[256 + b] = p
                }
                let planes = Self.planes(pixmap, reference: false, kernels: kernels)
                for b in 0..<256 where planes[b] != YUV420Converter.luma(Int32(r), Int32(g), Int32(b)) { lumaMismatches += 1 }
                for column in 0..<128 {
                    let r4 = Int32(4 * r), g4 = Int32(4 * g), b4 = Int32(2 * (2 * column) + 2 * (2 * column + 1))
                    let cb = YUV420Converter.chroma(YUV420Converter.cbR, YUV420Converter.cbG, YUV420Converter.cbB, r4, g4, b4)
                    let cr = YUV420Converter.chroma(YUV420Converter.crR, YUV420Converter.crG, YUV420Converter.crB, r4, g4, b4)
                    if planes[512 + column] != cb || planes[512 + 128 + column] != cr { chromaMismatches += 1 }
                }
            }
        }
        #expect(lumaMismatches == 0)
        #expect(chromaMismatches == 0)
    }
}
