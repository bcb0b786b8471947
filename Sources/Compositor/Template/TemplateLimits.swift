/// The bounds a template's numbers must stay within, so absurd input fails with a message
/// instead of exhausting memory or time.
public enum TemplateLimits {
    /// Largest video width or height in pixels.
    public static let maxPixelDimension = 8192
    /// Largest coordinate or length in points.
    public static let maxCoordinate = 100_000.0
    /// Largest transition or hold duration, in seconds.
    public static let maxDuration = Rational(600)
    /// Largest whole clip, in seconds.
    public static let maxClipDuration = Rational(3600)
    /// Frames per second.
    public static let frameRateRange = Rational(1)...Rational(240)
    /// Deepest view nesting.
    public static let maxViewDepth = 64
}
