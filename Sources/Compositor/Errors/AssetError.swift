/// A template's asset (image or font) that is missing, unreadable, corrupt or too large: exit 4.
public struct AssetError: SegueVideoError, Equatable {
    /// The asset's path as the user can find it.
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var exitStatus: ExitStatus { .badAsset }
    public var description: String { "\(path): \(message)" }
}
