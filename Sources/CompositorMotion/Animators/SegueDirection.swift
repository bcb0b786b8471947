/// Which way a segue runs: presenting the destination, or dismissing (unwinding) it.
public enum SegueDirection: String, Hashable, Sendable, CaseIterable {
    case present, dismiss
}
