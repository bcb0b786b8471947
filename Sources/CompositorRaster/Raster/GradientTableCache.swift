/// Gradient color tables by premultiplied stops (`GradientRamp.tables`), kept by one renderer
/// across views and frames: a table depends on the stops and opacity only, so a gradient that
/// moves (the pushed scene's edge shadow, every frame of a push) builds its 1024 entries once.
/// At most `limit` tables; the oldest set is dropped whole when full. Not thread-safe: one per
/// `SceneRenderer`.
package final class GradientTableCache {
    /// A stop with its color premultiplied at the drawing's opacity.
    package struct Stop: Hashable {
        var location: Double
        var color: UInt32
    }

    /// A ramp's tables (see `GradientRamp`).
    package struct Tables {
        let colors: [UInt32]
        let fine: [UInt64]
        let steady: [Bool]
    }

    private struct Key: Hashable {
        var stops: [Stop]
        var dither: Bool
    }

    private var tables: [Key: Tables] = [:]
    private let limit = 64

    /// The tables of `stops`, made on first request.
    package func tables(_ stops: [Stop], dither: Bool) -> Tables {
        let key = Key(stops: stops, dither: dither)
        if let known = tables[key] { return known }
        let made = GradientRamp.tables(stops, dither: dither)
        if tables.count >= limit { tables.removeAll(keepingCapacity: true) }
        tables[key] = made
        return made
    }
}
