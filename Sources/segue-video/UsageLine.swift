import Compositor
import Foundation

/// A command-line mistake as the one line the README promises: ArgumentParser's message without
/// its "Error:" prefix, "did you mean" for a misspelt subcommand, and a pointer to the help of
/// the subcommand that was run (not the root's usage).
enum UsageLine {
    /// The line for `message` (ArgumentParser's brief message) given the arguments after the
    /// tool's name.
    static func text(message: String, arguments: [String]) -> String {
        let names = SegueVideo.configuration.subcommands.compactMap { $0.configuration.commandName }
        let first = arguments.first { !$0.hasPrefix("-") }
        let brief = joined(message)
        guard let first, names.contains(first) else {
            if let first, arguments.first == first, let guess = DidYouMean.closest(to: first, among: names) {
                return "unknown command '\(first)'; did you mean '\(guess)'? (see 'segue-video --help')"
            }
            if let first, arguments.first == first {
                return "unknown command '\(first)'; the commands are \(names.joined(separator: ", ")) (see 'segue-video --help')"
            }
            return "\(brief) (see 'segue-video --help')"
        }
        return "\(brief) (see 'segue-video \(first) --help')"
    }

    /// `message`'s lines joined with "; " into one.
    static func joined(_ message: String) -> String {
        message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: "; ")
    }
}
