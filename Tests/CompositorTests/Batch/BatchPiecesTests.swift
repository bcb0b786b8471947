import Foundation
import Testing
@testable import Compositor

/// The parts of a batch: hashing, JSON, the gallery page, names and progress lines.
@Suite struct BatchPiecesTests {
    @Test func sha256MatchesKnownVectors() throws {
        #expect(SHA256.hex(of: []) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(of: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let dir = TemporaryDirectory()
        let file = dir.write("f.txt", String(repeating: "segue ", count: 400_000))
        let bytes = try #require(FileManager.default.contents(atPath: file))
        #expect(try SHA256.hex(ofFile: file) == SHA256.hex(of: Array(bytes)))
    }

    @Test func jsonKeepsKeyOrderAndEscapes() {
        let value = JSONValue.object([("z", .int(1)), ("a", .array([.string("q\"\\\n\u{1}é"), .number(1.5), .number(2), .bool(true), .null])),
                                      ("empty", .object([])), ("none", .array([]))])
        #expect(value.compact == #"{"z":1,"a":["q\"\\\n\u0001é",1.5,2,true,null],"empty":{},"none":[]}"#)
        #expect(value.pretty == "{\n  \"z\": 1,\n  \"a\": [\n    \"q\\\"\\\\\\n\\u0001é\",\n    1.5,\n    2,\n    true,\n    null\n  ],\n  \"empty\": {},\n  \"none\": []\n}\n")
        let parsed = try? JSONSerialization.jsonObject(with: Data(value.pretty.utf8)) as? [String: Any]
        #expect((parsed?["a"] as? [Any])?.first as? String == "q\"\\\n\u{1}é")
    }

    @Test func galleryEscapesWhatItShows() {
        let record = ClipRecord(template: "<script>alert(1)</script>.yaml", animator: "scale", direction: .present,
                                file: "x-present.mp4", poster: "x-present.png", frameHashes: "x-present.framemd5", frames: 3, duration: Rational(1, 2),
                                frameRate: FrameRate(60), width: 2, height: 2, sha256: "00", frameDigest: "11")
        let html = BatchGallery.html(records: [record], failures: [BatchFailure(template: "t", status: .invalidTemplate, message: "a & <b>")])
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;.yaml"))
        #expect(html.contains("a &amp; &lt;b&gt;"))
        #expect(html.contains("1 clip, 1 failed"))
    }

    @Test(arguments: [("pets", "pets"), ("../../etc/x", "-..-etc-x"), ("...", "clip"), ("Café Menu", "Caf--Menu"), ("a/b", "a-b")])
    func clipNamesStayInTheOutputFolder(_ name: String, _ expected: String) {
        #expect(BatchClip.safeName(name) == expected)
        #expect(!BatchClip.safeName(name).contains("/"))
    }

    func clip() throws -> BatchClip {
        let dir = TemporaryDirectory()
        let template = try TemplateLoader.load(path: dir.write("p.yaml", TemplateFixtures.minimal()))
        return BatchClip(index: 0, template: template, direction: .present)
    }

    @Test func posterIsTheSettledLastFrame() throws {
        // 10 fps: hold 0.2 s, transition 0.5 s, hold after: the poster is the clip's last frame.
        let clip = try clip()
        #expect(clip.posterFrame == FrameIndex(clip.frameCount - 1))
    }

    /// A flow's poster is its first frame once the last step's transition settles: the root's
    /// hold 0.5 s, then a 0.35 s push and its 0.8 s hold at 10 fps → 0.5 + 0.35 = 0.85 s → frame 9.
    @Test func aFlowsPosterIsItsLastStepSettled() throws {
        let dir = TemporaryDirectory()
        let template = try TemplateLoader.load(path: dir.write("f.yaml", """
            canvas: {size: [32, 24], scale: 2, background: "#000000"}
            video: {fps: 10}
            scenes:
              a: {background: "#FFFFFF"}
              b: {background: "#0000FF"}
            flow:
              root: a
              hold: 0.5
              steps:
                - {push: b, duration: 0.35, hold: 0.8}
            """))
        let clip = BatchClip(index: 0, template: template, direction: .present)
        #expect(clip.posterFrame == FrameIndex(9))
    }

    @Test func jsonLinesProgressReportsEveryTenth() throws {
        let lines = LockedLines()
        let progress = JSONLinesBatchProgress(write: lines.append)
        let clip = try clip()
        progress.planned([clip])
        progress.started(clip)
        for done in 1...clip.frameCount { progress.advanced(clip, done: done) }
        let events = lines.all.map { ($0.split(separator: "\"")[3]) }
        #expect(events.first == "plan")
        #expect(events.filter { $0 == "progress" }.count == 10)
        #expect(lines.all[0] == #"{"event":"plan","clips":1,"frames":11}"#)
    }

    @Test func terminalProgressRedrawsInPlace() throws {
        let lines = LockedLines()
        let progress = TerminalBatchProgress(columns: 60, write: lines.append)
        let clip = try clip()
        progress.planned([clip])
        progress.started(clip)
        progress.advanced(clip, done: 11)
        let record = ClipRecord(template: "p.yaml", animator: "crossDissolve", direction: .present, file: clip.file,
                                poster: clip.poster, frameHashes: clip.frameHashes, frames: 11, duration: Rational(11, 10), frameRate: FrameRate(10),
                                width: 64, height: 48, sha256: "", frameDigest: "")
        progress.finished(clip, record: record)
        progress.completed(records: [record], failures: [], status: .ok)
        let text = lines.all.joined()
        #expect(text.contains("\u{1B}[2K  [----------------] 0/11  p-present\n"))  // later redraws wait a tenth of a second
        #expect(text.contains("✓ p-present.mp4  11 frames  64x48\n"))
        #expect(text.contains("\u{1B}[2F"))  // back over the clip line and the overall bar
        #expect(text.hasSuffix("1 written, 0 failed in " + text.split(separator: " in ").last!))
        #expect(lines.all.allSatisfy { $0.split(separator: "\n").allSatisfy { $0.count < 80 } })
    }
}

/// Lines written from any thread, kept in order.
final class LockedLines: @unchecked Sendable {
    // `@unchecked Sendable`: `lines` is only touched while holding `lock`.
    private let lock = NSLock()
    private var lines: [String] = []
    var all: [String] { lock.withLock { lines } }
    func append(_ line: String) { lock.withLock { lines.append(line) } }
}
