import CompositorScene

/// The scenes of a template as read so far, from its own `scenes:` and the files it includes.
struct SceneList {
    /// Decoded scenes in the order declared (included files first, in include order).
    var scenes: [Scene] = []
    /// How many scene names were declared, decodable or not (for the two-scene minimum).
    var declared = 0
    /// The file each scene name was declared in, to name it when the name comes again.
    var origin: [String: String] = [:]
    /// An included file could not be read, so scenes may be missing for reasons already reported.
    var incomplete = false
}
