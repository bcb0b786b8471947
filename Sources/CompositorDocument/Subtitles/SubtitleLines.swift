import Foundation

/// A cue's text as the lines a subtitle file holds: each of the caption's lines split at its
/// own line breaks (LF, CR LF or CR), surrounding whitespace trimmed, empty lines dropped (a
/// blank line would end the cue in WebVTT and SubRip alike).
enum SubtitleLines {
    static func split(_ lines: [String]) -> [String] {
        lines.flatMap { $0.split(whereSeparator: \.isNewline) }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }
}
