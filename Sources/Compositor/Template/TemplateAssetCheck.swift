/// Checks that a loaded template's assets can be used, all of them, without rendering: every
/// image decodes, and every label's font loads and has its characters. `validate` reports each
/// problem (exit 4), where rendering (`AssetLoader`) stops at the first.
public enum TemplateAssetCheck {
    /// Every asset problem, in first-use order, each once; and warnings (characters drawn as
    /// .notdef when `allowMissingGlyphs`).
    public static func check(_ template: SegueTemplate, allowMissingGlyphs: Bool = false) -> (problems: [AssetError], warnings: [String]) {
        var problems: [AssetError] = [], warnings: [String] = []
        func add(_ error: AssetError) { if !problems.contains(error) { problems.append(error) } }
        for path in template.imagePaths {
            do { _ = try ImageDecoder.decode(path: path) } catch { add(error) }
        }
        let labels = template.labels
        guard !labels.isEmpty else { return (problems, warnings) }
        do {
            let text = try TextRenderer()
            for label in labels {
                do {
                    warnings += try text.validate(label, allowMissingGlyphs: allowMissingGlyphs)
                } catch let error as AssetError {
                    add(error)
                } catch {
                    add(AssetError(path: label.font.file ?? label.font.family ?? "font", message: "\(error)"))
                }
            }
        } catch let error as AssetError {
            add(error)
        } catch {
            add(AssetError(path: "fonts", message: "\(error)"))
        }
        return (problems, warnings)
    }
}
