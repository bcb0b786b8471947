/// Which shard renders which clip when a batch is split over N workers (`batch --shard I/N`).
///
/// The assignment is a pure function of the clips (name and work) and N, so every worker of a
/// farm computes the same plan from the same templates, whatever order the files are listed
/// in: clips are sorted by work, largest first, then by name (byte order; names are unique in a
/// batch), and each goes to the shard with the least work so far, the lowest index on a tie
/// (greedy longest-processing-time, within 4/3 of the best possible maximum). Then, while the
/// most loaded shard can give a clip to another shard, or swap one with it, so that both end
/// below its load, the best such move is made (ties to the lowest indices): LPT leaves a shard
/// one clip too many when clips are nearly equal, which this repairs. If the largest shard is
/// still above 1.1× the mean, a bounded exact search (`pack`) looks for a plan within it. Work is frames ×
/// pixels, what compositing and encoding time grows with; round-robin by name would put two 1080p
/// clips on one worker and none on another.
package struct ShardPlan: Sendable, Equatable {
    /// One clip as the planner sees it.
    public struct Item: Sendable, Equatable {
        /// The clip's file name (unique in a batch).
        public var name: String
        /// Frames × pixels.
        public var work: Int

        public init(name: String, work: Int) { self.name = name; self.work = work }
    }

    /// How many shards.
    public let count: Int
    /// The clips, in the order given.
    public let items: [Item]
    /// The shard of each item, parallel to `items`.
    public let shards: [Int]
    /// Each shard's total work.
    public let loads: [Int]

    /// Plans `items` over `count` shards (`count` ≥ 1; names must be unique).
    public init(items: [Item], count: Int) {
        precondition(count >= 1)
        self.count = count
        self.items = items
        // Everything below works in this canonical order, so ties never depend on the input's.
        let order = items.indices.sorted { a, b in
            let x = items[a], y = items[b]
            if x.work != y.work { return x.work > y.work }
            return Array(x.name.utf8).lexicographicallyPrecedes(Array(y.name.utf8))
        }
        let work = order.map { items[$0].work }
        var loads = Array(repeating: 0, count: count)
        var placed = Array(repeating: 0, count: work.count)
        for (rank, w) in work.enumerated() {
            var best = 0
            for shard in 1..<count where loads[shard] < loads[best] { best = shard }
            placed[rank] = best
            loads[best] += w
        }
        ShardPlan.refine(work, shards: &placed, loads: &loads)
        // Nearly equal clips with a few per shard can leave LPT and its repair above 1.1× the
        // mean when a plan within it exists: then a bounded exact search looks for one.
        let total = work.reduce(0, +)
        let capacity = total * 11 / (10 * count)
        if (loads.max() ?? 0) > capacity, case .fits(let packed) = ShardPlan.pack(work, bins: count, capacity: capacity) {
            placed = packed
            loads = Array(repeating: 0, count: count)
            for (rank, shard) in placed.enumerated() { loads[shard] += work[rank] }
        }
        var shards = Array(repeating: 0, count: items.count)
        for (rank, index) in order.enumerated() { shards[index] = placed[rank] }
        self.shards = shards
        self.loads = loads
    }

    /// Moves and swaps clips off the most loaded shard while that lowers it without making
    /// another shard as heavy. Each step lowers the sorted load vector, so this ends.
    private static func refine(_ work: [Int], shards: inout [Int], loads: inout [Int]) {
        guard loads.count > 1 else { return }
        for _ in 0..<100_000 {
            var top = 0
            for s in loads.indices where loads[s] > loads[top] { top = s }
            let heavy = shards.indices.filter { shards[$0] == top }
            // The best step: the lowest resulting max of the two shards; (item, partner item or -1, shard).
            var best: (peak: Int, item: Int, other: Int, shard: Int)?
            func consider(_ peak: Int, _ item: Int, _ other: Int, _ shard: Int) {
                guard peak < loads[top] else { return }
                if best == nil || (peak, item, other, shard) < (best!.peak, best!.item, best!.other, best!.shard) {
                    best = (peak, item, other, shard)
                }
            }
            for item in heavy {
                for shard in loads.indices where shard != top {
                    consider(max(loads[top] - work[item], loads[shard] + work[item]), item, -1, shard)
                }
            }
            for other in shards.indices where shards[other] != top {
                let shard = shards[other]
                for item in heavy where work[item] > work[other] {
                    let delta = work[item] - work[other]
                    consider(max(loads[top] - delta, loads[shard] + delta), item, other, shard)
                }
            }
            guard let step = best else { return }
            shards[step.item] = step.shard
            loads[top] -= work[step.item]
            loads[step.shard] += work[step.item]
            if step.other >= 0 {
                shards[step.other] = top
                loads[step.shard] -= work[step.other]
                loads[top] += work[step.other]
            }
        }
    }

    /// What an exact packing search found.
    enum Packing: Equatable {
        /// A shard for each clip (in the order searched) with no shard above the capacity.
        case fits([Int])
        /// No assignment keeps every shard within the capacity.
        case impossible
        /// The step budget ran out first.
        case gaveUp
    }

    /// Searches for a shard for each of `work` (largest first) so that no shard exceeds
    /// `capacity`: depth first in a fixed order, bins with equal loads tried once, states that
    /// lead nowhere remembered. Deterministic: the order depends only on `work`, never on timing.
    static func pack(_ work: [Int], bins: Int, capacity: Int, budget: Int = 200_000) -> Packing {
        var loads = Array(repeating: 0, count: bins)
        var chosen = Array(repeating: 0, count: work.count)
        var steps = 0
        var suffix = Array(repeating: 0, count: work.count + 1)
        for i in stride(from: work.count - 1, through: 0, by: -1) { suffix[i] = suffix[i + 1] + work[i] }
        var dead = Set<[Int]>()
        func place(_ i: Int) -> Bool? {
            if i == work.count { return true }
            steps += 1
            if steps > budget { return nil }
            if suffix[i] > loads.reduce(0, { $0 + capacity - $1 }) { return false }
            let state = [i] + loads.sorted()
            if dead.contains(state) { return false }
            var tried = Set<Int>()
            for b in 0..<bins where loads[b] + work[i] <= capacity && tried.insert(loads[b]).inserted {
                loads[b] += work[i]
                chosen[i] = b
                let result = place(i + 1)
                if result != false { return result }
                loads[b] -= work[i]
            }
            dead.insert(state)
            return false
        }
        switch place(0) {
        case true?: return .fits(chosen)
        case false?: return .impossible
        case nil: return .gaveUp
        }
    }

    /// The names of the clips shard `index` renders, in the order given.
    public func names(inShard index: Int) -> [String] {
        items.indices.filter { shards[$0] == index }.map { items[$0].name }
    }

    /// The mean shard load (total work / count).
    public var meanLoad: Double { Double(loads.reduce(0, +)) / Double(count) }

    /// The largest shard's work over the mean: 1 is perfect balance. 1 for an empty batch.
    public var balance: Double {
        let mean = meanLoad
        return mean > 0 ? Double(loads.max() ?? 0) / mean : 1
    }

    /// A floor under `balance` for any assignment: not every shard can hold less than the
    /// mean, some shard holds the largest clip (clips cannot be split), and some shard holds at
    /// least ⌈clips / N⌉ clips, so at least the work of that many of the smallest.
    public var balanceLowerBound: Double {
        let mean = meanLoad
        guard mean > 0 else { return 1 }
        let sorted = items.map(\.work).sorted()
        let crowded = sorted.prefix((items.count + count - 1) / count).reduce(0, +)
        return max(1, Double(max(sorted.last ?? 0, crowded)) / mean)
    }
}
