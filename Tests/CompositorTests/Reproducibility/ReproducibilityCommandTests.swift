import Foundation
import Testing
@testable import Compositor

/// `checksum`, `render --frame-hashes`, `verify` and `check` as a user runs them.
@Suite struct ReproducibilityCommandTests {
    @Test func checksumPrintsOneRowPerFrameOfTheMP4() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("clip.yaml", TemplateFixtures.minimal())
        let sums = try BinaryRun.run(["checksum", template, "--direction", "dismiss"])
        #expect(sums.status == 0, "\(sums.stderr)")
        let rows = sums.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") }
        let render = try BinaryRun.run(["render", template, "--direction", "dismiss", "-o", dir.path + "/out.mp4"])
        #expect(render.status == 0, "\(render.stderr)")
        let info = try MediaProbe.inspect(path: dir.path + "/out.mp4")
        #expect(info.frameCount == 11)  // 0.0 s … 1.0 s at 10 fps
        #expect(rows.count == info.frameCount)
    }

    /// `--frame-hashes` writes exactly what `checksum` prints, per direction.
    @Test func renderFrameHashesEqualChecksum() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("clip.yaml", TemplateFixtures.minimal())
        let r = try BinaryRun.run(["render", template, "-o", dir.path + "/out.mp4", "--frame-hashes", dir.path + "/hashes"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(dir.contents == ["clip.yaml", "hashes-dismiss.framehash", "hashes-present.framehash", "out-dismiss.mp4", "out-present.mp4"])
        for direction in ["present", "dismiss"] {
            let printed = try BinaryRun.run(["checksum", template, "--direction", direction, "--jobs", "1"])
            #expect(try String(contentsOfFile: dir.path + "/hashes-\(direction).framehash", encoding: .utf8) == printed.stdout)
        }
        // The two directions are different pictures.
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir.path + "/hashes-present.framehash"))
            != Data(contentsOf: URL(fileURLWithPath: dir.path + "/hashes-dismiss.framehash")))
    }

    /// `verify` passes and leaves nothing in the temporary folder.
    @Test func verifyPassesAndCleansUp() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("clip.yaml", TemplateFixtures.minimal())
        let scratch = dir.path + "/tmp"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let r = try BinaryRun.run(["verify", template, "--jobs", "3"], environment: ["TMPDIR": scratch])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("ok clip-present: --jobs 1 and --jobs 3: 11 frames identical, MP4"))
        #expect(r.stdout.contains("ok clip-dismiss: --jobs 1 and --jobs 3: 11 frames identical, MP4"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch).isEmpty)
    }

    /// Record, pass, then a one-step color change (#FF0000 → #FE0000 on the card) fails with
    /// the expected, actual and difference pictures of the first differing frame, names the
    /// card by its id, and the difference picture shows the one level as full red (×255).
    @Test func checkFindsAOneStepColorChange() throws {
        let dir = TemporaryDirectory()
        let golden = dir.path + "/golden", failures = dir.path + "/failures"
        let template = dir.write("clip.yaml", TemplateFixtures.minimal())
        let recorded = try BinaryRun.run(["check", "--golden", golden, "--record", template, "--direction", "present"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        // Frame 10 (the last, held) is the picture of frame 7 (the first settled): one still.
        #expect(recorded.stdout.contains("recorded clip-present: 11 frame hashes and stills of frames 0, 3, 5, 7 in"), "\(recorded.stdout)")
        let stored = try FileManager.default.contentsOfDirectory(atPath: golden).sorted()
        #expect(stored == ["clip-present-0.png", "clip-present-3.png", "clip-present-5.png",
                           "clip-present-7.png", "clip-present.framehash"])
        #expect(try String(contentsOfFile: golden + "/clip-present.framehash", encoding: .utf8).contains("#hash: XXH128"))

        let passed = try BinaryRun.run(["check", "--golden", golden, template, "--direction", "present", "--failures", failures])
        #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")
        #expect(passed.stdout.contains("ok clip-present: 11 frames match"))

        dir.write("clip.yaml", TemplateFixtures.minimal().replacingOccurrences(of: "#FF0000", with: "#FE0000"))
        let failed = try BinaryRun.run(["check", "--golden", golden, template, "--direction", "present", "--failures", failures])
        #expect(failed.status == 1)
        #expect(failed.stdout.contains("FAIL clip-present: frame 0 differs"))
        #expect(failed.stdout.contains("frame 0: 384 pixels differ (largest channel difference 1) in x 8..<32, y 8..<24"), "\(failed.stdout)")
        #expect(failed.stdout.contains("views drawn there (front to back): card"), "\(failed.stdout)")
        #expect(failed.stdout.contains("the diff picture amplifies differences ×255"), "\(failed.stdout)")
        #expect(failed.stderr.contains("check: 1 of 1 clips differ from their goldens: clip-present"))
        let written = try FileManager.default.contentsOfDirectory(atPath: failures).sorted()
        #expect(written == ["clip-present-0-actual.png", "clip-present-0-diff.png", "clip-present-0-expected.png"])

        // The pictures are what they claim: the golden still, the new frame, and a difference
        // that is bright exactly where the card is.
        let expected = try ImageDecoder.decode(path: failures + "/clip-present-0-expected.png")
        let actual = try ImageDecoder.decode(path: failures + "/clip-present-0-actual.png")
        let diff = try ImageDecoder.decode(path: failures + "/clip-present-0-diff.png")
        #expect(expected[10, 10] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(actual[10, 10] == PremultipliedRGBA8(r: 254, g: 0, b: 0, a: 255))
        // Pixel statistics of the difference picture: every pixel of the card's box is full
        // red (the one level of red, ×255), every other pixel dark grey (at most 63).
        var inBox: [PremultipliedRGBA8] = [], outside: [PremultipliedRGBA8] = []
        for y in 0..<diff.height {
            for x in 0..<diff.width {
                if (8..<32).contains(x) && (8..<24).contains(y) { inBox.append(diff[x, y]) } else { outside.append(diff[x, y]) }
            }
        }
        #expect(inBox.count == 384 && inBox.allSatisfy { $0 == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255) })
        #expect(outside.allSatisfy { $0.r <= 63 && $0.r == $0.g && $0.g == $0.b && $0.a == 255 })
        #expect(outside.map { Int($0.r) }.max() == 63)  // the white scene, dimmed
    }

    /// A frame without a still of its own is pictured by the still of a frame the golden
    /// recorded with the same hash (here frame 1's still, frames 0–2 being one held picture).
    @Test func aFrameIsPicturedByAStillWithItsHash() throws {
        let dir = TemporaryDirectory()
        let golden = dir.path + "/golden", failures = dir.path + "/failures"
        let template = dir.write("clip.yaml", TemplateFixtures.minimal())
        #expect(try BinaryRun.run(["check", "--golden", golden, "--record", template, "--direction", "present"]).status == 0)
        try FileManager.default.moveItem(atPath: golden + "/clip-present-0.png", toPath: golden + "/clip-present-1.png")
        dir.write("clip.yaml", TemplateFixtures.minimal().replacingOccurrences(of: "#FF0000", with: "#FE0000"))
        let failed = try BinaryRun.run(["check", "--golden", golden, template, "--direction", "present", "--failures", failures])
        #expect(failed.status == 1)
        #expect(failed.stdout.contains("frame 0 (expected: the still clip-present-1.png, recorded with the same hash): 384 pixels differ"), "\(failed.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: failures).sorted()
            == ["clip-present-0-actual.png", "clip-present-0-diff.png", "clip-present-0-expected.png"])
    }

    /// `check --record --hash md5` writes `.framemd5` goldens whose rows are `checksum --hash
    /// md5`'s (FFmpeg's framemd5); `check` then hashes with MD5 and still catches a one-step
    /// change; recording again with the default (XXH3-128) leaves one golden per clip, the
    /// `.framehash`.
    @Test func checkRecordsMD5GoldensOnRequest() throws {
        let dir = TemporaryDirectory()
        let golden = dir.path + "/golden"
        let template = dir.write("clip.yaml", TemplateFixtures.minimal())
        let recorded = try BinaryRun.run(["check", "--golden", golden, "--record", "--hash", "md5", "--stills", "none", template, "--direction", "present"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: golden) == ["clip-present.framemd5"])
        let text = try String(contentsOfFile: golden + "/clip-present.framemd5", encoding: .utf8)
        let checksum = try BinaryRun.run(["checksum", template, "--direction", "present", "--hash", "md5"])
        let rows = { (s: String) in s.split(separator: "\n").filter { !$0.hasPrefix("#") } }
        #expect(text.contains("#hash: MD5"))
        #expect(rows(text).count == 11 && rows(text) == rows(checksum.stdout), "\(checksum.stderr)")
        #expect(try BinaryRun.run(["check", "--golden", golden, template, "--direction", "present"]).status == 0)
        dir.write("clip.yaml", TemplateFixtures.minimal().replacingOccurrences(of: "#FF0000", with: "#FE0000"))
        let failed = try BinaryRun.run(["check", "--golden", golden, template, "--direction", "present", "--failures", dir.path + "/f"])
        #expect(failed.status == 1)
        #expect(failed.stdout.contains("FAIL clip-present: frame 0 differs"))
        #expect(try BinaryRun.run(["check", "--golden", golden, "--record", "--stills", "none", template, "--direction", "present"]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: golden) == ["clip-present.framehash"])
        #expect(try String(contentsOfFile: golden + "/clip-present.framehash", encoding: .utf8).contains("#hash: XXH128"))
    }

    /// Literally one pixel: a half-point view at 2x covers device pixel (10, 12) alone; one step
    /// of its red is found and pictured.
    @Test func checkFindsASinglePixelOffByOne() throws {
        let dir = TemporaryDirectory()
        let golden = dir.path + "/golden", failures = dir.path + "/failures"
        func template(_ color: String) -> String {
            TemplateFixtures.minimal(fromViews: """
                  - frame: [5, 6, 0.5, 0.5]
                    background: "\(color)"
            """)
        }
        let path = dir.write("dot.yaml", template("#FF0000"))
        #expect(try BinaryRun.run(["check", "--golden", golden, "--record", path, "--direction", "present"]).status == 0)
        dir.write("dot.yaml", template("#FE0000"))
        let failed = try BinaryRun.run(["check", "--golden", golden, path, "--direction", "present", "--failures", failures])
        #expect(failed.status == 1)
        #expect(failed.stdout.contains("frame 0: 1 pixel differs (largest channel difference 1) in x 10..<11, y 12..<13"), "\(failed.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: failures).sorted()
            == ["dot-present-0-actual.png", "dot-present-0-diff.png", "dot-present-0-expected.png"])
    }

    /// Without a still of the first differing frame the actual frame is still written, with the
    /// three pictures of the first differing frame that has one.
    @Test func checkFallsBackToTheFirstDifferingStill() throws {
        let dir = TemporaryDirectory()
        let golden = dir.path + "/golden", failures = dir.path + "/failures"
        let template = dir.write("clip.yaml", TemplateFixtures.minimal())
        #expect(try BinaryRun.run(["check", "--golden", golden, "--record", template, "--direction", "present"]).status == 0)
        try FileManager.default.removeItem(atPath: golden + "/clip-present-0.png")
        dir.write("clip.yaml", TemplateFixtures.minimal().replacingOccurrences(of: "#FF0000", with: "#FE0000"))
        let failed = try BinaryRun.run(["check", "--golden", golden, template, "--direction", "present", "--failures", failures])
        #expect(failed.status == 1)
        #expect(failed.stdout.contains("the golden has no picture of frame 0 (the clip's stills: 3, 5, 7)"), "\(failed.stdout)")
        let written = try FileManager.default.contentsOfDirectory(atPath: failures).sorted()
        #expect(written == ["clip-present-0-actual.png", "clip-present-3-actual.png", "clip-present-3-diff.png", "clip-present-3-expected.png"])
    }

    /// A damaged golden still costs the pictures, not the verdict.
    @Test func aDamagedStillCostsOnlyThePictures() throws {
        let dir = TemporaryDirectory()
        let golden = dir.path + "/golden", failures = dir.path + "/failures"
        let template = dir.write("clip.yaml", TemplateFixtures.minimal())
        #expect(try BinaryRun.run(["check", "--golden", golden, "--record", template, "--direction", "present"]).status == 0)
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: golden + "/clip-present-0.png"))
        dir.write("clip.yaml", TemplateFixtures.minimal().replacingOccurrences(of: "#FF0000", with: "#FE0000"))
        let failed = try BinaryRun.run(["check", "--golden", golden, template, "--direction", "present", "--failures", failures])
        #expect(failed.status == 1)
        #expect(failed.stdout.contains("warning: cannot read the golden still \(golden)/clip-present-0.png"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: failures) == ["clip-present-0-actual.png"])
    }

    /// Two templates with one name would share golden files: refused before anything is written.
    @Test func templatesWithOneNameAreRefused() throws {
        let dir = TemporaryDirectory()
        let a = dir.write("a/clip.yaml", TemplateFixtures.minimal())
        let b = dir.write("b/clip.yaml", TemplateFixtures.minimal())
        let r = try BinaryRun.run(["check", "--golden", dir.path + "/golden", "--record", a, b])
        #expect(r.status == 3)
        #expect(r.stderr.contains("\(b): name: \"clip\" is also the name of \(a)"))
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/golden"))
    }

    @Test func checkWithoutAGoldenFails() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("clip.yaml", TemplateFixtures.minimal())
        let r = try BinaryRun.run(["check", "--golden", dir.path + "/golden", template])
        #expect(r.status == 1)
        #expect(r.stdout.contains("FAIL clip-present: no golden at \(dir.path)/golden/clip-present.framehash; record one with --record"))
        #expect(r.stderr.contains("check: 2 of 2 clips differ"))
    }

    /// A picture is stored once in the folder: the dismiss clip's first and last frames are the
    /// present clip's last and first, so its golden keeps only the moving frames' stills, and a
    /// change to scene b (the dismiss clip's first frame) is still pictured, by the present
    /// clip's still of b. Re-recording the present clip keeps the stills the dismiss clip
    /// relies on.
    @Test func aPictureIsStoredOnceInTheFolder() throws {
        let dir = TemporaryDirectory()
        let golden = dir.path + "/golden", failures = dir.path + "/failures"
        let template = dir.write("clip.yaml", TemplateFixtures.minimal())
        let recorded = try BinaryRun.run(["check", "--golden", golden, "--record", template])
        #expect(recorded.stdout.contains("recorded clip-present: 11 frame hashes and stills of frames 0, 3, 5, 7 in \(golden)\n"), "\(recorded.stdout)")
        #expect(recorded.stdout.contains("recorded clip-dismiss: 11 frame hashes and stills of frames 3, 5 in \(golden) (2 more chosen frames are pictured by other clips' stills)"),
                "\(recorded.stdout)")
        #expect(try BinaryRun.run(["check", "--golden", golden, "--record", template, "--direction", "present"]).status == 0)
        #expect(GoldenSet(folder: golden).stillFrames(name: "clip", direction: .present).map(\.value) == [0, 3, 5, 7])
        dir.write("clip.yaml", TemplateFixtures.minimal().replacingOccurrences(of: "#0000FF", with: "#0000FE"))
        let failed = try BinaryRun.run(["check", "--golden", golden, template, "--direction", "dismiss", "--failures", failures])
        #expect(failed.status == 1)
        #expect(failed.stdout.contains("frame 0 (expected: the still clip-present-7.png, recorded with the same hash): 3072 pixels differ"), "\(failed.stdout)")
        #expect(failed.stdout.contains("views drawn there (front to back): b"), "\(failed.stdout)")
    }

    /// Re-recording with fewer stills removes the stale ones. `--stills all` keeps every
    /// distinct picture: frames 0–2 are one (the hold before), 7–10 another (the hold after).
    @Test func recordingReplacesStaleStills() throws {
        let dir = TemporaryDirectory()
        let golden = dir.path + "/golden"
        let template = dir.write("clip.yaml", TemplateFixtures.minimal())
        #expect(try BinaryRun.run(["check", "--golden", golden, "--record", "--stills", "all", template, "--direction", "present"]).status == 0)
        #expect(GoldenSet(folder: golden).stillFrames(name: "clip", direction: .present).map(\.value) == [0, 3, 4, 5, 6, 7])
        #expect(try BinaryRun.run(["check", "--golden", golden, "--record", "--stills", "none", template, "--direction", "present"]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: golden) == ["clip-present.framehash"])
    }
}
