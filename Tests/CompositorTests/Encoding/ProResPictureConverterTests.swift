import CFFmpeg
import Testing
@testable import Compositor
@testable import CompositorMedia

/// ProRes's fast conversion paths equal the general one (`YUV10Converter.convert`), pixman
/// style: seeded random frames — opaque, every alpha, fully transparent pixels — converted both
/// ways, every plane's samples compared.
@Suite struct ProResPictureConverterTests {
    /// A premultiplied frame: random colors at random alpha (a quarter opaque, some alpha 0).
    static func frame(width: Int, height: Int, seed: UInt64) -> Pixmap {
        var rng = SplitMix64(seed: seed)
        var p = Pixmap(width: width, height: height)
        for i in p.pixels.indices {
            let pick = rng.next() % 8
            let a: UInt32 = pick < 2 ? 255 : pick == 2 ? 0 : UInt32(rng.next() % 256)
            p.pixels[i] = PixelMath.scale(UInt32(truncatingIfNeeded: rng.next()) & 0x00FF_FFFF, by: a) | a << 24
        }
        return p
    }

    /// The samples of `planes` planes of `picture`, each row cut to its width in samples.
    static func samples(_ picture: LibavFrame, planes: [(index: Int, width: Int)], height: Int) -> [[UInt16]] {
        let p = picture.pointer.pointee
        let data = [p.data.0, p.data.1, p.data.2, p.data.3], strides = [p.linesize.0, p.linesize.1, p.linesize.2, p.linesize.3]
        return planes.map { plane in
            (0..<height).flatMap { row in
                let start = UnsafeRawPointer(data[plane.index]! + row * Int(strides[plane.index])).assumingMemoryBound(to: UInt16.self)
                return Array(UnsafeBufferPointer(start: start, count: plane.width))
            }
        }
    }

    @Test(arguments: [(UInt64(1), 64, 9), (2, 2, 1), (3, 1920, 2), (4, 30, 17)])
    func fast422EqualsGeneral(seed: UInt64, width: Int, height: Int) throws {
        let frame = Self.frame(width: width, height: height, seed: seed)
        let fast = try LibavFrame(width: width, height: height, format: AV_PIX_FMT_YUV422P10LE)
        let general = try LibavFrame(width: width, height: height, format: AV_PIX_FMT_YUV422P10LE)
        ProResPictureConverter.convert422(frame, picture: fast.pointer)
        YUV10Converter.convert(frame, picture: general.pointer, chromaPairs: true, alpha: false)
        let planes = [(0, width), (1, width / 2), (2, width / 2)]
        #expect(Self.samples(fast, planes: planes, height: height) == Self.samples(general, planes: planes, height: height))
    }

    @Test(arguments: [(UInt64(5), 64, 9), (6, 1, 1), (7, 1921, 2), (8, 31, 17)])
    func fast4444EqualsGeneral(seed: UInt64, width: Int, height: Int) throws {
        let frame = Self.frame(width: width, height: height, seed: seed)
        let fast = try LibavFrame(width: width, height: height, format: AV_PIX_FMT_YUVA444P10LE)
        let general = try LibavFrame(width: width, height: height, format: AV_PIX_FMT_YUVA444P10LE)
        ProResPictureConverter.convert4444(frame, picture: fast.pointer)
        YUV10Converter.convert(frame, picture: general.pointer, chromaPairs: false, alpha: true)
        let planes = [(0, width), (1, width), (2, width), (3, width)]
        let a = Self.samples(fast, planes: planes, height: height)
        #expect(a == Self.samples(general, planes: planes, height: height))
        // Not vacuous: a frame of 64 pixels or more has transparent and opaque ones (alpha 0 and 1023).
        if width * height >= 64 { #expect(a[3].contains(0) && a[3].contains(1023)) }
    }
}
