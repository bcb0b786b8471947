import Foundation
import Testing
@testable import Compositor

/// Issue 44's acceptance items that read the bundled templates themselves, beside the tests
/// that prove the rest (listed in docs/contract.md, "What a viewer reads"): `validate --strict` passes every bundled
/// template (push.yaml's "Home" and "On" once failed it, cut to "Ho…" and "…"), and
/// pets-scale's dismiss clip moves for all but its holds (it once moved for 0.3 s and then
/// showed a still picture for 2.2 s of a 3-s clip).
@Suite struct BundledAcceptanceTests {
    /// `validate --strict` exits 0 on every bundled template: no label cut with "…", no lines
    /// a frame cannot show, nothing else it warns about (LegibilityTests'
    /// `validateStrictRefusesACutLabel` shows a cut label exits 3). One run over all of them
    /// (validate takes several files; any problem exits non-zero and is printed on stderr),
    /// each file reported ok: one process instead of one a template.
    @Test func validateStrictPasses() throws {
        let files = BundledTemplateTests.files
        #expect(files.count >= 20)
        let r = try CLI.run(["validate", "--strict"] + files.map { BundledTemplateTests.folder + "/" + $0 })
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let ok = Set(r.stdout.split(separator: "\n").filter { $0.contains(": ok (") }.map { String($0.prefix { $0 != ":" }) })
        for file in files { #expect(ok.contains(BundledTemplateTests.folder + "/" + file), "\(file): not reported ok\n\(r.stdout)") }
    }

    /// pets-scale's dismiss clip (holds 0.5 s before and after at 60 fps: 30 frames each that
    /// repeat the one before) has no longer run of repeated frames than a hold, and every frame
    /// of the dismissal itself differs from the one before. A repeated frame is one whose views
    /// are the previous frame's (`ClipFrames.repeatsPrevious`, what the planner encodes as a
    /// repeat: frames are a pure function of their views).
    @Test func petsScaleDismissHasNoFrozenRun() throws {
        let template = try TemplateLoader.load(path: BundledTemplateTests.folder + "/pets-scale.yaml")
        let clip = try ClipFrames(template: template, direction: .dismiss)
        let timeline = clip.timeline, fps = timeline.frameRate.rate
        let hold = Int((max(timeline.holdBefore, timeline.holdAfter) * fps).ceiling)
        #expect(hold == 30)
        var run = 0, longest = 0, moving = 0
        for index in timeline.frames {
            if clip.repeatsPrevious(index) { run += 1 } else { run = 0; moving += 1 }
            longest = max(longest, run)
        }
        #expect(longest <= hold, "a run of \(longest) repeated frames against holds of \(hold)")
        // The dismissal's own frames (between the holds) all move.
        let motion = Int((timeline.transition * fps).ceiling)
        #expect(moving >= motion, "\(moving) frames change, the dismissal has \(motion)")
    }
}
