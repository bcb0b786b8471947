import Foundation
import Testing
@testable import Compositor
@testable import CompositorCore

/// Leftover `.NAME.PID@HOST.partial.EXT` files: a dead process's are removed, a live one's kept.
@Suite struct StaleTemporaryFilesTests {
    @Test func readsTheWriterFromTheName() {
        #expect(StaleTemporaryFiles.writer(of: ".a-present.mp4.123@vm.partial.mp4") == .init(pid: 123, host: "vm"))
        #expect(StaleTemporaryFiles.writer(of: ".a.b.c.mp4.77@node-7.partial.mp4") == .init(pid: 77, host: "node-7"))
        #expect(StaleTemporaryFiles.writer(of: ".manifest.json.9.partial.json") == .init(pid: 9, host: nil))
        #expect(StaleTemporaryFiles.writer(of: ".x.9@h.partial") == .init(pid: 9, host: "h"))
        for other in ["a.mp4", ".x.partial.mp4", ".x.abc@h.partial.mp4", "x.9@h.partial.mp4", ".x.9@h.partial.mp4.tmp", ".x.0@h.partial.mp4"] {
            #expect(StaleTemporaryFiles.writer(of: other) == nil, "\(other)")
        }
        #expect(!StaleTemporaryFiles.host.contains(".") && !StaleTemporaryFiles.host.isEmpty)
    }

    /// A long output name's temporary is cut to NAME_MAX with a hash of the whole name, and the
    /// sweep still reads its writer; two long names sharing a prefix get different temporaries.
    @Test func longNamesGetTemporariesThatFit() throws {
        let folder = "/tmp/x"
        let long = String(repeating: "é", count: 120) + "-a.mp4"   // 246 bytes
        let other = String(repeating: "é", count: 120) + "-b.mp4"
        let names = try [long, other].map { (try TemporaryOutputFile(destination: folder + "/" + $0).path as NSString).lastPathComponent }
        #expect(names.allSatisfy { $0.utf8.count <= Int(NAME_MAX) }, "\(names.map(\.utf8.count))")
        #expect(names[0] != names[1])
        #expect(names[0].hasPrefix(".éé") && names[0].hasSuffix("@\(StaleTemporaryFiles.host).partial.mp4"))
        #expect(StaleTemporaryFiles.writer(of: names[0]) == .init(pid: getpid(), host: StaleTemporaryFiles.host))
        // A short name is as before.
        #expect(try TemporaryOutputFile(destination: folder + "/a.mp4").path == folder + "/.a.mp4.\(getpid())@\(StaleTemporaryFiles.host).partial.mp4")
    }

    /// A PID that no longer runs: a child that has exited and been reaped.
    static func deadPID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func removesTheDeadAndKeepsTheLive() throws {
        let dir = TemporaryDirectory()
        let host = StaleTemporaryFiles.host
        let dead = try Self.deadPID()
        let live = getpid()
        dir.write(".a-present.mp4.\(dead)@\(host).partial.mp4", "x")
        dir.write(".b-present.png.\(dead).partial.png", "x")             // older name without a host
        dir.write(".c-present.mp4.\(live)@\(host).partial.mp4", "x")     // this process: alive
        dir.write(".d-present.mp4.\(dead)@another-host.partial.mp4", "x") // another worker's: cannot tell
        dir.write("e-present.mp4", "x")
        let removed = StaleTemporaryFiles.sweep(dir.path)
        #expect(removed == [".a-present.mp4.\(dead)@\(host).partial.mp4", ".b-present.png.\(dead).partial.png"])
        #expect(dir.contents == [".c-present.mp4.\(live)@\(host).partial.mp4", ".d-present.mp4.\(dead)@another-host.partial.mp4", "e-present.mp4"])
    }

    /// A live process that started after the file was last written reused the PID: the writer is gone.
    @Test func aReusedPIDDoesNotKeepTheFile() throws {
        let dir = TemporaryDirectory()
        let sleeper = Process()
        sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
        sleeper.arguments = ["30"]
        try sleeper.run()
        // SIGKILL, not terminate()'s SIGTERM: `sleep` is spawned from a test-pool thread and
        // keeps its signal mask, where SIGTERM can be blocked, so the test waited out the
        // 30 s (30.1 s in a serial run), holding one of the pool's two threads; SIGKILL cannot
        // be blocked.
        defer { kill(sleeper.processIdentifier, SIGKILL); sleeper.waitUntilExit() }
        let name = ".f-present.mp4.\(sleeper.processIdentifier)@\(StaleTemporaryFiles.host).partial.mp4"
        let path = dir.write(name, "x")
        #expect(StaleTemporaryFiles.sweep(dir.path).isEmpty)  // written after the process started: it may be the writer
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: path)
        #expect(StaleTemporaryFiles.sweep(dir.path) == [name])
    }
}
