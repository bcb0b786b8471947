import Foundation
import Testing
@testable import Compositor

/// An asset catalog naming a file outside its imageset (issue #50, item 3): a `Contents.json`
/// filename with `..` or an absolute path, or an image that is a symbolic link out of the
/// catalog, is never read: exit 4 at the image view with one line naming the `Contents.json`
/// and the filename, nothing written; with `--allow-missing-assets` a placeholder and a note,
/// and the outside file's bytes are nowhere in the output. The catalog is built here.
@Suite struct ImportCatalogConfinementTests {
    static let storyboard = ImportFixtures.path("PetsApp/Main.storyboard")

    /// `root/App/Assets.xcassets/biscuit.imageset` naming `filename` at 3x; the secret is
    /// `root/outside/secret.png` (a real PNG, so only confinement keeps it out).
    final class Catalog {
        let dir = TemporaryDirectory()
        var catalog: String { dir.path + "/App/Assets.xcassets" }
        var imageset: String { catalog + "/biscuit.imageset" }
        var secret: String { dir.path + "/outside/secret.png" }
        var output: String { dir.path + "/out" }
        let secretBytes: Data

        init(filename: String) throws {
            secretBytes = try Data(contentsOf: URL(fileURLWithPath: ImportFixtures.path("PetsApp/Assets.xcassets/biscuit.imageset/biscuit@3x.png")))
            try FileManager.default.createDirectory(atPath: dir.path + "/outside", withIntermediateDirectories: true)
            try secretBytes.write(to: URL(fileURLWithPath: secret))
            dir.write("App/Assets.xcassets/Contents.json", #"{"info": {"author": "xcode", "version": 1}}"#)
            try name(filename)
        }

        /// Writes the imageset's `Contents.json` naming `filename` at 3x.
        func name(_ filename: String) throws {
            let entry: [String: Any] = ["images": [["filename": filename, "idiom": "universal", "scale": "3x"]], "info": ["author": "xcode", "version": 1]]
            dir.write("App/Assets.xcassets/biscuit.imageset/Contents.json", String(decoding: try JSONSerialization.data(withJSONObject: entry), as: UTF8.self))
        }

        /// True when some file under the output folder holds the secret's bytes.
        var secretCopied: Bool {
            let files = FileManager.default.enumerator(atPath: output)?.allObjects as? [String] ?? []
            return files.contains { FileManager.default.contents(atPath: output + "/" + $0) == secretBytes }
        }
    }

    static func expectRefused(_ catalog: Catalog, filename: String) throws {
        let r = try CLI.run(["import", Self.storyboard, "--assets", catalog.catalog, "-o", catalog.output])
        #expect(r.status == 4, "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(r.stderr.contains(Self.storyboard + ":61:") && r.stderr.contains(catalog.imageset + "/Contents.json: filename \(filename.debugDescription) leads out of the imageset folder"),
                "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: catalog.output))

        let allowed = try CLI.run(["import", Self.storyboard, "--assets", catalog.catalog, "--allow-missing-assets", "-o", catalog.output])
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(allowed.stdout.contains("unmapped: <imageView id=\"THB-bc-001\">: image \"biscuit\": ") && allowed.stdout.contains("leads out of the imageset folder"),
                "\(allowed.stdout)")
        #expect(!catalog.secretCopied)
    }

    @Test func aFilenameClimbingOutIsRefused() throws {
        try Self.expectRefused(try Catalog(filename: "../../../outside/secret.png"), filename: "../../../outside/secret.png")
    }

    @Test func anAbsoluteFilenameIsRefused() throws {
        let catalog = try Catalog(filename: "biscuit@3x.png")
        try catalog.name(catalog.secret)
        try Self.expectRefused(catalog, filename: catalog.secret)
    }

    @Test func aSymbolicLinkOutOfTheCatalogIsRefused() throws {
        let catalog = try Catalog(filename: "biscuit@3x.png")
        try FileManager.default.createSymbolicLink(atPath: catalog.imageset + "/biscuit@3x.png", withDestinationPath: catalog.secret)
        try Self.expectRefused(catalog, filename: "biscuit@3x.png")
    }

    /// The same imageset with the file inside it imports, and the image is copied.
    @Test func aFileInsideTheImagesetIsCopied() throws {
        let catalog = try Catalog(filename: "biscuit@3x.png")
        try catalog.secretBytes.write(to: URL(fileURLWithPath: catalog.imageset + "/biscuit@3x.png"))
        let r = try CLI.run(["import", Self.storyboard, "--assets", catalog.catalog, "-o", catalog.output])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(catalog.secretCopied)
    }
}
