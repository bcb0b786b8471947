import CompositorCore
import CompositorMedia

/// The output format's checks that read the template (`SegueTemplate`): its transparency and
/// bit depth against the chosen format, each failure located at the template key that asked
/// for it (`OutputKeyLocations`). Here, beside the document, so the encoders below take only
/// the settings they need, never the template.
extension OutputFormatCatalog {
    /// Throws (exit 3) when the output is transparent (`canvas.background`, or `frame.background`
    /// with a device frame, or a delivery preset's bars in a `backdrop` that is not opaque) and
    /// `format` cannot keep alpha with `settings`; names the formats that can, and
    /// `--background` (or an opaque backdrop). The error is a `TemplateError` at the background
    /// (or backdrop) key's file:line:column when the template was read from a file, else an
    /// `OutputFormatError`.
    package static func checkTransparency(_ template: SegueTemplate, format: OutputFormat, settings: EncoderSettings) throws {
        guard template.outputIsTransparent, !format.keepsAlpha(settings) else { return }
        let what = format.alpha == .proresProfiles ? "ProRes \(settings.proresProfile.rawValue)" : format.title
        let keeping = "use a format that keeps it (\(alphaFormats.joined(separator: ", ")))"
        let keys = template.outputKeyLocations
        guard template.outputCanvas.isTransparent else {
            let preset = template.delivery.map { $0.preset.rawValue } ?? "delivery"
            let message = "the \(preset) bars' backdrop is transparent but \(what) has no alpha; \(keeping) or an opaque backdrop"
            if let key = keys.deliveryBackdrop { throw key.error(message) }
            throw OutputFormatError(status: .invalidTemplate, message: "delivery.backdrop: " + message)
        }
        let message = "the background is transparent but \(what) has no alpha; \(keeping) or --background COLOR"
        if let key = template.frame != nil ? keys.frameBackground : keys.canvasBackground { throw key.error(message) }
        throw OutputFormatError(status: .invalidTemplate, message: (template.frame != nil ? "frame.background: " : "canvas.background: ") + message)
    }

    /// Throws when the template asks for 10-bit (`video.bitDepth: 10`) and `format` would write
    /// 8 bits: the clip would silently lose the depth the user asked for (a batch of templates
    /// with `bitDepth: 10` and no `codec` used to come out 8-bit H.264). The error is a
    /// `TemplateError` (exit 3) at `video.bitDepth` naming `video.codec`; no codec is chosen for
    /// the user, since HEVC does not play where H.264 does (most browsers).
    package static func checkBitDepth(_ template: SegueTemplate, format: OutputFormat) throws {
        guard template.video.bitDepth == 10, !tenBitCodecs.contains(format.codec) else { return }
        let message = "10 bits need video.codec: hevc (Main 10) or prores; \(format.title) is written 8-bit. Add `codec: hevc` under video:, or remove bitDepth"
        if let key = template.outputKeyLocations.videoBitDepth { throw key.error(message) }
        throw OutputFormatError(status: .invalidTemplate, message: "video.bitDepth: " + message)
    }
}
