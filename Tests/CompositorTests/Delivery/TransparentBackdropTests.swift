import Foundation
import Testing

/// Delivery bars on a transparent backdrop need a format with alpha: `validate` (for the
/// template's own format) and `render` refuse MP4 at `delivery.backdrop` (exit 3, one line,
/// nothing written), and WebM keeps them transparent (issue 50, item 10; they used to come out
/// black in both).
@Suite struct TransparentBackdropTests {
    static func template(in dir: TemporaryDirectory, codec: String = "") -> String {
        dir.write("t.yaml", TemplateFixtures.minimal(video: "  fps: 10\(codec)\ndelivery: {preset: story, backdrop: transparent}"))
    }

    @Test func mp4IsRefusedAtTheBackdrop() throws {
        let dir = TemporaryDirectory()
        let template = Self.template(in: dir)
        for command in [["validate", template], ["render", template, "--direction", "present", "-o", dir.path + "/out.mp4"]] {
            let r = try CLI.run(command)
            #expect(r.status == 3, "\(command[0]): \(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
            #expect(r.stderr.contains("t.yaml:7:37: delivery.backdrop: the story bars' backdrop is transparent but H.264 MP4 has no alpha"), "\(r.stderr)")
        }
        #expect(dir.contents == ["t.yaml"])
    }

    @Test func webmKeepsTheBarsTransparent() throws {
        let dir = TemporaryDirectory()
        let template = Self.template(in: dir, codec: "\n  codec: vp9")
        let validate = try CLI.run(["validate", template])
        #expect(validate.status == 0, "\(validate.stderr)")
        let out = dir.path + "/out.webm"
        let render = try CLI.run(["render", template, "--direction", "present", "-o", out])
        #expect(render.status == 0, "\(render.stderr)")
        let probe = try CLI.run(["probe", out])
        #expect(probe.stdout.contains("1080x1920") && probe.stdout.contains("(alpha)"), "\(probe.stdout)")
    }

    /// An opaque backdrop, or a canvas that fills the frame, needs no alpha: MP4 as before.
    @Test func opaqueBarsOrNoBarsStayMP4() throws {
        let dir = TemporaryDirectory()
        let opaque = dir.write("opaque.yaml", TemplateFixtures.minimal(video: "  fps: 10\ndelivery: {preset: story, backdrop: \"#336699\"}"))
        let filling = dir.write("fill.yaml", TemplateFixtures.minimal(canvas: "  size: [540, 960]\n  scale: 2", video: "  fps: 10\ndelivery: {preset: story, backdrop: transparent}"))
        for template in [opaque, filling] {
            let r = try CLI.run(["validate", template])
            #expect(r.status == 0, "\(r.stderr)")
        }
    }
}
