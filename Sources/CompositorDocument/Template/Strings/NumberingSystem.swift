/// The digits numbers are written in, as CLDR's default numbering systems give them by locale
/// (the `nu` of a locale): Arabic-Indic (٠١٢٣٤٥٦٧٨٩, CLDR `arab`) for Arabic, Extended
/// Arabic-Indic (۰۱۲۳۴۵۶۷۸۹, `arabext`) for Persian, Latin for every other locale — and for
/// the Maghreb's Arabic (ar-MA, ar-DZ, ar-TN, ar-LY, ar-EH), which CLDR writes in Latin digits.
/// A template's `digits: latin` keeps Latin digits in every locale.
enum NumberingSystem: String, Hashable, Sendable {
    case latin, arabicIndic, extendedArabicIndic

    /// The locale's own digits (Latin for nil).
    init(locale: String?) {
        let parts = (locale ?? "").split(separator: "-").map { $0.lowercased() }
        switch parts.first {
        case "ar": self = parts.dropFirst().contains { ["ma", "dz", "tn", "ly", "eh"].contains($0) } ? .latin : .arabicIndic
        case "fa": self = .extendedArabicIndic
        default: self = .latin
        }
    }

    /// The scalar its zero is written as.
    private var zero: UInt32 {
        switch self {
        case .latin: 0x30
        case .arabicIndic: 0x660
        case .extendedArabicIndic: 0x6F0
        }
    }

    /// `text` with every ASCII digit written in this system's (unchanged for Latin).
    func digits(_ text: String) -> String {
        guard self != .latin, text.utf8.contains(where: { (0x30...0x39).contains($0) }) else { return text }
        var scalars = String.UnicodeScalarView()
        for s in text.unicodeScalars {
            scalars.append((0x30...0x39).contains(s.value) ? Unicode.Scalar(zero + s.value - 0x30)! : s)
        }
        return String(scalars)
    }
}
