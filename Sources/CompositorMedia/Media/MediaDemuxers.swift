import CFFmpeg
import Foundation

/// The libavformat demuxers segue-video reads media with: those of the formats it documents
/// (PNG, JPEG, MP4/MOV/M4A, WebM/Matroska, WAV, MP3, AAC, FLAC), plus APNG, which the image
/// decoder refuses by name, and GIF and YUV4MPEG, which `probe` reads back from those outputs.
///
/// libavformat picks a demuxer by the file's content, not its name, and some demuxers open
/// other files named inside the one given (`hls`, `concat`, `image2`'s sequences, …): a
/// playlist saved as `pic.png` would read whatever it names. A file whose content probes as
/// anything else is refused with the name libav gave it, before any demuxer runs, and the
/// list is also set as the context's `format_whitelist` ("',' separated list of allowed
/// demuxers", `AVFormatContext.format_whitelist` in FFmpeg's `libavformat/avformat.h`).
enum MediaDemuxers {
    /// Demuxer names as libavformat spells them; a demuxer's `name` may list several
    /// ("mov,mp4,m4a,3gp,3g2,mj2"), and it is allowed when one of them is here.
    static let allowed: Set<String> = ["png_pipe", "jpeg_pipe", "apng", "gif", "yuv4mpegpipe", "mov", "matroska", "webm", "wav", "mp3", "aac", "flac"]

    /// `allowed` as the comma-separated value of the `format_whitelist` option.
    static let whitelist = allowed.sorted().joined(separator: ",")

    /// The documented formats, for messages.
    static let documented = "PNG, JPEG, MP4/MOV/M4A, WebM, WAV, MP3, AAC or FLAC"

    /// Whether libavformat may use `format`.
    static func allows(_ format: UnsafePointer<AVInputFormat>) -> Bool {
        String(cString: format.pointee.name).split(separator: ",").contains { allowed.contains(String($0)) }
    }

    /// The demuxer for a file at `path` whose content probed as `format`, nil when refused:
    /// `format` itself when allowed; for `image2`, which wins the probe on the file's name alone
    /// (a `.jpg` whose EXIF block outlasts the first 2 KiB probed, a name holding `%d`) but
    /// opens files by name itself, the pipe demuxer of the name's image type (`png_pipe`,
    /// `jpeg_pipe`), which reads the one descriptor and hands the same single picture to the
    /// same decoder.
    static func demuxer(for format: UnsafePointer<AVInputFormat>, path: String) -> UnsafePointer<AVInputFormat>? {
        if allows(format) { return format }
        guard String(cString: format.pointee.name) == "image2" else { return nil }
        switch (path as NSString).pathExtension.lowercased() {
        case "png": return av_find_input_format("png_pipe")
        case "jpg", "jpeg": return av_find_input_format("jpeg_pipe")
        default: return nil
        }
    }

    /// The one-line reason a file whose content probes as `format` is refused, naming the
    /// demuxer ("hls (Apple HTTP Live Streaming)").
    static func refusal(_ format: UnsafePointer<AVInputFormat>) -> String {
        var name = String(cString: format.pointee.name)
        if let long = format.pointee.long_name { name += " (\(String(cString: long)))" }
        return "its content is \(name), not a format segue-video reads (\(documented))"
    }
}
