import CompositorCore
import CompositorScene
import Foundation

/// `check`: compares a clip's frame hashes with its golden, or records the golden. Rendering
/// only (no encoding), so a check costs what compositing costs.
package enum GoldenCheck {
    /// What checking or recording one clip came to.
    public enum Outcome: Sendable, Equatable {
        /// `--record`: the golden now holds `frames` hashes and these stills.
        case recorded(frames: Int, stills: [FrameIndex])
        /// Every frame's hash equals the golden's.
        case passed(frames: Int)
        /// There is no golden file at `path`.
        case missingGolden(path: String)
        /// The first difference, what was learned about it and the pictures written.
        case mismatch(ManifestDifference, details: [String], written: [String])

        /// True for the outcomes that make `check` exit 1.
        public var isFailure: Bool {
            switch self {
            case .recorded, .passed: return false
            case .missingGolden, .mismatch: return true
            }
        }
    }

    /// Renders `frames` and writes their hashes (`algorithm`'s; goldens keep MD5 by default, as
    /// FFmpeg's framemd5) and the `stills` to `golden`, replacing what it held for the clip
    /// (stale stills included).
    public static func record(_ frames: ClipFrames, assets: AssetStore, jobs: Int, golden: GoldenSet,
                              stills: StillSelection, algorithm: FrameHashAlgorithm = .md5,
                              cancellation: CancellationFlag = CancellationFlag(),
                              engine: EngineSettings = EngineSettings()) throws -> Outcome {
        let name = frames.template.name, direction = frames.direction
        try golden.create()
        let chosen = Set(stills.frames(of: frames.timeline))
        let manifest = try frames.checksums(jobs: jobs, assets: assets, algorithm: algorithm, cancellation: cancellation, engine: engine) { checksum, pixmap in
            if chosen.contains(checksum.index) {
                try PNGWriter.write(pixmap, to: golden.stillPath(name: name, direction: direction, frame: checksum.index))
            }
        }
        try golden.writeManifest(manifest, name: name, direction: direction)
        try golden.removeStills(name: name, direction: direction, except: chosen)
        return .recorded(frames: manifest.frames.count, stills: chosen.sorted())
    }

    /// Renders `frames` and compares each frame's hash with `golden`'s (hashing with the hash the
    /// golden names, XXH128 or MD5). On a mismatch writes to
    /// `failures` (created if needed), for the first differing frame F:
    /// - `<name>-<direction>-F-actual.png` always;
    /// - `-F-expected.png` and `-F-diff.png` when the golden has a still of F;
    /// - otherwise the same three for the first differing frame that has a still, if any.
    public static func check(_ frames: ClipFrames, assets: AssetStore, jobs: Int, golden: GoldenSet,
                             failures: String, cancellation: CancellationFlag = CancellationFlag(),
                             engine: EngineSettings = EngineSettings()) throws -> Outcome {
        let name = frames.template.name, direction = frames.direction
        guard let expected = try golden.manifest(name: name, direction: direction) else {
            return .missingGolden(path: golden.recordedManifestPath(name: name, direction: direction))
        }
        let stills = Set(golden.stillFrames(name: name, direction: direction))
        var firstDiffering: (FrameIndex, Pixmap)?, firstDifferingStill: (FrameIndex, Pixmap)?
        var differing = 0
        let actual = try frames.checksums(jobs: jobs, assets: assets, algorithm: expected.algorithm, cancellation: cancellation, engine: engine) { checksum, pixmap in
            let i = checksum.index.value
            guard i >= expected.frames.count || expected.frames[i].digest != checksum.digest else { return }
            differing += 1
            if firstDiffering == nil { firstDiffering = (checksum.index, pixmap) }
            if firstDifferingStill == nil, stills.contains(checksum.index) { firstDifferingStill = (checksum.index, pixmap) }
        }
        guard let difference = ManifestDifference.first(expected: expected, actual: actual) else {
            return .passed(frames: actual.frames.count)
        }
        var details = ["\(differing) of \(actual.frames.count) frames differ (the golden has \(expected.frames.count))"]
        var written: [String] = []
        let artifacts = GoldenSet(folder: failures)
        if case let (index, pixmap)? = firstDiffering {
            try artifacts.create()
            let base = "\(failures)/\(name)-\(direction.rawValue)-\(index.value)"
            try PNGWriter.write(pixmap, to: base + "-actual.png")
            written.append(base + "-actual.png")
            if stills.contains(index) {
                written += try writeComparison(index, actual: pixmap, expected: expected, golden: golden, name: name,
                                               direction: direction, base: base, details: &details)
            } else {
                details.append("the golden has no still of frame \(index) (it has \(stills.isEmpty ? "none" : stills.sorted().map(\.description).joined(separator: ", "))); record with --stills all to keep every frame")
                if case let (still, stillPixmap)? = firstDifferingStill {
                    let stillBase = "\(failures)/\(name)-\(direction.rawValue)-\(still.value)"
                    try PNGWriter.write(stillPixmap, to: stillBase + "-actual.png")
                    written.append(stillBase + "-actual.png")
                    written += try writeComparison(still, actual: stillPixmap, expected: expected, golden: golden, name: name,
                                                   direction: direction, base: stillBase, details: &details)
                }
            }
        } else {
            details.append("the clip ends before frame \(difference.frame); there is no picture to show")
        }
        return .mismatch(difference, details: details, written: written)
    }

    /// Copies the golden still of `frame` to `base-expected.png` and writes `base-diff.png`;
    /// adds what the comparison found to `details`.
    private static func writeComparison(_ frame: FrameIndex, actual: Pixmap, expected manifest: FrameHashManifest,
                                        golden: GoldenSet, name: String, direction: SegueDirection, base: String,
                                        details: inout [String]) throws -> [String] {
        let stillPath = golden.stillPath(name: name, direction: direction, frame: frame)
        // A damaged still only costs the pictures, not the verdict (the hashes decide).
        guard let expected = try? ImageDecoder.decode(path: ConfinedFolder.realPath(stillPath) ?? stillPath),
              let bytes = FileManager.default.contents(atPath: stillPath) else {
            details.append("warning: cannot read the golden still \(stillPath); no expected or difference picture")
            return []
        }
        var written: [String] = []
        try bytes.withUnsafeBytes { try TemporaryOutputFile(destination: base + "-expected.png").write($0) }
        written.append(base + "-expected.png")
        if frame.value < manifest.frames.count, FrameChecksum(index: frame, frame: expected, algorithm: manifest.algorithm).digest != manifest.frames[frame.value].digest {
            details.append("warning: the golden still \(stillPath) does not match its recorded hash; re-record the golden")
        }
        if let difference = FrameDifference(expected: expected, actual: actual) {
            try PNGWriter.write(difference.image, to: base + "-diff.png")
            written.append(base + "-diff.png")
            details.append("frame \(frame): \(difference.summary)")
        } else {
            details.append("frame \(frame): the expected still is \(expected.width)x\(expected.height), the frame \(actual.width)x\(actual.height); no difference image")
        }
        return written
    }
}
