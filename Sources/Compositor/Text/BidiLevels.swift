/// What a character does to text direction, in the simplified bidirectional algorithm below.
enum BidiClass: Sendable {
    /// A letter of a left-to-right script.
    case leftToRight
    /// A letter of a right-to-left script.
    case rightToLeft
    /// A digit: reads left to right, but does not set the direction around it.
    case number
    /// Spaces, punctuation, symbols, marks: take the direction around them.
    case neutral
}

/// Embedding levels for the characters of one paragraph, and visual reordering by them: the core
/// of the Unicode bidirectional algorithm (UAX #9) without explicit embeddings and isolates,
/// bracket pairs, mirroring, or the distinction between European and Arabic numbers.
///
/// Levels: 0 is left-to-right in a left-to-right paragraph, 1 is right-to-left, 2 is
/// left-to-right inside right-to-left (numbers, or Latin in a Hebrew paragraph).
enum BidiLevels {
    /// The paragraph's direction: its first letter's (rule P2; digits do not count), else left to right.
    static func paragraphDirection(_ classes: [BidiClass]) -> TextRunDirection {
        for c in classes {
            if c == .leftToRight { return .leftToRight }
            if c == .rightToLeft { return .rightToLeft }
        }
        return .leftToRight
    }

    /// The level of each character.
    /// - W7: a number after left-to-right text (or at the start of a left-to-right paragraph) is
    ///   left-to-right; otherwise it stays a number and counts as right-to-left for its neighbours.
    /// - N1, N2: neutrals between two characters of one direction take it, else the paragraph's.
    /// - I1, I2: levels from the resolved directions.
    static func resolve(_ classes: [BidiClass], base: TextRunDirection) -> [Int] {
        var lastStrong = base
        let weak: [BidiClass] = classes.map { c in
            switch c {
            case .leftToRight: lastStrong = .leftToRight; return c
            case .rightToLeft: lastStrong = .rightToLeft; return c
            case .number: return lastStrong == .leftToRight ? .leftToRight : .number
            case .neutral: return c
            }
        }
        func direction(_ c: BidiClass) -> TextRunDirection? {
            switch c {
            case .leftToRight: .leftToRight
            case .rightToLeft, .number: .rightToLeft
            case .neutral: nil
            }
        }
        var following = [TextRunDirection](repeating: base, count: weak.count)
        var next = base
        for i in weak.indices.reversed() {
            following[i] = next
            if let d = direction(weak[i]) { next = d }
        }
        var previous = base
        let baseLevel = base == .rightToLeft ? 1 : 0
        return weak.indices.map { i in
            let c = weak[i]
            let resolved: BidiClass
            if c == .neutral {
                resolved = previous == following[i] ? (previous == .rightToLeft ? .rightToLeft : .leftToRight)
                    : (base == .rightToLeft ? .rightToLeft : .leftToRight)
            } else {
                resolved = c
                previous = direction(c)!
            }
            switch resolved {
            case .leftToRight: return baseLevel == 0 ? 0 : 2
            case .rightToLeft: return 1
            case .number, .neutral: return 2
            }
        }
    }

    /// Rule L2 on whole runs: from the highest level down to 1, reverse every maximal sequence of
    /// runs at that level or above. Each run's content must already be in its own visual order.
    static func reorder<T>(_ runs: inout [T], level: (T) -> Int) {
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
