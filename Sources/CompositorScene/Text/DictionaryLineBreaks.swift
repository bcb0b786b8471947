import CICU

/// Line breaks inside words of the scripts written without spaces between words — Thai, Lao,
/// Khmer, Myanmar (UAX #14's class SA, "complex context") — found by ICU's dictionary-based
/// line break iterator (Debian's libicu, named by package: libicu-dev; `CICU`). UAX #14 leaves
/// these breaks to tailoring; without them a Thai sentence is one word, broken between
/// characters wherever the line ends.
///
/// Deterministic: the breaks depend only on the text and the ICU release's dictionaries (ICU 72
/// on Debian 12; `icuVersion`), never on the machine's locale: the locale passed is fixed ("th"
/// — ICU picks each script's dictionary by script, not by locale).
package enum DictionaryLineBreaks {
    /// Whether `scalar` belongs to a script broken by dictionary: Thai, Lao, Myanmar, Khmer
    /// (their main blocks, and Myanmar's and Khmer's extensions).
    package static func isComplexContext(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x19E0...0x19FF, 0xA9E0...0xA9FF, 0xAA60...0xAA7F: true
        default: false
        }
    }

    /// Sets `result[b]` (a line may start at scalar `b`) at every dictionary break inside each run
    /// of at least two complex-context scalars of `s`; leaves everything else as it was.
    package static func add(_ s: [Unicode.Scalar], to result: inout [Bool]) {
        var start = 0
        while start < s.count {
            guard isComplexContext(s[start]) else { start += 1; continue }
            var end = start
            while end < s.count, isComplexContext(s[end]) { end += 1 }
            if end - start > 1 {
                for b in breaks(in: s[start..<end]) { result[start + b] = true }
            }
            start = end
        }
    }

    /// The scalar offsets inside `run` (never 0 nor its end) where ICU's line iterator breaks.
    package static func breaks(in run: ArraySlice<Unicode.Scalar>) -> [Int] {
        var utf16: [UInt16] = []
        var scalarAt: [Int: Int] = [:]  // UTF-16 offset → scalar offset
        for (i, scalar) in run.enumerated() {
            scalarAt[utf16.count] = i
            utf16.append(contentsOf: UTF16.encode(scalar).map { Array($0) } ?? [])
        }
        var offsets = [Int32](repeating: 0, count: run.count)
        let found = Int(CICU_lineBreaks(utf16, Int32(utf16.count), "th", &offsets, Int32(offsets.count)))
        guard found > 0 else { return [] }
        return offsets.prefix(min(found, offsets.count)).compactMap { scalarAt[Int($0)] }
    }

    /// The ICU release the breaks come from ("72.1").
    package static var icuVersion: String {
        var buffer = [CChar](repeating: 0, count: 24)
        CICU_version(&buffer)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
