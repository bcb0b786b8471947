import CFreeType
import CompositorCore
import CompositorScene

/// Turns vector paths into coverage masks with FreeType's own rasterizer and stroker, which work
/// on 26.6 fixed-point integers: the anti-aliasing is the exact area of the (flattened) outline in
/// each pixel, as FreeType's "smooth" renderer computes it for glyphs, so the same path gives the
/// same bytes on every CPU. Chosen over librsvg (cairo) because it is already linked, needs no
/// whole SVG document and matches how glyphs are drawn; the measurement is in docs/templates.md.
///
/// Not thread-safe: it owns an `FT_Library` and an `FT_Stroker` (one per `SceneRenderer`).
package final class PathRasterizer {
    /// Paths farther than this from the origin (device pixels) are clamped point by point.
    /// FreeType's gray rasterizer draws nothing of an outline that reaches 2^18 pixels
    /// (measured: a filled square to 262 000 px covers the canvas, one to 262 200 px draws
    /// nothing), and the stroker widens a path by up to 50 000 px (half of `stroke`'s 100 000
    /// cap), so 200 000 keeps every outline inside. Clamping is exact for axis-aligned edges;
    /// a slanted edge that reaches past the limit is bent out there, far off any canvas.
    package static let coordinateLimit = 200_000.0

    private let library: FreeTypeLibrary
    private let stroker: FT_Stroker

    package init() throws {
        library = try FreeTypeLibrary()
        var made: FT_Stroker?
        guard FT_Stroker_New(library.handle, &made) == 0, let made else {
            throw AssetError(path: "FreeType", message: "cannot create a stroker")
        }
        stroker = made
    }

    deinit { FT_Stroker_Done(stroker) }

    /// The coverage of `path` (already in device pixels) filled by `fillRule`, inside `clip`;
    /// `nil` when nothing falls inside.
    package func fill(_ path: VectorPath, evenOdd: Bool, clip: IntRect) -> CoverageMask? {
        var outline = FixedOutline(path)
        guard !outline.points.isEmpty else { return nil }
        return outline.withFTOutline(evenOdd: evenOdd) { render($0, clip: clip) }
    }

    /// The coverage of `path`'s stroke (device pixels): `width` wide, with FreeType's caps and
    /// joins (`miterLimit` as SVG's: miter length over stroke width, past it a bevel).
    package func stroke(_ path: VectorPath, width: Double, cap: FT_Stroker_LineCap, join: FT_Stroker_LineJoin,
                miterLimit: Double, clip: IntRect) -> CoverageMask? {
        // A width that is not a number (a transform grown to infinity, then times 0) draws
        // nothing: FT_Fixed(NaN) would trap.
        guard width > 0 else { return nil }
        let radius = FT_Fixed((min(width, 100_000) * 32).rounded())  // half the width, 26.6
        guard radius > 0 else { return nil }
        FT_Stroker_Set(stroker, radius, cap, join, FT_Fixed((max(miterLimit, 1) * 65536).rounded()))
        FT_Stroker_Rewind(stroker)
        var started = false, open = true
        var start = FT_Vector()
        func end() {
            if started { FT_Stroker_EndSubPath(stroker) }
            started = false
        }
        // FreeType needs to know whether a subpath is closed when it begins: look ahead.
        let elements = path.elements
        /// Begins the subpath after element `i` at `start`, unless it has no length (then a dot).
        func begin(after i: Int, open: Bool) {
            switch Self.extent(of: elements, after: i, start: start) {
            case .length:
                var to = start
                started = FT_Stroker_BeginSubPath(stroker, &to, open ? 1 : 0) == 0
            case .point:
                dot(at: start, cap: cap)
                started = false
            case .none:
                started = false
            }
        }
        for (i, element) in elements.enumerated() {
            switch element {
            case .move(let p):
                end()
                open = !elements[(i + 1)...].prefix { if case .move = $0 { false } else { true } }.contains(.close)
                start = FixedOutline.vector(p)
                begin(after: i, open: open)
            case .line(let p):
                var to = FixedOutline.vector(p)
                if started { FT_Stroker_LineTo(stroker, &to) }
            case .quad(let c, let p):
                var control = FixedOutline.vector(c), to = FixedOutline.vector(p)
                if started { FT_Stroker_ConicTo(stroker, &control, &to) }
            case .cubic(let c1, let c2, let p):
                var a = FixedOutline.vector(c1), b = FixedOutline.vector(c2), to = FixedOutline.vector(p)
                if started { FT_Stroker_CubicTo(stroker, &a, &b, &to) }
            case .close:
                end()
                // Drawing after a close continues from the subpath's start (SVG).
                if i + 1 < elements.count, case .move = elements[i + 1] {} else if i + 1 < elements.count {
                    begin(after: i, open: true)
                }
            }
        }
        end()
        var points: FT_UInt = 0, contours: FT_UInt = 0
        guard FT_Stroker_GetCounts(stroker, &points, &contours) == 0, points > 0,
              points < 32_000, contours < 32_000 else { return nil }
        var outline = FixedOutline(capacity: Int(points), contours: Int(contours))
        return outline.withFTOutline(evenOdd: false) { ft in
            FT_Stroker_Export(stroker, ft)
            return render(ft, clip: clip)
        }
    }

    /// What a subpath strokes as: its segments, a dot (every point within FreeType's 1/64-pixel
    /// "small" of its start), or nothing (no segment).
    enum SubpathExtent { case length, point, none }

    /// The extent of the subpath after element `i` (to the next move, or its close), which
    /// starts at `start`. FreeType's stroker writes out of bounds ending a subpath that has no
    /// segment of nonzero length (`M5 5 L5 5`: a crash found by fuzzing the vector reader, and
    /// a stroked template path could reach it), so such subpaths never reach it.
    static func extent(of elements: [VectorPath.Element], after i: Int, start: FT_Vector) -> SubpathExtent {
        var segments = 0
        for element in elements[(i + 1)...] {
            let points: [Point]
            switch element {
            case .move: return segments == 0 ? .none : .point
            case .close: return .point
            case .line(let p): points = [p]
            case .quad(let c, let p): points = [c, p]
            case .cubic(let c1, let c2, let p): points = [c1, c2, p]
            }
            for p in points {
                let v = FixedOutline.vector(p)
                if abs(v.x - start.x) > 1 || abs(v.y - start.y) > 1 { return .length }
            }
            segments += 1
        }
        return segments == 0 ? .none : .point
    }

    /// A zero-length subpath's stroke, as SVG draws one (SVG 1.1 §11.4, "stroke-linecap"): a
    /// round or square cap's dot at `point`, nothing with butt caps; stroked as a segment 1/64
    /// pixel long, which FreeType strokes safely.
    private func dot(at point: FT_Vector, cap: FT_Stroker_LineCap) {
        guard cap != FT_STROKER_LINECAP_BUTT else { return }
        var from = point, to = FT_Vector(x: point.x + 1, y: point.y)
        guard FT_Stroker_BeginSubPath(stroker, &from, 1) == 0 else { return }
        FT_Stroker_LineTo(stroker, &to)
        FT_Stroker_EndSubPath(stroker)
    }

    /// Renders through FreeType's gray rasterizer with direct spans into a mask over the
    /// outline's control box within `clip`.
    private func render(_ outline: UnsafeMutablePointer<FT_Outline>, clip: IntRect) -> CoverageMask? {
        guard outline.pointee.n_points > 0 else { return nil }
        var box = FT_BBox()
        FT_Outline_Get_CBox(outline, &box)
        let rect = IntRect(x0: Int(box.xMin >> 6), y0: Int(box.yMin >> 6),
                           x1: Int((box.xMax + 63) >> 6), y1: Int((box.yMax + 63) >> 6)).intersection(clip)
        guard !rect.isEmpty else { return nil }
        var mask = CoverageMask(rect: rect)
        mask.coverage.withUnsafeMutableBufferPointer { buffer in
            var target = SpanTarget(base: buffer.baseAddress!, rect: rect)
            withUnsafeMutablePointer(to: &target) { user in
                var params = FT_Raster_Params()
                params.flags = Int32(FT_RASTER_FLAG_AA | FT_RASTER_FLAG_DIRECT | FT_RASTER_FLAG_CLIP)
                params.gray_spans = { y, count, spans, user in
                    guard let spans, let user else { return }
                    let t = user.assumingMemoryBound(to: SpanTarget.self).pointee
                    guard y >= t.rect.y0, y < t.rect.y1 else { return }
                    let row = t.base + Int(y - Int32(t.rect.y0)) * t.rect.width
                    for i in 0..<Int(count) {
                        let s = spans[i]
                        let x0 = max(Int(s.x), t.rect.x0), x1 = min(Int(s.x) + Int(s.len), t.rect.x1)
                        guard x0 < x1 else { continue }
                        (row + (x0 - t.rect.x0)).update(repeating: s.coverage, count: x1 - x0)
                    }
                }
                params.user = UnsafeMutableRawPointer(user)
                params.clip_box = FT_BBox(xMin: FT_Pos(rect.x0), yMin: FT_Pos(rect.y0), xMax: FT_Pos(rect.x1), yMax: FT_Pos(rect.y1))
                _ = FT_Outline_Render(library.handle, outline, &params)
            }
        }
        return mask
    }

    /// Where the span callback writes: the mask's first byte and the device rectangle it spans.
    private struct SpanTarget {
        var base: UnsafeMutablePointer<UInt8>
        var rect: IntRect
    }
}

/// A path as FreeType's outline arrays: 26.6 points, on/off-curve tags and contour ends.
package struct FixedOutline {
    package var points: [FT_Vector] = []
    package var tags: [CChar] = []
    package var ends: [Int16] = []
    /// Empty arrays reserved for the stroker to export into (the outline starts with no points).
    private var reserved = false

    /// `path` (device pixels) converted; every subpath is a contour (FreeType closes them when filling).
    package init(_ path: VectorPath) {
        func add(_ p: Point, _ tag: Int32) { points.append(Self.vector(p)); tags.append(CChar(tag)) }
        func closeContour() {
            let begin = (ends.last.map { Int($0) + 1 }) ?? 0
            if points.count - begin >= 2 { ends.append(Int16(points.count - 1)) } else { points.removeLast(points.count - begin); tags.removeLast(tags.count - begin) }
        }
        var contourOpen = false
        var start = Point.zero
        for element in path.elements {
            if points.count > 32_000 { break }
            switch element {
            case .move(let p):
                if contourOpen { closeContour() }
                add(p, FT_CURVE_TAG_ON); contourOpen = true; start = p
            case .line(let p):
                if !contourOpen { add(start, FT_CURVE_TAG_ON); contourOpen = true }
                add(p, FT_CURVE_TAG_ON)
            case .quad(let c, let p):
                if !contourOpen { add(start, FT_CURVE_TAG_ON); contourOpen = true }
                add(c, FT_CURVE_TAG_CONIC); add(p, FT_CURVE_TAG_ON)
            case .cubic(let c1, let c2, let p):
                if !contourOpen { add(start, FT_CURVE_TAG_ON); contourOpen = true }
                add(c1, FT_CURVE_TAG_CUBIC); add(c2, FT_CURVE_TAG_CUBIC); add(p, FT_CURVE_TAG_ON)
            case .close:
                if contourOpen { closeContour() }
                contourOpen = false
            }
        }
        if contourOpen { closeContour() }
        if points.count > 32_000 { points = []; tags = []; ends = [] }
    }

    /// Room for the stroker to export into.
    package init(capacity: Int, contours: Int) {
        points = [FT_Vector](repeating: FT_Vector(), count: capacity)
        tags = [CChar](repeating: 0, count: capacity)
        ends = [Int16](repeating: 0, count: contours)
        reserved = true
    }

    /// A point in 26.6 fixed point, clamped to `PathRasterizer.coordinateLimit`.
    package static func vector(_ p: Point) -> FT_Vector {
        func fixed(_ v: Double) -> FT_Pos {
            let limit = PathRasterizer.coordinateLimit
            return FT_Pos(((v.isNaN ? 0 : min(max(v, -limit), limit)) * 64).rounded())
        }
        return FT_Vector(x: fixed(p.x), y: fixed(p.y))
    }

    /// Calls `body` with an `FT_Outline` over these arrays (reserved ones start with no points and
    /// no contours: the stroker's export appends to them).
    package mutating func withFTOutline<R>(evenOdd: Bool, _ body: (UnsafeMutablePointer<FT_Outline>) -> R) -> R {
        let exporting = reserved
        return points.withUnsafeMutableBufferPointer { p in
            tags.withUnsafeMutableBufferPointer { t in
                ends.withUnsafeMutableBufferPointer { e in
                    var outline = FT_Outline()
                    outline.n_points = exporting ? 0 : Int16(p.count)
                    outline.n_contours = exporting ? 0 : Int16(e.count)
                    outline.points = p.baseAddress
                    outline.tags = t.baseAddress
                    outline.contours = e.baseAddress
                    outline.flags = evenOdd ? FT_OUTLINE_EVEN_ODD_FILL : 0
                    return body(&outline)
                }
            }
        }
    }
}
