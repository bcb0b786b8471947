import Foundation
import Testing
@testable import Compositor

/// `--frame-hashes` to a stream with both directions (issue #50): `/dev/stdout` on a pipe once
/// made `/dev/stdout-present.framehash` and `-dismiss` as files in /dev; a FIFO took none. Both
/// clips' rows now go into the one stream, in turn, and nothing is made beside it.
@Suite struct FrameHashStreamTests {
    static func template(_ dir: TemporaryDirectory) -> String {
        dir.write("t.yaml", TemplateFixtures.minimal())
    }

    @Test func namesForAStreamTakeEveryDirection() {
        #expect(ClipOutputName.path("/dev/null", name: "t", direction: .dismiss, count: 2) == "/dev/null")
        #expect(ClipOutputName.path("/dev/stdout", name: "t", direction: .dismiss, count: 2) == "/dev/stdout")
        #expect(TemporaryOutputFile.descriptorNumber("/dev/stdout") == 1 && TemporaryOutputFile.descriptorNumber("/dev/fd/7") == 7)
        #expect(TemporaryOutputFile.descriptorNumber("/tmp/x.framehash") == nil)
    }

    /// Captured through a pipe, as `render … --frame-hashes /dev/stdout | sha256sum` would be.
    @Test func bothDirectionsToStandardOutputOnAPipe() throws {
        let dir = TemporaryDirectory()
        let r = try CLI.run(["render", Self.template(dir), "--direction", "both", "--frame-hashes", "/dev/stdout", "-o", dir.path + "/c.mp4"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.components(separatedBy: "#format: frame checksums").count - 1 == 2, "\(r.stdout)")
        #expect(!FileManager.default.fileExists(atPath: "/dev/stdout-present.framehash") && !FileManager.default.fileExists(atPath: "/dev/stdout-dismiss.framehash"))
        #expect(dir.contents == ["c-dismiss.mp4", "c-present.mp4", "t.yaml"], "\(dir.contents)")
    }

    /// `/dev/stdout` redirected to a regular file (`> hashes.txt`): both clips' rows land in
    /// that file beside the command's own lines, and /dev/stdout stays the link it was.
    @Test func bothDirectionsToStandardOutputInAFile() throws {
        let dir = TemporaryDirectory()
        let script = "'\(CLI.binary)' render '\(Self.template(dir))' --direction both --frame-hashes /dev/stdout -o '\(dir.path)/c.mp4' > '\(dir.path)/out.txt'"
        // CLI.run puts the binary after the wrapper's arguments: here it is the script's $1, unused.
        let r = try CLI.run([], wrapper: ["/bin/sh", "-c", script, "sh"], timeout: 120)
        #expect(r?.status == 0, "\(r?.stderr ?? "hung")")
        let text = try String(contentsOfFile: dir.path + "/out.txt", encoding: .utf8)
        #expect(text.components(separatedBy: "#format: frame checksums").count - 1 == 2 && text.contains("wrote "), "\(text)")
        var info = stat()
        #expect(lstat("/dev/stdout", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
        #expect(!FileManager.default.fileExists(atPath: "/dev/stdout-present.framehash"))
    }

    /// A FIFO: both clips' rows arrive at its reader, and it stays a FIFO.
    @Test func bothDirectionsIntoAFIFO() throws {
        let dir = TemporaryDirectory()
        let fifo = dir.path + "/hashes"
        #expect(mkfifo(fifo, 0o644) == 0)
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/sh")
        reader.arguments = ["-c", "cat '\(fifo)' > '\(dir.path)/read.txt'"]
        try reader.run()
        let run = try CLI.run(["render", Self.template(dir), "--direction", "both", "--frame-hashes", fifo, "-o", dir.path + "/c.mp4"], timeout: 120)
        if run == nil { reader.terminate() }
        reader.waitUntilExit()
        let r = try #require(run, "render hung writing into the FIFO")
        #expect(r.status == 0, "\(r.stderr)")
        let read = try String(contentsOfFile: dir.path + "/read.txt", encoding: .utf8)
        let separate = try CLI.run(["render", Self.template(dir), "--direction", "present", "--frame-hashes", dir.path + "/p.txt", "-o", dir.path + "/p.mp4"])
        #expect(separate.status == 0)
        let present = try String(contentsOfFile: dir.path + "/p.txt", encoding: .utf8)
        #expect(read.hasPrefix(present) && read.count > present.count, "\(read)")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }
}
