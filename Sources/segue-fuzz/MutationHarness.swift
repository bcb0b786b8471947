#if !FUZZING
import Compositor
import Foundation

/// The fuzzer without libFuzzer: `segue-fuzz TARGET SECONDS CORPUS...` mutates the corpus files
/// with a seeded generator (the same inputs in the same order on every run, so a finding
/// replays) and runs the target on each for SECONDS. Before each run the input goes to
/// `.build-fuzz/TARGET-last-input`, so a crash leaves the input that caused it behind.
@main
struct MutationHarness {
    static func main() throws {
        let args = CommandLine.arguments
        guard args.count >= 4, let target = FuzzTarget(rawValue: args[1]), let seconds = Double(args[2]) else {
            FileHandle.standardError.write(Data(("usage: segue-fuzz \(FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")) SECONDS CORPUS_FILE_OR_FOLDER...\n").utf8))
            exit(2)
        }
        let corpus = args[3...].flatMap(files).compactMap { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } }
        guard !corpus.isEmpty else { FileHandle.standardError.write(Data(("segue-fuzz: empty corpus\n").utf8)); exit(2) }
        try FileManager.default.createDirectory(atPath: ".build-fuzz", withIntermediateDirectories: true)
        let last = ".build-fuzz/\(target.rawValue)-last-input"
        var mutator = Mutator(seed: 0x5E6E_F022)
        let start = Date()
        var executions = 0
        while Date().timeIntervalSince(start) < seconds {
            for _ in 0..<64 {
                let input = executions < corpus.count ? corpus[executions] : mutator.mutate(corpus[mutator.below(corpus.count)], other: corpus[mutator.below(corpus.count)])
                FileManager.default.createFile(atPath: last, contents: Data(input))
                input.withUnsafeBytes { target.run($0) }
                executions += 1
            }
        }
        try? FileManager.default.removeItem(atPath: last)
        try? FileManager.default.removeItem(atPath: FuzzTarget.scratch)
        let elapsed = Date().timeIntervalSince(start)
        print("segue-fuzz \(target.rawValue): \(executions) executions in \(String(format: "%.0f", elapsed)) s (\(Int(Double(executions) / elapsed))/s), \(corpus.count) seeds, no crash")
    }

    /// `path` itself, or the files directly inside it, sorted.
    static func files(_ path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [path] }
        return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().map { path + "/" + $0 }
    }
}

/// Byte-level mutations in the manner of libFuzzer's: flips, overwrites with interesting
/// values, inserts and deletes, duplications and splices with another input, driven by
/// `SplitMix64` (the Compositor's one copy) so every run makes the same sequence.
struct Mutator {
    private var random: SplitMix64
    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func next() -> UInt64 { random.next() }

    mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }

    static let interesting: [[UInt8]] = [[0], [0xFF], [0x7F], [0x80], Array("-1".utf8), Array("1e308".utf8), Array(".nan".utf8),
                                          Array("~".utf8), Array("&a ".utf8), Array("*a".utf8), Array("[".utf8), Array("{".utf8),
                                          Array("\n  - ".utf8), Array("\u{202E}".utf8), Array("\u{200D}".utf8), Array("👩🏽‍💻".utf8),
                                          Array("\u{0301}".utf8), Array("א".utf8), [0xFF, 0xFF, 0xFF, 0xFF], [0, 0, 0x20, 0x01]]

    mutating func mutate(_ input: [UInt8], other: [UInt8]) -> [UInt8] {
        var bytes = input
        for _ in 0...below(4) {
            let at = below(bytes.count + 1)
            switch below(6) {
            case 0 where !bytes.isEmpty: bytes[min(at, bytes.count - 1)] ^= UInt8(1 << below(8))
            case 1: bytes.insert(contentsOf: Self.interesting[below(Self.interesting.count)], at: at)
            case 2 where !bytes.isEmpty: bytes.removeSubrange(at..<min(bytes.count, at + 1 + below(16)))
            case 3 where at < bytes.count: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 1 + below(64))], at: at)
            case 4 where !other.isEmpty:
                let from = below(other.count)
                bytes.insert(contentsOf: other[from..<min(other.count, from + 1 + below(64))], at: at)
            default:
                if !bytes.isEmpty { bytes[min(at, bytes.count - 1)] = UInt8(truncatingIfNeeded: next()) }
            }
        }
        return Array(bytes.prefix(1 << 20))
    }
}
#endif
