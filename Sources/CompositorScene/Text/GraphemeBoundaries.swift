/// Where user-perceived characters (extended grapheme clusters, UAX #29) start, by Swift's own
/// `Character` segmentation, which implements UAX #29 for the standard library's Unicode
/// version: layout breaks, truncates and picks fonts only at these boundaries, so an emoji with
/// modifiers, a ZWJ sequence or a letter with combining marks is never split.
package enum GraphemeBoundaries {
    /// `result[i]`: a grapheme cluster starts at scalar `i`; true at 0 and at `scalars.count`.
    package static func compute(_ scalars: [Unicode.Scalar]) -> [Bool] {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        var boundary = [Bool](repeating: false, count: scalars.count + 1)
        var offset = 0
        for character in String(view) {
            boundary[offset] = true
            offset += character.unicodeScalars.count
        }
        boundary[scalars.count] = true
        return boundary
    }
}
