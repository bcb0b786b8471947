/// A deterministic per-frame palette for GIF: at most 255 colors (index 255 stays free for
/// transparency), chosen by median cut over a 15-bit (5-5-5) color histogram of the pixels
/// the frame actually stores, and a nearest-color lookup per histogram cell.
///
/// Flat UI stays flat and exact: when the stored pixels have at most 255 distinct colors (a
/// still screen, most held frames) each gets its own palette entry, with no dithering and no
/// error. Otherwise each cell maps to the palette color nearest its mean, and the palette
/// entries are the pixel-weighted means of their boxes, so the large flat areas that dominate
/// UI frames land on their exact colors. Integer arithmetic only; ties broken by cell index.
struct GIFQuantizer {
    static let cells = 1 << 15
    static let transparentIndex: UInt8 = 255

    private var count = [UInt32](repeating: 0, count: cells)
    private var sumR = [UInt32](repeating: 0, count: cells)
    private var sumG = [UInt32](repeating: 0, count: cells)
    private var sumB = [UInt32](repeating: 0, count: cells)
    /// The first exact color seen in each cell, and whether another color shared the cell.
    private var exact = [UInt32](repeating: 0, count: cells)
    private var mixed = [Bool](repeating: false, count: cells)
    private var used: [Int] = []
    /// Cell → palette index, valid for the cells in `used` after `makePalette`.
    private(set) var lookup = [UInt8](repeating: 0, count: cells)

    @inline(__always)
    static func cell(_ straight: UInt32) -> Int {
        let r: UInt32 = straight >> 3 & 0x1F, g: UInt32 = straight >> 6 & 0x3E0, b: UInt32 = straight >> 9 & 0x7C00
        return Int(r | g | b)
    }

    /// Counts one opaque straight-RGBA pixel.
    @inline(__always)
    mutating func add(_ straight: UInt32) {
        let c = GIFQuantizer.cell(straight)
        let rgb = straight & 0xFFFFFF
        if count[c] == 0 { used.append(c); exact[c] = rgb } else if exact[c] != rgb { mixed[c] = true }
        count[c] &+= 1
        let r: UInt32 = rgb & 0xFF, g: UInt32 = rgb >> 8 & 0xFF, b: UInt32 = rgb >> 16
        sumR[c] &+= r; sumG[c] &+= g; sumB[c] &+= b
    }

    /// The palette (up to 255 RGB entries, 0xBBGGRR) for the pixels added since the last call,
    /// with `lookup` set for every cell they fell in; then forgets them. Pixels that share a cell
    /// with another color map through the cell's palette entry.
    mutating func makePalette() -> [UInt32] {
        used.sort()
        var palette: [UInt32] = []
        if used.count <= 255 {
            for (i, c) in used.enumerated() {
                palette.append(mixed[c] ? mean(c) : exact[c])
                lookup[c] = UInt8(i)
            }
        } else {
            palette = medianCut()
            for c in used { lookup[c] = nearest(mean(c), in: palette) }
        }
        for c in used { count[c] = 0; sumR[c] = 0; sumG[c] = 0; sumB[c] = 0; mixed[c] = false }
        used.removeAll(keepingCapacity: true)
        return palette
    }

    private func mean(_ c: Int) -> UInt32 {
        let n = count[c], h = n / 2
        let r: UInt32 = (sumR[c] + h) / n, g: UInt32 = (sumG[c] + h) / n, b: UInt32 = (sumB[c] + h) / n
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
                pixels += UInt64(count[c])
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
            let total = box.reduce(UInt64(0)) { $0 + UInt64(count[cells[$1]]) }
            var running: UInt64 = 0, split = box.lowerBound + 1
            for i in box {
                running += UInt64(count[cells[i]])
                if running * 2 >= total { split = min(max(i + 1, box.lowerBound + 1), box.upperBound - 1); break }
            }
            boxes[best] = box.lowerBound..<split
            boxes.append(split..<box.upperBound)
            scores[best] = measure(boxes[best])
            scores.append(measure(boxes[boxes.count - 1]))
        }
        return boxes.map { box in
            var n: UInt64 = 0, r: UInt64 = 0, g: UInt64 = 0, b: UInt64 = 0
            for i in box { let c = cells[i]; n += UInt64(count[c]); r += UInt64(sumR[c]); g += UInt64(sumG[c]); b += UInt64(sumB[c]) }
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
