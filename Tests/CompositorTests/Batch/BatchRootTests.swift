import Foundation
import Testing
@testable import Compositor

/// Manifests name templates relative to the batch root (`BatchRoot`), so the spelling of the
/// folder on the command line (a symbolic link, `./`, an absolute path) does not change them.
@Suite struct BatchRootTests {
    @Test func rootIsTheDeepestCommonFolderOfTheResolvedTemplates() throws {
        let dir = TemporaryDirectory()
        dir.write("Templates/a.yaml", TemplateFixtures.minimal())
        dir.write("Templates/more/b.yaml", TemplateFixtures.minimal())
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/T", withDestinationPath: dir.path + "/Templates")
        let real = try #require(ConfinedFolder.realPath(dir.path + "/Templates"))
        let one = BatchRoot(templates: [dir.path + "/T/a.yaml"])
        #expect(one.folder == real)
        #expect(one.name(of: dir.path + "/T/a.yaml") == "a.yaml")
        let two = BatchRoot(templates: [dir.path + "/T/./a.yaml", dir.path + "/Templates/more/b.yaml"])
        #expect(two.folder == real)
        #expect(two.name(of: dir.path + "/T/./a.yaml") == "a.yaml")
        #expect(two.name(of: dir.path + "/Templates/more/b.yaml") == "more/b.yaml")
    }

    @Test func aSymlinkedSpellingOfTheFolderGivesTheSameManifests() throws {
        let dir = TemporaryDirectory()
        dir.write("Templates/a.yaml", TemplateFixtures.minimal())
        dir.write("Templates/b.yaml", TemplateFixtures.minimal(animator: "scale", options: "  options:\n    scaleView: card\n"))
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/T", withDestinationPath: dir.path + "/Templates")
        var manifests: [Data] = [], shards: [Data] = []
        let spec = try ShardSpec(index: 0, count: 2)
        for (input, out) in [("Templates", "one"), ("T/", "two"), ("Templates/../T/.", "three")] {
            let batch = BatchRunner(outputFolder: dir.path + "/" + out, jobs: 1, progress: RecordingProgress())
            let result = try batch.run([dir.path + "/" + input])
            #expect(result.status == .ok)
            #expect(result.records.map(\.template) == ["a.yaml", "a.yaml", "b.yaml", "b.yaml"])
            manifests.append(try Data(contentsOf: URL(fileURLWithPath: dir.path + "/" + out + "/manifest.json")))
            let shard = BatchRunner(outputFolder: dir.path + "/" + out + "-shard", jobs: 1, shard: spec,
                                    progress: RecordingProgress())
            _ = try shard.run([dir.path + "/" + input])
            shards.append(try Data(contentsOf: URL(fileURLWithPath: dir.path + "/" + out + "-shard/" + spec.manifestName)))
        }
        #expect(manifests.count == 3 && Set(manifests).count == 1)
        #expect(shards.count == 3 && Set(shards).count == 1)
    }
}
