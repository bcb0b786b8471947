@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor

@Suite struct ComparisonTests {
    func manifest(_ hashes: [String], width: Int = 64) -> FrameHashManifest {
        FrameHashManifest(width: width, height: 48, timeBase: Rational(1, 10), algorithm: .xxh128, frames: hashes.enumerated().map {
            FrameChecksum(index: FrameIndex($0.offset), size: width * 48 * 4, digest: String(repeating: $0.element, count: 32))
        })
    }

    @Test func equalManifestsHaveNoDifference() {
        #expect(ManifestDifference.first(expected: manifest(["a", "b"]), actual: manifest(["a", "b"])) == nil)
    }

    @Test func namesTheFirstDifferingFrame() {
        let d = ManifestDifference.first(expected: manifest(["a", "b", "c"]), actual: manifest(["a", "x", "y"]))
        #expect(d == .frame(FrameIndex(1), expected: String(repeating: "b", count: 32), actual: String(repeating: "x", count: 32)))
        #expect(d?.frame == FrameIndex(1))
        #expect(d?.description.hasPrefix("frame 1 differs") == true)
    }

    @Test func extraAndMissingFramesDiffer() {
        #expect(ManifestDifference.first(expected: manifest(["a"]), actual: manifest(["a", "b"]))?.description
            == "frame 1 is new: the clip has more frames than expected (first 1 match)")
        #expect(ManifestDifference.first(expected: manifest(["a", "b"]), actual: manifest(["a"]))?.description
            == "frame 1 is missing: the clip has only 1 frames (all of which match)")
    }

    @Test func aSizeChangeIsAFormatDifference() {
        let d = ManifestDifference.first(expected: manifest(["a"]), actual: manifest(["a"], width: 66))
        #expect(d == .format(expected: "64x48 at time base 1/10", actual: "66x48 at time base 1/10"))
        #expect(d?.frame == FrameIndex(0))
    }

    @Test func onePixelOffByOneIsFoundAndShownBright() throws {
        let expected = Pixmap(width: 8, height: 6, fill: PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        var actual = expected
        actual[5, 2] = PremultipliedRGBA8(r: 254, g: 0, b: 0, a: 255)
        let d = try #require(FrameDifference(expected: expected, actual: actual))
        #expect(d.differingPixels == 1 && d.maxChannelDelta == 1)
        #expect(d.bounds == IntRect(x0: 5, y0: 2, x1: 6, y1: 3))
        #expect(d.summary == "1 pixel differs (largest channel difference 1) in x 5..<6, y 2..<3")
        // The one level of red is amplified ×255 to full red; the unchanged pixels are dark.
        #expect(d.gain == 255)
        #expect(d.image[5, 2] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(d.image[0, 0] == PremultipliedRGBA8(r: 15, g: 15, b: 15, a: 255))
    }

    /// The gain fits the largest difference: 40 levels of green → ×6 (240); a one-level blue
    /// change beside it still shows at the floor (128); an alpha-only change shows white.
    @Test func theGainFitsTheLargestDifferenceAndSmallOnesStayVisible() throws {
        let expected = Pixmap(width: 4, height: 1, fill: PremultipliedRGBA8(r: 0, g: 100, b: 100, a: 255))
        var actual = expected
        actual[0, 0] = PremultipliedRGBA8(r: 0, g: 140, b: 100, a: 255)
        actual[1, 0] = PremultipliedRGBA8(r: 0, g: 100, b: 101, a: 255)
        actual[2, 0] = PremultipliedRGBA8(r: 0, g: 100, b: 100, a: 254)
        let d = try #require(FrameDifference(expected: expected, actual: actual))
        #expect(d.maxChannelDelta == 40 && d.gain == 6)
        #expect(d.image[0, 0] == PremultipliedRGBA8(r: 0, g: 240, b: 0, a: 255))
        #expect(d.image[1, 0] == PremultipliedRGBA8(r: 0, g: 0, b: 128, a: 255))
        #expect(d.image[2, 0] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(d.image[3, 0] == PremultipliedRGBA8(r: 18, g: 18, b: 18, a: 255))
        #expect(d.pictureNote.hasPrefix("the diff picture amplifies differences ×6 "))
    }

    /// `DrawnViews` names the views a box touches, front to back, through transforms and
    /// clips; hidden views and unnamed ones are not named.
    @Test func drawnViewsNameWhatABoxTouches() {
        let card = View(id: "card", frame: Rect(x: 4, y: 4, width: 12, height: 8), subviews: [
            View(id: "badge", frame: Rect(x: 10, y: 0, width: 10, height: 4)),  // half outside the card
        ])
        let clipped = View(id: "clipped", frame: Rect(x: 0, y: 0, width: 8, height: 8), clipsToBounds: true, subviews: [
            View(id: "inside", frame: Rect(x: 20, y: 20, width: 4, height: 4)),  // clipped away whole
        ])
        let hidden = View(id: "hidden", frame: Rect(x: 0, y: 0, width: 32, height: 24), isHidden: true)
        let root = View(frame: Rect(x: 0, y: 0, width: 32, height: 24), subviews: [card, clipped, hidden])
        let drawn = DrawnViews([root], scale: 2)
        #expect(drawn.footprints.map(\.id) == ["card", "badge", "clipped"])
        #expect(drawn.footprints.first?.pixels == IntRect(x0: 8, y0: 8, x1: 32, y1: 24))
        // The badge sits at (14, 4) points, (28, 8) pixels, overhanging the card, which does
        // not clip: the overhang counts.
        #expect(drawn.ids(overlapping: IntRect(x0: 30, y0: 8, x1: 32, y1: 9)) == ["badge", "card"])
        #expect(drawn.ids(overlapping: IntRect(x0: 0, y0: 0, x1: 2, y1: 2)) == ["clipped"])
        #expect(drawn.ids(overlapping: IntRect(x0: 60, y0: 44, x1: 64, y1: 48)).isEmpty)
        #expect(drawn.summary(overlapping: IntRect(x0: 60, y0: 44, x1: 64, y1: 48)).hasPrefix("no view with an id is drawn there"))
    }

    @Test func framesOfDifferentSizesHaveNoDifferenceImage() {
        #expect(FrameDifference(expected: Pixmap(width: 4, height: 4), actual: Pixmap(width: 4, height: 2)) == nil)
    }

    /// The minimal fixture (10 fps; holds 0.2 s and 0.3 s around a 0.5 s transition, frames
    /// 0…10 at 0.0 s … 1.0 s): frame 3 is the first to move (progress 0.2), frame 5 passes the
    /// middle (0.6), frame 7 is the first settled one (1.0), frame 10 the last.
    @Test func keyStillsAreTheTurningPoints() throws {
        let dir = TemporaryDirectory()
        let template = try TemplateLoader.load(path: dir.write("t.yaml", TemplateFixtures.minimal()))
        #expect(StillSelection.key.frames(of: template.timeline).map(\.value) == [0, 3, 5, 7, 10])
        #expect(StillSelection.all.frames(of: template.timeline).count == 11)
        #expect(StillSelection.none.frames(of: template.timeline).isEmpty)
    }
}

@Suite struct ClipVerifierTests {
    /// Two renders in-process (`--jobs 1` and `3`): identical, and the temporary folder is gone.
    @Test func twoRendersAreIdentical() throws {
        let dir = TemporaryDirectory()
        let template = try TemplateLoader.load(path: dir.write("t.yaml", TemplateFixtures.minimal()))
        let before = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()).filter { $0.hasPrefix("segue-video-verify.") }
        let outcome = try ClipVerifier.verify(ClipFrames(template: template, direction: .present), assets: AssetStore(), jobs: [1, 3])
        guard case .identical(let frames, let bytes, let md5) = outcome else {
            Issue.record("not identical: \(outcome)")
            return
        }
        #expect(frames == template.timeline.frameCount && bytes > 0 && md5.count == 32)
        let after = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()).filter { $0.hasPrefix("segue-video-verify.") }
        #expect(Set(after).isSubset(of: Set(before)))
    }

    @Test func outcomesNameWhatDiffers() {
        let frame = ClipVerifier.Outcome.framesDiffer(.frame(FrameIndex(4), expected: "a", actual: "b"))
        #expect(frame.description == "frame 4 differs (hash a expected, b found)")
        #expect(!frame.isIdentical)
        #expect(ClipVerifier.Outcome.bytesDiffer(offset: 812, sizes: [2000, 2004]).description
            == "every frame is identical but the MP4 files differ from byte 812 on (2000 and 2004 bytes)")
    }
}
