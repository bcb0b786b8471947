import CompositorCore
import CompositorMedia
import CompositorScene

extension TemplateDecoder {
    /// `video: FILE` or `{file, start, end, rate, loop, fit}` (`VideoContent`). The file is
    /// opened and its first frame decoded here (`VideoFramePool.probe`), so a missing, hostile
    /// or unsupported video is exit 4 at this key, for `validate` as for `render`.
    /// `more` reads the keys a caller adds to the mapping (a recording scene's `statusBar`).
    func decodeVideoContent(_ field: TemplateField, more: (ObjectReader) -> Void = { _ in }) -> VideoContent? {
        let video: VideoContent?
        var fileField = field
        if case .scalar = field.node {
            video = assetPath(field).map { VideoContent(path: $0) }
        } else {
            video = field.object { o -> VideoContent? in
                guard let file = o.require("file"), let path = assetPath(file) else { return nil }
                fileField = file
                var content = VideoContent(path: path)
                let seconds = Rational(-86_400)...Rational(86_400)
                if let start = o["start"]?.rational(in: seconds, what: "seconds") { content.start = start }
                if let endField = o["end"], let end = endField.rational(in: seconds, what: "seconds") {
                    if end <= content.start { endField.error("end must be after start (\(TemplateField.format(content.start.doubleValue)) s)") }
                    content.end = end
                }
                if let rate = o["rate"]?.rational(in: Rational(1, 100)...Rational(100), what: "a rate") { content.rate = rate }
                if let loops = o["loop"]?.bool() {
                    if loops && content.end == nil { o["loop"]?.error("loop needs end: the recording time to wrap at") }
                    if loops && content.start < .zero { o["loop"]?.error("loop needs a start of 0 or more") }
                    content.loops = loops
                }
                if let fit = o["fit"]?.oneOf(VideoFit.self, what: "fit") { content.contentMode = fit.contentMode }
                more(o)
                return content
            } ?? nil
        }
        guard let video else { return nil }
        do {
            try VideoFramePool.probe(path: video.path)
        } catch {
            fileField.error("\(error)", status: .badAsset)
            return nil
        }
        return video
    }
}
