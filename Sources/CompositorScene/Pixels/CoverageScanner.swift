/// The coverage (0...256) of one shape inside a clip region, one device row at a time: the
/// shape's own anti-aliased coverage, less a hole's (a border's inner edge), multiplied by every
/// clip shape's.
///
/// A row is laid out as explicit coverage in `a0..<a1`, a middle run `a1..<b0` of one constant
/// coverage (`middle`: 256 inside, 0 over a hole, anything on a rounded rectangle's top and
/// bottom edge rows), and explicit coverage in `b0..<b1`; the middle comes from the axis-aligned
/// span logic, so big interiors cost nothing per pixel.
/// Every explicit value equals the per-pixel product, and the middle run is exact too, so
/// drawing through the scanner equals the per-pixel general path.
package struct CoverageScanner {
    /// One row's columns (see the type's comment).
    package struct Row {
        package var a0: Int, a1: Int, b0: Int, b1: Int
        /// The coverage of every column in `a1..<b0`.
        package var middle: Int32
        package var isEmpty: Bool { a0 >= b1 }
    }

    /// `nil` draws the whole area (then only clip shapes shape it).
    package let shape: RoundedRectCoverage?
    /// Subtracted from `shape`'s coverage (it must lie inside it).
    package let hole: RoundedRectCoverage?
    package let clipShapes: [RoundedRectCoverage]
    /// Device pixels considered: the shape's bounds within the clip rectangle and the target.
    package let area: IntRect
    private let solidX0: Int, solidX1: Int
    /// The shape's columns with full horizontal coverage (fully covered on solid rows).
    private let fullX0: Int, fullX1: Int
    private let holeSolid: (Int, Int)
    /// Each clip shape's solid columns (empty for rotated shapes).
    private let clipSolid: [(Int, Int)]
    /// Each clip shape's columns with full horizontal coverage (empty for rotated shapes): on
    /// its solid rows every one of them is fully covered, corner columns included.
    private let clipFull: [(Int, Int)]
    /// Rows with the very same columns and coverage (`steady`): where an axis-aligned rectangle
    /// without corners, hole or clip shapes is covered fully from top to bottom, its coverage
    /// depends on the column alone — a scene's edge sliding over 1920 rows is worked out once.
    private var steadyRows = 0..<0
    /// The row shared by `steadyRows` and its coverage by column (index x − area.x0).
    private var steady: (row: Row, cov: [Int32])?

    package init(shape: RoundedRectCoverage?, hole: RoundedRectCoverage? = nil, clip: ClipRegion, target: IntRect) {
        self.shape = shape
        self.hole = hole
        var area = clip.rect.intersection(target)
        if let shape { area = area.intersection(shape.bounds) }
        for s in clip.shapes { area = area.intersection(s.bounds) }
        self.area = area
        // A clip shape covering the whole area fully multiplies every coverage by 256: none.
        clipShapes = area.isEmpty ? clip.shapes : clip.shapes.filter { !$0.coversFully(area) }
        func solid(_ s: RoundedRectCoverage?) -> (Int, Int) {
            guard let s, s.isAxisAligned, !area.isEmpty else { return (area.x1, area.x1) }
            return s.solidColumns(within: area)
        }
        (solidX0, solidX1) = shape == nil ? (area.x0, area.x1) : solid(shape)
        if let shape, shape.isAxisAligned, !area.isEmpty { (fullX0, fullX1) = shape.fullColumns(within: area) } else { (fullX0, fullX1) = (area.x1, area.x1) }
        holeSolid = solid(hole)
        clipSolid = clipShapes.map(solid)
        clipFull = clipShapes.map { $0.isAxisAligned && !area.isEmpty ? $0.fullColumns(within: area) : (area.x1, area.x1) }
        if let shape, shape.isAxisAligned, shape.rx == 0, shape.ry == 0, hole == nil, clipShapes.isEmpty, !area.isEmpty {
            let rows = shape.fullRows(within: area)
            if rows.count > 1 {
                var cov = [Int32](repeating: 0, count: area.width)
                let first = cov.withUnsafeMutableBufferPointer { self.row(rows.lowerBound, $0.baseAddress!, materialize: false) }
                steady = (first, cov)
                steadyRows = rows
            }
        }
    }

    /// Row `y`: fills `cov[x − area.x0]` for the explicit columns (and for the middle too when
    /// `materialize`). `scratch` holds at least `area.width` values (for a hole).
    package func row(_ y: Int, _ cov: UnsafeMutablePointer<Int32>, scratch: UnsafeMutablePointer<Int32>? = nil,
             materialize: Bool) -> Row {
        let base = area.x0
        @inline(__always) func set(_ lo: Int, _ hi: Int, _ value: Int32) {
            if lo < hi { (cov + (lo - base)).update(repeating: value, count: hi - lo) }
        }
        if let steady, steadyRows.contains(y) {
            let r = steady.row
            steady.cov.withUnsafeBufferPointer { known in
                if r.a0 < r.a1 { (cov + (r.a0 - base)).update(from: known.baseAddress! + (r.a0 - base), count: r.a1 - r.a0) }
                if r.b0 < r.b1 { (cov + (r.b0 - base)).update(from: known.baseAddress! + (r.b0 - base), count: r.b1 - r.b0) }
            }
            if materialize { set(r.a1, r.b0, r.middle) }
            return r
        }
        var r = Row(a0: area.x0, a1: area.x0, b0: area.x0, b1: area.x1, middle: 0)
        if let shape {
            if shape.isAxisAligned {
                if fullX0 < fullX1 && shape.isSolidRow(y) {
                    // On solid rows all columns with full horizontal coverage are covered.
                    (r.a1, r.b0, r.middle) = (fullX0, fullX1, 256)
                } else if solidX0 < solidX1 {
                    // The solid columns share one coverage on any row (see solidColumns).
                    (r.a1, r.b0, r.middle) = (solidX0, solidX1, shape.coverage(x: solidX0, y: y))
                }
            } else {
                let (lo, hi) = shape.candidateColumns(y: y, within: area.x0, area.x1)
                if lo >= hi { return Row(a0: lo, a1: lo, b0: lo, b1: lo, middle: 0) }
                (r.a0, r.a1, r.b0, r.b1) = (lo, lo, lo, hi)
            }
            shape.coverageRow(y: y, from: r.a0, to: r.a1, into: cov + (r.a0 - base))
            shape.coverageRow(y: y, from: r.b0, to: r.b1, into: cov + (r.b0 - base))
        } else {
            (r.a1, r.b0, r.middle) = (area.x0, area.x1, 256)
        }
        if let hole {
            // The hole's own solid run (if any) becomes an empty middle; elsewhere subtract.
            var g0 = r.b1, g1 = r.b1
            if hole.isAxisAligned && holeSolid.0 < holeSolid.1 && hole.isSolidRow(y) {
                g0 = max(holeSolid.0, r.a0); g1 = min(holeSolid.1, r.b1)
                if g0 >= g1 { (g0, g1) = (r.b1, r.b1) }
            }
            set(r.a1, r.b0, r.middle)
            if let scratch {
                @inline(__always) func subtract(_ lo: Int, _ hi: Int) {
                    guard lo < hi else { return }
                    hole.coverageRow(y: y, from: lo, to: hi, into: scratch)
                    let c = cov + (lo - base)
                    for i in 0..<(hi - lo) { c[i] = max(c[i] &- scratch[i], 0) }
                }
                subtract(r.a0, g0)
                subtract(g1, r.b1)
            }
            (r.a1, r.b0, r.middle) = (g0, g1, 0)
        }
        for ((clip, solid), full) in zip(zip(clipShapes, clipSolid), clipFull) {
            clip.multiplyRow(y: y, from: r.a0, to: r.a1, into: cov + (r.a0 - base))
            clip.multiplyRow(y: y, from: r.b0, to: r.b1, into: cov + (r.b0 - base))
            guard r.middle > 0, r.a1 < r.b0 else { continue }
            var k0 = r.b0, k1 = r.b0
            // On the clip's solid rows its full columns (its corner columns too) cover fully:
            // only the columns past them are multiplied (before, its corner columns were on
            // every row: a rounded screen's background, 2 × 27 columns × 2 357 rows a fill).
            // On its other rows (its corners' rows) its solid columns share one coverage: the
            // middle there takes it as multiplyRow would, (c · k + 128) >> 8.
            var shared: Int32 = 256
            let (c0, c1) = full.0 < full.1 ? full : solid
            if clip.isAxisAligned && c0 < c1 && clip.isSolidRow(y) {
                k0 = max(c0, r.a1); k1 = min(c1, r.b0)
                if k0 >= k1 { (k0, k1) = (r.b0, r.b0) }
            } else if clip.isAxisAligned && solid.0 < solid.1 {
                k0 = max(solid.0, r.a1); k1 = min(solid.1, r.b0)
                if k0 >= k1 { (k0, k1) = (r.b0, r.b0) } else { shared = clip.coverage(x: solid.0, y: y) }
            }
            // The middle's columns this clip does not cover fully become explicit.
            set(r.a1, k0, r.middle)
            clip.multiplyRow(y: y, from: r.a1, to: k0, into: cov + (r.a1 - base))
            set(k1, r.b0, r.middle)
            clip.multiplyRow(y: y, from: k1, to: r.b0, into: cov + (k1 - base))
            (r.a1, r.b0) = (k0, k1)
            if shared != 256 { r.middle = (r.middle &* shared &+ 128) >> 8 }
        }
        if materialize { set(r.a1, r.b0, r.middle) }
        return r
    }
}
