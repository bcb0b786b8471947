import Foundation
import Testing
@testable import Compositor

/// `batch --shard auto` under Slurm array bounds near Int's limits: a usage error (exit 2, one
/// line), never a trap on overflow, and nothing written.
@Suite struct SlurmOverflowTests {
    /// Bounds whose differences (task − min, max − min, span + 1) pass Int64's range.
    static let hostile: [[String: String]] = [
        ["SLURM_ARRAY_TASK_ID": "9223372036854775807", "SLURM_ARRAY_TASK_MIN": "-9223372036854775808"],
        ["SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_MIN": "-9223372036854775808", "SLURM_ARRAY_TASK_MAX": "9223372036854775807"],
        ["SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_MAX": "9223372036854775807"],
        ["SLURM_ARRAY_TASK_ID": "-9223372036854775808", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_COUNT": "2"],
        ["SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_COUNT": "-9223372036854775808", "SLURM_ARRAY_TASK_MAX": "5"],
    ]

    @Test(arguments: hostile) func refusedNotTrapped(_ env: [String: String]) {
        #expect(throws: ShardSpec.Problem.self) { try ShardSpec(environment: env) }
    }

    @Test func theCommandExitsTwoWithOneLineAndWritesNothing() throws {
        let dir = TemporaryDirectory()
        ShardCommandTests.templates(in: dir)
        for slurm in Self.hostile {
            var env = ProcessInfo.processInfo.environment
            env.merge(slurm) { $1 }
            let r = try CLI.run(["batch", "in", "--shard", "auto", "-o", "out"], in: dir.path, environment: env)
            #expect(r.status == 2, "\(slurm): \(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains("--shard:"), "\(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.path + "/out"))
        }
    }
}
