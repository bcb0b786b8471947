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

/// A `change` that replaces a label's text cross-fades it, as UIKit's
/// `transition(with:options: .transitionCrossDissolve)`: on a linear 0.4 s change, the old text
/// at alpha 1 − p and the new at alpha p, p = time / 0.4; the new text stays in later steps.
@Suite struct FlowTextChangeTests {
    static func script() throws -> FlowScript {
        let text = FlowFixtures.template(flow: """
              root: list
              steps:
                - change:
                    - {target: status, text: Booked}
                  duration: 0.4
                  curve: linear
                - push: detail
                - pop: true
            """).replacingOccurrences(of: "      - id: like\n",
                                       with: "      - {id: status, frame: [10, 60, 140, 20], label: {text: Book}}\n      - id: like\n")
        let dir = TemporaryDirectory()
        return try FlowScript(template: try TemplateLoader.load(path: dir.write("text.yaml", text)))
    }

    /// Each text drawn in the view `status` at `time`, with its opacity (the view's own times
    /// its snapshot's), sorted by text.
    static func texts(_ script: FlowScript, at time: Rational) -> [String: Double] {
        guard let (view, _) = script.layers(at: time).lazy.compactMap({ $0.find(id: "status") }).first else { return [:] }
        if let label = view.label { return [label.text: view.alpha] }
        return Dictionary(view.subviews.compactMap { v in v.label.map { ($0.text, view.alpha * v.alpha) } }, uniquingKeysWith: +)
    }

    @Test func theTextCrossDissolvesAndStays() throws {
        let script = try Self.script()
        let start = script.stepStarts[0]
        #expect(Self.texts(script, at: start) == ["Book": 1])
        #expect(Self.texts(script, at: start + Rational(1, 10)) == ["Book": 0.75, "Booked": 0.25])
        #expect(Self.texts(script, at: start + Rational(1, 5)) == ["Book": 0.5, "Booked": 0.5])
        #expect(Self.texts(script, at: start + Rational(2, 5)) == ["Booked": 1])
        #expect(Self.texts(script, at: script.duration) == ["Booked": 1])  // after the push and the pop
    }

    /// The cross-fade keeps the view's place: the box has the label's frame, and both texts
    /// are drawn at its origin.
    @Test func theCrossFadeKeepsTheFrame() throws {
        let script = try Self.script()
        let box = try #require(script.layers(at: script.stepStarts[0] + Rational(1, 5)).lazy.compactMap { $0.find(id: "status") }.first)
        #expect(box.view.frame == Rect(x: 10, y: 60, width: 140, height: 20))
        #expect(box.view.label == nil)
        #expect(box.view.subviews.map(\.frame) == [Rect(x: 0, y: 0, width: 140, height: 20), Rect(x: 0, y: 0, width: 140, height: 20)])
    }
}
