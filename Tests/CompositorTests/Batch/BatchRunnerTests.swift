@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor

@Suite struct BatchRunnerTests {
    /// Tiny templates (64x48, 1 s at 10 fps: 11 frames a clip) with different animators and colors.
    func templates(in dir: TemporaryDirectory) {
        dir.write("in/a.yaml", TemplateFixtures.minimal())
        dir.write("in/b.yaml", TemplateFixtures.minimal(animator: "scale", options: "  options:\n    scaleView: card\n"))
        dir.write("in/c.json", TemplateFixtures.minimal(video: "  fps: 12").replacingOccurrences(of: "#0000FF", with: "#00FF00"))
        let photo = TemplateSchemaTests.repository + "/Templates/assets/mochi.png"
        try? FileManager.default.createDirectory(atPath: dir.path + "/in/assets", withIntermediateDirectories: true)
        try? FileManager.default.copyItem(atPath: photo, toPath: dir.path + "/in/assets/mochi.png")
        dir.write("in/d.yaml", TemplateFixtures.minimal(animator: "scale", options: "  options:\n    scaleView: card\n", fromViews: """
              - id: card
                frame: [2, 2, 20, 20]
                image: assets/mochi.png
                cornerRadius: 4
                clipsToBounds: true
              - frame: [2, 2, 28, 10]
                label: {text: Mochi, font: {size: 6, weight: bold}}
        """))
        dir.write("in/_shared.yaml", "scenes: {}\n")
        dir.write("in/common/scenes.yaml", "scenes: {}\n")
    }

    func run(_ dir: TemporaryDirectory, out: String, jobs: Int, paths: [String]? = nil,
             progress: RecordingProgress = RecordingProgress(), cancellation: CancellationFlag = CancellationFlag()) throws -> BatchRunner.Result {
        let runner = BatchRunner(outputFolder: dir.path + "/" + out, jobs: jobs, cancellation: cancellation, progress: progress)
        return try runner.run(paths ?? [dir.path + "/in"])
    }

    @Test func foldersExpandToSortedTemplatesSkippingSharedFiles() {
        let dir = TemporaryDirectory()
        templates(in: dir)
        let expanded = BatchInputs.expand([dir.path + "/in", dir.path + "/in/a.yaml", dir.path + "/nothing"])
        #expect(expanded.templates == ["a.yaml", "b.yaml", "c.json", "d.yaml"].map { dir.path + "/in/" + $0 })
        #expect(expanded.failures.map(\.status) == [.invalidTemplate])
    }

    @Test func jobsDoNotChangeTheOutput() throws {
        let dir = TemporaryDirectory()
        templates(in: dir)
        let one = try run(dir, out: "one", jobs: 1)
        let two = try run(dir, out: "two", jobs: 2)
        let three = try run(dir, out: "three", jobs: 3)
        #expect(one.status == .ok && two.status == .ok && three.status == .ok)
        #expect(one.records.count == 8)
        #expect(one.records.map(\.file) == ["a-present.mp4", "a-dismiss.mp4", "b-present.mp4", "b-dismiss.mp4",
                                            "c-present.mp4", "c-dismiss.mp4", "d-present.mp4", "d-dismiss.mp4"])
        #expect(one.records.map(\.sha256) == two.records.map(\.sha256))
        #expect(one.records.map(\.frameDigest) == three.records.map(\.frameDigest))
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path + "/one").sorted()
        #expect(names.count == 8 * 3 + 2)
        for name in names {
            let a = FileManager.default.contents(atPath: dir.path + "/one/" + name)
            #expect(a != nil && a == FileManager.default.contents(atPath: dir.path + "/two/" + name), "\(name)")
            #expect(a == FileManager.default.contents(atPath: dir.path + "/three/" + name), "\(name)")
        }
    }

    @Test func recordsMatchTheFilesWritten() throws {
        let dir = TemporaryDirectory()
        templates(in: dir)
        let result = try run(dir, out: "out", jobs: 2, paths: [dir.path + "/in/c.json"])
        let record = try #require(result.records.first)
        let path = dir.path + "/out/" + record.file
        #expect(record.frames == 13 && record.width == 64 && record.height == 48)
        #expect(record.sha256 == (try SHA256.hex(ofFile: path)))
        #expect(record.sha256.count == 64 && record.frameDigest.count == 64)
        let info = try MediaProbe.inspect(path: path)
        #expect(info.frameCount == 13)  // 1 s at 12 fps: 0/12 … 12/12
        // The frame hashes are `checksum`'s (XXH128 by default), and the digest is SHA-256 over them, one per line.
        let frames = try ClipFrames(template: try TemplateLoader.load(path: dir.path + "/in/c.json"), direction: .present)
        let checksums = try frames.checksums(jobs: 1, assets: AssetStore(images: [:]), algorithm: .xxh128)
        let written = try String(contentsOfFile: dir.path + "/out/" + record.frameHashes, encoding: .utf8)
        #expect(written == checksums.text)
        #expect(SHA256.hex(of: Array(checksums.frames.map { $0.digest + "\n" }.joined().utf8)) == record.frameDigest)
    }

    /// The manifest records the frame hash and, read back from the MP4, the H.264 profile and
    /// level: the same ffprobe reports. With `frameHash: .md5` the files are FFmpeg's framemd5.
    @Test func manifestRecordsHashAndH264ProfileAndLevel() throws {
        let dir = TemporaryDirectory()
        templates(in: dir)
        let result = try run(dir, out: "out", jobs: 2, paths: [dir.path + "/in/c.json"])
        let record = try #require(result.records.first)
        #expect(record.frameHash == .xxh128 && record.frameHashes == "c-present.framehash")
        let probe = try BinaryRun.runTool("/usr/bin/ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=profile,level",
                                                                "-of", "default=noprint_wrappers=1", dir.path + "/out/" + record.file])
        // ffprobe prints level_idc (10 for level 1.0).
        let level = try #require(record.h264Level)
        #expect(probe.stdout == "profile=\(try #require(record.h264Profile))\nlevel=\(level.idc)\n")
        let manifest = try String(contentsOfFile: dir.path + "/out/manifest.json", encoding: .utf8)
        #expect(manifest.contains("\"frameHash\": \"xxh128\""))
        #expect(manifest.contains("\"h264Profile\": \"\(record.h264Profile ?? "")\",\n      \"h264Level\": \"\(level)\""))

        let md5 = try BatchRunner(outputFolder: dir.path + "/md5", jobs: 1, frameHash: .md5, progress: RecordingProgress())
            .run([dir.path + "/in/c.json"])
        let md5Record = try #require(md5.records.first)
        #expect(md5Record.frameHash == .md5 && md5Record.frameHashes == "c-present.framemd5")
        let frames = try ClipFrames(template: try TemplateLoader.load(path: dir.path + "/in/c.json"), direction: .present)
        let expected = try frames.checksums(jobs: 1, assets: AssetStore(images: [:]), algorithm: .md5)
        #expect(try String(contentsOfFile: dir.path + "/md5/c-present.framemd5", encoding: .utf8) == expected.text)
        #expect(expected.text.contains("\n#hash: MD5\n"))
        #expect(md5Record.sha256 == record.sha256)  // the hash changes the hash files only, not the video
    }

    @Test func aFailingTemplateDoesNotStopTheOthers() throws {
        let dir = TemporaryDirectory()
        templates(in: dir)
        dir.write("in/bad.yaml", TemplateFixtures.minimal(animator: "nope"))
        let progress = RecordingProgress()
        let result = try run(dir, out: "out", jobs: 2, progress: progress)
        #expect(result.status == .invalidTemplate)
        #expect(result.records.count == 8)
        #expect(result.failures.map(\.template) == [dir.path + "/in/bad.yaml"])
        #expect(result.failures.first?.message.contains("bad.yaml:17:13: segue.animator: unknown animator") == true)
        let manifest = try String(contentsOfFile: dir.path + "/out/manifest.json", encoding: .utf8)
        #expect(manifest.contains("\"failures\": [\n    {\n      \"template\": \"\(dir.path)/in/bad.yaml\",\n      \"status\": 3,"))
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/out/bad-present.mp4"))
        #expect(progress.events.last == "end 3")
    }

    @Test func twoTemplatesWithOneNameFailTheSecond() throws {
        let dir = TemporaryDirectory()
        dir.write("in/a.yaml", TemplateFixtures.minimal())
        dir.write("in/b.yaml", "name: a\n" + TemplateFixtures.minimal())
        let progress = RecordingProgress()
        let result = try run(dir, out: "out", jobs: 2, progress: progress)
        #expect(result.status == .invalidTemplate)
        #expect(result.records.map(\.template) == ["a.yaml", "a.yaml"])   // relative to the batch root (BatchRoot)
        #expect(result.failures.map(\.direction) == [.present, .dismiss])
        #expect(result.failures.first?.message.contains("the clip a-present.mp4 is already made by \(dir.path)/in/a.yaml") == true)
        #expect(progress.events.filter { $0.hasPrefix("failed") }.count == 2)
    }

    @Test func cancellationKeepsFinishedClipsAndRemovesTheRest() throws {
        let dir = TemporaryDirectory()
        templates(in: dir)
        let flag = CancellationFlag()
        let result = try run(dir, out: "out", jobs: 1, progress: RecordingProgress(cancelAfterFirstClip: flag), cancellation: flag)
        #expect(result.status == .interrupted)
        #expect(result.records.map(\.file) == ["a-present.mp4"])
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path + "/out").sorted()
        #expect(names == ["a-present.framehash", "a-present.mp4", "a-present.png", "index.html", "manifest.json"])
    }

    @Test func aBatchIntoItsInputFolderSkipsItsOwnManifest() throws {
        let dir = TemporaryDirectory()
        dir.write("in/a.yaml", TemplateFixtures.minimal())
        let first = try run(dir, out: "in", jobs: 2)
        let again = try run(dir, out: "in", jobs: 2)
        #expect(first.status == .ok && again.status == .ok)
        #expect(again.records == first.records)
    }

    @Test func manifestHasFixedKeysAndNoTimes() throws {
        let dir = TemporaryDirectory()
        templates(in: dir)
        _ = try run(dir, out: "out", jobs: 2, paths: [dir.path + "/in/a.yaml"])
        let manifest = try String(contentsOfFile: dir.path + "/out/manifest.json", encoding: .utf8)
        let keys = manifest.split(separator: "\n").compactMap { line -> String? in
            guard let q = line.firstIndex(of: "\""), let end = line[line.index(after: q)...].firstIndex(of: "\"") else { return nil }
            return String(line[line.index(after: q)..<end])
        }
        let expected = ["version", "generator", "generatorVersion", "libraries"] + LibraryVersions.all.map(\.name)
            + ["frameDigest", "clips", "template", "animator", "direction", "file",
               "poster", "frameHashes", "frameHash", "frames", "duration", "fps", "width", "height", "codec", "pixelFormat",
               "sha256", "frameDigest", "h264Profile", "h264Level"]
        #expect(Array(keys.prefix(expected.count)) == expected)
        let object = try JSONSerialization.jsonObject(with: Data(manifest.utf8)) as? [String: Any]
        #expect((object?["clips"] as? [Any])?.count == 2)
        let fonts = try #require(object?["fonts"] as? [[String: String]])
        #expect(fonts.contains { $0["file"] == "NotoColorEmoji.ttf" && $0["package"] == "fonts-noto-color-emoji" && $0["sha256"]?.count == 64 })
    }

    @Test func galleryShowsEveryClipWithNoExternalResources() throws {
        let dir = TemporaryDirectory()
        templates(in: dir)
        _ = try run(dir, out: "out", jobs: 2, paths: [dir.path + "/in/a.yaml", dir.path + "/in/b.yaml"])
        let html = try String(contentsOfFile: dir.path + "/out/index.html", encoding: .utf8)
        for clip in ["a-present", "a-dismiss", "b-present", "b-dismiss"] {
            #expect(html.contains("poster=\"\(clip).png\" src=\"\(clip).mp4\""))
            let png = FileManager.default.contents(atPath: dir.path + "/out/\(clip).png") ?? Data()
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        }
        #expect(!html.contains("http:") && !html.contains("https:") && !html.contains("src=\"//"))
    }
}
