import Foundation
import Testing
@testable import Compositor
@testable import CompositorMedia

@Suite struct MediaProbeTests {
    @Test func missingFileAndFolder() throws {
        let missing = #expect(throws: AssetError.self) { try MediaProbe.inspect(path: "/nonexistent/clip.mp4") }
        #expect(missing == AssetError(path: "/nonexistent/clip.mp4", message: "no such file"))
        let dir = try TemporaryDirectory()
        let folder = #expect(throws: AssetError.self) { try MediaProbe.inspect(path: dir.path) }
        #expect(folder?.message == "is a directory, not a file")
        #expect(throws: AssetError.self) { try ImageDecoder.decode(path: dir.path) }
    }

    @Test func topLevelBoxesOfAnEncodedClip() throws {
        let dir = try TemporaryDirectory()
        try VideoEncoderTests.encode(to: dir.path + "/clip.mp4", frames: 3, rate: FrameRate(24))
        let boxes = try MP4BoxScanner.topLevelTypes(path: dir.path + "/clip.mp4")
        #expect(boxes.first == "ftyp")
        #expect(boxes.firstIndex(of: "moov")! < boxes.firstIndex(of: "mdat")!)
    }

    /// An image file is a one-frame "video" to the probe.
    @Test func probesAPNG() throws {
        let dir = try TemporaryDirectory()
        try PNGWriter.write(Pixmap(width: 6, height: 4, fill: PremultipliedRGBA8(r: 9, g: 9, b: 9, a: 255)), to: dir.path + "/a.png")
        let info = try MediaProbe.inspect(path: dir.path + "/a.png")
        #expect(info.codec == "png" && info.pixelFormat == "rgba" && info.frameCount == 1)
        #expect(info.width == 6 && info.height == 4 && !info.moovBeforeMdat)
    }
}
