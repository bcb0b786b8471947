import Foundation
import Testing
@testable import Compositor
@testable import CompositorMedia

/// Narration: a flow step's `voiceover:` placed at the step's start and mixed over the
/// soundtrack, which ducks −12 dB under it with 0.2 s linear ramps (`Ducking`, `VoiceoverMix`).
@Suite struct VoiceoverTests {
    /// A mono sine of `frequency` Hz at `amplitude`, `seconds` long (a whole number of samples),
    /// each sample rounded from the exact sine.
    static func sine(frequency: Double, seconds: Double, rate: Int = 48_000, amplitude: Double = 8000) -> [Int16] {
        (0..<Int(seconds * Double(rate))).map { Int16((amplitude * sin(2 * Double.pi * frequency * Double($0) / Double(rate))).rounded()) }
    }

    /// The Q16 gain: 16462 under speech (−11.99995 dB), unity away from it, and linear 9600-sample
    /// ramps at 48 kHz that end at the voice-over's first sample and start after its last.
    @Test func duckingGainIsQ16WithLinearRamps() {
        var d = Ducking(starts: [48_000], rate: 48_000)
        #expect(d.rampSamples == 9600)
        #expect(abs(20 * log10(Double(Ducking.duckedGain) / 65536) + 12) < 0.0001)
        // Down: depth k of 9600 at sample 38 400 + k; 65536 − 49074 × k / 9600, rounded.
        let down: [(Int64, Int64)] = [(0, 65536), (38_400, 65536), (43_200, 40_999), (47_999, 16_467), (48_000, 16_462), (90_000, 16_462)]
        for (n, gain) in down { #expect(d.gain(at: n) == gain, "sample \(n)") }
        d.ended(0, at: 96_000)
        let up: [(Int64, Int64)] = [(95_999, 16_462), (96_000, 16_462), (100_800, 40_999), (105_599, 65_531), (105_600, 65_536), (200_000, 65_536)]
        for (n, gain) in up { #expect(d.gain(at: n) == gain, "sample \(n)") }
    }

    /// A constant soundtrack of 1000 and a constant 0.5 s voice-over of 500 at 1 s: 1000 away
    /// from it, 251 + 500 = 751 under it (1000 × 16462 / 65536 = 251.2), 626 halfway down each
    /// ramp (1000 × 40999 / 65536 = 625.6), 251 at its end; the same samples read in chunks of
    /// 1000 pairs as in one read.
    @Test func mixDucksTheSoundtrackAndAddsTheVoice() throws {
        let dir = TemporaryDirectory()
        WAVFixture.write(dir.path + "/flat.wav", samples: [Int16](repeating: 1000, count: 96_000), sampleRate: 48_000)
        WAVFixture.write(dir.path + "/voice.wav", samples: [Int16](repeating: 500, count: 24_000), sampleRate: 48_000)
        let cue = VoiceoverCue(sound: Soundtrack(file: dir.path + "/voice.wav"), start: Rational(1), step: 0)
        func mixed(chunk: Int) throws -> [Int32] {
            let mix = try SoundtrackMix(Soundtrack(file: dir.path + "/flat.wav"), voiceovers: [cue], duration: Rational(2))
            var out: [Int32] = []
            while mix.position < mix.sampleCount { try mix.next(chunk, into: &out) }
            return out
        }
        let out = try mixed(chunk: 100_000)
        #expect(out.count == 2 * 96_000)
        let expected: [(Int, Int32)] = [(0, 1000), (38_400, 1000), (43_200, 626), (48_000, 751), (71_999, 751),
                                        (72_000, 251), (76_800, 626), (81_600, 1000), (95_999, 1000)]
        for (n, value) in expected {
            #expect(out[2 * n] == value, "left \(n)")
            #expect(out[2 * n + 1] == value, "right \(n)")
        }
        #expect(try mixed(chunk: 1000) == out)
    }

    /// Without a soundtrack the voice-over plays over silence in a 48 kHz track; a 44.1 kHz
    /// voice-over is resampled to it, starting at the sample nearest its rational start (0.35 s:
    /// sample 16 800).
    @Test func voiceoverAloneOverSilence() throws {
        let dir = TemporaryDirectory()
        WAVFixture.write(dir.path + "/voice.wav", samples: [Int16](repeating: 700, count: 4410), sampleRate: 44_100)
        let cue = VoiceoverCue(sound: Soundtrack(file: dir.path + "/voice.wav", volume: Rational(2)), start: Rational(35, 100), step: 0)
        let mix = try SoundtrackMix(nil, voiceovers: [cue], duration: Rational(1))
        #expect(mix.sampleRate == 48_000)
        var out: [Int32] = []
        try mix.next(48_000, into: &out)
        #expect(out[2 * 16_799] == 0)
        #expect(out[2 * 16_800] == 1400)
        #expect(out[2 * (16_800 + 4799)] == 1400)  // 0.1 s at 48 kHz
        #expect(out[2 * (16_800 + 4800)] == 0)
    }

    /// A flow whose one step speaks from 0.5 s to 2 s over a 440 Hz soundtrack; `voice`
    /// false leaves the voice-over out.
    static func template(_ dir: TemporaryDirectory, voice: Bool, voiceFile: String = "voice.wav") -> String {
        dir.write(voice ? "spoken.yaml" : "plain.yaml", "audio: music.wav\n" + FlowFixtures.template(flow: """
              root: list
              steps:
                - push: detail
                  duration: 0.5
                  hold: 3
            \(voice ? "      voiceover: \(voiceFile)" : "")
            """))
    }

    /// The amplitude of the `frequency` Hz component of `samples` (left channel of interleaved
    /// stereo) over pairs `range`: a single DFT bin (the window holds whole cycles of both tones).
    static func amplitude(_ samples: [Int16], frequency: Double, range: Range<Int>, rate: Double = 48_000) -> Double {
        var re = 0.0, im = 0.0
        for n in range {
            let phase = 2 * Double.pi * frequency * Double(n) / rate
            re += Double(samples[2 * n]) * cos(phase); im += Double(samples[2 * n]) * sin(phase)
        }
        return 2 * (re * re + im * im).squareRoot() / Double(range.count)
    }

    /// The acceptance test: rendered to MP4 (AAC at 256 kb/s) and decoded by ffmpeg, the
    /// soundtrack's 440 Hz tone is 12 dB lower (within 0.5 dB) at a speech sample than in the
    /// same clip without the voice-over, unchanged (within 0.5 dB) away from speech; the 1 kHz
    /// voice is there at its level. The same bytes for --jobs 1 and 2.
    @Test func soundtrackIsTwelveDecibelsLowerUnderSpeech() throws {
        let dir = TemporaryDirectory()
        WAVFixture.write(dir.path + "/music.wav", samples: Self.sine(frequency: 440, seconds: 5), sampleRate: 48_000)
        WAVFixture.write(dir.path + "/voice.wav", samples: Self.sine(frequency: 1000, seconds: 1.5), sampleRate: 48_000)
        var decoded: [String: [Int16]] = [:]
        for (name, voice) in [("spoken", true), ("plain", false)] {
            let out = dir.path + "/\(name).mp4"
            let r = try CLI.run(["render", Self.template(dir, voice: voice), "-o", out, "--jobs", "1"])
            #expect(r.status == 0, "\(r.stderr)")
            let pcm = try VideoFixtures.run("/usr/bin/ffmpeg", ["-nostdin", "-v", "error", "-i", out, "-f", "s16le", "-ac", "2", "-ar", "48000", "-"])
            decoded[name] = pcm.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
        }
        let again = dir.path + "/spoken-2.mp4"
        #expect(try CLI.run(["render", Self.template(dir, voice: true), "-o", again, "--jobs", "2"]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: again)) == Data(contentsOf: URL(fileURLWithPath: dir.path + "/spoken.mp4")))
        let spoken = try #require(decoded["spoken"]), plain = try #require(decoded["plain"])
        func db(_ a: Double, _ b: Double) -> Double { 20 * log10(a / b) }
        let speech = 48_000..<52_800  // 1.0–1.1 s: the voice plays from 0.5 to 2.0 s
        let ducked = db(Self.amplitude(spoken, frequency: 440, range: speech), Self.amplitude(plain, frequency: 440, range: speech))
        #expect(abs(ducked + 12) <= 0.5, "soundtrack under speech: \(ducked) dB")
        let away = 144_000..<148_800  // 3.0–3.1 s
        let level = db(Self.amplitude(spoken, frequency: 440, range: away), Self.amplitude(plain, frequency: 440, range: away))
        #expect(abs(level) <= 0.5, "soundtrack away from speech: \(level) dB")
        let voice = Self.amplitude(spoken, frequency: 1000, range: speech)
        #expect(abs(db(voice, 8000)) <= 0.5, "voice: \(voice)")
        #expect(Self.amplitude(plain, frequency: 1000, range: speech) < 80)
    }

    /// A voice-over that is not sound: exit 4 from render and validate, one line naming the
    /// step's `voiceover.file` and the file, and no output.
    @Test func badVoiceoverFileExits4() throws {
        let dir = TemporaryDirectory()
        WAVFixture.write(dir.path + "/music.wav", samples: Self.sine(frequency: 440, seconds: 1), sampleRate: 48_000)
        dir.write("junk.wav", "this is not audio\n")
        let template = Self.template(dir, voice: true, voiceFile: "junk.wav")
        for command in [["render", template, "-o", dir.path + "/out.mp4"], ["validate", template]] {
            let r = try CLI.run(command)
            #expect(r.status == 4, "\(command[0]): \(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
            #expect(r.stderr.contains("spoken.yaml:") && r.stderr.contains(": flow.steps[0].voiceover.file: ") && r.stderr.contains("junk.wav: not a sound file"), "\(r.stderr)")
        }
        #expect(!dir.contents.contains { $0.hasSuffix(".mp4") })
    }

    /// A voice-over outside the template's folder is exit 3 at its key, as every asset.
    @Test func voiceoverOutsideTheFolderIsRefused() throws {
        let dir = TemporaryDirectory()
        WAVFixture.write(dir.path + "/music.wav", samples: Self.sine(frequency: 440, seconds: 1), sampleRate: 48_000)
        let r = try CLI.run(["validate", Self.template(dir, voice: true, voiceFile: "../voice.wav")])
        #expect(r.status == 3)
        #expect(r.stderr.contains("outside the template's folder"), "\(r.stderr)")
    }

    /// A voice-over longer than the rest of the clip: a warning from validate naming the step,
    /// and render cuts it, the audio track as long as the video.
    @Test func voiceoverPastTheEndIsCutWithAWarning() throws {
        let dir = TemporaryDirectory()
        WAVFixture.write(dir.path + "/music.wav", samples: Self.sine(frequency: 440, seconds: 1), sampleRate: 48_000)
        WAVFixture.write(dir.path + "/voice.wav", samples: Self.sine(frequency: 1000, seconds: 5), sampleRate: 48_000)
        let template = Self.template(dir, voice: true)
        let v = try CLI.run(["validate", template])
        #expect(v.status == 0)
        // The flow lasts 4 s: 41 frames at 10 fps, 4.1 s; the voice-over runs 0.5–5.5 s.
        #expect(v.stderr.contains("warning: flow.steps[0].voiceover: ") && v.stderr.contains("lasts 5.000 s from 0.500 s, past the clip's end at 4.100 s: its last 1.400 s are cut"), "\(v.stderr)")
        let r = try CLI.run(["render", template, "-o", dir.path + "/out.mp4"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("its last 1.400 s are cut"), "\(r.stderr)")
        let info = try MediaProbe.inspect(path: dir.path + "/out.mp4")
        let audio = try #require(info.audioTracks.first)
        #expect(audio.duration == info.duration)
    }
}
