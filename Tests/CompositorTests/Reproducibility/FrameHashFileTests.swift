import Foundation
import Testing
@testable import Compositor

@Suite struct FrameHashFileTests {
    @Test func writesTheManifestAndNothingElse() throws {
        let dir = TemporaryDirectory()
        let manifest = FrameHashManifestTests.sample
        let file = try FrameHashFile(path: dir.path + "/h.framemd5", format: manifest)
        for frame in manifest.frames { try file.append(frame) }
        // Until finished, only the hidden temporary exists.
        #expect(dir.contents.count == 1 && dir.contents[0].hasPrefix(".h.framemd5."))
        try file.finish()
        #expect(dir.contents == ["h.framemd5"])
        #expect(try String(contentsOfFile: dir.path + "/h.framemd5", encoding: .utf8) == manifest.text)
    }

    @Test func framesOutOfOrderFailAndCancelLeavesNothing() throws {
        let dir = TemporaryDirectory()
        let manifest = FrameHashManifestTests.sample
        let file = try FrameHashFile(path: dir.path + "/h.framemd5", format: manifest)
        #expect(throws: OutputError.self) { try file.append(manifest.frames[1]) }
        file.cancel()
        #expect(dir.contents.isEmpty)
    }

    @Test func droppedUnfinishedLeavesNothing() throws {
        let dir = TemporaryDirectory()
        do {
            let file = try FrameHashFile(path: dir.path + "/h.framemd5", format: FrameHashManifestTests.sample)
            try file.append(FrameHashManifestTests.sample.frames[0])
        }
        #expect(dir.contents.isEmpty)
    }

    /// An unwritable hash file fails the render with exit 5 before any output exists.
    @Test func unwritableHashFileExits5AndLeavesNothing() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("clip.yaml", TemplateFixtures.minimal())
        let blocker = dir.write("blocker", "")
        let r = try BinaryRun.run(["render", template, "--direction", "present", "-o", dir.path + "/out.mp4",
                                   "--frame-hashes", blocker + "/h.framemd5"])
        #expect(r.status == 5, "\(r.stderr)")
        #expect(r.stderr.contains("blocker/h.framemd5"))
        #expect(dir.contents == ["blocker", "clip.yaml"])
    }
}
