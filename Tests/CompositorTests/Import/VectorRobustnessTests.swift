@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor
@testable import CompositorDocument

/// Inputs that trapped, ran without end or asked for gigabytes in the vector readers and the
/// rasterizer behind them (issue 48's fuzzing and the review of every number a file supplies):
/// each is now read, drawn or refused with a message.
@Suite struct VectorRobustnessTests {
    /// An ICC colour space's `/N` of 2^31 asked for a 16 GB array, a negative one trapped: only
    /// 1, 3 and 4 are colour spaces; another count paints nothing, the file still reads.
    @Test(arguments: ["999999999999", "-5", "2"]) func iccComponentCountsAreChecked(n: String) throws {
        let pdf = VectorImageTests.pdf(content: "/CS0 cs 1 scn 0 0 10 10 re f 0 g 10 10 10 10 re f", resources: "/ColorSpace << /CS0 [/ICCBased 5 0 R] >>",
                                       extra: ["<< /N \(n) /Length 0 >>\nstream\n\nendstream"])
        let p = try PDFContentReader.artwork(pdf).rasterized(scale: 1)
        #expect(p[5, 15].a == 0 && p[15, 5] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255), "\(p[5, 15]) \(p[15, 5])")
    }

    /// Arc radii that underflow when squared made the arc's sweep NaN, and Int(NaN) trapped: the
    /// arc is a line then, as for zero radii.
    @Test func underflowingArcRadiiDrawALine() throws {
        let path = try PathData.parse("M0 0 A1e-200 1e-200 0 0 1 10 10")
        #expect(path.elements == [.move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 10))], "\(path.elements)")
    }

    /// A stroke width that is not a number (a transform grown to infinity, times zero) trapped
    /// converting to FreeType's fixed point: it strokes nothing. In a PDF: `cm` scaling by
    /// 2^31 forty times, then a stroke.
    @Test func aNaNStrokeWidthDrawsNothing() throws {
        #expect(try PathRasterizer().stroke(VectorPath(elements: [.move(Point(x: 0, y: 0)), .line(Point(x: 5, y: 5))]), width: .nan,
                                            cap: PathContent.LineCap.butt.freeType, join: PathContent.LineJoin.miter.freeType, miterLimit: 4, clip: IntRect(x0: 0, y0: 0, x1: 8, y1: 8)) == nil)
        let content = String(repeating: "2147483647 0 0 2147483647 0 0 cm ", count: 40) + "0 0 m 1 1 l S"
        let artwork = try PDFContentReader.artwork(VectorImageTests.pdf(content: content))
        #expect(try artwork.rasterized(scale: 1).width == 20)
    }

    /// A stroked subpath without length (`M10 10 L10 10`, `M10 10 Z`, a lone `M10 10`) crashed
    /// in FreeType's stroker, a write out of bounds ending the subpath: found by fuzzing the
    /// vector reader (`5 5 m h S`), and on main 5028ab8 `segue-video still` of a template whose
    /// path is `M50 50 L50 50` died with signal 11. Now a round or square cap draws the dot SVG
    /// draws there (SVG 1.1 §11.4), a butt cap or a lone move nothing.
    @Test func zeroLengthSubpathsStrokeSafely() throws {
        let rasterizer = try PathRasterizer()
        let clip = IntRect(x0: 0, y0: 0, x1: 20, y1: 20)
        func covered(_ data: String, _ cap: PathContent.LineCap) throws -> Double {
            let mask = rasterizer.stroke(try PathData.parse(data), width: 4, cap: cap.freeType, join: PathContent.LineJoin.round.freeType,
                                         miterLimit: 4, clip: clip)
            return Double(mask?.total ?? 0) / 255
        }
        for data in ["M10 10 L10 10", "M10 10 Z", "M10 10 C10 10 10 10 10 10", "M10 10 L10.001 10 Z"] {
            let (butt, round, square) = (try covered(data, .butt), try covered(data, .round), try covered(data, .square))
            // Nothing; a round dot of diameter 4, π·2² = 12.6 pixels; a square one, 16.
            #expect(butt == 0 && abs(round - 12.6) < 1 && abs(square - 16) < 1, "\(data): \(butt), \(round), \(square)")
        }
        #expect(try covered("M10 10", .round) == 0)
        // A dot beside a line: the line alone with butt caps, 16 × 4 pixels.
        #expect(try abs(covered("M10 10 L10 10 M2 3 L18 3", .butt) - 64) < 1)
        for content in ["5 5 m h S", "5 5 m S", "1 J 5 5 m 5 5 l S"] {
            #expect(try PDFContentReader.artwork(VectorImageTests.pdf(content: content)).rasterized(scale: 1).width == 20, "\(content)")
        }
        let dir = TemporaryDirectory()
        dir.write("dot.yaml", """
        name: dot
        canvas: {size: [100, 100], scale: 1, background: white}
        scenes:
          a:
            views:
              - frame: [0, 0, 100, 100]
                path: {data: "M50 50 L50 50", strokeColor: black, lineWidth: 10, lineCap: round}
          b: {background: white}
        segue: {animator: crossDissolve, from: a, to: b}
        """)
        let still = try CLI.run(["still", dir.path + "/dot.yaml", "--time", "0", "-o", dir.path + "/dot.png"])
        #expect(still.status == 0, "\(still.stderr)")
        let png = try ImageDecoder.decode(path: dir.path + "/dot.png")
        #expect(png[50, 50] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255) && png[50, 40].r == 255, "\(png[50, 50]) \(png[50, 40])")
    }

    /// A PDF of object headers each followed by an unclosed string: every header's string ran to
    /// the end of the file (quadratic, hours for 4 MB). Lexing is bounded by
    /// `VectorImageLimits.maxLexedPerByte` times the file: refused with a message.
    @Test func overlappingObjectsAreRefused() throws {
        let bytes = Array(("%PDF-1.4\n" + String(repeating: "1 0 obj (", count: 20_000)).utf8)
        #expect { try PDFContentReader.artwork(bytes) } throws: { ($0 as? VectorImageError)?.message.contains("maxLexedPerByte") == true }
        // Streams without `endstream`: each searched the rest of the file; now once in all.
        let streams = Array(("%PDF-1.4\n" + String(repeating: "1 0 obj << >> stream\nx\n", count: 20_000)).utf8)
        #expect { try PDFContentReader.artwork(streams) } throws: { $0 is VectorImageError }
    }

    /// A form XObject of a megabyte of blanks drawn a hundred times: content run is bounded by
    /// `VectorImageLimits.maxContentBytes` over the page and every drawing of its forms.
    @Test func formsDrawnOverAndOverAreBounded() throws {
        let blanks = String(repeating: " ", count: 1 << 20)
        let pdf = VectorImageTests.pdf(content: String(repeating: "/Fm Do ", count: 100), resources: "/XObject << /Fm 5 0 R >>",
                                       extra: ["<< /Type /XObject /Subtype /Form /BBox [0 0 20 20] /Length \(blanks.utf8.count) >>\nstream\n\(blanks)\nendstream"])
        #expect { try PDFContentReader.artwork(pdf) } throws: { ($0 as? VectorImageError)?.message.contains("maxContentBytes") == true }
    }
}
