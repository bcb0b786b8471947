/// The fonts one `TextRenderer` has loaded, each once, and the fallback chain for each font spec.
package final class FontCollection {
    private let library: FreeTypeLibrary
    /// Loaded faces; a face's index here is its id in glyph keys and layouts.
    private(set) var faces: [FontFace] = []
    private var idsByPath: [String: Int] = [:]
    private var chains: [ChainKey: [Int]] = [:]

    private struct ChainKey: Hashable {
        var family: String?
        var file: String?
        var weight: Int
    }

    /// The face of the CJK fallback's collection to load (`FontFallback.cjkFace(locale:)`).
    private let cjkFace: Int

    /// `cjkFace`: which face of NotoSansCJK-Regular.ttc Han, kana and hangul are drawn from
    /// (0, Japanese, unless the locale asks for another).
    package init(library: FreeTypeLibrary, cjkFace: Int = 0) {
        self.library = library
        self.cjkFace = cjkFace
    }

    /// Face ids for `spec`: its own font first, then Inter of the nearest weight, then the bundled
    /// fallbacks, without repeats. Throws `AssetError` when a font file is missing or corrupt.
    package func chain(for spec: FontSpec) throws -> [Int] {
        let key = ChainKey(family: spec.file == nil ? spec.family : nil, file: spec.file, weight: spec.weight.value)
        if let chain = chains[key] { return chain }
        var chain: [Int] = []
        func append(_ id: Int) { if !chain.contains(id) { chain.append(id) } }
        if let file = spec.file {
            append(try load(path: file, name: file))
        } else {
            append(try loadBundled(BundledFonts.file(family: spec.family, weight: spec.weight)))
        }
        append(try loadBundled(BundledFonts.file(family: nil, weight: spec.weight)))
        for file in BundledFonts.fallbackFiles { append(try loadBundled(file)) }
        chains[key] = chain
        return chain
    }

    /// `chain(for: spec)` and after it the fallback fonts (`FontFallback.chain`, in its order)
    /// that `text` needs for characters the bundled chain lacks, each loaded on first need.
    /// Throws `AssetError` naming the Debian package when a needed fallback file is missing.
    package func chain(for spec: FontSpec, text: String) throws -> [Int] {
        let base = try chain(for: spec)
        var uncovered: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars where !scalar.properties.isWhitespace && !uncovered.contains(scalar) {
            // VS16 asks for an emoji presentation, which only the color emoji font gives.
            if scalar.value == 0xFE0F || !base.contains(where: { faces[$0].covers(scalar) }) { uncovered.append(scalar) }
        }
        guard !uncovered.isEmpty else { return base }
        // Face ids by index into FontFallback.chain; read in index order only.
        var chosen: [Int: Int] = [:]
        for scalar in uncovered where !chosen.values.contains(where: { faces[$0].covers(scalar) }) {
            if let first = FontFallback.preferred(for: scalar) {
                let id = try fallback(first)
                if faces[id].covers(scalar) { chosen[first] = id; continue }
            }
            for i in FontFallback.chain.indices {
                let id = try fallback(i)
                if faces[id].covers(scalar) { chosen[i] = id; break }
            }
        }
        return base + chosen.keys.sorted().map { chosen[$0]! }
    }

    /// The face id of fallback font `index` of `FontFallback.chain`, loaded on first use.
    private func fallback(_ index: Int) throws -> Int {
        let font = FontFallback.chain[index]
        return try load(path: try font.requirePath(), name: font.name, faceIndex: index == FontFallback.chain.count - 1 ? cjkFace : 0)
    }

    private func loadBundled(_ file: String) throws -> Int {
        try load(path: BundledFonts.path(of: file), name: file)
    }

    private func load(path: String, name: String, faceIndex: Int = 0) throws -> Int {
        let key = faceIndex == 0 ? path : "\(path)#\(faceIndex)"
        if let id = idsByPath[key] { return id }
        let face = try FontFace(path: path, name: name, library: library, faceIndex: faceIndex)
        faces.append(face)
        idsByPath[key] = faces.count - 1
        return faces.count - 1
    }
}
