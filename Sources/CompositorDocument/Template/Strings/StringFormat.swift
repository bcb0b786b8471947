/// Puts a count into a localized text's format specifiers, as `String(format:)` would for one
/// integer argument: `%d`, `%i`, `%u` with `l`/`ll` length (`%lld` is what Xcode writes) and a
/// position (`%1$lld`); `%%` is a percent sign. Other specifiers stay as written.
enum StringFormat {
    static func fill(_ text: String, count: Int?) -> String {
        guard let count, text.contains("%") else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView(), i = 0
        while i < scalars.count {
            guard scalars[i] == "%", i + 1 < scalars.count else { out.append(scalars[i]); i += 1; continue }
            if scalars[i + 1] == "%" { out.append("%"); i += 2; continue }
            var j = i + 1
            while j < scalars.count, ("0"..."9").contains(scalars[j]) { j += 1 }
            if j < scalars.count, scalars[j] == "$", j > i + 1 { j += 1 } else { j = i + 1 }
            while j < scalars.count, scalars[j] == "l" { j += 1 }
            if j < scalars.count, ["d", "i", "u"].contains(scalars[j]) {
                out.append(contentsOf: String(count).unicodeScalars)
                i = j + 1
            } else {
                out.append(scalars[i]); i += 1
            }
        }
        return String(out)
    }
}
