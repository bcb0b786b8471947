import Foundation

/// Checks that a loaded template's assets can be used, all of them, without rendering: every
/// image decodes and every font file is a font. `validate` reports each problem (exit 4).
public enum TemplateAssetCheck {
    /// Every asset problem, in first-use order; empty when all assets are usable.
    public static func problems(in template: SegueTemplate) -> [AssetError] {
        var problems: [AssetError] = []
        for path in template.imagePaths {
            do { _ = try ImageDecoder.decode(path: path) } catch { problems.append(error) }
        }
        var seenFonts = Set<String>()
        for label in template.labels {
            guard let file = label.font.file, seenFonts.insert(file).inserted else { continue }
            if let problem = fontProblem(file) { problems.append(AssetError(path: file, message: problem)) }
        }
        return problems
    }

    /// Why the file at `path` is not a font FreeType can read, or `nil` when its header is a
    /// TrueType, OpenType or collection signature.
    static func fontProblem(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return "cannot open the font file" }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: 4)) ?? Data())
        let signatures: [[UInt8]] = [[0, 1, 0, 0], Array("OTTO".utf8), Array("true".utf8), Array("ttcf".utf8)]
        guard signatures.contains(head) else { return "not a TrueType or OpenType font (.ttf, .otf, .ttc)" }
        return nil
    }
}
