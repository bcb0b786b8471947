/// Suggests the closest known name for a misspelt one.
package enum DidYouMean {
    /// `"; did you mean \"x\"?"`, or an empty string when nothing is close.
    package static func suffix(for word: String, among candidates: [String]) -> String {
        guard let best = meaning(of: word, among: candidates) ?? closest(to: word, among: candidates) else { return "" }
        return "; did you mean \"\(best)\"?"
    }

    /// UIKit, CSS and other names templates use for our keys, by meaning rather than spelling
    /// (compared ignoring case and `_`/`-`): the key offered when it is a candidate here.
    static let synonyms: [(names: [String], key: String)] = [
        (["linespacing", "leading", "lineheightmultiple", "minimumlineheight", "maximumlineheight"], "lineHeight"),
        (["cornerradii", "radius", "borderradius", "layercornerradius", "cornercurve", "roundedcorners", "corners"], "cornerRadius"),
        (["opacity", "layeropacity"], "alpha"),
        (["alpha", "shadowopacity"], "opacity"),
        (["maskstobounds", "clips", "clip", "clipstobound"], "clipsToBounds"),
        (["numberoflines", "maxlines", "linecount"], "lines"),
        (["textalignment", "align", "textalign"], "alignment"),
        (["textcolor", "foregroundcolor", "tintcolor"], "color"),
        (["kern", "kerning", "tracking"], "letterSpacing"),
        (["ishidden", "visible", "invisible"], "hidden"),
        (["borderwidth", "bordercolor", "stroke"], "border"),
        (["shadowradius", "shadowoffset", "shadowcolor", "boxshadow"], "shadow"),
        (["autoresizingmask", "resizing"], "autoresizing"),
        (["fontsize", "pointsize"], "font"),
        (["scaletype", "contentmode", "resizemode", "objectfit"], "contentMode"),
    ]

    /// The key `word` means, by `synonyms`, when that key is among `candidates`.
    static func meaning(of word: String, among candidates: [String]) -> String? {
        let plain = word.lowercased().filter { $0 != "_" && $0 != "-" }
        return synonyms.first { $0.names.contains(plain) && candidates.contains($0.key) }?.key
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
