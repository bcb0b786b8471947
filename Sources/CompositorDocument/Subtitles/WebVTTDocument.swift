/// A WebVTT file (`.vtt`, W3C "WebVTT: The Web Video Text Tracks Format",
/// https://www.w3.org/TR/webvtt1/) of caption cues: the `WEBVTT` header line, a blank line,
/// then each cue as its timing line (`00:00:01.700 --> 00:00:04.200`, `CueTimestamp`) and its
/// text lines, cues separated by a blank line. Lines end in LF; the file is UTF-8 without BOM.
///
/// Escaping (WebVTT § 4.2.2 "cue text" and the cue text tokenizer's character references,
/// https://www.w3.org/TR/webvtt1/#cue-text): `&` is written `&amp;`, `<` `&lt;` and `>` `&gt;`,
/// so the text can never open a tag and a cue payload never contains `-->` (which the spec
/// forbids there: a line with `-->` would be read as the next cue's timings). A text line that
/// is empty is left out: a blank line ends a cue.
package enum WebVTTDocument {
    /// The file's text for `cues`, in the order given.
    package static func text(_ cues: [CaptionCue]) -> String {
        var out = "WEBVTT\n"
        for cue in cues {
            out += "\n\(CueTimestamp(cue.start).text(separator: ".")) --> \(CueTimestamp(cue.end).text(separator: "."))\n"
            for line in SubtitleLines.split(cue.lines) { out += escaped(line) + "\n" }
        }
        return out
    }

    /// `line` with `&`, `<` and `>` as character references. Not `BatchGallery.escape`, which
    /// also writes `&quot;` and `&#39;`: WebVTT parsers before the 2017 move to HTML's
    /// references (FFmpeg's `webvttdec` among them) know only `&amp;`, `&lt;`, `&gt;`, `&lrm;`,
    /// `&rlm;` and `&nbsp;`, and would show those two as typed.
    static func escaped(_ line: String) -> String {
        var out = ""
        for c in line {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.append(c)
            }
        }
        return out
    }
}
