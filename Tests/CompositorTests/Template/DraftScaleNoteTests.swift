import Foundation
import Testing
@testable import Compositor

/// Issue 48, scope 6: `--scale` on a canvas that has no smaller whole, even pixel size says
/// why instead of writing the full size silently.
@Suite struct DraftScaleNoteTests {
    static func template(_ device: String, in dir: TemporaryDirectory) -> String {
        dir.write("\(device.filter(\.isLetter)).yaml", """
            canvas: {device: \(device)}
            scenes:
              a: {background: "#FFFFFF"}
              b: {background: "#000000"}
            segue: {animator: crossDissolve, from: a, to: b}
            """)
    }

    /// iPhone SE (375×667 points at 2x; the sides share no factor) stays at 2x and says so;
    /// iPhone 14 (390×844, factor 2) renders at 1x and says nothing.
    @Test func iPhoneSEStaysAtItsScaleAndSaysWhy() throws {
        let dir = TemporaryDirectory()
        let se = try TemplateLoader.load(path: Self.template("iPhone SE", in: dir))
        #expect(try se.scaled(by: 0.5).canvas.scale == 2)
        let note = try #require(se.draftScaleNote(0.5))
        #expect(note.contains("375×667 points at 2x") && note.contains("renders at 2x, 750×1334"), "\(note)")
        let phone = try TemplateLoader.load(path: Self.template("iPhone 14", in: dir))
        #expect(try phone.scaled(by: 0.5).canvas.scale < phone.canvas.scale)
        #expect(phone.draftScaleNote(0.5) == nil && se.draftScaleNote(1) == nil)
    }

    /// `still --scale 0.5` on iPhone SE writes the picture and warns with the reason.
    @Test func stillWarns() throws {
        let dir = TemporaryDirectory()
        let r = try CLI.run(["still", Self.template("iPhone SE", in: dir), "--scale", "0.5", "--time", "0", "-o", dir.path + "/se.png"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("--scale 0.5: the canvas (375×667 points at 2x)"), "\(r.stderr)")
    }

    /// `batch --scale 0.5` warns as `still` does, once for the iPhone SE template and naming it,
    /// and not for the iPhone 14 one beside it; both clips are written.
    @Test func batchWarns() throws {
        let dir = TemporaryDirectory()
        for device in ["iPhone SE", "iPhone 14"] {
            dir.write("\(device.filter(\.isLetter)).yaml", """
                canvas: {device: \(device)}
                video: {fps: 10}
                scenes:
                  a: {background: "#FFFFFF"}
                  b: {background: "#000000"}
                segue: {animator: crossDissolve, from: a, to: b, duration: 0.1, holdBefore: 0, holdAfter: 0, directions: [present]}
                """)
        }
        let r = try CLI.run(["batch", dir.path, "-o", dir.path + "/out", "--scale", "0.5", "--jobs", "1"])
        #expect(r.status == 0, "\(r.stderr)")
        let notes = r.stderr.split(separator: "\n").filter { $0.contains("--scale 0.5: the canvas") }
        #expect(notes.count == 1 && notes[0].contains("iPhoneSE.yaml: warning: --scale 0.5: the canvas (375×667 points at 2x)"), "\(r.stderr)")
    }
}
