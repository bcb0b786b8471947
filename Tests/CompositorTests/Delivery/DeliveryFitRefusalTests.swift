import Foundation
import Testing

/// A canvas whose fit into a delivery preset's frame is under one pixel on a side has no
/// picture to draw: `validate` and `render` both refuse it at `delivery` (exit 3, one line),
/// and nothing is written (it used to trap, exit 132, leaving a partial file).
@Suite struct DeliveryFitRefusalTests {
    @Test(arguments: [("[4400, 2]", "square", "in the square 1:1 frame (1080x1080) the canvas (4400x2 pt) would be 1080x0 pixels"),
                      ("[2, 8192]", "landscape", "in the landscape 16:9 frame (1920x1080) the canvas (2x8192 pt) would be 0x1080 pixels")])
    func subPixelFitIsRefused(size: String, preset: String, message: String) throws {
        let dir = TemporaryDirectory()
        let template = dir.write("t.yaml", TemplateFixtures.minimal(canvas: "  size: \(size)\n  scale: 1", video: "  fps: 10\ndelivery: \(preset)"))
        for command in [["validate", template], ["render", template, "-o", dir.path + "/out.mp4"]] {
            let r = try CLI.run(command)
            #expect(r.status == 3, "\(command[0]): \(r.stderr)")
            let lines = r.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(r.stderr)")
            #expect(r.stderr.contains("t.yaml:7:11: delivery: \(message), under one pixel on a side"), "\(r.stderr)")
        }
        #expect(dir.contents == ["t.yaml"])
    }
}
