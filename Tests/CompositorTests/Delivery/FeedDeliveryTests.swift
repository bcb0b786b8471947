@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor
@testable import CompositorDocument
@testable import CompositorMedia

/// The feeds' presets (`tiktok`, `reels`, `shorts`, `feed`, `play`): a bottom caption kept
/// above the feed's own interface, `validate`'s warning for a tap under it, and MP4s without
/// edit lists.
@Suite struct FeedDeliveryTests {
    /// A 360 × 640 pt canvas without bars (no status bar, no home indicator, untitled scenes):
    /// one push with a bottom caption (44 pt tall, 8 pt above the band's bottom), 4 s in all.
    static func template(_ preset: String, tap: String = "") -> String {
        """
        canvas: {size: [360, 640], scale: 1, background: "#FFFFFF", statusBar: false, homeIndicator: false}
        video: {fps: 10}
        delivery: \(preset)
        scenes:
          a: {background: "#FFFFFF"}
          b: {background: "#FFFFFF"}
        flow:
          root: a
          steps:
            - {push: b, duration: 0.5, hold: 3, \(tap)caption: {text: Bottom, position: bottom}}

        """
    }

    /// Worked by hand. 9:16 feeds: scale 3 (1080 / 360), no bars. TikTok covers the bottom
    /// 420 px: line 1500 px = 500 pt, caption 448…492 pt, rows 1344…1475. Reels the bottom
    /// 35 % (672 px): line 1248 = 416 pt, caption ends 408 pt = 1224, last row 1223. Shorts the
    /// bottom 480 px: line 1440 = 480 pt, caption ends 472 pt = 1416, last row 1415. `feed`
    /// (1080 × 1350, nothing covered): scale 1350 / 640 = 2.109375, the caption ends at 632 pt =
    /// 1333.125 px, row 1333 only 1/8 covered, so the last dark row is 1332. `play`'s portrait
    /// 1080 × 1920 (nothing covered): 632 × 3 = 1896, last row 1895.
    static let cases: [(DeliveryPresetName, line: Int, lastRow: Int)] = [
        (.tiktok, 1500, 1475), (.reels, 1248, 1223), (.shorts, 1440, 1415), (.feed, 1350, 1332), (.play, 1920, 1895),
    ]

    @Test(arguments: cases)
    func bottomCaptionEndsAboveTheFeedsInterface(preset: DeliveryPresetName, line: Int, lastRow: Int) throws {
        let dir = TemporaryDirectory()
        let loaded = try TemplateLoader.load(path: dir.write("t.yaml", Self.template(preset.rawValue)))
        let settings = try RenderSettings(template: loaded, options: RenderOptions(jobs: 1))
        let template = settings.template
        let spec = try #require(template.delivery)
        let fit = try DeliveryPlan.fit(template, spec: spec, preset: try #require(spec.resolved))
        let clip = try ClipFrames(template: template, direction: .present)
        // Mid-hold (2.25 s): the caption fully shown.
        let layers = try #require(clip.layers(atTime: Rational(9, 4)))
        let picture = try SceneRenderer(canvas: clip.canvas, assets: AssetStore(images: [:])).render(layers)
        #expect((picture.width, picture.height) == (fit.pictureWidth, fit.pictureHeight))
        // A column through the panel, clear of its rounded corners and its centred text: 45 pt.
        let column = Int((45 * fit.scale).rounded(.down))
        let dark = (0..<picture.height).filter { picture[column, $0].r < 128 }
        let last = try #require(dark.last, "no caption at column \(column)") + fit.y
        #expect(last == lastRow, "\(preset)")
        #expect(last < line, "\(preset): the caption reaches row \(last), under the feed's line \(line)")
    }

    /// A tap at (180, 600) pt lands under TikTok's, Reels' and Shorts' bottom band (from 500,
    /// 416 and 480 pt): `validate` warns naming the feed; `feed` and `play` cover nothing.
    @Test(arguments: [("tiktok", "TikTok video"), ("reels", "Instagram Reel"), ("shorts", "YouTube Short"), ("feed", nil), ("play", nil)] as [(String, String?)])
    func validateWarnsAboutATapUnderTheOverlay(preset: String, title: String?) throws {
        let dir = TemporaryDirectory()
        let path = dir.write("t.yaml", Self.template(preset, tap: "tap: [180, 600], "))
        let result = try CLI.run(["validate", path])
        #expect(result.status == 0, "\(result.stderr)")
        if let title {
            #expect(result.stderr.contains("warning: flow.steps[0].tap: the tap at (180, 600) pt lands under \(title)'s overlay"), "\(result.stderr)")
        } else {
            #expect(!result.stderr.contains("overlay"), "\(result.stderr)")
        }
        // The caption itself was moved clear: no warning about it.
        #expect(!result.stderr.contains("].caption:"), "\(result.stderr)")
    }

    /// Every preset of the catalog has a name, a size and a source; the feeds write no edit lists.
    @Test func feedPresetsAreInTheCatalog() throws {
        let feeds: [DeliveryPresetName] = [.tiktok, .reels, .shorts, .feed, .play]
        for name in feeds {
            let preset = try #require(DeliveryCatalog.named(name))
            #expect(!preset.allowsEditLists)
            #expect(!preset.source.isEmpty)
            #expect(preset.codecs?.contains(.h264) == true)
        }
        #expect(DeliveryCatalog.named(.feed)?.sizes.map(\.description) == ["1080x1350"])
        #expect(DeliveryCatalog.named(.play)?.sizes.map(\.description) == ["1920x1080", "1080x1920"])
        #expect(DeliveryCatalog.named(.appstore)?.allowsEditLists == true)
    }

    /// A Reels render with a soundtrack: no `elst` box on any track, and the AAC track lasts
    /// exactly as long as the video (4 s at 10 fps: ⌈4 × 10⌉ + 1 = 41 frames, 4.1 s).
    @Test func reelsOutputHasNoEditListsAndEqualDurations() throws {
        let dir = TemporaryDirectory()
        let wav = dir.path + "/tone.wav"
        WAVFixture.write(wav, samples: WAVFixture.sine(frequency: 440, seconds: 5, sampleRate: 48_000), sampleRate: 48_000)
        let path = dir.write("t.yaml", "audio: {file: tone.wav}\n" + Self.template("reels"))
        let out = dir.path + "/reels.mp4"
        let result = try CLI.run(["render", path, "-o", out])
        #expect(result.status == 0, "\(result.stderr)")
        let boxes = try MP4BoxScanner.nestedTypes(path: out)
        #expect(boxes.filter { $0 == "trak" }.count == 2)
        #expect(!boxes.contains("elst"), "\(boxes)")
        #expect(!boxes.contains("edts"), "\(boxes)")
        let info = try MediaProbe.inspect(path: out)
        #expect(info.frameCount == 41)
        #expect(info.duration == Rational(41, 10))
        #expect(info.audioTracks.first?.duration == Rational(41, 10))
        // As ffprobe sees it: no edit list parsed in any track, both streams 4.1 s from 0.
        #expect(try Self.ffprobeAtoms(out).filter { $0 == "edts" || $0 == "elst" } == [])
        #expect(try Self.ffprobeStreams(out) == ["video,0.000000,4.100000", "audio,0.000000,4.100000"])

        // The same template as a story (not a feed) keeps FFmpeg's edit lists.
        let story = dir.write("s.yaml", "audio: {file: tone.wav}\n" + Self.template("story"))
        #expect(try CLI.run(["render", story, "-o", dir.path + "/story.mp4"]).status == 0)
        #expect(try MP4BoxScanner.nestedTypes(path: dir.path + "/story.mp4").contains("elst"))
        #expect(try Self.ffprobeAtoms(dir.path + "/story.mp4").filter { $0 == "elst" }.count == 2)
    }

    /// The atoms ffprobe's MOV demuxer reads, in order, from its trace log (`type:'elst'` …).
    static func ffprobeAtoms(_ path: String) throws -> [String] {
        let r = try BinaryRun.runTool("/usr/bin/ffprobe", ["-v", "trace", path])
        #expect(r.status == 0, "\(r.stderr.suffix(400))")
        return r.stderr.matches(of: /type:'([a-z0-9 ]{4})'/).map { String($0.1) }
    }

    /// ffprobe's `codec_type,start_time,duration` per stream, one CSV line each.
    static func ffprobeStreams(_ path: String) throws -> [String] {
        let r = try BinaryRun.runTool("/usr/bin/ffprobe", ["-v", "error", "-show_entries", "stream=codec_type,start_time,duration", "-of", "csv=p=0", path])
        return r.stdout.split(separator: "\n").map(String.init)
    }
}
