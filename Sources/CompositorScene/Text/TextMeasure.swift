import Foundation

/// Measures text exactly as `TextRenderer` lays it out, for layout that sizes a view to its
/// text while a scene is built (UIKit's intrinsic content size: a table cell's value, a bar
/// item's title), where no renderer of a drawing thread is at hand.
///
/// One renderer serves every thread behind a lock: a measurement is a cache lookup after the
/// first, and shaping works in integer layout units, so the width is the same on every thread
/// and every run. It uses the bundled fonts and the fallback chain, as drawing does.
package enum TextMeasure {
    private static let lock = NSLock()
    /// Guarded by `lock`; made on first use (fonts load lazily, so it costs little).
    nonisolated(unsafe) private static var renderer: TextRenderer?

    /// The width in points of `label`'s widest paragraph set on one line each (no wrapping, no
    /// line limit), or nil when its fonts cannot be loaded (drawing reports that error).
    package static func width(of label: Label) -> Double? {
        var unwrapped = label
        unwrapped.numberOfLines = 0
        lock.lock()
        defer { lock.unlock() }
        do {
            if renderer == nil { renderer = try TextRenderer() }
            return try renderer?.layout(unwrapped, width: .infinity).width
        } catch {
            return nil
        }
    }

    /// `width(of:)` rounded up to whole device pixels at `scale`, as UIKit rounds a label's
    /// intrinsic content size up so that the text is never cut by a fraction of a pixel.
    package static func pixelCeilWidth(of label: Label, scale: Double) -> Double? {
        guard let width = width(of: label) else { return nil }
        let s = max(scale, 1)
        return (width * s).rounded(.up) / s
    }
}
