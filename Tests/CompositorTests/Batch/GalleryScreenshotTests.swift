import Foundation
import Testing
@testable import Compositor

/// The gallery in a real browser: `scripts/gallery-screenshot.sh` opens index.html in headless
/// Chromium and the screenshot must show the poster. Runs only where Debian's `chromium` is
/// installed (CI does not install it).
@Suite struct GalleryScreenshotTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: chromium != nil, "needs Debian's chromium package"))
    func screenshotShowsThePoster() throws {
        let dir = TemporaryDirectory()
        // Both scenes pure green, so the poster is green whatever the frame.
        let green = TemplateFixtures.minimal().replacingOccurrences(of: "\"#FFFFFF\"", with: "\"#00FF00\"")
            .replacingOccurrences(of: "\"#0000FF\"", with: "\"#00FF00\"").replacingOccurrences(of: "\"#FF0000\"", with: "\"#00FF00\"")
        let template = dir.write("green.yaml", green)
        let result = try BatchRunner(outputFolder: dir.path + "/out", jobs: 1, progress: RecordingProgress()).run([template])
        #expect(result.records.count == 2)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [TemplateSchemaTests.repository + "/scripts/gallery-screenshot.sh", dir.path + "/out", dir.path + "/shot.png"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        let shot = try ImageDecoder.decode(path: dir.path + "/shot.png")
        let greenPixels = shot.pixels.filter { p in
            let c = PremultipliedRGBA8(packed: p)
            return c.g > 200 && c.r < 60 && c.b < 60
        }.count
        // Two 4:3 posters side by side in one card of at least 340 points (less padding and
        // the gap: tiles of at least 150 points, so 150x112 pixels or more each).
        #expect(greenPixels > 2 * 150 * 112, "\(greenPixels) green pixels")
    }
}
