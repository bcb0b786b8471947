/// `index.html`: a self-contained page showing every clip of a batch with its poster still, a
/// `<video>` player and its details. Styles are inline and every reference is a file beside
/// the page, so it opens from disk or any static host with no network.
public enum BatchGallery {
    public static let fileName = "index.html"

    public static func html(records: [ClipRecord], failures: [BatchFailure]) -> String {
        var out = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>segue-video gallery</title>
        <style>
        body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; background: #f4f4f6; color: #1c1c1e; }
        h1 { font-size: 22px; margin: 0 0 16px; }
        .grid { display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-start; }
        figure { margin: 0; padding: 12px; width: 360px; background: #fff; border-radius: 12px; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
        video { display: block; width: 100%; height: 400px; object-fit: contain; background: #1c1c1e; border-radius: 6px; }
        figcaption { margin-top: 8px; }
        figcaption b { font-size: 15px; }
        dl { display: grid; grid-template-columns: auto auto; gap: 0 10px; margin: 6px 0 0; font-size: 12px; }
        dt { color: #6e6e73; } dd { margin: 0; font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
        .failures { margin-top: 24px; color: #b00020; white-space: pre-wrap; font-family: ui-monospace, monospace; }
        </style>
        </head>
        <body>
        <h1>segue-video: \(records.count) clip\(records.count == 1 ? "" : "s")\(failures.isEmpty ? "" : ", \(failures.count) failed")</h1>
        <div class="grid">

        """
        for r in records {
            let seconds = r.duration.doubleValue
            out += """
            <figure>
            <video controls preload="none" playsinline poster="\(escape(r.poster))" src="\(escape(r.file))"></video>
            <figcaption><b>\(escape(String(r.file.dropLast(4))))</b>
            <dl>
            <dt>template</dt><dd>\(escape(r.template))</dd>
            <dt>animator</dt><dd>\(escape(r.animator)) · \(r.direction.rawValue)</dd>
            <dt>video</dt><dd>\(r.width)×\(r.height), \(r.frames) frames, \(JSONValue.number(seconds).compact) s at \(r.frameRate) fps, \(ClipRecord.codec)</dd>
            <dt>sha256</dt><dd>\(r.sha256)</dd>
            <dt>frames</dt><dd><a href="\(escape(r.frameHashes))">\(r.frameDigest)</a></dd>
            </dl></figcaption>
            </figure>

            """
        }
        out += "</div>\n"
        if !failures.isEmpty {
            out += "<div class=\"failures\">" + failures.map { escape($0.message) }.joined(separator: "\n") + "</div>\n"
        }
        return out + "<p><a href=\"\(BatchManifest.fileName)\">\(BatchManifest.fileName)</a></p>\n</body>\n</html>\n"
    }

    /// `text` safe inside HTML text and double-quoted attributes.
    static func escape(_ text: String) -> String {
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
