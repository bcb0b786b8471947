import Compositor
import Foundation
import Testing

/// A property test of the library's front door: seeded random templates built in code, each
/// broken in one to three ways a program could break it (an unknown scene, an odd, empty or
/// non-finite size, a bad scale, colors out of range, non-finite frames, an unknown animator,
/// negative times, no scenes, an encoder setting out of range). For every one of them
/// `SegueVideo.validate` and `SegueVideo.render` must throw a `SegueVideoError` (one line per
/// problem, each naming the file) and write nothing. A trap would end the test process, which
/// is the failure this test exists to catch.
@Suite struct RandomTemplateTests {
    /// One way to break a template; every value it draws is invalid, so every case must throw.
    static let breakages: [(String, @Sendable (inout SegueTemplate, inout SplitMix64) -> Void)] = [
        ("unknown from scene", { t, r in t.segue.from = "zz\(r.next() % 1000)" }),
        ("unknown to scene", { t, r in t.segue.to = "zz\(r.next() % 1000)" }),
        ("odd, empty or non-finite size", { t, r in
            let widths: [Double] = [33, 0, -32, .nan, .infinity, 31]
            t.canvas.scale = 1
            t.canvas.size = Size(width: widths[Int(r.next() % 6)], height: 24)
        }),
        ("bad scale", { t, r in t.canvas.scale = [0, -2, .nan, .infinity, 1e9][Int(r.next() % 5)] }),
        ("color out of range", { t, r in
            let bad: [Double] = [-0.5, 1.5, .nan, .infinity]
            guard !t.scenes.isEmpty else { return }  // "no scenes" came first: still broken
            t.scenes[0].root.subviews[0].backgroundColor = Color(red: bad[Int(r.next() % 4)], green: 0, blue: 0)
        }),
        ("non-finite frame", { t, r in
            let bad: [Double] = [.nan, .infinity, -.infinity]
            guard !t.scenes.isEmpty else { return }
            t.scenes[0].root.subviews[0].frame = Rect(x: bad[Int(r.next() % 3)], y: 4, width: 12, height: 8)
        }),
        // An unknown animator cannot be built in code (`AnimatorKind`); one without its options can.
        ("animator without its options", { t, _ in t.segue.animator = .imageZoom }),
        ("negative duration", { t, r in t.segue.duration = Rational(-1 - Int64(r.next() % 5)) }),
        ("negative hold", { t, r in t.segue.holdBefore = Rational(-1 - Int64(r.next() % 5)) }),
        ("no scenes", { t, _ in t.scenes = [] }),
        ("crf out of range", { t, r in t.video.crf = [0, -1, 52, 1000][Int(r.next() % 4)] }),
    ]

    @Test func brokenTemplatesThrowAndNeverTrap() async throws {
        let dir = TemporaryDirectory()
        let base = try SegueVideoLibraryTests.base(dir)
        try SegueVideo.validate(base)  // the unbroken template is valid
        var random = SplitMix64(seed: 19)
        var seen = Set<String>()
        for round in 0..<120 {
            var template = base
            var names: [String] = []
            for _ in 0..<(1 + Int(random.next() % 3)) {
                let (name, breakIt) = Self.breakages[Int(random.next() % UInt64(Self.breakages.count))]
                breakIt(&template, &random)
                names.append(name)
            }
            seen.formUnion(names)
            let validated = Self.thrown { try SegueVideo.validate(template) }
            #expect(validated != nil, "round \(round): validate accepted \(names)")
            // One line per problem (several problems: `TemplateErrors`), each naming the file.
            for line in (validated ?? "").split(separator: "\n") {
                #expect(line.hasPrefix(base.file + ": "), "round \(round) \(names): \(line)")
            }
            var rendered: String?
            do {
                _ = try await SegueVideo.render(template, to: dir.path + "/r\(round).mp4")
            } catch let error as any SegueVideoError {
                rendered = error.description
            }
            #expect(rendered != nil, "round \(round): render accepted \(names)")
            #expect(!FileManager.default.fileExists(atPath: dir.path + "/r\(round).mp4"))
        }
        #expect(seen.count == Self.breakages.count)  // every breakage was drawn at least once
    }

    /// The one-line description of the `SegueVideoError` `body` throws, or nil when it throws
    /// nothing (any other error fails the test).
    static func thrown(_ body: () throws -> Void) -> String? {
        do { try body() } catch let error as any SegueVideoError {
            return error.description
        } catch {
            Issue.record("not a SegueVideoError: \(error)")
            return "\(error)"
        }
        return nil
    }
}
