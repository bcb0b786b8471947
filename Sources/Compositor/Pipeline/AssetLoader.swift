/// Decodes a template's images once, before any output is created, so a missing or corrupt
/// asset fails early (exit 4) and frames share the decoded pixels.
public enum AssetLoader {
    public static func load(_ template: SegueTemplate) throws -> AssetStore {
        var images: [String: Pixmap] = [:]
        for path in template.imagePaths {
            images[path] = try ImageDecoder.decode(path: path)
        }
        return AssetStore(images: images)
    }
}
