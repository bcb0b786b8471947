import Foundation
import Testing
@testable import Compositor
@testable import CompositorDocument

/// Issue 48: SVG clip paths of any shape (the clipped drawing's pixels times the clip's
/// coverage) against `rsvg-convert`, and PDF 1.5 files — objects in object streams, a
/// cross-reference stream, as most writers emit them now — made by `qpdf` against `pdftoppm`.
@Suite struct VectorClipAndStreamTests {
    /// Two halves clipped to a circle; a rectangle moved by its transform and clipped in its own
    /// user space by a rotated square frame (even-odd: a hole in the middle).
    static let clipped = """
    <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 48 48">
      <defs>
        <clipPath id="round"><circle cx="24" cy="24" r="18"/></clipPath>
        <clipPath id="frame" transform="rotate(20 24 24)"><path d="M8 8 H40 V40 H8 Z M16 16 V32 H32 V16 Z" clip-rule="evenodd"/></clipPath>
      </defs>
      <g clip-path="url(#round)">
        <rect x="0" y="0" width="48" height="24" fill="#2F7BF6"/>
        <rect x="0" y="24" width="48" height="24" fill="#E0245E" opacity="0.7"/>
      </g>
      <rect x="4" y="30" width="40" height="14" fill="#FFA000" style="clip-path: url(#frame)" transform="translate(0 -2)"/>
    </svg>
    """

    @Test(arguments: [1, 2, 3]) func clipPathsMatchRsvgConvert(scale: Int) throws {
        let dir = TemporaryDirectory()
        dir.write("clipped.svg", Self.clipped)
        let artwork = try ImportedVectorImage.artwork(path: dir.path + "/clipped.svg")
        #expect(artwork.skipped.isEmpty, "\(artwork.skipped)")
        let ours = try artwork.rasterized(scale: Double(scale))
        try VectorImageTests.tool("/usr/bin/rsvg-convert", ["-w", "\(24 * scale)", "-h", "\(24 * scale)", "-o", dir.path + "/ref.png", dir.path + "/clipped.svg"])
        VectorImageTests.expectClose(ours, try ImageDecoder.decode(path: dir.path + "/ref.png"), "clipped SVG at \(scale)x against rsvg-convert", within: .rsvg)
        // Clipped, not merely drawn (s: pixels per viewBox unit): outside the circle (a corner)
        // nothing; inside it the top half blue; in the frame's hole the red half shows, not the
        // orange bar; on the frame the bar.
        let s = Double(scale) / 2
        func at(_ x: Double, _ y: Double) -> PremultipliedRGBA8 { ours[Int(x * s), Int(y * s)] }
        #expect(at(2, 2).a == 0, "\(at(2, 2))")
        #expect(at(24, 12) == PremultipliedRGBA8(r: 0x2F, g: 0x7B, b: 0xF6, a: 255), "\(at(24, 12))")
        #expect(at(24, 28.5).a > 150 && at(24, 28.5).g < 60, "the hole: \(at(24, 28.5))")
        #expect(at(24, 35) == PremultipliedRGBA8(r: 0xFF, g: 0xA0, b: 0, a: 255), "the frame: \(at(24, 35))")
    }

    /// A `<clipPath>` without shapes clips everything away; one in objectBoundingBox units, or a
    /// reference to no clip path, draws unclipped and says so.
    @Test func emptyAndUnreadClipPaths() throws {
        let empty = #"<svg width="4" height="4"><clipPath id="c"/><rect width="4" height="4" clip-path="url(#c)"/></svg>"#
        let a = try SVGReader.artwork(Array(empty.utf8))
        #expect(try a.rasterized(scale: 1).pixels.allSatisfy { $0 == 0 })
        let box = #"<svg width="4" height="4"><clipPath id="c" clipPathUnits="objectBoundingBox"><rect width=".5" height=".5"/></clipPath><rect width="4" height="4" clip-path="url(#c)"/></svg>"#
        let b = try SVGReader.artwork(Array(box.utf8))
        #expect(b.skipped.contains { $0.contains("objectBoundingBox") }, "\(b.skipped)")
        #expect(try b.rasterized(scale: 1)[3, 3].a == 255)
        let missing = #"<svg width="4" height="4"><rect width="4" height="4" clip-path="url(#nothing)"/></svg>"#
        let c = try SVGReader.artwork(Array(missing.utf8))
        #expect(c.skipped.contains { $0.contains("no <clipPath>") }, "\(c.skipped)")
        #expect(try c.rasterized(scale: 1)[3, 3].a == 255)
    }

    /// Clips are bounded: past `VectorImageLimits.maxNestedClips` within each other the inner
    /// ones draw unclipped (each clip is a layer of the image's size), noted.
    @Test func nestedClipsAreBounded() throws {
        let depth = VectorImageLimits.maxNestedClips + 2
        let svg = #"<svg width="4" height="4"><clipPath id="c"><rect width="4" height="4"/></clipPath>"#
            + String(repeating: #"<g clip-path="url(#c)">"#, count: depth) + #"<rect width="4" height="4"/>"# + String(repeating: "</g>", count: depth) + "</svg>"
        let artwork = try SVGReader.artwork(Array(svg.utf8))
        #expect(artwork.skipped.contains { $0.contains("maxNestedClips") }, "\(artwork.skipped)")
        #expect(try artwork.rasterized(scale: 1)[1, 1] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
    }

    /// The test icon's PDF (cairo's) rewritten by qpdf with object streams and a cross-reference
    /// stream: it holds no classic `xref` table, reads as the same drawing, and matches pdftoppm.
    @Test(arguments: [1, 3]) func objectStreamPDFMatchesPdftoppm(scale: Int) throws {
        let dir = try VectorImageTests.fixtures()
        try VectorImageTests.tool("/usr/bin/qpdf", ["--object-streams=generate", "--compress-streams=y", dir.path + "/icon.pdf", dir.path + "/packed.pdf"])
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dir.path + "/packed.pdf")))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("/ObjStm") && text.contains("/XRef") && !text.contains("\nxref"), "qpdf wrote no object and cross-reference streams")
        let packed = try PDFContentReader.artwork(bytes)
        #expect(packed.size == Size(width: 24, height: 24) && packed.skipped.isEmpty, "\(packed.size) \(packed.skipped)")
        let ours = try packed.rasterized(scale: Double(scale))
        VectorImageTests.expectClose(ours, try ImportedVectorImage.artwork(path: dir.path + "/icon.pdf").rasterized(scale: Double(scale)),
                                     "qpdf's object streams against cairo's PDF at \(scale)x", within: .exact)
        try VectorImageTests.tool("/usr/bin/pdftoppm", ["-r", "\(72 * scale)", "-png", "-singlefile", dir.path + "/packed.pdf", dir.path + "/ref"])
        VectorImageTests.expectClose(ours, try ImageDecoder.decode(path: dir.path + "/ref.png"), "object-stream PDF at \(scale)x against pdftoppm", within: .poppler)
    }
}
