/// Pseudo-localization (`--pseudo-locale`): every text made to look translated so truncation
/// and hard-coded strings show before any translation exists. Latin letters take accented
/// forms (`Settings` → `Šéţţîñĝš`), the text grows by 40 % (the usual allowance for English
/// into German or Finnish) with `~` padding, and it is wrapped in `[` `]`, so a cut end is
/// seen at once. Deterministic: the same text always gives the same pseudo text.
///
/// Brackets rather than the bidi marks U+202B…U+202C some tools use: an embedding mark would
/// reorder the text right to left and test mirroring, which is `--locale ar`'s job, not this.
enum PseudoLocalizer {
    /// The share the text grows by, in percent.
    static let expansionPercent = 40

    /// `text` pseudo-localized: accented, padded to at least 140 % of its characters
    /// (the brackets count), bracketed. Line breaks stay; counts are put in before this.
    static func pseudo(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { out.append(accented[scalar] ?? scalar) }
        let count = text.count
        let target = (count * (100 + expansionPercent) + 99) / 100
        let padding = max(0, target - count - 2)
        return "[" + String(out) + String(repeating: "~", count: padding) + "]"
    }

    /// An accented form for each ASCII letter that has one (b, f, m, q, v, x stay), all in Latin-1 Supplement and Latin Extended-A, which
    /// the bundled fonts cover.
    private static let accented: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = Array("acdeghijklnoprstuwyzACDEGHIJKLNOPRSTUWYZ".unicodeScalars)
        let marked = Array("åçđéĝĥîĵķļñöþŕšţûŵýžÅÇĐÉĜĤÎĴĶĻÑÖÞŔŠŢÛŴÝŽ".unicodeScalars)
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()
}
