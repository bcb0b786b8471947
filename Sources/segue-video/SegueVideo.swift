import ArgumentParser
import Compositor

/// The `segue-video` command line.
@main
struct SegueVideo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue-video",
        abstract: "Render iOS-style custom segues to MP4.")
}
