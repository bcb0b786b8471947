import CompositorCore

/// A template's `audio:`: a sound file mixed under the clip, cut or padded with silence to the
/// video's exact length.
///
/// Times are exact rationals and the volume a fixed-point gain, so the mixed samples are the
/// same integers on every machine (`SoundtrackMix`).
///
/// A value only: what the template says to play and where it says it. It sits in its own folder
/// below both its users — the flow (a step's `voiceover:` is one) and the audio path that reads
/// it (`Soundtrack+Reading`, `SoundtrackMix`) — so the flow does not depend on the audio path
/// (nor the audio path on the flow: `SegueTemplate.voiceovers` places the flow's voice-overs).
public struct Soundtrack: Hashable, Sendable {
    /// The sound file (WAV, M4A/AAC, MP3, FLAC, …), already resolved inside the template's folder.
    public var file: String
    /// Linear gain, 0 (silent) to `maxVolume`; 1 leaves the samples as they are.
    public var volume: Rational
    /// Seconds into the file that play at the clip's first frame (the file's head is skipped).
    public var start: Rational
    /// Seconds over which the sound rises from silence at the clip's start.
    public var fadeIn: Rational
    /// Seconds over which it falls to silence at the video's end.
    public var fadeOut: Rational
    /// Where `audio.file` is written in the template (line and column, 0 when built in code),
    /// so a file that fails to decode is reported there.
    public var line: Int
    /// The column of `audio.file` (see `line`).
    public var column: Int
    /// The template file that names it, for those reports ("" when built in code).
    public var templateFile = ""
    /// The key naming the file in the template, for those reports: `audio.file` for the
    /// soundtrack, `flow.steps[N].voiceover.file` for a step's voice-over (`VoiceoverCue`).
    public var field = "audio.file"

    /// The loudest gain a template may ask for: ×4 (+12 dB); louder samples clip at full scale.
    public static let maxVolume = Rational(4)

    /// A soundtrack from `file` (relative to the template's folder), played at `volume` from `start`
    /// seconds into the file, with fades; `line`/`column` locate it for error messages.
    public init(file: String, volume: Rational = .one, start: Rational = .zero, fadeIn: Rational = .zero,
                fadeOut: Rational = .zero, line: Int = 0, column: Int = 0) {
        self.file = file; self.volume = volume; self.start = start
        self.fadeIn = fadeIn; self.fadeOut = fadeOut; self.line = line; self.column = column
    }

    /// The exit-4 error for a sound file that cannot be read: at `field` in the template when
    /// known, naming the file, else as an `AssetError` for the file.
    public func unreadable(_ message: String) -> any SegueVideoError {
        let what = "\(file): \(message)"
        guard !templateFile.isEmpty else { return AssetError(path: file, message: message) }
        return TemplateError(file: templateFile, line: line, column: column, field: field, message: what, exitStatus: .badAsset)
    }
}
