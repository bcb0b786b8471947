/// Names `import` writes: scene names and file names made from IB's titles and identifiers.
enum ImportNames {
    /// `"Pet Detail View Controller"` → `pet-detail-view-controller`: lowercase letters, digits
    /// and dashes, at most 48 characters; empty when nothing usable is left.
    static func slug(_ s: String) -> String {
        var out = "", lastDash = true
        var previousLower = false
        for ch in s.unicodeScalars {
            let isUpper = ch.properties.isUppercase
            if ch.isASCII, ch.properties.isAlphabetic || ("0"..."9").contains(Character(ch)) {
                if isUpper && previousLower && !lastDash { out += "-" }
                out += String(ch).lowercased()
                lastDash = false
                previousLower = !isUpper
            } else {
                if !lastDash { out += "-" }
                lastDash = true
                previousLower = false
            }
            if out.count >= 48 { break }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out
    }

    /// A scene name: the slug without a trailing "view controller" or "controller"
    /// (`PetDetailViewController` → `pet-detail`), unless nothing else is left.
    static func sceneSlug(_ s: String) -> String {
        let full = slug(s)
        for suffix in ["-table-view-controller", "-view-controller", "-controller"] where full.hasSuffix(suffix) && full.count > suffix.count {
            return String(full.dropLast(suffix.count))
        }
        return full
    }

    /// A name safe in a file name (letters, digits, `-`, `_`, `.` kept; others become `_`).
    static func fileSafe(_ s: String) -> String {
        let mapped = s.unicodeScalars.map { c -> String in
            c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(Character(c)) || "-_".unicodeScalars.contains(c)) ? String(c) : "_"
        }.joined()
        return String(mapped.prefix(64))
    }

    /// `base`, or `base-2`, `base-3`, … whichever `taken` lacks; adds it to `taken`.
    static func unique(_ base: String, _ taken: inout Set<String>) -> String {
        var name = base, n = 2
        while taken.contains(name) { name = "\(base)-\(n)"; n += 1 }
        taken.insert(name)
        return name
    }
}
