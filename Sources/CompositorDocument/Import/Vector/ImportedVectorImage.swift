import CompositorCore
import CompositorMedia
import CompositorScene
import Foundation

/// A vector image set's file (PDF or SVG) as import uses it: read and checked when the document
/// is mapped (so a refusal names the scene and the control), and rasterized into the PNG import
/// writes — at the scale its output name says (`NAME@3x.png`), the image's size in points times
/// that scale — when the files are written. The same file gives the same bytes every time.
package enum ImportedVectorImage {
    /// The artwork in the file at `path` (a `.pdf` or `.svg`), at most
    /// `VectorImageLimits.maxFileBytes` long, checked before reading.
    static func artwork(path: String) throws(VectorImageError) -> VectorArtwork {
        // Opened as a template is (links followed once, then none; a FIFO or device refused
        // without an open for reading), so what was checked is what is read.
        let file: OpenedFile
        switch ConfinedFolder.openChecked(ConfinedFolder.realPath(path) ?? path) {
        case .success(let opened): file = opened
        case .failure(.notRegular): throw VectorImageError("not a regular file")
        case .failure: throw VectorImageError("cannot be opened")
        }
        guard let data = file.read(upTo: VectorImageLimits.maxFileBytes + 1) else { throw VectorImageError("cannot be read") }
        guard data.count <= VectorImageLimits.maxFileBytes else {
            throw VectorImageError("larger than \(VectorImageLimits.maxFileBytes) bytes (VectorImageLimits.maxFileBytes)")
        }
        return try artwork([UInt8](data), isPDF: URL(fileURLWithPath: path).pathExtension.lowercased() == "pdf")
    }

    /// The artwork in `bytes`, read as a PDF or as an SVG (segue-fuzz's `vector` target too).
    package static func artwork(_ bytes: [UInt8], isPDF: Bool) throws(VectorImageError) -> VectorArtwork {
        isPDF ? try PDFContentReader.artwork(bytes) : try SVGReader.artwork(bytes)
    }

    /// Whether an asset's source is a vector file, to be rasterized rather than copied.
    static func isVector(_ source: String) -> Bool { ["pdf", "svg"].contains(URL(fileURLWithPath: source).pathExtension.lowercased()) }

    /// The scale an output name asks for: `@3x` → 3 (1 without one).
    static func scale(ofOutput relative: String) -> Double {
        let stem = URL(fileURLWithPath: relative).deletingPathExtension().lastPathComponent
        guard let at = stem.lastIndex(of: "@"), stem.hasSuffix("x"), let n = Int(stem[stem.index(after: at)...].dropLast()), n > 0 else { return 1 }
        return Double(n)
    }

    /// `source` rasterized at `scale`; a refusal is an `AssetError` naming the file.
    static func pixmap(source: String, scale: Double) throws -> Pixmap {
        let artwork: VectorArtwork
        do { artwork = try self.artwork(path: source) } catch { throw AssetError(path: source, message: error.message) }
        return try artwork.rasterized(scale: scale)
    }

    /// The PNG file of `source` rasterized at `scale`.
    static func png(source: String, scale: Double) throws -> [UInt8] {
        try PNGWriter.encode(pixmap(source: source, scale: scale))
    }
}
