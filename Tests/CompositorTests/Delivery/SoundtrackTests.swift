import Foundation
import Testing
@testable import Compositor
@testable import CompositorDocument
@testable import CompositorMedia

/// `audio:`: a sound file mixed into the clip as AAC, to the video's exact length, the same
/// bytes on every run.
@Suite struct SoundtrackTests {
    /// A constant 48 kHz WAV at 1000, volume 0.5, 0.1 s fades, 0.5 s of video: 24 000 pairs.
    /// Sample n: 500 × n / 4800 while n < 4800, 500 in the middle, 500 × (23 999 − n) / 4800 in
    /// the last 4800 — rounded to nearest, halves away from zero.
    @Test func mixAppliesVolumeAndFadesExactly() throws {
        let dir = TemporaryDirectory()
        let wav = dir.path + "/flat.wav"
        WAVFixture.write(wav, samples: [Int16](repeating: 1000, count: 48_000), sampleRate: 48_000)
        let mix = try SoundtrackMix(Soundtrack(file: wav, volume: Rational(1, 2), fadeIn: Rational(1, 10), fadeOut: Rational(1, 10)),
                                    duration: Rational(1, 2))
        #expect(mix.sampleRate == 48_000)
        #expect(mix.sampleCount == 24_000)
        var out: [Int32] = []
        try mix.next(100_000, into: &out)
        #expect(out.count == 48_000)
        func expected(_ n: Int) -> Int32 {
            if n < 4800 { return Int32((500 * n + 2400) / 4800) }
            if 23_999 - n < 4800 { return Int32((500 * (23_999 - n) + 2400) / 4800) }
            return 500
        }
        for n in [0, 1, 10, 2400, 4799, 4800, 12_000, 19_199, 19_200, 23_000, 23_998, 23_999] {
            #expect(out[2 * n] == expected(n), "left \(n)")
            #expect(out[2 * n + 1] == expected(n), "right \(n)")
        }
    }

    /// `start` skips the file's head; past the file's end the track is silence (padded).
    @Test func mixStartsInTheFileAndPadsWithSilence() throws {
        let dir = TemporaryDirectory()
        let wav = dir.path + "/ramp.wav"
        WAVFixture.write(wav, samples: (0..<4410).map { Int16($0) }, sampleRate: 44_100)  // 0.1 s
        let mix = try SoundtrackMix(Soundtrack(file: wav, start: Rational(1, 100)), duration: Rational(1, 10))
        #expect(mix.sampleRate == 44_100)
        var out: [Int32] = []
        try mix.next(4410, into: &out)
        #expect(out[0] == 441)  // 0.01 s × 44 100 skipped
        #expect(out[2 * 3968] == 4409)  // the file's last sample
        #expect(out[2 * 3969] == 0)  // then silence
        #expect(out[2 * 4409 + 1] == 0)
    }

    /// A 22.05 kHz file is resampled to 48 kHz by integer linear interpolation: output n sits at
    /// input n × 22050 / 48000; on a ramp of step 100 its value is 100 × that, rounded.
    @Test func resamplesOtherRatesLinearly() throws {
        let dir = TemporaryDirectory()
        let wav = dir.path + "/low.wav"
        WAVFixture.write(wav, samples: (0..<2205).map { Int16($0 * 10) }, sampleRate: 22_050)
        let mix = try SoundtrackMix(Soundtrack(file: wav), duration: Rational(1, 20))
        #expect(mix.sampleRate == 48_000)
        var out: [Int32] = []
        try mix.next(2400, into: &out)
        for n in [0, 1, 7, 100, 2000] {
            #expect(out[2 * n] == Int32((10 * n * 22_050 + 24_000) / 48_000), "sample \(n)")
        }
    }

    /// A 3 s 440 Hz sine mixed under a 1.1 s clip (11 frames at 10 fps): one AAC stereo track at
    /// the file's 44.1 kHz lasting exactly the video's 1.1 s; the same bytes on every run and
    /// for `--jobs` 1 and 2.
    @Test func soundtrackIsMuxedToTheVideosLengthReproducibly() throws {
        let dir = TemporaryDirectory()
        WAVFixture.write(dir.path + "/tone.wav", samples: WAVFixture.sine(frequency: 440, seconds: 3, sampleRate: 44_100), sampleRate: 44_100)
        let template = dir.write("clip.yaml", TemplateFixtures.minimal(extraSegue: "  directions: [present]\naudio: {file: tone.wav, fadeOut: 0.2}"))
        var bytes: [Data] = []
        for jobs in ["1", "2", "2"] {
            let out = dir.path + "/clip-\(bytes.count).mp4"
            let r = try CLI.run(["render", template, "-o", out, "--jobs", jobs])
            #expect(r.status == 0, "\(r.stderr)")
            bytes.append(try Data(contentsOf: URL(fileURLWithPath: out)))
        }
        #expect(bytes[0] == bytes[1] && bytes[1] == bytes[2])
        let info = try MediaProbe.inspect(path: dir.path + "/clip-0.mp4")
        #expect(info.duration == Rational(11, 10))
        let audio = try #require(info.audioTracks.first)
        #expect((audio.codec, audio.channels, audio.sampleRate) == ("aac", 2, 44_100))
        #expect(audio.duration == Rational(11, 10))
    }

    /// A file that is not sound: exit 4, one line naming the template's `audio.file` and the
    /// file, and no output.
    @Test(arguments: [("junk.wav", "not a sound file"), ("missing.wav", "no such file")])
    func badAudioFileExits4(name: String, message: String) throws {
        let dir = TemporaryDirectory()
        if name == "junk.wav" { dir.write(name, "this is not audio\n") }
        let template = dir.write("clip.yaml", TemplateFixtures.minimal(extraSegue: "audio: {file: \(name)}"))
        let r = try CLI.run(["render", template, "-o", dir.path + "/clip.mp4"])
        #expect(r.status == 4)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(r.stderr.contains("clip.yaml:") && r.stderr.contains(": audio.file: ") && r.stderr.contains(name + ": " + message), "\(r.stderr)")
        #expect(!dir.contents.contains { $0.hasSuffix(".mp4") })
    }
}

/// Soundtracks in compressed files and templates built in code.
@Suite struct SoundtrackSourcesTests {
    /// An MP4's AAC track is a soundtrack too (decoded by libavcodec's fixed-point AAC decoder):
    /// a clip whose audio is another clip's gets a 48 kHz track of its own video's length, the
    /// same bytes twice.
    @Test func aacTrackOfAnotherClipIsASoundtrack() throws {
        let dir = TemporaryDirectory()
        WAVFixture.write(dir.path + "/tone.wav", samples: WAVFixture.sine(frequency: 440, seconds: 2, sampleRate: 48_000), sampleRate: 48_000)
        let first = dir.write("first.yaml", TemplateFixtures.minimal(extraSegue: "  directions: [present]\naudio: tone.wav"))
        #expect(try CLI.run(["render", first, "-o", dir.path + "/first.mp4"]).status == 0)
        let second = dir.write("second.yaml", TemplateFixtures.minimal(extraSegue: "  directions: [present]\naudio: {file: first.mp4, start: 0.1, volume: 2}"))
        var bytes: [Data] = []
        for name in ["a", "b"] {
            let r = try CLI.run(["render", second, "-o", dir.path + "/\(name).mp4"])
            #expect(r.status == 0, "\(r.stderr)")
            bytes.append(try Data(contentsOf: URL(fileURLWithPath: dir.path + "/\(name).mp4")))
        }
        #expect(bytes[0] == bytes[1])
        let audio = try #require(try MediaProbe.inspect(path: dir.path + "/a.mp4").audioTracks.first)
        #expect((audio.codec, audio.sampleRate, audio.duration) == ("aac", 48_000, Rational(11, 10)))
    }

    /// A template built in code is held to the decoder's rules (a delivery preset is a
    /// `DeliveryPresetName`, so an unknown one cannot be built; `DeliveryPresetNameTests`).
    @Test func codeBuiltTemplatesAreChecked() throws {
        let dir = TemporaryDirectory()
        var template = try TemplateLoader.load(path: dir.write("t.yaml", TemplateFixtures.minimal()))
        template.delivery = DeliverySpec(preset: .story)
        template.audio = Soundtrack(file: "x.wav", volume: Rational(5))
        let fields = TemplateValidator.problems(in: template).map(\.field)
        #expect(fields == ["audio.volume"])
    }
}
