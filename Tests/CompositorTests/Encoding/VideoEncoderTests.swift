import Foundation
import Testing
@testable import Compositor

/// Encodes small synthetic clips and reads them back with `MediaProbe`.
@Suite struct VideoEncoderTests {
    static let background = PremultipliedRGBA8(r: 30, g: 144, b: 255, a: 255)
    static let box = PremultipliedRGBA8(r: 250, g: 200, b: 20, a: 255)

    /// Solid background with a 16×16 box moving right 4 px a frame.
    static func frame(_ index: Int, width: Int = 64, height: Int = 48) -> Pixmap {
        var pixmap = Pixmap(width: width, height: height, fill: background)
        for y in 16..<32 { for x in (4 * index)..<(4 * index + 16) where x < width { pixmap[x, y] = box } }
        return pixmap
    }

    static func encode(to path: String, frames: Int, rate: FrameRate) throws {
        let encoder = try VideoEncoder(outputPath: path, settings: EncoderSettings(width: 64, height: 48, frameRate: rate))
        for i in 0..<frames { try encoder.append(frame(i)) }
        try encoder.finish()
    }

    @Test(arguments: [FrameRate(30), try! FrameRate(Rational(30000, 1001)), FrameRate(60), try! FrameRate(Rational(24000, 1001))])
    func streamStructure(rate: FrameRate) throws {
        let dir = TemporaryDirectory()
        let path = dir.path + "/clip.mp4"
        try Self.encode(to: path, frames: 10, rate: rate)
        let info = try MediaProbe.inspect(path: path)
        #expect(info.codec == "h264")
        #expect(info.pixelFormat == "yuv420p")
        #expect(info.width == 64 && info.height == 48)
        #expect(info.frameCount == 10)
        #expect(info.frameTimes == (0..<10).map { rate.time(of: FrameIndex($0)) })
        #expect([info.colorPrimaries, info.colorTransfer, info.colorSpace, info.colorRange] == ["bt709", "bt709", "bt709", "tv"])
        #expect(info.frameColor.description == "bt709/bt709/bt709/tv")
        #expect(info.moovBeforeMdat)
        #expect(info.formatMetadata["creation_time"] == nil && info.formatMetadata["encoder"] == nil)
        #expect(info.streamMetadata["creation_time"] == nil && info.streamMetadata["encoder"] == nil)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        for word in ["x264", "Lavf", "Lavc", "lavc"] { #expect(bytes.range(of: Data(word.utf8)) == nil, "\(word) in file") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["clip.mp4"])
    }

    @Test func decodedColorsMatchSource() throws {
        let dir = TemporaryDirectory()
        let path = dir.path + "/clip.mp4"
        try Self.encode(to: path, frames: 8, rate: FrameRate(30))
        var seen: [Int] = []
        try MediaProbe.decodeFrames(path: path) { index, pixmap in
            seen.append(index)
            guard index == 0 || index == 7 else { return }
            expectClose(pixmap[56, 4], Self.background)  // background corner, away from the box
            expectClose(pixmap[4 * index + 8, 24], Self.box)  // box centre
        }
        #expect(seen == Array(0..<8))
    }

    @Test func identicalInputGivesIdenticalBytes() throws {
        let dir = TemporaryDirectory()
        try Self.encode(to: dir.path + "/a.mp4", frames: 12, rate: FrameRate(60))
        try Self.encode(to: dir.path + "/b.mp4", frames: 12, rate: FrameRate(60))
        let a = try Data(contentsOf: URL(fileURLWithPath: dir.path + "/a.mp4"))
        let b = try Data(contentsOf: URL(fileURLWithPath: dir.path + "/b.mp4"))
        #expect(a.count > 0 && a == b)
    }

    @Test func unwritableFolderThrowsOutputErrorAndLeavesNothing() throws {
        let dir = TemporaryDirectory()
        let file = dir.path + "/file.txt"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let error = #expect(throws: OutputError.self) {
            try VideoEncoder(outputPath: file + "/out.mp4", settings: EncoderSettings(width: 64, height: 48, frameRate: FrameRate(30)))
        }
        #expect(error?.path == file + "/out.mp4")
        #expect(error?.message.contains("Not a directory") == true)
        #expect(error?.exitStatus == .outputIO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["file.txt"])
    }

    @Test func cancelAndDeinitLeaveNothing() throws {
        let dir = TemporaryDirectory()
        let encoder = try VideoEncoder(outputPath: dir.path + "/a.mp4", settings: EncoderSettings(width: 64, height: 48, frameRate: FrameRate(30)))
        try encoder.append(Self.frame(0))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).count == 1)  // the hidden temporary
        encoder.cancel()
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        do {
            let dropped = try VideoEncoder(outputPath: dir.path + "/b.mp4", settings: EncoderSettings(width: 64, height: 48, frameRate: FrameRate(30)))
            try dropped.append(Self.frame(0))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test(arguments: [(63, 48, "width"), (64, 47, "height"), (0, 48, "width")])
    func invalidSizeThrows(width: Int, height: Int, field: String) throws {
        let dir = TemporaryDirectory()
        let error = #expect(throws: EncoderSettingsError.self) {
            try VideoEncoder(outputPath: dir.path + "/a.mp4", settings: EncoderSettings(width: width, height: height, frameRate: FrameRate(30)))
        }
        #expect(error?.field == field)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func wrongFrameSizeThrowsAndDiscards() throws {
        let dir = TemporaryDirectory()
        let encoder = try VideoEncoder(outputPath: dir.path + "/a.mp4", settings: EncoderSettings(width: 64, height: 48, frameRate: FrameRate(30)))
        #expect(throws: FFmpegError.self) { try encoder.append(Pixmap(width: 32, height: 32)) }
        #expect(throws: FFmpegError.self) { try encoder.finish() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func librariesReportVersions() {
        let versions = EncodingLibraries.versions
        #expect(versions.map(\.name) == ["libavcodec", "libavformat", "libswscale", "libavutil", "x264"])
        #expect(versions[0].version.hasPrefix("59."))
        #expect(versions[4].version.hasPrefix("core "))
    }
}

/// Each channel of `actual` within `tolerance` of `expected`.
func expectClose(_ actual: PremultipliedRGBA8, _ expected: PremultipliedRGBA8, tolerance: Int = 3,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    let pairs = [(actual.r, expected.r), (actual.g, expected.g), (actual.b, expected.b)]
    #expect(pairs.allSatisfy { abs(Int($0.0) - Int($0.1)) <= tolerance }, "\(actual) vs \(expected)", sourceLocation: sourceLocation)
}
