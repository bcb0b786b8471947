import ArgumentParser
import Compositor
import Foundation

/// The `segue-video` command line: render, still, checksum and the rest, each a subcommand.
///
/// `main()` maps every failure to the documented exit codes (README): usage errors exit 2
/// rather than ArgumentParser's 64, and each `SegueVideoError` exits with its own status after
/// one line on standard error; usage errors too, as `UsageLine` words them.
@main
struct SegueVideo: ParsableCommand {
    static let toolVersion = Compositor.SegueVideo.version

    static let configuration = CommandConfiguration(
        commandName: "segue-video",
        abstract: "Render iOS-style custom segues and app walkthroughs to video (H.264 or HEVC MP4, ProRes, WebM, GIF, PNG frames) and stills.",
        discussion: """
        Exit codes: 0 ok, 1 failure (mismatch), 2 usage, 3 invalid template, 4 bad asset, \
        5 output I/O, 130 interrupted.
        """,
        subcommands: [
            RenderCommand.self,
            StillCommand.self,
            ProofCommand.self,
            ValidateCommand.self,
            BatchCommand.self,
            MergeCommand.self,
            ListCommand.self,
            ChecksumCommand.self,
            VerifyCommand.self,
            CheckCommand.self,
            BenchCommand.self,
            ProbeCommand.self,
            ImportCommand.self,
            PreviewCommand.self,
        ])

    @Flag(name: .long, help: "Print the versions of segue-video and the libraries it runs with.")
    var version = false

    mutating func run() throws {
        guard version else { throw CleanExit.helpRequest(self) }
        print("segue-video \(SegueVideo.toolVersion)")
        for (name, value) in LibraryVersions.all { print("\(name) \(value)") }
        print("fonts (file, Debian package, SHA-256):")
        for row in FontTable.rows() { print("  \(row.name) \(row.package) \(row.sha256 ?? "missing (\(row.path))")") }
    }

    static func main() {
        EngineEnvironment.locateFonts()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as OptionError {
            // An option the library refused after parsing (`RenderSettings`): a usage mistake,
            // shown as ArgumentParser's are, pointing at the subcommand's help.
            Console.error(UsageLine.text(message: error.message, arguments: Array(CommandLine.arguments.dropFirst())))
            Foundation.exit(error.exitStatus.rawValue)
        } catch let error as SegueVideoError {
            Console.error(error.description)
            Foundation.exit(error.exitStatus.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            let text = message(for: error)
            if code == .validationFailure {
                Console.error(UsageLine.text(message: text, arguments: Array(CommandLine.arguments.dropFirst())))
            } else if !text.isEmpty {
                Console.error(UsageLine.joined(text))
            }
            Foundation.exit(code == .validationFailure ? ExitStatus.usage.rawValue : code.rawValue)
        }
    }
}
