/// How `batch` lays out its output folder (`--layout`, `OptionCatalog.layout`).
public enum BatchLayout: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    /// Every clip, poster and hash file in the folder under its own name (as always).
    case plain
    /// As `plain`, plus each App Store preview copied to where fastlane's `deliver` uploads
    /// previews from: `app_previews/<locale>/NAME_<TYPE>.mp4` (`FastlaneLayout`), each flow
    /// screenshot to `screenshots/<locale>/` (`FastlaneScreenshots`), and a `Deliverfile` naming
    /// both folders and the previews' poster frame (`FastlaneDeliverfile`).
    case fastlane

    public var description: String { rawValue }
}
