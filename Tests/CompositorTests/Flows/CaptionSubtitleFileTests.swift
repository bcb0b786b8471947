import Foundation
import Testing
@testable import Compositor

/// A flow's captions and callouts written as WebVTT and SubRip beside the clip. Times worked by
/// hand: hold 0.5; step 1 taps (lead 0.4) + 0.35 + hold 1 = 1.75 s, 0.5 → 2.25; step 2 0.3335 +
/// hold 1.2 = 1.5335 s, 2.25 → 3.7835 (3783.5 ms: halves round up, 3784); step 3 is a callout at
/// the share button, which the dismissal moves (under the page sheet the detail is set back), so
/// it ends with the transition: 3.7835 + 0.25 = 4.0335 (4033.5 ms → 4034), not after the hold.
@Suite struct CaptionSubtitleFileTests {
    static let flow = """
          root: list
          hold: 0.5
          steps:
            - {push: detail, tap: row-1, duration: 0.35, hold: 1, caption: "Tap <Biscuit> & see"}
            - {present: share, duration: 0.3335, hold: 1.2, caption: {text: "Share --> friends", subtitle: "A & B", position: bottom}}
            - {dismiss: true, duration: 0.25, hold: 0.5, caption: {text: Done, callout: share}}

        """

    static let vtt = """
        WEBVTT

        00:00:00.500 --> 00:00:02.250
        Tap &lt;Biscuit&gt; &amp; see

        00:00:02.250 --> 00:00:03.784
        Share --&gt; friends
        A &amp; B

        00:00:03.784 --> 00:00:04.034
        Done

        """

    static let srt = """
        1
        00:00:00,500 --> 00:00:02,250
        Tap <\u{2060}Biscuit> & see

        2
        00:00:02,250 --> 00:00:03,784
        Share --\u{2060}> friends
        A & B

        3
        00:00:03,784 --> 00:00:04,034
        Done


        """

    @Test func cuesAreTheCaptionsFadeInAndFadeOutTimes() throws {
        let dir = TemporaryDirectory()
        let script = try FlowScript(template: try TemplateLoader.load(path: dir.write("cues.yaml", FlowFixtures.template(flow: Self.flow))))
        let cues = script.captionCues
        #expect(cues.map(\.start) == [Rational(1, 2), Rational(9, 4), Rational(37_835, 10_000)])
        #expect(cues.map(\.end) == [Rational(9, 4), Rational(37_835, 10_000), Rational(40_335, 10_000)])
        #expect(cues.map(\.lines) == [["Tap <Biscuit> & see"], ["Share --> friends", "A & B"], ["Done"]])
        // The overlay is invisible exactly outside each cue.
        for (cue, start) in zip(cues, script.stepStarts) {
            #expect(CaptionOverlay.alpha(at: cue.start - start, span: cue.end - cue.start) == 0)
            #expect(CaptionOverlay.alpha(at: (cue.start + cue.end) / Rational(2) - start, span: cue.end - cue.start) == 1)
        }
        #expect(WebVTTDocument.text(cues) == Self.vtt)
        #expect(SubRipDocument.text(cues) == Self.srt)
    }

    /// ⌊t × 1000 + ½⌋: 1/3 s is 333 ms, 2/3 s 667, 1/2000 s (half a millisecond) 1, 1/2001 s 0;
    /// an hour and more prints its hours.
    @Test func timestampsRoundToTheNearestMillisecondHalvesUp() {
        #expect(CueTimestamp(Rational(1, 3)).milliseconds == 333)
        #expect(CueTimestamp(Rational(2, 3)).milliseconds == 667)
        #expect(CueTimestamp(Rational(1, 2000)).milliseconds == 1)
        #expect(CueTimestamp(Rational(1, 2001)).milliseconds == 0)
        #expect(CueTimestamp(Rational(3_723_456, 1000)).text(separator: ".") == "01:02:03.456")
        #expect(CueTimestamp(Rational(3_723_456, 1000)).text(separator: ",") == "01:02:03,456")
    }

    /// Blank lines would end a cue: they are dropped, and a line break inside a caption splits it.
    @Test func blankLinesNeverEndACueEarly() {
        let cue = CaptionCue(start: .zero, end: .one, lines: ["One\n\nTwo", "  "])
        #expect(WebVTTDocument.text([cue]) == "WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nOne\nTwo\n")
        #expect(SubRipDocument.text([cue]) == "1\n00:00:00,000 --> 00:00:01,000\nOne\nTwo\n\n")
    }

    /// `render` writes NAME.vtt and NAME.srt beside NAME.mp4 (and says so); `--subtitles off`
    /// and `video.subtitles: off` write neither; a clip to /dev/null gets none.
    @Test func renderWritesThemBesideTheClip() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("cues.yaml", FlowFixtures.template(flow: Self.flow))
        let result = try CLI.run(["render", template, "-o", dir.path + "/out/pets.mp4", "--progress", "plain"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: dir.path + "/out/pets.vtt", encoding: .utf8) == Self.vtt)
        #expect(try String(contentsOfFile: dir.path + "/out/pets.srt", encoding: .utf8) == Self.srt)
        #expect(result.stdout.contains("pets.vtt"))

        let off = try CLI.run(["render", template, "-o", dir.path + "/off/pets.mp4", "--subtitles", "off"])
        #expect(off.status == 0, "\(off.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.path + "/off/pets.mp4"))
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/off/pets.vtt"))
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/off/pets.srt"))

        let quiet = dir.write("quiet.yaml", FlowFixtures.template(flow: Self.flow).replacingOccurrences(of: "video: {fps: 10}", with: "video: {fps: 10, subtitles: off}"))
        #expect(try CLI.run(["render", quiet, "-o", dir.path + "/quiet/q.mp4"]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path + "/quiet") == ["q.mp4"])

        #expect(CaptionSidecars.paths(forVideo: "/dev/null").isEmpty)
        #expect(CaptionSidecars.paths(forVideo: "/dev/stdout").isEmpty)
        #expect(CaptionSidecars.paths(forVideo: "out/pets.mp4") == ["out/pets.vtt", "out/pets.srt"])
        #expect(CaptionSidecars.paths(forVideo: "out.d/clip") == ["out.d/clip.vtt", "out.d/clip.srt"])
        #expect(CaptionSidecars.paths(forVideo: ".hidden") == [".hidden.vtt", ".hidden.srt"])
    }

    /// `batch` writes them beside the clip and lists them in the manifest entry.
    @Test func batchListsThemInTheManifest() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("pets.yaml", "name: pets\n" + FlowFixtures.template(flow: Self.flow))
        let result = try CLI.run(["batch", template, "-o", dir.path + "/out", "--progress", "plain"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: dir.path + "/out/pets.vtt", encoding: .utf8) == Self.vtt)
        #expect(try String(contentsOfFile: dir.path + "/out/pets.srt", encoding: .utf8) == Self.srt)
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir.path + "/out/manifest.json"))) as? [String: Any])
        let clips = try #require(manifest["clips"] as? [[String: Any]])
        #expect(clips.first?["subtitles"] as? [String] == ["pets.vtt", "pets.srt"])
    }

    /// With locales (`variants: {locale: [en, de]}`), `batch` writes one `.vtt` and one `.srt`
    /// per locale, named with it (`pets.de.vtt`), each holding that locale's caption text; the
    /// manifest lists them in the clip of that locale, beside its `variant.locale`.
    @Test func batchWritesThemPerLocale() throws {
        let dir = TemporaryDirectory()
        let flow = """
              root: list
              steps:
                - {push: detail, duration: 0.5, hold: 1, caption: {key: c1}}
                - {pop: true, duration: 0.5, hold: 1, caption: {key: c2}}
            """
        let template = dir.write("pets.yaml", """
            name: pets
            strings:
              en: {c1: "Open a pet", c2: "Share it"}
              de: {c1: "Haustier öffnen", c2: "Teilen"}
            variants: {locale: [en, de]}

            """ + FlowFixtures.template(flow: flow))
        let result = try CLI.run(["batch", template, "-o", dir.path + "/out", "--progress", "plain"])
        #expect(result.status == 0, "\(result.stderr)")
        let texts = [("en", "Open a pet", "Share it"), ("de", "Haustier öffnen", "Teilen")]
        for (locale, first, second) in texts {
            let vtt = try String(contentsOfFile: dir.path + "/out/pets.\(locale).vtt", encoding: .utf8)
            #expect(vtt == "WEBVTT\n\n00:00:00.500 --> 00:00:02.000\n\(first)\n\n00:00:02.000 --> 00:00:03.500\n\(second)\n", "\(vtt)")
            let srt = try String(contentsOfFile: dir.path + "/out/pets.\(locale).srt", encoding: .utf8)
            #expect(srt.contains("1\n00:00:00,500 --> 00:00:02,000\n\(first)\n") && srt.contains("\(second)\n"), "\(srt)")
        }
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir.path + "/out/manifest.json"))) as? [String: Any])
        let clips = try #require(manifest["clips"] as? [[String: Any]])
        for (locale, _, _) in texts {
            let clip = try #require(clips.first { ($0["variant"] as? [String: String])?["locale"] == locale })
            #expect(clip["subtitles"] as? [String] == ["pets.\(locale).vtt", "pets.\(locale).srt"])
        }
    }
}
