import Compositor
import Foundation

/// `batch --plan`: the assignment of a batch's clips to shards, as text for people or JSON for
/// scripts, with each shard's work and the balance (the largest shard's work over the mean).
enum ShardPlanReport {
    static func text(clips: [BatchClip], plan: ShardPlan, failures: [BatchFailure], this: ShardSpec?) -> String {
        var out = "plan: \(clips.count) clip\(clips.count == 1 ? "" : "s") over \(plan.count) shard\(plan.count == 1 ? "" : "s"), "
            + "balanced by work (frames × pixels): largest shard \(ratio(plan.balance)) the mean"
            + " (the largest clip alone forces at least \(ratio(plan.balanceLowerBound)))\n"
        let mean = plan.meanLoad
        for shard in 0..<plan.count {
            let mine = clips.indices.filter { plan.shards[$0] == shard }
            let frames = mine.reduce(0) { $0 + clips[$1].frameCount }
            out += "shard \(shard)/\(plan.count): \(mine.count) clip\(mine.count == 1 ? "" : "s"), \(frames) frames, work \(megapixels(plan.loads[shard])) Mpx"
                + (mean > 0 ? " (\(ratio(Double(plan.loads[shard]) / mean)) mean)" : "")
                + (this.map { $0.index == shard && $0.source != "--shard" ? "  ← this process (\($0.source))" : "" } ?? "") + "\n"
            for i in mine {
                let c = clips[i]
                out += "  \(c.file)  \(c.frameCount) frames × \(c.template.canvas.pixelWidth)×\(c.template.canvas.pixelHeight)\n"
            }
        }
        for failure in failures { out += "not planned: \(failure.message)\n" }
        return out
    }

    static func json(clips: [BatchClip], plan: ShardPlan, failures: [BatchFailure], this: ShardSpec?) -> JSONValue {
        .object([
            ("shards", .int(plan.count)),
            ("clips", .int(clips.count)),
            ("work", .int(plan.loads.reduce(0, +))),
            ("balance", .number((plan.balance * 10_000).rounded() / 10_000)),
            ("balanceLowerBound", .number((plan.balanceLowerBound * 10_000).rounded() / 10_000)),
            ("assignment", .array((0..<plan.count).map { shard in
                .object([
                    ("shard", .int(shard)),
                    ("work", .int(plan.loads[shard])),
                    ("clips", .array(clips.indices.filter { plan.shards[$0] == shard }.map { i in
                        let c = clips[i]
                        return .object([("file", .string(c.file)), ("template", .string(c.template.file)),
                                        ("frames", .int(c.frameCount)), ("width", .int(c.template.canvas.pixelWidth)),
                                        ("height", .int(c.template.canvas.pixelHeight)), ("work", .int(c.work))])
                    })),
                ])
            })),
            ("failures", .array(failures.map { .string($0.message) })),
        ])
    }

    private static func ratio(_ value: Double) -> String { String(format: "%.3f×", value) }
    private static func megapixels(_ work: Int) -> String { String(format: "%.1f", Double(work) / 1e6) }
}
