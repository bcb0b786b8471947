import CFFmpeg
@testable import CompositorRaster
import Testing
@testable import Compositor
@testable import CompositorMedia

/// VP9's `yuva420p` conversion, which un-premultiplies two rows at a time into a scratch,
/// equals its definition: an un-premultiplied copy of the whole frame through
/// `YUV420Converter.convertReference`, and alpha copied as is. Seeded random frames (opaque,
/// every alpha, transparent pixels), widths with and without a vector tail.
@Suite struct PictureConversionTests {
    @Test(arguments: [(UInt64(11), 64, 8), (12, 2, 2), (13, 1922, 4), (14, 30, 18)])
    func yuva420EqualsConvertingAStraightCopy(seed: UInt64, width: Int, height: Int) throws {
        let frame = ProResPictureConverterTests.frame(width: width, height: height, seed: seed)
        let direct = try LibavFrame(width: width, height: height, format: AV_PIX_FMT_YUVA420P)
        PictureConversion.yuva420(frame, direct.pointer)

        var straight = frame
        for i in straight.pixels.indices { straight.pixels[i] = StraightAlpha.unpremultiply(straight.pixels[i]) }
        let expected = try LibavFrame(width: width, height: height, format: AV_PIX_FMT_YUVA420P)
        let e = expected.pointer.pointee
        YUV420Converter.convertReference(straight, rowPairs: 0..<(height / 2), y: e.data.0!, yStride: Int(e.linesize.0),
                                         cb: e.data.1!, cbStride: Int(e.linesize.1), cr: e.data.2!, crStride: Int(e.linesize.2))
        for y in 0..<height {
            for x in 0..<width { e.data.3![y * Int(e.linesize.3) + x] = UInt8(frame[x, y].a) }
        }
        let planes = [(index: 0, width: width, rows: height), (1, width / 2, height / 2), (2, width / 2, height / 2), (3, width, height)]
        #expect(Self.bytes(direct, planes) == Self.bytes(expected, planes))
        // Not vacuous: partly transparent pixels, whose straight colors differ from premultiplied ones.
        #expect(frame.pixels.contains { (1...254).contains($0 >> 24) })
    }

    /// Each plane's bytes, rows cut to the plane's width.
    static func bytes(_ picture: LibavFrame, _ planes: [(index: Int, width: Int, rows: Int)]) -> [[UInt8]] {
        let p = picture.pointer.pointee
        let data = [p.data.0, p.data.1, p.data.2, p.data.3], strides = [p.linesize.0, p.linesize.1, p.linesize.2, p.linesize.3]
        return planes.map { plane in
            (0..<plane.rows).flatMap { row in Array(UnsafeBufferPointer(start: data[plane.index]! + row * Int(strides[plane.index]), count: plane.width)) }
        }
    }
}
