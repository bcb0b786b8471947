import Foundation
import Testing

/// The DocC catalog's topics are the library's public surface: every `public` type declared in
/// the library's targets (Compositor and the layers it re-exports) is listed once under a topic
/// of Compositor.md, and the catalog lists no type that is not public (one made `package` must
/// leave the list, one made public must join it). The surface is a semver promise, so it
/// changes only on purpose.
@Suite struct DocCCatalogTests {
    static let sources = TemplateSchemaTests.repository + "/Sources/Compositor"
    /// The library's targets: Compositor re-exports the layers below it (docs/architecture.md).
    static let layers = ["Compositor", "CompositorCore", "CompositorScene", "CompositorRaster", "CompositorMedia", "CompositorMotion", "CompositorDocument"].map { TemplateSchemaTests.repository + "/Sources/" + $0 }

    /// Names of the top-level `public` types (struct, class, enum, protocol, actor), by reading
    /// the source files.
    static func publicTypes() throws -> [String] {
        let pattern = try Regex(#"^public (?:final |indirect )?(?:struct|class|enum|protocol|actor) (\w+)"#)
        var names: [String] = []
        for folder in layers {
            let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                for line in text.split(separator: "\n") {
                    if let match = line.firstMatch(of: pattern), let name = match.output[1].substring { names.append(String(name)) }
                }
            }
        }
        return names.sorted()
    }

    @Test func topicsListEveryPublicTypeOnce() throws {
        let catalog = try String(contentsOfFile: Self.sources + "/Compositor.docc/Compositor.md", encoding: .utf8)
        let listed = catalog.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("- ``"), line.hasSuffix("``") else { return nil }
            return String(line.dropFirst(4).dropLast(2))
        }
        let declared = try Self.publicTypes()
        #expect(declared.count > 50)  // the reader found the declarations
        #expect(Set(listed).count == listed.count, "listed twice: \(Dictionary(grouping: listed) { $0 }.filter { $1.count > 1 }.keys.sorted())")
        #expect(Set(declared).subtracting(listed).sorted() == [], "public but not in the catalog")
        #expect(Set(listed).subtracting(declared).sorted() == [], "in the catalog but not public")
    }
}
