import Foundation
import Testing
@testable import Compositor

/// The CLI's words stay current (issue 49): overviews name the formats there are, `probe` of a
/// file that is no media says so, the H.264 level warning names what avoids it, and JSON `done`
/// events say where the file is, how big it is and its SHA-256.
@Suite struct CLITextsTests {
    @Test(arguments: [([String](), "HEVC"), (["render"], "hevc"), (["still"], "JPEG")])
    func overviewsNameEveryFormatFamily(command: [String], names: String) throws {
        let help = try CLI.run(command + ["--help"])
        #expect(help.status == 0)
        let overview = help.stdout.components(separatedBy: "USAGE:").first ?? ""
        #expect(overview.contains(names), "\(overview)")
        #expect(!overview.contains("to MP4.") && !overview.contains("to MP4 video.") && !overview.contains("to PNG."), "\(overview)")
    }

    @Test func probeOfATextFileSaysItIsNotAMediaFile() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("notes.txt", "these are notes, not a video\n")
        let r = try CLI.run(["probe", path])
        #expect(r.status == 4)
        #expect(r.stderr.contains("\(path): not a media file"), "\(r.stderr)")
        #expect(!r.stderr.contains("PNG or JPEG"))
    }

    @Test func jsonDoneOfRenderCarriesPathBytesAndSHA256() throws {
        let dir = TemporaryDirectory()
        _ = dir.write("clip.yaml", TemplateFixtures.minimal())
        let r = try CLI.run(["render", "clip.yaml", "--direction", "present", "-o", "new/c.mp4", "--progress", "json"], in: dir.path)
        #expect(r.status == 0, "\(r.stderr)")
        let line = try #require(r.stdout.split(separator: "\n").last.map(String.init))
        let done = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(done["event"] as? String == "done" && done["file"] as? String == "new/c.mp4")
        try Self.expectFacts(done, of: dir.path + "/new/c.mp4")
    }

    @Test func jsonDoneOfBatchCarriesPathBytesAndSHA256() throws {
        let dir = TemporaryDirectory()
        _ = dir.write("in/a.yaml", TemplateFixtures.minimal())
        let r = try CLI.run(["batch", "in", "-o", "out", "--progress", "json"], in: dir.path)
        #expect(r.status == 0, "\(r.stderr)")
        let events = try r.stdout.split(separator: "\n").map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        let done = events.filter { $0["event"] as? String == "done" }
        #expect(done.count == 2)
        for event in done {
            let file = try #require(event["file"] as? String)
            try Self.expectFacts(event, of: dir.path + "/out/" + file)
        }
    }

    /// `path` is the file's absolute path; `bytes` and `sha256` are the file's.
    static func expectFacts(_ event: [String: Any], of file: String) throws {
        let real = try #require(ConfinedFolder.realPath(file))
        let path = try #require(event["path"] as? String)
        #expect(path.hasPrefix("/") && ConfinedFolder.realPath(path) == real)
        let size = try FileManager.default.attributesOfItem(atPath: real)[.size] as? Int
        #expect(event["bytes"] as? Int == size && size ?? 0 > 0)
        #expect(event["sha256"] as? String == (try SHA256.hex(ofFile: real)))
    }
}
