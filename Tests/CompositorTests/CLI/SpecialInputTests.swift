import Foundation
import Testing

/// Every command's inputs that are not regular files (issue #50): a FIFO, character device or
/// socket named as template, soundtrack, video, manifest, catalog file, golden or `probe`
/// input is refused with exit 4 and one line naming it, without being opened for reading (a
/// FIFO open for reading would block until a writer came: the bounded run below would then
/// be killed and the test fail on `nil`, with no timing asserted).
@Suite struct SpecialInputTests {
    /// A folder with a valid template `ok.yaml`, a FIFO `fifo.yaml`, and templates using a FIFO
    /// soundtrack (`sound.yaml`) and a FIFO view video (`movie.yaml`).
    final class Layout {
        let dir = TemporaryDirectory()
        var ok: String { dir.path + "/ok.yaml" }
        var fifo: String { dir.path + "/fifo.yaml" }
        var sound: String { dir.path + "/sound.yaml" }
        var movie: String { dir.path + "/movie.yaml" }

        init() {
            dir.write("ok.yaml", TemplateFixtures.minimal())
            dir.write("sound.yaml", TemplateFixtures.minimal(video: "  fps: 10\naudio: pipe.wav"))
            dir.write("movie.yaml", TemplateFixtures.minimal(fromViews: "      - frame: [4, 4, 12, 8]\n        video: pipe.mp4"))
            for name in ["fifo.yaml", "pipe.wav", "pipe.mp4"] { mkfifo(dir.path + "/" + name, 0o644) }
        }
    }

    /// Which file is refused, and the words that say why.
    static func expectRefused(_ arguments: [String], naming name: String, as kind: String = "is a FIFO (named pipe), not a regular file") throws {
        let r = try #require(try CLI.run(arguments, timeout: 60), "segue-video \(arguments.joined(separator: " ")) hung")
        #expect(r.status == 4, "\(arguments): \(r.stderr)")
        #expect(r.stderr.contains(name) && r.stderr.contains(kind), "\(arguments): \(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(arguments): \(r.stderr)")
    }

    /// A FIFO as the template of each command that reads one.
    @Test(arguments: ["render", "still", "proof", "validate", "batch", "checksum", "verify", "check"])
    func fifoTemplate(_ command: String) throws {
        let layout = Layout()
        let extra: [String] = switch command {
        case "render": ["-o", layout.dir.path + "/out.mp4"]
        case "still": ["--frame", "0", "-o", layout.dir.path + "/out.png"]
        case "proof", "batch": ["-o", layout.dir.path + "/out"]
        case "check": ["--golden", layout.dir.path + "/golden"]
        default: []
        }
        try Self.expectRefused([command, layout.fifo] + extra, naming: "fifo.yaml")
    }

    /// `verify` (and `check`) with a FIFO soundtrack and a FIFO view video.
    @Test(arguments: ["verify", "check", "checksum"])
    func fifoSoundtrackAndVideo(_ command: String) throws {
        let layout = Layout()
        let extra = command == "check" ? ["--golden", layout.dir.path + "/golden"] : []
        try Self.expectRefused([command, layout.sound] + extra, naming: "pipe.wav")
        try Self.expectRefused([command, layout.movie] + extra, naming: "pipe.mp4")
    }

    /// A golden frame-hash file (`.framehash`, or `.framemd5` on request) that is a FIFO.
    @Test func fifoGolden() throws {
        let layout = Layout()
        let golden = layout.dir.path + "/golden"
        let recorded = try CLI.run(["check", layout.ok, "--golden", golden, "--record", "--direction", "present", "--stills", "none"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let hashes = try FileManager.default.contentsOfDirectory(atPath: golden).filter { $0.hasSuffix(".framehash") || $0.hasSuffix(".framemd5") }
        let name = try #require(hashes.first)
        #expect(unlink(golden + "/" + name) == 0 && mkfifo(golden + "/" + name, 0o644) == 0)
        try Self.expectRefused(["check", layout.ok, "--golden", golden, "--direction", "present"], naming: name)
    }

    /// `probe` of a FIFO, a character device and a socket.
    @Test func probeSpecialFiles() throws {
        let layout = Layout()
        try Self.expectRefused(["probe", layout.dir.path + "/pipe.mp4"], naming: "pipe.mp4")
        try Self.expectRefused(["probe", "/dev/zero"], naming: "/dev/zero", as: "is a character device, not a regular file")
        let socketPath = layout.dir.path + "/sock.mp4"
        let s = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(s) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (i, byte) in socketPath.utf8.prefix(buffer.count - 1).enumerated() { buffer[i] = byte }
        }
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(s, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) } }
        #expect(bound == 0)
        try Self.expectRefused(["probe", socketPath], naming: "sock.mp4", as: "is a socket, not a regular file")
        try Self.expectRefused(["validate", "/dev/zero"], naming: "/dev/zero", as: "is a character device, not a regular file")
    }

    /// `merge` of a shard folder whose manifest is a FIFO: exit 4, nothing written.
    @Test func fifoShardManifest() throws {
        let layout = Layout()
        let shard = layout.dir.path + "/shard"
        try FileManager.default.createDirectory(atPath: shard, withIntermediateDirectories: true)
        #expect(mkfifo(shard + "/manifest.shard-0-of-1.json", 0o644) == 0)
        try Self.expectRefused(["merge", shard], naming: "manifest.shard-0-of-1.json")
        #expect(try FileManager.default.contentsOfDirectory(atPath: shard) == ["manifest.shard-0-of-1.json"])
    }

    /// `import` with a catalog whose imageset's Contents.json is a FIFO: the set is unreadable
    /// (checked with `stat` before any open), exit 4 naming the image.
    @Test func fifoCatalogContents() throws {
        let layout = Layout()
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path + "/Import/Fixtures/Journal"
        let copy = layout.dir.path + "/Journal"
        try FileManager.default.copyItem(atPath: fixtures, toPath: copy)
        let contents = copy + "/Assets.xcassets/sunset.imageset/Contents.json"
        #expect(unlink(contents) == 0 && mkfifo(contents, 0o644) == 0)
        try Self.expectRefused(["import", copy + "/Journal.storyboard", "--assets", copy + "/Assets.xcassets", "-o", layout.dir.path + "/imported"],
                               naming: "sunset", as: "its Contents.json is missing or unreadable")
    }

    /// A FIFO as a template's string table (`.stringsdict`, `.strings`) or String Catalog:
    /// refused without being opened for reading (it once waited for a writer), exit 4 naming it.
    @Test(arguments: [("strings: {en: table.stringsdict}", "table.stringsdict"), ("strings: {de: table.strings}", "table.strings"),
                      ("stringCatalog: table.xcstrings", "table.xcstrings")])
    func fifoStringTable(_ key: String, _ name: String) throws {
        let layout = Layout()
        #expect(mkfifo(layout.dir.path + "/" + name, 0o644) == 0)
        let path = layout.dir.write("strings.yaml", key + "\n" + TemplateFixtures.minimal())
        try Self.expectRefused(["validate", path], naming: name)
    }
}
