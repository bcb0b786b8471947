/// A deterministic per-frame palette for GIF: at most 255 colors (index 255 stays free for
/// transparency), chosen by median cut over a 15-bit (5-5-5) color histogram of the pixels
/// the frame actually stores, and a nearest-color lookup per histogram cell.
///
/// Flat UI stays flat and exact: when the stored pixels have at most 255 distinct colors (a
/// still screen, most held frames) each gets its own palette entry, with no dithering and no
/// error. Otherwise each cell maps to the palette color nearest its mean, and the palette
/// entries are the pixel-weighted means of their boxes, so the large flat areas that dominate
/// UI frames land on their exact colors. Integer arithmetic only; ties broken by cell index.
///
/// The histogram is one block of `Cell`s (all of a cell's counters in one cache line) behind a
/// raw pointer: `add` runs once per stored pixel (per run of equal pixels), and six separate
/// arrays cost six bounds and uniqueness checks and six cache misses per call.
final class GIFQuantizer {
    static let cells = 1 << 15
    static let transparentIndex: UInt8 = 255

    /// One histogram cell: its pixel count, channel sums, the first exact color seen in it and
    /// whether another color shared the cell.
    private struct Cell {
        var count: UInt32 = 0, sumR: UInt32 = 0, sumG: UInt32 = 0, sumB: UInt32 = 0
        var exact: UInt32 = 0
        var mixed = false
    }

    /// `cells` cells, owned: allocated once, freed in `deinit`.
    private let histogram: UnsafeMutablePointer<Cell>
    private var used: [Int] = []
    /// Cell → palette index, valid for the cells in `used` after `makePalette`.
    let lookup: UnsafeMutablePointer<UInt8>

    init() {
        histogram = .allocate(capacity: GIFQuantizer.cells)
        histogram.initialize(repeating: Cell(), count: GIFQuantizer.cells)
        lookup = .allocate(capacity: GIFQuantizer.cells)
        lookup.initialize(repeating: 0, count: GIFQuantizer.cells)
    }

    deinit {
        histogram.deallocate()
        lookup.deallocate()
    }

    @inline(__always)
    static func cell(_ straight: UInt32) -> Int {
        let r: UInt32 = straight >> 3 & 0x1F, g: UInt32 = straight >> 6 & 0x3E0, b: UInt32 = straight >> 9 & 0x7C00
        return Int(r | g | b)
    }

    /// Counts `n` opaque straight-RGBA pixels of one color (a run).
    @inline(__always)
    func add(_ straight: UInt32, count n: UInt32 = 1) {
        let c = GIFQuantizer.cell(straight)
        let rgb = straight & 0xFFFFFF
        let cell = histogram + c
        if cell.pointee.count == 0 { used.append(c); cell.pointee.exact = rgb } else if cell.pointee.exact != rgb { cell.pointee.mixed = true }
        cell.pointee.count &+= n
        let r: UInt32 = rgb & 0xFF, g: UInt32 = rgb >> 8 & 0xFF, b: UInt32 = rgb >> 16
        cell.pointee.sumR &+= r &* n; cell.pointee.sumG &+= g &* n; cell.pointee.sumB &+= b &* n
    }

    private func count(_ c: Int) -> UInt32 { histogram[c].count }

    /// The palette (up to 255 RGB entries, 0xBBGGRR) for the pixels added since the last call,
    /// with `lookup` set for every cell they fell in; then forgets them. Pixels that share a cell
    /// with another color map through the cell's palette entry.
    func makePalette() -> [UInt32] {
        used.sort()
        var palette: [UInt32] = []
        if used.count <= 255 {
            for (i, c) in used.enumerated() {
                palette.append(histogram[c].mixed ? mean(c) : histogram[c].exact)
                lookup[c] = UInt8(i)
            }
        } else {
            palette = medianCut()
            for c in used { lookup[c] = nearest(mean(c), in: palette) }
        }
        for c in used { histogram[c] = Cell() }
        used.removeAll(keepingCapacity: true)
        return palette
    }

    private func mean(_ c: Int) -> UInt32 {
        let cell = histogram[c]
        let n = cell.count, h = n / 2
        let r: UInt32 = (cell.sumR + h) / n, g: UInt32 = (cell.sumG + h) / n, b: UInt32 = (cell.sumB + h) / n
        return r | g << 8 | b << 16
    }

    /// Splits the used cells into 255 boxes: repeatedly the box with the most pixels × widest
    /// side, at the pixel-weighted median of that side.
    private func medianCut() -> [UInt32] {
        var cells = used
        var boxes: [Range<Int>] = [0..<cells.count]
        func component(_ c: Int, _ axis: Int) -> Int { c >> (5 * axis) & 0x1F }
        func measure(_ box: Range<Int>) -> (score: UInt64, axis: Int) {
            var lo = [31, 31, 31], hi = [0, 0, 0]
            var pixels: UInt64 = 0
            for i in box {
                let c = cells[i]
                for a in 0..<3 { let v = component(c, a); lo[a] = min(lo[a], v); hi[a] = max(hi[a], v) }
                pixels += UInt64(count(c))
            }
            // Green weighs most in luma, blue least: split along the perceptually widest side.
            let widths = [(hi[0] - lo[0]) * 3, (hi[1] - lo[1]) * 4, (hi[2] - lo[2]) * 2]
            let axis = widths[1] >= widths[0] && widths[1] >= widths[2] ? 1 : (widths[0] >= widths[2] ? 0 : 2)
            return (pixels * UInt64(widths[axis]), axis)
        }
        var scores = [measure(boxes[0])]
        while boxes.count < 255 {
            var best = -1
            for i in boxes.indices where boxes[i].count > 1 && (best < 0 || scores[i].score > scores[best].score) { best = i }
            guard best >= 0, scores[best].score > 0 else { break }
            let box = boxes[best], axis = scores[best].axis
            cells[box].sort { (component($0, axis), $0) < (component($1, axis), $1) }
            let total = box.reduce(UInt64(0)) { $0 + UInt64(count(cells[$1])) }
            var running: UInt64 = 0, split = box.lowerBound + 1
            for i in box {
                running += UInt64(count(cells[i]))
                if running * 2 >= total { split = min(max(i + 1, box.lowerBound + 1), box.upperBound - 1); break }
            }
            boxes[best] = box.lowerBound..<split
            boxes.append(split..<box.upperBound)
            scores[best] = measure(boxes[best])
            scores.append(measure(boxes[boxes.count - 1]))
        }
        return boxes.map { box in
            var n: UInt64 = 0, r: UInt64 = 0, g: UInt64 = 0, b: UInt64 = 0
            for i in box { let cell = histogram[cells[i]]; n += UInt64(cell.count); r += UInt64(cell.sumR); g += UInt64(cell.sumG); b += UInt64(cell.sumB) }
            let h = n / 2
            let red = UInt32((r + h) / n), green = UInt32((g + h) / n), blue = UInt32((b + h) / n)
            return red | green << 8 | blue << 16
        }
    }

    /// The palette index nearest `rgb` by squared distance (luma-weighted 3:4:2), lowest index on ties.
    private func nearest(_ rgb: UInt32, in palette: [UInt32]) -> UInt8 {
        let r = Int(rgb & 0xFF), g = Int(rgb >> 8 & 0xFF), b = Int(rgb >> 16 & 0xFF)
        var best = 0, bestDistance = Int.max
        for (i, p) in palette.enumerated() {
            let dr = r - Int(p & 0xFF), dg = g - Int(p >> 8 & 0xFF), db = b - Int(p >> 16 & 0xFF)
            let d = 3 * dr * dr + 4 * dg * dg + 2 * db * db
            if d < bestDistance { bestDistance = d; best = i }
        }
        return UInt8(best)
    }
}
