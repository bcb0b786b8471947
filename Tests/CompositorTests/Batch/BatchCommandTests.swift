import Foundation
import Testing
@testable import Compositor

/// `segue-video batch` as a user runs it.
@Suite struct BatchCommandTests {
    func templates(in dir: TemporaryDirectory) {
        dir.write("in/a.yaml", TemplateFixtures.minimal())
        dir.write("in/b.yaml", TemplateFixtures.minimal(animator: "scale", options: "  options:\n    scaleView: card\n"))
    }

    @Test func jobsTwoAndOneWriteTheSameManifest() throws {
        let dir = TemporaryDirectory()
        templates(in: dir)
        let one = try CLI.run(["batch", "in", "-o", "one", "--jobs", "1", "--progress", "plain"], in: dir.path)
        let two = try CLI.run(["batch", "in", "-o", "two", "--jobs", "2", "--progress", "plain"], in: dir.path)
        #expect(one.status == 0 && two.status == 0, "\(one.stderr)\(two.stderr)")
        let m1 = FileManager.default.contents(atPath: dir.path + "/one/manifest.json")
        #expect(m1 != nil && m1 == FileManager.default.contents(atPath: dir.path + "/two/manifest.json"))
        #expect(one.stdout.contains("wrote a-present.mp4: 11 frames, 64x48"))
        #expect(one.stdout.hasSuffix("exit 0\ngallery: one/index.html\n"))
    }

    @Test func jsonProgressIsOneObjectPerLine() throws {
        let dir = TemporaryDirectory()
        templates(in: dir)
        let r = try CLI.run(["batch", "in/a.yaml", "-o", "out", "--progress", "json"], in: dir.path)
        #expect(r.status == 0, "\(r.stderr)")
        let events = try r.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])["event"] as? String
        }
        #expect(events.first == "plan" && events.last == "summary")
        #expect(events.filter { $0 == "done" }.count == 2)
        #expect(events.contains("progress"))
    }

    @Test func aBadTemplateGivesItsStatusAndTheOthersAreWritten() throws {
        let dir = TemporaryDirectory()
        templates(in: dir)
        dir.write("in/c.yaml", TemplateFixtures.minimal(fromViews: "      - frame: [0, 0, 4, 4]\n        image: gone.png"))
        let r = try CLI.run(["batch", "in", "-o", "out", "--progress", "plain"], in: dir.path)
        #expect(r.status == 4)
        #expect(r.stderr.hasPrefix("in/c.yaml:12:16: scenes.a.views[0].image: "), "\(r.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path + "/out")
        #expect(names.filter { $0.hasSuffix(".mp4") }.count == 4)
    }

    @Test func usageErrorsExit2() throws {
        #expect(try CLI.run(["batch", "x"]).status == 2)
        #expect(try CLI.run(["batch", "x", "-o", "y", "--jobs", "0"]).status == 2)
        #expect(try CLI.run(["batch", "x", "-o", "y", "--progress", "fancy"]).status == 2)
    }

    /// SIGINT once the first clip is written: it stays, nothing else is left, exit 130. The
    /// first template renders one short clip; the next clip (`b`, 18 022 frames of hold, about
    /// 14 s through the debug binary on 2 cores, and the release binary scripts/test.sh runs is
    /// faster) is long, so the signal lands while it renders even when a loaded machine (the
    /// whole suite in parallel) starves this test's reading thread for a while — with a ~1 s
    /// second clip the race was lost once. Interrupted, its length costs nothing.
    @Test func interruptKeepsFinishedClipsOnly() throws {
        let dir = TemporaryDirectory()
        let canvas = "  size: [320, 240]\n  scale: 2", video = "  fps: 30"
        let first = TemplateFixtures.minimal(canvas: canvas, extraSegue: "  directions: [present]\n", video: video)
            .replacingOccurrences(of: "holdAfter: 0.3", with: "holdAfter: 4")
        let long = TemplateFixtures.minimal(canvas: canvas, video: video).replacingOccurrences(of: "holdAfter: 0.3", with: "holdAfter: 600")
        dir.write("in/a.yaml", first)
        for name in ["b", "c"] { dir.write("in/\(name).yaml", long) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLI.binary)
        process.arguments = ["batch", "in", "-o", "out", "--jobs", "1", "--progress", "json"]
        process.currentDirectoryURL = URL(fileURLWithPath: dir.path)
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        var buffer = Data()
        while !String(decoding: buffer, as: UTF8.self).contains("\"event\":\"done\"") {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            buffer += chunk
        }
        kill(process.processIdentifier, SIGINT)
        _ = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path + "/out").sorted()
        #expect(names == ["a-present.framehash", "a-present.mp4", "a-present.png", "index.html", "manifest.json"])
    }
}
