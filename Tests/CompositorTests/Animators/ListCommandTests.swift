import Foundation
import Testing
@testable import Compositor

@Suite struct ListCommandTests {
    /// `segue-video list` gives each animator a block: its name first, then every option with
    /// its default, no line wider than 100 columns.
    @Test func listNamesEveryAnimatorWithItsOptionsWithin100Columns() throws {
        let result = try CLI.run(["list"])
        #expect(result.status == 0)
        let blocks = result.stdout.components(separatedBy: "\n\n")
        #expect(blocks.count == AnimatorCatalog.all.count)
        for (block, type) in zip(blocks, AnimatorCatalog.all) {
            #expect(block.hasPrefix(type.name + ": "))
            let joined = block.replacingOccurrences(of: "\n        ", with: " ")
            for option in type.options { #expect(joined.contains("option " + option.listing)) }
        }
        #expect(blocks.contains { $0.hasPrefix("explode: ") && $0.contains("factor=2") })
        for line in result.stdout.split(separator: "\n") { #expect(line.count <= 100, "\(line)") }
    }

    /// `list --json` parses and lists every animator with all its options.
    @Test func listJSONHasEveryAnimatorAndOption() throws {
        let result = try CLI.run(["list", "--json"])
        #expect(result.status == 0)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let names: [String?] = parsed.map { $0["name"] as? String }
        let catalog: [String?] = AnimatorCatalog.all.map { $0.name }
        #expect(names == catalog)
        for (entry, type) in zip(parsed, AnimatorCatalog.all) {
            let options = try #require(entry["options"] as? [[String: Any]])
            let optionNames: [String?] = options.map { $0["name"] as? String }
            let declared: [String?] = type.options.map { $0.name }
            #expect(optionNames == declared)
            let required: [Bool?] = options.map { $0["required"] as? Bool }
            let declaredRequired: [Bool?] = type.options.map { $0.isRequired }
            #expect(required == declaredRequired)
            #expect(entry["defaultDuration"] as? Double == type.defaultDuration.doubleValue)
        }
    }
}
