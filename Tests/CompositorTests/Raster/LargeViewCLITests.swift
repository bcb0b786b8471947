import Foundation
import Testing
@testable import Compositor

/// Issue 50, item 9, through the CLI: a view past a million device pixels a side (here a
/// 2002-pt view on a 2×2-pt canvas delivered as a story, 540 pixels a point) is drawn, not
/// silently dropped.
@Suite struct LargeViewCLITests {
    @Test func aTinyCanvasDeliveredAsAStoryDrawsItsLargeView() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("t.yaml", TemplateFixtures.minimal(canvas: "  size: [2, 2]\n  scale: 1", video: "  fps: 10\ndelivery: story",
                                                                    fromViews: """
                                                                          - id: big
                                                                            frame: [-1000, -1000, 2002, 2002]
                                                                            background: "#FF0000"
                                                                            cornerRadius: 30
                                                                    """))
        let r = try CLI.run(["render", template, "--direction", "present", "--codec", "png", "-o", dir.path + "/frames"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty, "\(r.stderr)")
        let first = try ImageDecoder.decode(path: dir.path + "/frames/000000.png")
        #expect(first.width == 1080 && first.height == 1920)
        // The picture is the middle 1080×1080: all of it is the red view.
        for (x, y) in [(0, 420), (540, 960), (1079, 1499)] {
            #expect(first[x, y] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255), "(\(x), \(y))")
        }
    }
}
