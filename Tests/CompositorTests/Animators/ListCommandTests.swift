import Testing
@testable import Compositor

@Suite struct ListCommandTests {
    /// `segue-video list` prints one line per animator, naming each option with its default.
    @Test func listNamesEveryAnimatorWithItsOptions() throws {
        let result = try CLI.run(["list"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == AnimatorCatalog.all.count)
        for (line, type) in zip(lines, AnimatorCatalog.all) {
            #expect(line.hasPrefix(type.name + " "))
            for option in type.options { #expect(line.contains(option.listing)) }
        }
        #expect(lines.contains { $0.hasPrefix("explode ") && $0.contains("factor=2") })
    }
}
