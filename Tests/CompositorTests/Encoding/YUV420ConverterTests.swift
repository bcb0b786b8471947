@testable import CompositorRaster
import Testing
@testable import Compositor
@testable import CompositorMedia

@Suite struct YUV420ConverterTests {
    /// Textbook BT.709 limited-range Y'CbCr of the sRGB primaries, secondaries, white and black.
    @Test(arguments: [
        ((255, 255, 255), (235, 128, 128)), ((0, 0, 0), (16, 128, 128)),
        ((255, 0, 0), (63, 102, 240)), ((0, 255, 0), (173, 42, 26)), ((0, 0, 255), (32, 240, 118)),
        ((255, 255, 0), (219, 16, 138)), ((0, 255, 255), (188, 154, 16)), ((255, 0, 255), (78, 214, 230)),
    ])
    func textbookValues(rgb: (Int32, Int32, Int32), expected: (Int, Int, Int)) {
        let v = YUV420Converter.ycbcr(r: rgb.0, g: rgb.1, b: rgb.2)
        #expect([Int(v.y), Int(v.cb), Int(v.cr)] == [expected.0, expected.1, expected.2])
    }

    @Test func everyGreyHasNeutralChroma() {
        for level in Int32(0)...255 {
            let v = YUV420Converter.ycbcr(r: level, g: level, b: level)
            #expect(v.cb == 128 && v.cr == 128)
            #expect(Int(v.y) == 16 + Int((Double(level) * 219 / 255).rounded()))
        }
    }

    /// The plane converter equals the per-pixel formula (Y per pixel, chroma from the 2×2
    /// block's channel sums), whatever rows are converted in which order.
    @Test func planesMatchPerPixelReference() {
        let width = 10, height = 6
        var pixmap = Pixmap(width: width, height: height)
        var rng = SplitMix64(seed: 5)
        for i in pixmap.pixels.indices { pixmap.pixels[i] = UInt32(truncatingIfNeeded: rng.next()) }
        var y = [UInt8](repeating: 0, count: width * height)
        var cb = [UInt8](repeating: 0, count: width * height / 4), cr = cb
        y.withUnsafeMutableBufferPointer { yp in cb.withUnsafeMutableBufferPointer { cbp in cr.withUnsafeMutableBufferPointer { crp in
            for band in [2..<3, 0..<2] {  // bands in any order give the same planes
                YUV420Converter.convert(pixmap, rowPairs: band, y: yp.baseAddress!, yStride: width,
                                        cb: cbp.baseAddress!, cbStride: width / 2, cr: crp.baseAddress!, crStride: width / 2)
            }
        } } }
        for row in 0..<height {
            for x in 0..<width {
                let p = pixmap[x, row]
                #expect(y[row * width + x] == YUV420Converter.ycbcr(r: Int32(p.r), g: Int32(p.g), b: Int32(p.b)).y)
            }
        }
        for row in 0..<(height / 2) {
            for column in 0..<(width / 2) {
                let block = [pixmap[2 * column, 2 * row], pixmap[2 * column + 1, 2 * row], pixmap[2 * column, 2 * row + 1], pixmap[2 * column + 1, 2 * row + 1]]
                let r = block.reduce(Int32(0)) { $0 + Int32($1.r) }, g = block.reduce(Int32(0)) { $0 + Int32($1.g) }, b = block.reduce(Int32(0)) { $0 + Int32($1.b) }
                #expect(cb[row * width / 2 + column] == YUV420Converter.chroma(YUV420Converter.cbR, YUV420Converter.cbG, YUV420Converter.cbB, r, g, b))
                #expect(cr[row * width / 2 + column] == YUV420Converter.chroma(YUV420Converter.crR, YUV420Converter.crG, YUV420Converter.crB, r, g, b))
            }
        }
    }
}

@Suite struct H264SEIFilterTests {
    static let sps: [UInt8] = [0x67, 0x64, 0x00, 0x1F]
    static let sei: [UInt8] = [0x06, 0x05, 0x10] + Array("x264 - core 164".utf8)
    static let idr: [UInt8] = [0x65, 0x88, 0x84, 0x00, 0x00, 0x03, 0x00, 0x21]

    @Test func removesSEIFromAnnexB() {
        let packet = [0, 0, 0, 1] + Self.sps + [0, 0, 1] + Self.sei + [0, 0, 0, 1] + Self.idr
        let kept = packet.withUnsafeBytes { H264SEIFilter.removingSEI(from: $0) }
        #expect(kept == [0, 0, 0, 1] + Self.sps + [0, 0, 0, 1] + Self.idr)
    }

    @Test func removesSEIFromLengthPrefixed() {
        func prefixed(_ unit: [UInt8]) -> [UInt8] { [0, 0, 0, UInt8(unit.count)] + unit }
        let packet = prefixed(Self.sei) + prefixed(Self.idr)
        #expect(packet.withUnsafeBytes { H264SEIFilter.removingSEI(from: $0) } == prefixed(Self.idr))
    }

    @Test func leavesPacketsWithoutSEIAlone() {
        let packet = [0, 0, 0, 1] + Self.idr
        #expect(packet.withUnsafeBytes { H264SEIFilter.removingSEI(from: $0) } == nil)
    }

    /// The start-code search (memchr for the 01 byte) against the byte-by-byte definition, on
    /// random Annex B packets dense in 00, 01 and SEI headers: 3- and 4-byte start codes, runs
    /// of zeros, adjacent and empty units, a start code at the very end.
    @Test func startCodeSearchEqualsByteScan() {
        /// The definition: every 00 00 01 from the left, skipping past each one found.
        func reference(_ b: [UInt8]) -> [UInt8]? {
            var starts: [(Int, Int)] = []
            var i = 0
            while i + 2 < b.count {
                if b[i] == 0 && b[i + 1] == 0 && b[i + 2] == 1 {
                    starts.append((i > 0 && b[i - 1] == 0 ? i - 1 : i, i + 3))
                    i += 3
                } else {
                    i += 1
                }
            }
            let units = starts.indices.compactMap { n -> (Range<Int>, UInt8)? in
                let end = n + 1 < starts.count ? starts[n + 1].0 : b.count
                return starts[n].1 < end ? (starts[n].0..<end, b[starts[n].1]) : nil
            }
            guard units.contains(where: { $0.1 & 0x1F == 6 }) else { return nil }
            return units.filter { $0.1 & 0x1F != 6 }.flatMap { b[$0.0] }
        }
        var rng = SplitMix64(seed: 0x5EED_001A)
        var removed = 0
        for _ in 0..<5_000 {
            let body = (0..<Int(rng.next() % 60)).map { _ in [0, 0, 0, 1, 6, 0x65, UInt8(truncatingIfNeeded: rng.next())][Int(rng.next() % 7)] }
            let packet: [UInt8] = (rng.next() % 2 == 0 ? [0, 0, 1] : [0, 0, 0, 1]) + body
            let expected = reference(packet)
            if expected != nil { removed += 1 }
            #expect(packet.withUnsafeBytes { H264SEIFilter.removingSEI(from: $0) } == expected)
        }
        #expect(removed > 500)
    }
}
