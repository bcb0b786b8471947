import ArgumentParser
import Compositor
import Foundation
import SeguePreview

/// `segue-video preview`: the live preview studio, a local web page that shows any frame of
/// the templates under PATH, their timelines and their problems, and reloads on every edit.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live preview of templates on a local web page.",
        discussion: """
        Lists the templates under each PATH (folders or template files; default: the current \
        folder) with their validation status, shows any frame as the scrubber moves, draws the \
        timeline, renders clips, and reloads within a second of any edit to a template, an \
        included file or an image. Binds to loopback unless --host says otherwise; renders and \
        saved stills go to --output. Stop it with Ctrl-C. See docs/preview.md.
        """)

    @Argument(help: "Folders of templates, or template files.")
    var paths: [String] = ["."]

    @Option(help: "The port to listen on (0: any free port).")
    var port: Int = 8080

    @Option(help: "The address to listen on; anything but loopback lets other machines see your templates.")
    var host: String = "127.0.0.1"

    @Option(name: .shortAndLong, help: "The folder rendered clips, saved stills and exports are written to (an export may go beside its template instead).")
    var output: String = "segue-preview-output"

    @Flag(help: "Draw characters no font covers as the font's missing-glyph box instead of listing the template as a problem.")
    var allowMissingGlyphs = false

    @Flag(help: "Open the page in the default browser (xdg-open).")
    var open = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port \(port) is out of range; expected 0 to 65535") }
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("\(path): no such file or folder")
        }
    }

    func run() throws {
        let server = try PreviewServer(configuration: PreviewConfiguration(paths: paths, host: host, port: port, outputFolder: output,
                                                                                allowMissingGlyphs: allowMissingGlyphs, engine: EngineEnvironment.settings))
        let failure = FailureBox()
        let finished = DispatchSemaphore(value: 0)
        let (host, open, paths) = (host, open, paths)
        let serving = Task {
            do {
                try await server.run(handleSignals: false) { port in
                    // Only once bound: an address the machine does not have is an error, not a listener.
                    if !HostNames.isLoopback(host) {
                        Console.warning("preview: listening on \(host), not loopback: other machines can read the templates under \(paths.joined(separator: ", "))")
                    }
                    let url = "http://\(host.contains(":") ? "[\(host)]" : host):\(port)/"
                    print("segue-video preview: \(url) (Ctrl-C stops)")
                    fflush(nil)
                    if open { PreviewCommand.openBrowser(url) }
                }
            } catch {
                failure.set(error)
            }
            finished.signal()
        }
        // Ctrl-C or SIGTERM: stop serving and rendering, and exit 130 as every command does when
        // interrupted; an open event stream or a render in flight does not hold the process
        // past a second.
        let interrupted = SignalTrap.install {
            serving.cancel()
            server.cancelRenders()
            DispatchQueue.global().asyncAfter(deadline: .now() + PreviewCommand.stopGrace) {
                Foundation.exit(ExitStatus.interrupted.rawValue)
            }
        }
        finished.wait()
        if interrupted.isRaised {
            // Cancelled renders stop within a frame and remove their unfinished files.
            while server.rendersUnderWay > 0 { usleep(10_000) }
            Foundation.exit(ExitStatus.interrupted.rawValue)
        }
        if let error = failure.error {
            Console.error("preview: cannot serve on \(host):\(port): \(error)")
            Foundation.exit(ExitStatus.failure.rawValue)
        }
    }

    /// How long a stop waits for the server to close its connections before the process exits.
    static let stopGrace: DispatchTimeInterval = .milliseconds(800)

    private static func openBrowser(_ url: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { Console.warning("preview: cannot open a browser (\(error)); open \(url) yourself") }
    }
}

/// The error a background task ended with, read after it finished.
private final class FailureBox: @unchecked Sendable {
    // Invariant for @unchecked Sendable: `stored` only under `lock`.
    private let lock = NSLock()
    private var stored: (any Error)?
    var error: (any Error)? { lock.withLock { stored } }
    func set(_ error: any Error) { lock.withLock { stored = error } }
}

/// Whether an address is loopback (the preview warns before serving anywhere else).
enum HostNames {
    static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }
}
