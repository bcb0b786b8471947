import CompositorCore
import CompositorScene
import Foundation

/// Reads the SVG subset icon exports use into a `VectorArtwork`: `path` (`d`), `rect` (with
/// rounded corners), `circle`, `ellipse`, `line`, `polyline`, `polygon`, `g` (and `a`, `switch`,
/// nested `svg` as groups) with `transform`, fill and stroke colours and opacities, `fill-rule`,
/// stroke width, caps, joins and miter limit (as attributes or in `style`), `opacity` as a
/// group fade, `display` and `visibility`, and the root's `width`, `height`, `viewBox` and
/// `preserveAspectRatio` (`none` or the default centred fit).
///
/// Never reads anything else: `<!DOCTYPE>` and `<!ENTITY>` are refused before parsing (no
/// entity expands), and so is any reference out of the document (`href` or `url()` that is not
/// `#id`). Within the document, `clip-path` cuts by a `<clipPath>`'s shapes (`SVGWalker+Clip`)
/// and a gradient paints in its first stop's colour; text, images, `use`, masks, filters and
/// `<style>` sheets are skipped and named.
enum SVGReader {
    static func artwork(_ data: [UInt8]) throws(VectorImageError) -> VectorArtwork {
        for word in ["<!DOCTYPE", "<!ENTITY"] where contains(data, word) {
            throw VectorImageError("\(word)> declarations are refused: entities could expand without bound or read other files")
        }
        let root: IBNode
        do { root = try IBDocumentReader.parse(Data(data), file: "svg") } catch let error as TemplateError {
            throw VectorImageError("not readable as SVG: \(error.message)")
        } catch { throw VectorImageError("not readable as SVG: \(error)") }
        guard root.name == "svg" || root.name.hasSuffix(":svg") else {
            throw VectorImageError("the root element is <\(root.name.prefix(40))>, not <svg>")
        }
        var ids: [String: IBNode] = [:]
        var total = 0
        var refusal: VectorImageError?
        root.walk { node in
            total += 1
            if let id = node["id"], ids[id] == nil { ids[id] = node }
            for (key, value) in node.attributes where key == "href" || key.hasSuffix(":href") || value.contains("url(") {
                if let outside = externalReference(key, value), refusal == nil { refusal = outside }
            }
        }
        if let refusal { throw refusal }

        let viewBox = SVGNumbers.list(root["viewBox"] ?? "")
        let box = viewBox.count == 4 && viewBox[2] > 0 && viewBox[3] > 0 ? Rect(x: viewBox[0], y: viewBox[1], width: viewBox[2], height: viewBox[3]) : nil
        let width = SVGNumbers.length(root["width"]) ?? box?.width ?? 0
        let height = SVGNumbers.length(root["height"]) ?? box?.height ?? 0
        guard width > 0, height > 0 else { throw VectorImageError("the <svg> has no size (width and height, or a viewBox)") }
        guard width <= VectorImageLimits.maxPoints, height <= VectorImageLimits.maxPoints else {
            throw VectorImageError("the image is \(width) × \(height) (at most \(Int(VectorImageLimits.maxPoints)) a side, VectorImageLimits.maxPoints)")
        }
        var fit = CompositorCore.AffineTransform.identity
        if let box {
            if root["preserveAspectRatio"]?.hasPrefix("none") == true {
                fit = CompositorCore.AffineTransform.translation(-box.minX, -box.minY).concatenating(.scale(width / box.width, height / box.height))
            } else {
                let s = min(width / box.width, height / box.height)
                fit = CompositorCore.AffineTransform(a: s, b: 0, c: 0, d: s, tx: (width - box.width * s) / 2 - box.minX * s, ty: (height - box.height * s) / 2 - box.minY * s)
            }
        }
        var walker = SVGWalker(ids: ids)
        let nodes = try walker.children(of: root, transform: fit, style: SVGStyle(), depth: 0)
        return VectorArtwork(size: Size(width: width, height: height), nodes: nodes, skipped: walker.skipped)
    }

    /// A refusal when `value` of attribute `key` reaches outside the document.
    static func externalReference(_ key: String, _ value: String) -> VectorImageError? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if key == "href" || key.hasSuffix(":href") {
            return trimmed.hasPrefix("#") ? nil : VectorImageError("\(key)=\"\(trimmed.prefix(60))\" refers outside the document: external references are refused")
        }
        var rest = Substring(trimmed)
        while let range = rest.range(of: "url(") {
            let target = rest[range.upperBound...].drop { $0 == " " || $0 == "'" || $0 == "\"" }
            if !target.hasPrefix("#") {
                return VectorImageError("\(key)=\"\(trimmed.prefix(60))\" refers outside the document: external references are refused")
            }
            rest = rest[range.upperBound...]
        }
        return nil
    }

    static func contains(_ data: [UInt8], _ word: String) -> Bool {
        let w = Array(word.utf8)
        guard data.count >= w.count else { return false }
        return (0...(data.count - w.count)).contains { i in zip(data[i..<(i + w.count)], w).allSatisfy { ($0 & 0xDF) == ($1 & 0xDF) } }
    }
}
