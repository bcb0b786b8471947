/// A template's asset (image or font) that is missing, unreadable, corrupt or too large: exit 4.
public struct AssetError: SegueVideoError, Equatable {
    /// The asset's path as the user can find it.
    public var path: String
    /// What is wrong with it, in one line.
    public var message: String

    /// An error about the asset at `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var exitStatus: ExitStatus { .badAsset }
    public var description: String { "\(path): \(message)" }
}
