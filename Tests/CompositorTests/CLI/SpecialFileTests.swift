import Foundation
import Testing

/// FIFOs, devices and long names as inputs and outputs: an input that is not a regular file is
/// refused with exit 4 without being opened (a FIFO would block the read forever), a character
/// device named as output is written through and stays a device, a FIFO output is refused
/// (exit 5) and stays a FIFO, and a long output name gets a temporary name that fits.
@Suite struct SpecialFileTests {
    /// A bounded run: nil means it was killed at the timeout, i.e. it hung.
    static func run(_ arguments: [String]) throws -> CLI.Result {
        try #require(try CLI.run(arguments, timeout: 30), "segue-video \(arguments.joined(separator: " ")) hung")
    }

    @Test func fifoSoundtrackExits4() throws {
        let dir = TemporaryDirectory()
        #expect(mkfifo(dir.path + "/sound.wav", 0o644) == 0)
        let template = dir.write("t.yaml", TemplateFixtures.minimal(video: "  fps: 10\naudio: sound.wav"))
        for command in [["validate", template], ["render", template, "-o", dir.path + "/out.mp4"]] {
            let r = try Self.run(command)
            #expect(r.status == 4, "\(r.stderr)")
            #expect(r.stderr.contains("sound.wav: is a FIFO (named pipe), not a regular file"), "\(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        }
        #expect(dir.contents == ["sound.wav", "t.yaml"])
    }

    @Test func fifoTemplateAndImageExit4() throws {
        let dir = TemporaryDirectory()
        #expect(mkfifo(dir.path + "/t.yaml", 0o644) == 0)
        let r = try Self.run(["validate", dir.path + "/t.yaml"])
        #expect(r.status == 4, "\(r.stderr)")
        #expect(r.stderr.contains("t.yaml: is a FIFO (named pipe), not a regular file"), "\(r.stderr)")

        #expect(mkfifo(dir.path + "/pic.png", 0o644) == 0)
        let template = dir.write("i.yaml", TemplateFixtures.minimal(fromViews: "      - frame: [4, 4, 12, 8]\n        image: pic.png"))
        let image = try Self.run(["render", template, "-o", dir.path + "/out.mp4"])
        #expect(image.status == 4, "\(image.stderr)")
        #expect(image.stderr.contains("pic.png: is a FIFO"), "\(image.stderr)")
        #expect(dir.contents == ["i.yaml", "pic.png", "t.yaml"])
    }

    /// A FIFO as a label's font file and as an included scene file: exit 4, nothing read.
    @Test func fifoFontAndIncludeExit4() throws {
        let dir = TemporaryDirectory()
        #expect(mkfifo(dir.path + "/font.ttf", 0o644) == 0)
        let label = "      - frame: [2, 2, 28, 10]\n        label: {text: \"Hi\", font: {file: font.ttf, size: 8}}"
        let font = try Self.run(["validate", dir.write("f.yaml", TemplateFixtures.minimal(fromViews: label))])
        #expect(font.status == 4, "\(font.stderr)")
        #expect(font.stderr.contains("font.ttf: is a FIFO (named pipe), not a regular file"), "\(font.stderr)")

        #expect(mkfifo(dir.path + "/scenes.yaml", 0o644) == 0)
        let text = "include: scenes.yaml\n" + TemplateFixtures.minimal()
        let include = try Self.run(["validate", dir.write("i.yaml", text)])
        #expect(include.status == 4, "\(include.stderr)")
        #expect(include.stderr.contains("scenes.yaml: is a FIFO (named pipe), not a regular file"), "\(include.stderr)")
    }

    @Test func fifoStoryboardExits4() throws {
        let dir = TemporaryDirectory()
        #expect(mkfifo(dir.path + "/Main.storyboard", 0o644) == 0)
        let r = try Self.run(["import", dir.path + "/Main.storyboard", "-o", dir.path + "/out"])
        #expect(r.status == 4, "\(r.stderr)")
        #expect(r.stderr.contains("Main.storyboard: is a FIFO (named pipe), not a regular file"), "\(r.stderr)")
        #expect(dir.contents == ["Main.storyboard"])
    }

    @Test func fifoOutputIsRefusedAndKept() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("t.yaml", TemplateFixtures.minimal())
        #expect(mkfifo(dir.path + "/out.mp4", 0o644) == 0)
        let r = try Self.run(["render", template, "--direction", "present", "-o", dir.path + "/out.mp4"])
        #expect(r.status == 5, "\(r.stderr)")
        #expect(r.stderr.contains("out.mp4: is a FIFO (named pipe); outputs are regular files, or character devices"), "\(r.stderr)")
        #expect(Self.kind(dir.path + "/out.mp4") == S_IFIFO)
        #expect(dir.contents == ["out.mp4", "t.yaml"])
    }

    /// `-o /dev/null` (benchmarks): both clips, H.264 as without `-o`, written through in turn;
    /// /dev/null stays a character device and nothing else is made beside it.
    /// As root, only in a private mount namespace on a `mknod` copy of it, so a regression would
    /// replace only that copy; otherwise on /dev/null itself, which a user cannot replace.
    @Test func characterDeviceOutputIsWrittenThrough() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("t.yaml", TemplateFixtures.minimal())
        if getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") {
            let dev = dir.path + "/dev"
            try FileManager.default.createDirectory(atPath: dev, withIntermediateDirectories: true)
            let script = "mount -t tmpfs tmpfs '\(dev)' && mknod '\(dev)/null' c 1 3 && chmod 666 '\(dev)/null' && "
                + "'\(CLI.binary)' render '\(template)' -o '\(dev)/null' && stat -c '%F' '\(dev)/null' && ls -A '\(dev)'"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
            process.arguments = ["-m", "--propagation", "private", "sh", "-c", script]
            let out = Pipe()
            process.standardOutput = out
            process.standardError = out
            try process.run()
            let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(text)")
            #expect(text.components(separatedBy: "wrote ").count == 3, "\(text)")  // both directions
            let lines = text.split(separator: "\n")
            #expect(lines.suffix(2) == ["character special file", "null"], "\(text)")
        } else {
            // Never as root outside a private namespace: a regression would replace the machine's /dev/null.
            let r = try Self.run(["render", template, "-o", "/dev/null"])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(Self.kind("/dev/null") == S_IFCHR)
        }
        #expect(dir.contents.filter { $0 != "dev" } == ["t.yaml"])
    }

    /// An output name of 244 bytes is valid; its temporary's name must fit NAME_MAX too.
    @Test func longOutputNameRenders() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("t.yaml", TemplateFixtures.minimal())
        let name = String(repeating: "n", count: 240) + ".mp4"
        let r = try Self.run(["render", template, "--direction", "present", "-o", dir.path + "/" + name])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(dir.contents == [name, "t.yaml"])
    }

    static func kind(_ path: String) -> mode_t {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
    }
}
