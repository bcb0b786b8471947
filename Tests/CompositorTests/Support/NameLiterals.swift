import Foundation
@testable import Compositor
@testable import CompositorMedia

/// Finds a codec, preset, delivery, animator, device model or muxer name compared as a string
/// (`NameLiteralTests`).
enum NameLiterals {
    /// Every name a user types for a codec, an x264 preset, a delivery preset, an animator or a
    /// device, libavcodec's names for the formats' streams and libavformat's for their muxers.
    static let names: Set<String> = {
        var names: [String] = Codec.allCases.flatMap { [$0.rawValue, $0.libavName] }
        names += X264Preset.allCases.map(\.rawValue)
        names += DeliveryPresetName.allCases.map(\.rawValue)
        names += AnimatorKind.allCases.map(\.rawValue)
        names += DeviceModel.allCases.map(\.rawValue)
        let muxers: [LibavMuxer] = [.mp4, .mov, .webm, .yuv4mpegpipe, .apng]
        names += muxers.map(\.rawValue)
        return Set(names)
    }()

    /// An expression named for what holds such a name.
    static let subject = "[A-Za-z_][A-Za-z0-9_.?!()]*"
    /// A string literal that may be a name: letters and digits, with spaces inside (`iPad mini`).
    static let literal = "\"([A-Za-z0-9]+(?: [A-Za-z0-9]+)*)\""
    static let comparisons = [
        "(\(subject))\\s*(?:==|!=)\\s*\(literal)",
        "\(literal)\\s*(?:==|!=)\\s*(\(subject))",
        "\\[[^\\]]*\(literal)[^\\]]*\\]\\.contains\\((\(subject))\\)",
    ].map { try! NSRegularExpression(pattern: $0) }
    static let switchLine = try! NSRegularExpression(pattern: "\\bswitch\\s+(.+?)\\s*\\{\\s*$")
    static let caseLiteral = try! NSRegularExpression(pattern: "\\bcase\\b[^:]*\(literal)")

    /// Whether `expression` is named for what holds such a name. Only the operand itself counts,
    /// not a call it is an argument of: in `defaultAnimator(segue.action == "push")` the operand
    /// is `segue.action`, an imported storyboard's segue action, not an animator.
    static func namesAName(_ expression: String) -> Bool {
        let lower = (expression.components(separatedBy: "(").last ?? expression).lowercased()
        return ["codec", "preset", "delivery", "animator", "device", "model", "container", "muxer"].contains { lower.contains($0) }
    }

    /// The offending lines of `source` (1-based numbers), comments ignored.
    static func offences(in source: String) -> [(line: Int, text: String)] {
        let lines = source.components(separatedBy: "\n").map { line -> String in
            line.trimmingCharacters(in: .whitespaces).hasPrefix("//") ? "" : line
        }
        var found: [(Int, String)] = []
        var switchDepth: Int? = nil   // brace depth inside a switch over a name, while in one
        for (i, line) in lines.enumerated() {
            let range = NSRange(line.startIndex..., in: line)
            func group(_ m: NSTextCheckingResult, _ k: Int) -> String { String(line[Range(m.range(at: k), in: line)!]) }
            var offends = comparisons.enumerated().contains { index, regex in
                regex.matches(in: line, range: range).contains { m in
                    let (literal, expression) = index == 0 ? (group(m, 2), group(m, 1)) : (group(m, 1), group(m, 2))
                    return names.contains(literal) && namesAName(expression)
                }
            }
            if let depth = switchDepth {
                offends = offends || caseLiteral.matches(in: line, range: range).contains { names.contains(group($0, 1)) }
                let newDepth = depth + line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
                switchDepth = newDepth > 0 ? newDepth : nil
            } else if let m = switchLine.firstMatch(in: line, range: range), namesAName(group(m, 1)) {
                switchDepth = 1
            }
            if offends { found.append((i + 1, line.trimmingCharacters(in: .whitespaces))) }
        }
        return found
    }
}
