import CompositorCore
import Foundation

/// Which slice of a batch this process renders: shard `index` (from 0) of `count`.
///
/// Given as `I/N` on the command line (a CI matrix passes its own numbers), or read from the
/// scheduler that started the process (`--shard auto`), so one job script serves every worker.
package struct ShardSpec: Sendable, Equatable, CustomStringConvertible {
    /// From 0 to `count` − 1.
    public let index: Int
    public let count: Int
    /// Where the numbers came from, for the progress line ("SLURM_ARRAY_TASK_ID=2 of 4").
    public let source: String

    /// Most shards a batch can be split into.
    public static let maxCount = 10_000

    /// A usage error in `--shard` or the scheduler's environment (exit 2).
    public struct Problem: SegueVideoError, Equatable {
        public var message: String
        public var exitStatus: ExitStatus { .usage }
        public init(message: String) { self.message = message }
        public var description: String { "--shard: \(message)" }
    }

    public init(index: Int, count: Int, source: String = "--shard") throws(Problem) {
        guard (1...ShardSpec.maxCount).contains(count) else {
            throw Problem(message: "the shard count must be 1 to \(ShardSpec.maxCount), not \(count)")
        }
        guard (0..<count).contains(index) else {
            throw Problem(message: "shard index \(index) is not in 0...\(count - 1) (shards count from 0)")
        }
        self.index = index; self.count = count; self.source = source
    }

    /// `I/N`, I from 0: `2/4` is the third of four shards.
    public init(parsing text: String) throws(Problem) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else {
            throw Problem(message: "expected I/N (shard I of N, I from 0, such as 0/4) or auto, not '\(text)'")
        }
        try self.init(index: i, count: n)
    }

    /// `--shard auto`: the index and count from the scheduler's environment, first match wins:
    /// - Slurm job array: `SLURM_ARRAY_TASK_ID`, offset by `SLURM_ARRAY_TASK_MIN` and divided by
    ///   `SLURM_ARRAY_TASK_STEP`; the count from `SLURM_ARRAY_TASK_COUNT`, else min, max and step.
    /// - Kubernetes Indexed Job: `JOB_COMPLETION_INDEX`; the count from `count` (`--shard-count`)
    ///   or `SEGUE_SHARD_COUNT` (set it to the Job's `completions`).
    /// - AWS Batch array job: `AWS_BATCH_JOB_ARRAY_INDEX` and `AWS_BATCH_JOB_ARRAY_SIZE`.
    /// - Anything else (a CI matrix, a shell loop): `SEGUE_SHARD_INDEX` and `SEGUE_SHARD_COUNT`.
    /// `count`, when given, overrides (and must agree with) whatever the environment says.
    public init(environment env: [String: String], count: Int? = nil) throws(Problem) {
        func number(_ name: String) throws(Problem) -> Int? {
            guard let text = env[name] else { return nil }
            guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
                throw Problem(message: "\(name)=\(text) is not a whole number")
            }
            return value
        }
        func total(_ fromEnvironment: Int?, _ what: String) throws(Problem) -> Int {
            if let count, let fromEnvironment, count != fromEnvironment {
                throw Problem(message: "--shard-count \(count) disagrees with \(what)=\(fromEnvironment)")
            }
            let fromVariable = try number("SEGUE_SHARD_COUNT")
            if let n = count ?? fromEnvironment ?? fromVariable { return n }
            throw Problem(message: "\(what) is not set: give the shard count with --shard-count N or SEGUE_SHARD_COUNT")
        }
        if let id = try number("SLURM_ARRAY_TASK_ID") {
            let min = try number("SLURM_ARRAY_TASK_MIN") ?? 0
            let step = max(1, try number("SLURM_ARRAY_TASK_STEP") ?? 1)
            // The variables are anyone's numbers: near Int's limits a difference overflows, and
            // that is a usage error like any other bad value, not a trap.
            func checked(_ result: (partialValue: Int, overflow: Bool)) throws(Problem) -> Int {
                guard !result.overflow else {
                    throw Problem(message: "the Slurm array's bounds are out of range (task \(id), min \(min), max \(env["SLURM_ARRAY_TASK_MAX"] ?? "unset"), step \(step)); submit it as --array=0-N")
                }
                return result.partialValue
            }
            let offset = try checked(id.subtractingReportingOverflow(min))
            var span: Int?
            if let last = try number("SLURM_ARRAY_TASK_MAX") {
                span = try checked((try checked(last.subtractingReportingOverflow(min)) / step).addingReportingOverflow(1))
            }
            let tasks = try number("SLURM_ARRAY_TASK_COUNT")
            let n = try total(tasks ?? span, "SLURM_ARRAY_TASK_COUNT")
            guard offset % step == 0, span == nil || span == n else {
                throw Problem(message: "the Slurm array is not one evenly stepped range (task \(id), min \(min), step \(step), \(n) tasks); submit it as --array=0-\(n &- 1)")
            }
            try self.init(index: offset / step, count: n, source: "SLURM_ARRAY_TASK_ID=\(id)")
        } else if let index = try number("JOB_COMPLETION_INDEX") {
            try self.init(index: index, count: try total(nil, "the Job's completions"), source: "JOB_COMPLETION_INDEX=\(index)")
        } else if let index = try number("AWS_BATCH_JOB_ARRAY_INDEX") {
            let n = try total(try number("AWS_BATCH_JOB_ARRAY_SIZE"), "AWS_BATCH_JOB_ARRAY_SIZE")
            try self.init(index: index, count: n, source: "AWS_BATCH_JOB_ARRAY_INDEX=\(index)")
        } else if let index = try number("SEGUE_SHARD_INDEX") {
            try self.init(index: index, count: try total(nil, "SEGUE_SHARD_COUNT"), source: "SEGUE_SHARD_INDEX=\(index)")
        } else {
            throw Problem(message: "auto found no shard index in the environment (SLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX, AWS_BATCH_JOB_ARRAY_INDEX or SEGUE_SHARD_INDEX); give --shard I/N")
        }
    }

    /// `I/N`.
    public var description: String { "\(index)/\(count)" }

    /// The shard's manifest in the output folder: `manifest.shard-I-of-N.json`.
    public var manifestName: String { "manifest.shard-\(index)-of-\(count).json" }
}
