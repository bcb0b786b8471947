/// Decodes a template's images once, checks its labels' fonts and characters and that its
/// soundtrack decodes, before any
/// output is created, so a missing or corrupt asset fails early (exit 4) and frames share the
/// decoded pixels.
package enum AssetLoader {
    /// `warn` receives recoverable problems (characters drawn as .notdef when allowed).
    public static func load(_ template: SegueTemplate, allowMissingGlyphs: Bool = false,
                            warn: (String) -> Void = { _ in }) throws -> AssetStore {
        var images: [String: Pixmap] = [:]
        // The frame's backdrop was decoded by the loader (to locate a bad file): reuse it.
        let decoded = template.frame?.decodedBackdrop
        for path in template.imagePaths {
            images[path] = try decoded?.path == path ? decoded!.pixels : ImageDecoder.decode(path: path)
        }
        let labels = template.labels
        if !labels.isEmpty {
            let text = try TextRenderer()
            for label in labels {
                try text.validate(label, allowMissingGlyphs: allowMissingGlyphs).forEach(warn)
            }
        }
        // The soundtrack is streamed while encoding; open it now so a bad file fails first.
        try template.audio?.probe()
        return AssetStore(images: images)
    }
}
