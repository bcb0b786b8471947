/// What reading one template (with every file it includes) may consume: values, nesting and
/// included files, counted as they are read and shared by all of the template's files, so no
/// input — a deeply nested list, a file of a million numbers, includes that fan out — can make
/// the reader use more than a few tens of megabytes or more than a moment.
final class TemplateBudget {
    /// Values (scalars, lists, mappings, keys) left to read.
    private(set) var valuesLeft = TemplateLimits.maxValues
    /// Files still allowed to be included.
    private(set) var includesLeft = TemplateLimits.maxIncludedFiles
    /// The real paths of the files included so far, in reading order (`SegueTemplate.includedFiles`).
    private(set) var includedFiles: [String] = []

    /// Notes that the file at real path `path` was read as an include.
    func recordInclude(_ path: String) { includedFiles.append(path) }

    /// Counts one value at nesting level `depth` (the root is 1), or calls `fail` with the
    /// message of the limit it crosses.
    func spend(depth: Int, fail: (String) throws -> Void) throws {
        if depth > TemplateLimits.maxNesting {
            try fail("values are nested deeper than \(TemplateLimits.maxNesting) levels")
        }
        valuesLeft -= 1
        if valuesLeft < 0 {
            try fail("the template holds more than \(TemplateLimits.maxValues) values (with its includes)")
        }
    }

    /// Counts one included file; false once the limit is reached.
    func spendInclude() -> Bool {
        includesLeft -= 1
        return includesLeft >= 0
    }
}
