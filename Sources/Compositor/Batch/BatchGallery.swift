import CompositorCore
import CompositorMotion

/// `index.html`: a self-contained page with one card per template — its name, its
/// `description` (what the viewer sees, written for whoever picks a clip), animator and what
/// the animator does, its present and dismiss clips side by side (small posters; hover,
/// or tap on a phone, plays a clip looped), a note when clips are byte-identical, and the
/// hashes behind a details toggle. Styles and the few lines of script are inline and every
/// reference is a file beside the page, so it opens from disk or any static host with no network.
package enum BatchGallery {
    public static let fileName = "index.html"

    public static func html(records: [ClipRecord], failures: [BatchFailure]) -> String {
        let templates = records.map(\.template).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        var out = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>segue-video gallery</title>
        <style>
        body { font: 14px/1.4 system-ui, sans-serif; margin: 0; padding: 20px; background: #f2f2f7; color: #1c1c1e; }
        h1 { font-size: 22px; margin: 0 0 4px; } .lead { margin: 0 0 18px; color: #6e6e73; }
        .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(340px, 1fr)); gap: 18px; align-items: start; }
        .card { background: #fff; border-radius: 14px; padding: 14px; box-shadow: 0 1px 3px rgba(0,0,0,.1); }
        .card h2 { font-size: 17px; margin: 0; } .animator { color: #007aff; font-weight: 600; font-size: 13px; }
        .what { margin: 4px 0 10px; color: #3a3a3c; font-size: 13px; }
        .description { margin: 4px 0 6px; font-size: 15px; }
        .pair { display: flex; gap: 10px; } .pair figure { flex: 1; margin: 0; min-width: 0; }
        video { display: block; width: 100%; height: auto; max-height: 360px; object-fit: contain; background: #1c1c1e; border-radius: 8px; cursor: pointer; }
        figcaption { font-size: 12px; color: #6e6e73; margin-top: 4px; text-align: center; }
        .same { font-size: 12px; color: #8e5b00; background: #fff4d6; border-radius: 6px; padding: 4px 8px; margin: 8px 0 0; }
        details { margin-top: 8px; font-size: 12px; } summary { cursor: pointer; color: #6e6e73; }
        dl { display: grid; grid-template-columns: auto 1fr; gap: 0 8px; margin: 6px 0 0; }
        dt { color: #6e6e73; } dd { margin: 0; font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
        .failures { margin-top: 24px; color: #b00020; white-space: pre-wrap; font-family: ui-monospace, monospace; }
        @media (max-width: 480px) { body { padding: 12px; } .grid { grid-template-columns: 1fr; } }
        </style>
        </head>
        <body>
        <h1>segue-video: \(templates.count) template\(templates.count == 1 ? "" : "s"), \(records.count) clip\(records.count == 1 ? "" : "s")\(failures.isEmpty ? "" : ", \(failures.count) failed")</h1>
        <p class="lead">Hover over a clip (tap on a phone) to play it.</p>
        <div class="grid">

        """
        for template in templates {
            out += card(records.filter { $0.template == template }, among: records)
        }
        out += "</div>\n"
        if !failures.isEmpty {
            out += "<div class=\"failures\">" + failures.map { escape($0.message) }.joined(separator: "\n") + "</div>\n"
        }
        return out + """
        <p><a href="\(BatchManifest.fileName)">\(BatchManifest.fileName)</a></p>
        <script>
        for (const v of document.querySelectorAll("video")) {
          v.addEventListener("mouseenter", () => v.play());
          v.addEventListener("mouseleave", () => v.pause());
          v.addEventListener("click", () => v.paused ? v.play() : v.pause());
        }
        </script>
        </body>
        </html>

        """
    }

    /// One template's card: its clips (in batch order) and what else in the batch they equal.
    static func card(_ clips: [ClipRecord], among all: [ClipRecord]) -> String {
        guard let first = clips.first else { return "" }
        let name = clipName(first)
        let summary = AnimatorCatalog.named(first.animator)?.summary ?? ""
        var out = """
        <section class="card" id="\(escape(name))">
        <h2>\(escape(name))</h2>\(first.description.map { "\n<p class=\"description\">\(escape($0))</p>" } ?? "")
        <div class="animator">\(escape(first.animator))</div>
        <p class="what">\(escape(summary))</p>
        <div class="pair">

        """
        for r in clips {
            out += """
            <figure>\(r.codec == .gif
                ? "<img loading=\"lazy\" style=\"aspect-ratio: \(r.width) / \(r.height)\" src=\"\(escape(r.file))\" alt=\"\">"
                : "<video muted loop playsinline preload=\"none\" style=\"aspect-ratio: \(r.width) / \(r.height)\" poster=\"\(escape(r.poster))\" src=\"\(escape(r.file))\"></video>")
            <figcaption>\(r.direction.rawValue) · \(JSONValue.number((r.duration.doubleValue * 100).rounded() / 100).compact) s · <a href="\(escape(r.file))" download>download</a></figcaption></figure>

            """
        }
        out += "</div>\n"
        for r in clips {
            let twins = all.filter { $0.sha256 == r.sha256 && $0.file != r.file }.map(\.file)
            if !twins.isEmpty {
                out += "<p class=\"same\">\(escape(r.file)) is byte-identical to \(twins.map(escape).joined(separator: ", "))</p>\n"
            }
        }
        out += "<details><summary>details</summary><dl>\n<dt>template</dt><dd>\(escape(first.template))</dd>\n"
        for r in clips {
            out += """
            <dt>\(r.direction.rawValue)</dt><dd>\(escape(r.file)): \(r.width)×\(r.height), \(r.frames) frames at \(r.frameRate) fps, \(r.codec)</dd>
            <dt>sha256</dt><dd>\(r.sha256)</dd>
            <dt>frames</dt><dd><a href="\(escape(r.frameHashes))">\(r.frameDigest)</a></dd>

            """
        }
        return out + "</dl></details>\n</section>\n"
    }

    /// The clip's name without its direction and extension (`pets-present.mp4` → `pets`).
    static func clipName(_ record: ClipRecord) -> String {
        var name = BatchClip.dropExtension(record.file)
        let suffix = "-" + record.direction.rawValue
        if name.hasSuffix(suffix) { name.removeLast(suffix.count) }
        return name
    }

    /// `text` safe inside HTML (and XML) text and quoted attributes; `check --report` uses it too.
    package static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }
}
