/// Suggests the closest known name for a misspelt one.
package enum DidYouMean {
    /// `"; did you mean \"x\"?"`, or an empty string when nothing is close.
    package static func suffix(for word: String, among candidates: [String]) -> String {
        guard let best = closest(to: word, among: candidates) else { return "" }
        return "; did you mean \"\(best)\"?"
    }

    /// The candidate with the smallest edit distance, if within a third of the word's length
    /// (at least 2). Ties go to the earlier candidate, so the answer never depends on hashing.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        let w = Array(word.lowercased())
        var best: (String, Int)?
        for candidate in candidates {
            let d = distance(w, Array(candidate.lowercased()))
            if d <= max(2, w.count / 3), d < (best?.1 ?? .max) { best = (candidate, d) }
        }
        return best?.0
    }

    /// Levenshtein distance.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1]
            for (j, cb) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
