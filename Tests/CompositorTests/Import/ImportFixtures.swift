import Foundation
@testable import Compositor

/// The Interface Builder documents written for the import tests (in IB's own format, as Xcode 8
/// through 16 save them), read through #filePath, and a way to import one into a fresh folder.
enum ImportFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    struct Fixture: CustomStringConvertible, Sendable {
        var document: String
        var assets: String?
        var description: String { document }
    }

    /// Every fixture with its asset catalog.
    static let all: [Fixture] = [
        Fixture(document: "PetsApp/Main.storyboard", assets: "PetsApp/Assets.xcassets"),
        Fixture(document: "Journal/Journal.storyboard", assets: "Journal/Assets.xcassets"),
        Fixture(document: "Legacy/Xcode8.storyboard"),
        Fixture(document: "Xib/ProfileView.xib"),
        Fixture(document: "Colors/Colors.storyboard", assets: "Colors/Assets.xcassets"),
    ]

    static func path(_ relative: String) -> String { folder + "/" + relative }

    /// Imports `fixture` into a new temporary folder.
    static func run(_ fixture: Fixture, options: StoryboardImporter.Options = StoryboardImporter.Options()) throws
        -> (result: StoryboardImporter.Result, output: TemporaryDirectory) {
        let output = TemporaryDirectory()
        var options = options
        options.assets = options.assets ?? fixture.assets.map(path)
        let result = try StoryboardImporter.run(path(fixture.document), into: output.path, options: options)
        return (result, output)
    }

    /// The segue templates an import wrote (the flow template is checked apart).
    static func templates(_ result: StoryboardImporter.Result, in output: TemporaryDirectory) -> [String] {
        templates(result, in: output.path)
    }

    static func templates(_ result: StoryboardImporter.Result, in folder: String) -> [String] {
        result.files.filter { !$0.contains("/") && $0.hasSuffix(".yaml") && $0 != "flow.yaml" }.map { folder + "/" + $0 }
    }

    /// The scene `name` of a loaded template, and the view `id` in it with its frame in window points.
    static func view(_ id: String, in template: SegueTemplate, scene: String) -> (view: View, frame: Rect)? {
        guard let s = template.scenes.first(where: { $0.name == scene }) else { return nil }
        guard let (view, transform) = s.root.find(id: id) else { return nil }
        let origin = transform.apply(Point(x: 0, y: 0))
        return (view, Rect(x: origin.x, y: origin.y, width: view.frame.width, height: view.frame.height))
    }
}
