/// A SubRip file (`.srt`) of caption cues: each cue its number (from 1), its timing line
/// (`00:00:01,700 --> 00:00:04,200`: a comma before the milliseconds), its text lines, and a
/// blank line. Lines end in LF; the file is UTF-8 without BOM.
///
/// SubRip has no specification, only conventions (the SubRip program's files, as described by
/// e.g. Aegisub's "SubtitleFormats/SRT" and VisualSubSync's "The SRT or Subrip subtitle format"
/// pages): numbered sections in order separated by blank lines, `HH:MM:SS,mmm`, and `<b>`,
/// `<i>`, `<u>`, `<font …>` tags that many players interpret and others show verbatim. There is
/// no escape syntax (`&amp;` would be shown as typed), so the text is written as given with two
/// invisible changes that keep it from being read as structure: a WORD JOINER (U+2060) after
/// every `<` (no tag can start) and between the `--` and `>` of `-->` (no line reads as a timing
/// line). `&` is written as is. Empty text lines are left out: a blank line ends a cue.
package enum SubRipDocument {
    /// U+2060 WORD JOINER: zero width, no line break opportunity.
    static let joiner: Character = "\u{2060}"

    /// The file's text for `cues`, numbered from 1 in the order given.
    package static func text(_ cues: [CaptionCue]) -> String {
        var out = ""
        for (index, cue) in cues.enumerated() {
            out += "\(index + 1)\n\(CueTimestamp(cue.start).text(separator: ",")) --> \(CueTimestamp(cue.end).text(separator: ","))\n"
            for line in SubtitleLines.split(cue.lines) { out += escaped(line) + "\n" }
            out += "\n"
        }
        return out
    }

    /// `line` with a word joiner after each `<` and inside each `-->`.
    static func escaped(_ line: String) -> String {
        var out = ""
        for c in line {
            if c == ">", out.hasSuffix("--") { out.append(joiner) }
            out.append(c)
            if c == "<" { out.append(joiner) }
        }
        return out
    }
}
