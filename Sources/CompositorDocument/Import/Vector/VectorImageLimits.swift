/// The bounds on a vector image set's file (PDF or SVG) and on what reading it may cost; each is
/// checked where it is crossed, and crossing one refuses the file with a one-line message naming
/// the limit (docs/import.md, "Vector image sets").
package enum VectorImageLimits {
    /// Largest PDF or SVG file read, in bytes (checked before reading). Xcode's icon PDFs are a
    /// few kilobytes; the largest of 27 in one app was 41 KB.
    public static let maxFileBytes = 4 << 20
    /// Most objects a PDF may hold (counted while scanning it).
    public static let maxObjects = 20_000
    /// Largest stream after decompression, in bytes, and largest page content (all its streams).
    public static let maxStreamBytes = 16 << 20
    /// Most a FlateDecode stream may grow when inflated (output ÷ input): a deflate bomb reaches
    /// 1032:1; content streams of vector icons inflate 2–10×.
    public static let maxInflateRatio = 200
    /// Most path elements (move, line, curve, close) in one image, summed over its shapes.
    public static let maxPathElements = 200_000
    /// Most shapes (filled or stroked paths) in one image.
    public static let maxShapes = 20_000
    /// Deepest nesting: SVG elements, PDF form XObjects within each other, `q` within `q`,
    /// PDF objects within objects (arrays, dictionaries).
    public static let maxDepth = 64
    /// Most content a PDF page may run, in bytes: its own and each form XObject's every time
    /// it is drawn (a form of 16 MB of blanks drawn a million times ran for hours).
    public static let maxContentBytes = 64 << 20
    /// Most bytes the reading of a PDF's objects may lex, over the file's size: each byte once in
    /// a sound file; unclosed strings after every object header made it quadratic.
    public static let maxLexedPerByte = 8
    /// Most operators a PDF page's content may run, forms included.
    public static let maxOperators = 1_000_000
    /// Most clipped elements in one image, and most nested in each other: each is drawn in a
    /// layer the size of the image (past either, an element is drawn unclipped and noted).
    /// Icon exports clip once or twice (Figma's `clip0`); 32 layers of a 2048-point image at 3×
    /// would be 4.8 GB, so at most 4 exist at once.
    public static let maxClips = 32
    public static let maxNestedClips = 4
    /// Largest image drawn, in points on either side (the size it is placed at, times the canvas scale, is in pixels).
    public static let maxPoints = 2048.0
}
