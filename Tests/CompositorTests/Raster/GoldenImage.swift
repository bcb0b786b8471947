import Foundation
import Testing
@testable import Compositor

/// Exact comparison of rendered frames with committed PNGs under Tests/CompositorTests/Golden/.
///
/// On a mismatch `<name>.actual.png` and `<name>.diff.png` (differing pixels red, the rest a
/// dim copy of the golden) go to .build/golden-failures/<area>/ and the path is printed.
/// `SEGUE_RECORD_GOLDENS=1` rewrites the goldens and fails, so a recording never passes silently.
enum GoldenImage {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static var goldenFolder: URL { root.appendingPathComponent("Golden") }
    static var failureFolder: URL {
        root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/golden-failures")
    }

    static func check(_ actual: Pixmap, area: String, name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let golden = goldenFolder.appendingPathComponent(area).appendingPathComponent(name + ".png").path
        if ProcessInfo.processInfo.environment["SEGUE_RECORD_GOLDENS"] == "1" {
            do {
                try TestPNG.write(actual, to: golden)
                Issue.record("recorded golden \(golden); run again without SEGUE_RECORD_GOLDENS to check it", sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot record \(golden): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        let expected = try? ImageDecoder.decode(path: golden)
        if let expected, expected == actual { return }
        let out = failureFolder.appendingPathComponent(area)
        let actualPath = out.appendingPathComponent(name + ".actual.png").path
        try? TestPNG.write(actual, to: actualPath)
        guard let expected else {
            Issue.record("no golden \(golden) (actual written to \(actualPath); record with SEGUE_RECORD_GOLDENS=1)", sourceLocation: sourceLocation)
            return
        }
        let diffPath = out.appendingPathComponent(name + ".diff.png").path
        var differing = 0
        if expected.width == actual.width && expected.height == actual.height {
            var diff = Pixmap(width: actual.width, height: actual.height)
            for y in 0..<actual.height {
                for x in 0..<actual.width {
                    let e = expected[x, y], a = actual[x, y]
                    if e == a {
                        let grey = UInt8((Int(e.r) + Int(e.g) + Int(e.b)) / 12)
                        diff[x, y] = PremultipliedRGBA8(r: grey, g: grey, b: grey, a: 255)
                    } else {
                        differing += 1
                        diff[x, y] = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
                    }
                }
            }
            try? TestPNG.write(diff, to: diffPath)
        }
        Issue.record("""
            \(name) differs from \(golden) (\(differing) pixels; sizes \(expected.width)x\(expected.height) vs \
            \(actual.width)x\(actual.height)); see \(actualPath) and \(diffPath)
            """, sourceLocation: sourceLocation)
    }
}
