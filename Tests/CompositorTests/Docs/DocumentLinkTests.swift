import Foundation
import Testing

/// Every relative link in the README and in docs/ leads somewhere: the file or folder exists,
/// and a `#fragment` into a Markdown file names one of its headings (as GitHub makes anchors:
/// lower case, punctuation dropped, spaces as hyphens, a repeated heading numbered). The README
/// is the front door and the pages link to each other, so a moved section must take its links
/// with it.
@Suite struct DocumentLinkTests {
    static let root = TemplateSchemaTests.repository

    /// The Markdown files checked: the README, every page under docs/, the example's README.
    static func pages() -> [String] {
        let docs = (FileManager.default.enumerator(atPath: root + "/docs")?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        return ["README.md", "Examples/HelloSegue/README.md"] + docs.sorted()
    }

    /// The text outside fenced code blocks.
    static func prose(_ text: String) -> [Substring] {
        var inFence = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.hasPrefix("```") { inFence.toggle(); return false }
            return !inFence
        }
    }

    /// GitHub's anchors for the headings of a Markdown file.
    static func anchors(of path: String) throws -> Set<String> {
        var seen: [String: Int] = [:]
        var result: Set<String> = []
        for line in prose(try String(contentsOfFile: path, encoding: .utf8)) where line.hasPrefix("#") {
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            let slug = String(title.lowercased().unicodeScalars.filter {
                CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
            }.map(Character.init)).replacingOccurrences(of: " ", with: "-")
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            result.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return result
    }

    @Test func everyRelativeLinkAndAnchorResolves() throws {
        let link = try Regex(#"\]\(([^)\s]+)\)"#)
        var broken: [String] = []
        var checked = 0
        for page in Self.pages() {
            let text = try String(contentsOfFile: Self.root + "/" + page, encoding: .utf8)
            let folder = URL(fileURLWithPath: Self.root + "/" + page).deletingLastPathComponent()
            for line in Self.prose(text) {
                for match in line.matches(of: link) {
                    guard let target = match.output[1].substring.map(String.init),
                          !target.contains("://"), !target.hasPrefix("mailto:") else { continue }
                    checked += 1
                    let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                    let file = parts[0].isEmpty ? URL(fileURLWithPath: Self.root + "/" + page)
                                                : folder.appendingPathComponent(parts[0]).standardizedFileURL
                    guard FileManager.default.fileExists(atPath: file.path) else { broken.append("\(page): \(target): no such file"); continue }
                    if parts.count == 2, file.path.hasSuffix(".md"), try !Self.anchors(of: file.path).contains(parts[1]) {
                        broken.append("\(page): \(target): no such heading")
                    }
                }
            }
        }
        #expect(checked > 50)  // the reader found the links
        #expect(broken == [])
    }
}
