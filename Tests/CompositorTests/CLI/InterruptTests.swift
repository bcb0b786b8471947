import Foundation
import Testing

@Suite struct InterruptTests {
    /// Ctrl-C during a render: exit 130 and no output or temporary file left behind.
    @Test func sigintRemovesTheUnfinishedClip() throws {
        let dir = TemporaryDirectory()
        // Ten minutes of video: far longer than the test waits before interrupting.
        let text = TemplateFixtures.minimal(canvas: "  size: [160, 120]\n  scale: 2", video: "  fps: 30")
            .replacingOccurrences(of: "holdAfter: 0.3", with: "holdAfter: 600")
        let template = dir.write("long.yaml", text)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLI.binary)
        process.arguments = ["render", template, "--direction", "present", "-o", dir.path + "/long.mp4"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until the temporary output exists, then interrupt.
        var started = false
        for _ in 0..<600 where !started {
            started = dir.contents.contains { $0 != "long.yaml" }
            if !started { usleep(10_000) }
        }
        #expect(started, "the render never created its temporary file")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        #expect(dir.contents == ["long.yaml"])
    }
}
