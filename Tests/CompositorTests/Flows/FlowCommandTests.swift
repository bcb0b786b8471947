import Foundation
import Testing
@testable import Compositor

/// The commands on flow templates: `still` at a time inside a step, `batch` writing one clip
/// named for the template, `render` ignoring `--direction`, `list --steps`.
@Suite struct FlowCommandTests {
    static let flow = """
          root: list
          steps:
            - push: detail
              hold: 0.2
            - present: share
              hold: 0.2
        """

    @Test func stillAtATimeIsThatFrame() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("flow.yaml", FlowFixtures.template(flow: Self.flow))
        // 10 fps: frame 9 is 0.9 s, inside the push (0.5 + 0.35 → 0.85 s is its end: at rest).
        let byTime = try CLI.run(["still", path, "--time", "0.9", "-o", dir.path + "/t.png"])
        let byFrame = try CLI.run(["still", path, "--frame", "9", "-o", dir.path + "/f.png"])
        try #require(byTime.status == 0 && byFrame.status == 0, "\(byTime.stderr) \(byFrame.stderr)")
        let a = try Data(contentsOf: URL(fileURLWithPath: dir.path + "/t.png")), b = try Data(contentsOf: URL(fileURLWithPath: dir.path + "/f.png"))
        #expect(a == b)
    }

    @Test func batchWritesOneClipNamedForTheTemplate() throws {
        let dir = TemporaryDirectory()
        dir.write("in/tour.yaml", FlowFixtures.template(flow: Self.flow))
        let r = try CLI.run(["batch", dir.path + "/in", "-o", dir.path + "/out", "--progress", "plain"])
        try #require(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.path + "/out/tour.mp4"))
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/out/tour-present.mp4"))
        let manifest = try String(contentsOfFile: dir.path + "/out/manifest.json", encoding: .utf8)
        #expect(manifest.contains("\"flow\""))
    }

    @Test func renderIgnoresDirectionWithAWarning() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("flow.yaml", FlowFixtures.template(flow: Self.flow))
        let r = try CLI.run(["render", path, "--direction", "both"], in: dir.path)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("--direction does not apply to a flow"))
        // One clip, named for the template (here its file name, "flow").
        #expect(dir.contents.filter { $0.hasSuffix(".mp4") } == ["flow.mp4"])
    }

    @Test func listStepsNamesEveryAction() throws {
        let r = try CLI.run(["list", "--steps"])
        #expect(r.status == 0)
        for key in FlowAction.keys { #expect(r.stdout.contains("\n\(key): ") || r.stdout.hasPrefix("\(key): "), "\(key)") }
    }
}
