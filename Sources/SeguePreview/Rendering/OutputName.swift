import Foundation

/// File names made from template names: letters, digits, `.`, `-`, `_` only.
enum OutputName {
    static func safe(_ name: String) -> String {
        let kept = name.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) && $0.isASCII || "-_".unicodeScalars.contains($0) ? Character($0) : "_" }
        let text = String(kept).trimmingCharacters(in: CharacterSet(charactersIn: "_"))
        return text.isEmpty ? "still" : String(text.prefix(80))
    }
}
