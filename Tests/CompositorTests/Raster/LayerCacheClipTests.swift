import Foundation
import Testing
@testable import Compositor

/// Whole clips with the layer cache on and off (`SEGUE_LAYER_CACHE=0`), through the built binary.
@Suite struct LayerCacheClipTests {
    /// Two text-and-tile screens, 320x480 pixels (at `scale` 2) at 30 fps, the given animator and clip length.
    static func template(animator: String, presentation: String = "fullScreen", fps: Int = 30, duration: String = "0.5",
                         scale: Int = 2) -> String {
        """
        canvas: {size: [160, 240], scale: \(scale), background: "#000000"}
        video: {fps: \(fps)}
        scenes:
          feed:
            background: "#F2F2F7"
            views:
              - frame: [0, 0, 160, 70]
                gradient: {colors: ["#4678BE", "#F0BE96"]}
              - frame: [10, 78, 140, 22]
                label: {text: "Hill weekend", font: {size: 18, weight: bold}, color: "#1C1C1E", alignment: left}
              - frame: [10, 102, 140, 36]
                label: {text: "Three quiet villages and a ridge walk.", font: {size: 12}, color: "#3C3C43", lines: 2, alignment: left}
              - frame: [10, 146, 140, 60]
                background: "#FFFFFF"
                cornerRadius: 10
                shadow: {opacity: 0.2, radius: 6, offset: [0, 3]}
                border: {width: 1, color: "#D0D0D8"}
          article:
            background: "#FFFFFF"
            views:
              - frame: [12, 16, 136, 40]
                label: {text: "Kestrel Ridge", font: {size: 22, weight: bold}, alignment: left}
              - frame: [12, 64, 64, 44]
                background: "#E5F1FF"
                cornerRadius: 12
              - frame: [84, 64, 64, 44]
                background: "#FFF1E0"
                cornerRadius: 12
        segue:
          animator: \(animator)
          presentation: \(presentation)
          from: feed
          to: article
          duration: \(duration)
          holdBefore: 0.2
          holdAfter: 0.3
        """
    }

    static func frameHashes(_ path: String, environment: [String: String] = [:], jobs: Int = 2) throws -> [String] {
        let r = try BinaryRun.run(["checksum", path, "--direction", "present", "--jobs", "\(jobs)"], environment: environment)
        try #require(r.status == 0, "\(r.stderr)")
        return r.stdout.split(separator: "\n").filter { $0.hasPrefix("0,") }.map { String($0.split(separator: ",").last!) }
    }

    @Test func crossDissolveIsExactlyTheUncachedClip() throws {
        // Both scenes only fade: every layer is composited from a store at whole pixels.
        let dir = TemporaryDirectory()
        let path = dir.write("dissolve.yaml", Self.template(animator: "crossDissolve"))
        let cached = try Self.frameHashes(path), uncached = try Self.frameHashes(path, environment: ["SEGUE_LAYER_CACHE": "0"])
        let template = try TemplateLoader.load(path: path)
        #expect(cached.count == template.timeline.frameCount)
        #expect(cached == uncached)
    }

    @Test func pushAgreesWhereTheContractSaysAndIsReproducible() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("push.yaml", Self.template(animator: "push", presentation: "navigation"))
        let cached = try Self.frameHashes(path), uncached = try Self.frameHashes(path, environment: ["SEGUE_LAYER_CACHE": "0"])
        let frames = try ClipFrames(template: TemplateLoader.load(path: path), direction: .present)
        #expect(cached.count == frames.frameCount)
        var resampled = 0
        for index in 0..<frames.frameCount {
            // Scenes at whole device pixels (the holds, and any moving frame that lands on
            // whole pixels) are copies of their stores; the rest are resampled.
            let whole = frames.layers(at: FrameIndex(index)).allSatisfy { view in
                let t = view.transformToSuperview.concatenating(frames.template.canvas.pointsToPixels)
                return t.tx.rounded() == t.tx && t.ty.rounded() == t.ty
            }
            if whole { #expect(cached[index] == uncached[index], "frame \(index)") } else { resampled += 1 }
        }
        #expect(resampled > 0)
        // Byte for byte the same for any number of threads.
        #expect(try Self.frameHashes(path, jobs: 1) == cached)
    }

    /// A slow push (every frame composited: resampled stores) and a slow cross-dissolve (every
    /// frame a plane frame: the stores' planes), each encoded.
    @Test(arguments: ["push", "crossDissolve"])
    func peakMemoryDoesNotGrowWithClipLength(animator: String) throws {
        let dir = TemporaryDirectory()
        func peakKilobytes(_ duration: String) throws -> Double {
            let path = dir.write("\(animator)-\(duration).yaml", Self.template(animator: animator, presentation: animator == "push" ? "navigation" : "fullScreen", fps: 5,
                                                                                 duration: duration, scale: 1))
            let r = try BinaryRun.runTool("/usr/bin/time", ["-f", "%M", CLI.binary, "render", path, "--direction", "present",
                                                            "-o", dir.path + "/out-\(duration).mp4", "--jobs", "2"])
            try #require(r.status == 0, "\(r.stderr)")
            return try #require(Double(r.stderr.split(separator: "\n").last.map(String.init) ?? ""))
        }
        // 10 s and 60 s clips of the same scenes.
        let short = try peakKilobytes("9.5"), long = try peakKilobytes("59.5")
        #expect(long <= short * 1.1, "peak RSS \(long) kB for 60 s against \(short) kB for 10 s")
    }
}
