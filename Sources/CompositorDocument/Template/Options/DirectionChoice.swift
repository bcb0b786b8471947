import CompositorMotion

/// Which clips a render writes (`OptionCatalog.direction`): the raw values are the names
/// `--direction` takes.
public enum DirectionChoice: String, Sendable, CaseIterable {
    case present, dismiss, both

    /// The clips, in the order they render.
    public var directions: [SegueDirection] {
        switch self {
        case .present: return [.present]
        case .dismiss: return [.dismiss]
        case .both: return [.present, .dismiss]
        }
    }
}
