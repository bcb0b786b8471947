import Foundation
import Testing
@testable import Compositor
@testable import CompositorMedia

/// `probeSound()` decodes a template's sound files once per load (`SoundProbeCache`): stills,
/// checksums and library renders after the first reuse what it found.
@Suite struct SoundProbeTests {
    /// A flow with a soundtrack and a 5-s voice-over past its 4.1-s end: the first probe decodes
    /// the soundtrack once and the voice-over twice (its first samples, then its length); a
    /// second probe, a copy at another frame rate and two library stills decode nothing more,
    /// and the copy's warning follows its own clip end.
    @Test func soundIsProbedOncePerLoad() throws {
        let dir = TemporaryDirectory()
        WAVFixture.write(dir.path + "/music.wav", samples: VoiceoverTests.sine(frequency: 440, seconds: 1), sampleRate: 48_000)
        WAVFixture.write(dir.path + "/voice.wav", samples: VoiceoverTests.sine(frequency: 1000, seconds: 5), sampleRate: 48_000)
        let template = try TemplateLoader.load(path: VoiceoverTests.template(dir, voice: true))
        let first = try template.probeSound()
        #expect(first.count == 1 && first[0].contains("past the clip's end at 4.100 s"), "\(first)")
        #expect(template.soundProbes.decodes == 3)
        #expect(try template.probeSound() == first)
        var copy = template
        copy.video.frameRate = FrameRate(20)
        let again = try copy.probeSound()
        #expect(again.count == 1 && again[0].contains("past the clip's end at 4.050 s"), "\(again)")
        for moment in [StillMoment.time(Rational(1)), .time(Rational(2))] {
            _ = try SegueVideo.renderStill(template, at: moment)
        }
        #expect(template.soundProbes.decodes == 3)
        // Another load is another cache.
        let reloaded = try TemplateLoader.load(path: template.file)
        _ = try reloaded.probeSound()
        #expect(reloaded.soundProbes.decodes == 3 && template.soundProbes.decodes == 3)
    }
}
