import CompositorMedia
import CompositorScene
import Foundation

/// An image `import` writes into its output's `assets/` folder: the catalog file it comes from
/// and, for a template image (an imageset rendered as template, a system button's image), the
/// tint its alpha is drawn in — as UIKit draws it, in the appearance the import chose.
package struct ImportedAsset: Equatable, Sendable {
    /// The catalog's PNG, JPEG, PDF or SVG file.
    public var source: String
    /// The view's tint colour for a template image (`nil`: drawn as the file's own colours).
    public var tint: Color?

    public init(source: String, tint: Color? = nil) {
        self.source = source; self.tint = tint
    }

    /// Whether the file is written as it is (a PNG or JPEG without tint), not drawn again.
    var isCopy: Bool { tint == nil && !ImportedVectorImage.isVector(source) }

    /// The PNG written: a vector file rasterized at `scale` (`ImportedVectorImage`), a bitmap
    /// decoded; either tinted when it is a template image (`Pixmap.tinted`).
    func png(scale: Double) throws -> [UInt8] {
        var pixmap = ImportedVectorImage.isVector(source) ? try ImportedVectorImage.pixmap(source: source, scale: scale)
            : try ImageDecoder.decode(path: source)
        if let tint { pixmap = pixmap.tinted(tint.premultiplied()) }
        return try PNGWriter.encode(pixmap)
    }

    /// `name`'s output file for a template image tinted `tint`: `NAME.tint-RRGGBBAA`, so the
    /// same image in two tints gives two files (`ImportNames.fileSafe` never writes a dot).
    static func tintedName(_ name: String, _ tint: Color) -> String {
        let c = [tint.red, tint.green, tint.blue, tint.alpha].map { String(format: "%02X", Color.quantize($0)) }.joined()
        return name + ".tint-" + c
    }
}
