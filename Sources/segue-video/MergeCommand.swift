import ArgumentParser
import Compositor
import Foundation

/// `segue-video merge`: the shards of `batch --shard` into one batch's manifest and gallery.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the shards of a sharded batch into manifest.json and index.html.",
        discussion: """
        Reads every manifest.shard-I-of-N.json in the folders, checks that all shards of one \\
        plan are there and that every planned clip was written exactly once with the hashes its \\
        shard recorded, copies clips from other folders into the output folder, and writes \\
        manifest.json and index.html, byte for byte what one `batch` of the whole set writes. \\
        Exit 1 with one line per missing, failed or stale shard (rerun those) and nothing \\
        written; otherwise the status the whole batch would have had. See docs/farm.md.
        """)

    @Argument(help: "Folders the shards wrote into (often one shared folder).")
    var folders: [String]

    @Option(name: .shortAndLong, help: "Where manifest.json and index.html go (default: the first folder).")
    var output: String?

    func validate() throws {
        guard !folders.isEmpty else { throw ValidationError("give at least one shard output folder") }
    }

    func run() throws {
        let output = output ?? folders[0]
        let outcome = try ShardMerge.merge(folders: folders, into: output)
        outcome.problems.forEach { Console.error($0) }
        if !outcome.shardsToRerun.isEmpty {
            Console.error("rerun shard\(outcome.shardsToRerun.count == 1 ? "" : "s") \(outcome.shardsToRerun.map(String.init).joined(separator: ", ")) of \(outcome.shardCount), then merge again")
        }
        guard outcome.problems.isEmpty else { Foundation.exit(ExitStatus.failure.rawValue) }
        outcome.failures.forEach { Console.error($0.message) }
        let removed = outcome.removedTemporaries.count
        Console.info("merged \(outcome.records.count) clips from \(outcome.shardCount) shard\(outcome.shardCount == 1 ? "" : "s") into \(output)"
                     + (outcome.copied > 0 ? " (\(outcome.copied) files copied)" : "")
                     + (removed > 0 ? "; removed \(removed) stale temporary file\(removed == 1 ? "" : "s")" : ""))
        Console.info("gallery: \(output)/\(BatchGallery.fileName)")
        if outcome.status != .ok { Foundation.exit(outcome.status.rawValue) }
    }
}
