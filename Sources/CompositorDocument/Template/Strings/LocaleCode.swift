/// A locale code as string tables name locales: a BCP 47 language (2 or 3 letters) with
/// optional subtags of letters and digits (`de`, `pt-BR`, `zh-Hans`, `sr-Latn-RS`); `_` is
/// read as `-` nowhere, so a code is written as the table writes it.
public enum LocaleCode {
    /// True for a code of that shape.
    public static func isValid(_ code: String) -> Bool {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// The message for a code that is not one.
    public static func problem(_ code: String) -> String {
        "\"\(code)\" is not a locale code such as en, de, pt-BR or zh-Hans"
    }
}
