import CompositorCore

/// The bounds a template's numbers must stay within, so absurd input fails with a message
/// instead of exhausting memory or time.
package enum TemplateLimits {
    /// Largest video width or height in pixels.
    public static let maxPixelDimension = 8192
    /// Largest coordinate or length in points.
    public static let maxCoordinate = 100_000.0
    /// Largest transition or hold duration, in seconds.
    public static let maxDuration = Rational(600)
    /// Largest whole clip, in seconds.
    public static let maxClipDuration = Rational(3600)
    /// Most steps in a flow (each compiles its screens once at load).
    public static let maxFlowSteps = 200
    /// Frames per second.
    public static let frameRateRange = Rational(1)...Rational(240)
    /// Deepest view nesting.
    public static let maxViewDepth = 64
    /// Values (scalars, lists, mappings and keys) in a template and its includes together: a
    /// large seed-like template holds a few thousand; this bounds the parsed tree to some tens
    /// of megabytes.
    public static let maxValues = 200_000
    /// Deepest nesting of lists and mappings in a file (64 levels of views need about 140).
    public static let maxNesting = 256
    /// Files a template may include in all (an include may include further files, and the same
    /// file twice; without a limit, nine includes per file sixteen deep would be 9^16 reads).
    public static let maxIncludedFiles = 64
    /// Characters (grapheme clusters) in one label's text.
    public static let maxLabelCharacters = 10_000
    /// Bytes in one string table file (`.xcstrings`, `.strings`): an app's whole catalog of
    /// some thousand keys in 40 languages is a few megabytes.
    public static let maxStringTableBytes = 16 << 20
}
