import CompositorCore
import CompositorMedia
import CompositorScene

/// Checks that a loaded template's assets can be used, all of them, without rendering: every
/// image decodes, and every label's font loads and has its characters. `validate` reports each
/// problem (exit 4), where rendering (`AssetLoader`) stops at the first.
package enum TemplateAssetCheck {
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
            if problems.isEmpty { warnings += overflowWarnings(template, text: text) }
        } catch let error as AssetError {
            add(error)
        } catch {
            add(AssetError(path: "fonts", message: "\(error)"))
        }
        return (problems, warnings)
    }

    /// A warning for each shown scene label that UILabel would cut: a text wider than its frame
    /// on its last allowed line (it ends in "…"), more lines than `lines` allows, or more height
    /// than its frame gives. Each names the scene and the label (its id, else its text), says
    /// by how many points it does not fit, and what to change.
    static func overflowWarnings(_ template: SegueTemplate, text: TextRenderer) -> [String] {
        var warnings: [String] = []
        for scene in template.scenes {
            func walk(_ view: View) {
                guard !view.isHidden else { return }
                if let label = view.label, !label.text.isEmpty {
                    warnings += overflowWarnings(label, in: view, scene: scene.name, source: source(of: label, in: template), text: text)
                }
                view.subviews.forEach(walk)
            }
            walk(scene.root)
        }
        return warnings
    }

    /// Where a label's text came from, for its warnings: `key "walk.title", locale de` for a
    /// text looked up by key (`pseudo de` when pseudo-localized), the locale alone for a
    /// literal text in a localized template; empty otherwise.
    private static func source(of label: Label, in template: SegueTemplate) -> String {
        let locale = template.locale.map { template.isPseudoLocalized ? "pseudo-locale (\($0))" : "locale \($0)" }
            ?? (template.isPseudoLocalized ? "pseudo-locale" : nil)
        let parts = [template.stringKeys[label.text].map { "key \"\($0)\"" }, locale].compactMap { $0 }
        return parts.isEmpty ? "" : " [" + parts.joined(separator: ", ") + "]"
    }

    /// The warnings for one label shown in `view` (see `overflowWarnings(_:text:)`); `source`
    /// is its key and locale, as `source(of:in:)` words them.
    private static func overflowWarnings(_ label: Label, in view: View, scene: String, source: String, text: TextRenderer) -> [String] {
        var unlimited = label
        unlimited.numberOfLines = 0
        guard let full = try? text.layout(unlimited, width: view.frame.width, height: nil), full.lineHeight > 0 else { return [] }
        let quoted = label.text.count > 24 ? "\(label.text.prefix(24))…" : label.text
        let name = "scene \"\(scene)\", label " + (view.id.map { "\"\($0)\" (\"\(quoted)\")" } ?? "\"\(quoted)\"") + source
        var warnings: [String] = []
        let needed = full.lines.count
        if label.numberOfLines == 1, let natural = try? text.layout(unlimited, width: .infinity, height: nil),
           natural.lines.count == 1, natural.width > view.frame.width + 1e-6 {
            let short = ((natural.width - view.frame.width) * 10).rounded(.up) / 10
            warnings.append("\(name): the text is \(TemplateField.format((natural.width * 10).rounded(.up) / 10)) points wide and its frame "
                            + "\(TemplateField.format((view.frame.width * 10).rounded() / 10)), \(TemplateField.format(short)) points short, so it is cut with \"…\"; "
                            + "widen the frame to \(TemplateField.format(natural.width.rounded(.up))) points, shorten the text, or set lines: 0")
        } else if label.numberOfLines > 0 && needed > label.numberOfLines {
            warnings.append("\(name): the text needs \(needed) lines at \(TemplateField.format(view.frame.width)) points wide and lines is "
                            + "\(label.numberOfLines); the rest is cut with \"…\"; widen the frame, shorten the text, or set lines: \(needed)")
        }
        // As the layout: a frame shows the lines that fit its height, at least one.
        let shown = label.numberOfLines > 0 ? min(needed, label.numberOfLines) : needed
        let fit = max(1, Int(((view.frame.height + 1e-6) / full.lineHeight).rounded(.down)))
        let height = Double(shown) * full.lineHeight
        if shown > fit {
            warnings.append("\(name): \(shown) line\(shown == 1 ? "" : "s") of \(TemplateField.format((full.lineHeight * 100).rounded() / 100)) points "
                            + "need \(TemplateField.format((height * 10).rounded() / 10)) points of height and the frame gives "
                            + "\(TemplateField.format(view.frame.height)); lines that do not fit are cut; make the frame "
                            + "\(TemplateField.format(height.rounded(.up))) points tall")
        }
        return warnings
    }
}
