/// A character's direction in broad strokes, for choices beside the bidirectional algorithm
/// (punctuation staying in the font of the text before it; hyphens breaking after letters).
package enum BidiClass: Sendable {
    /// A letter of a left-to-right script.
    case leftToRight
    /// A letter of a right-to-left script.
    case rightToLeft
    /// A digit: reads left to right, but does not set the direction around it.
    case number
    /// Spaces, punctuation, symbols, marks: take the direction around them.
    case neutral
}

/// Visual reordering of a line's runs by their embedding levels (levels come from
/// `UnicodeBidi`, the full algorithm by FriBidi).
package enum BidiLevels {
    /// Rule L2 on whole runs: from the highest level down to 1, reverse every maximal sequence of
    /// runs at that level or above. Each run's content must already be in its own visual order.
    package static func reorder<T>(_ runs: inout [T], level: (T) -> Int) {
        let highest = runs.map(level).max() ?? 0
        for floor in stride(from: highest, through: 1, by: -1) {
            var i = 0
            while i < runs.count {
                guard level(runs[i]) >= floor else { i += 1; continue }
                var j = i
                while j < runs.count, level(runs[j]) >= floor { j += 1 }
                runs[i..<j].reverse()
                i = j
            }
        }
    }
}
