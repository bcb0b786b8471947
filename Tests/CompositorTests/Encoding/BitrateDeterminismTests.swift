import Foundation
import Testing
@testable import Compositor

/// x264's bit-rate mode (the delivery presets' `BitrateLimit`) gives the same bytes on every run.
/// Frame-threaded VBV planning depends on thread timing; this pins the one-thread rule
/// (`H264Format.x264BitrateThreads`) on frames that keep the VBV buffer under pressure.
@Suite struct BitrateDeterminismTests {
    /// Seeded noise that scrolls and changes every frame, so every frame costs more bits than the
    /// limit allows and the rate control has to plan against the VBV buffer.
    static func frame(_ index: Int, width: Int, height: Int) -> Pixmap {
        var random = SplitMix64(seed: 0x5E60E + UInt64(index / 8))
        var pixmap = Pixmap(width: width, height: height, fill: PremultipliedRGBA8(r: 242, g: 242, b: 247, a: 255))
        for y in 0..<height {
            for x in 0..<width where (x + 3 * index) % 48 < 32 {
                let v = random.next()
                pixmap[x, y] = PremultipliedRGBA8(r: UInt8(truncatingIfNeeded: v), g: UInt8(truncatingIfNeeded: v >> 8),
                                                  b: UInt8(truncatingIfNeeded: v >> 16), a: 255)
            }
        }
        return pixmap
    }

    static func encode(to path: String) throws {
        var settings = EncoderSettings(width: 320, height: 240, frameRate: FrameRate(30))
        settings.bitrate = BitrateLimit(targetKbps: 400, maxKbps: 500, bufferKbit: 500, level: "3.0")
        let encoder = try VideoEncoder(outputPath: path, settings: settings)
        for i in 0..<90 { try encoder.append(frame(i, width: 320, height: 240)) }
        try encoder.finish()
    }

    @Test func bitrateModeIsByteStableRunToRun() throws {
        let dir = TemporaryDirectory()
        for name in ["a", "b", "c"] { try Self.encode(to: dir.path + "/\(name).mp4") }
        let files = try ["a", "b", "c"].map { try Data(contentsOf: URL(fileURLWithPath: dir.path + "/\($0).mp4")) }
        #expect(files[0].count > 10_000)
        #expect(files[0] == files[1] && files[1] == files[2])
        // The rate control really ran against the cap: 3 s at ≤ 500 kb/s is at most ~190 KB.
        #expect(files[0].count < 3 * 500_000 / 8 + 10_000)
        let info = try MediaProbe.inspect(path: dir.path + "/a.mp4")
        #expect(info.frameCount == 90)
    }
}
