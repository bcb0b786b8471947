import CompositorCore
import CompositorDocument
import CompositorMedia
import CompositorRaster
import CompositorScene
import Foundation

/// `check`: compares a clip's frame hashes with its golden, or records the golden. Rendering
/// only (no encoding), so a check costs what compositing costs.
package enum GoldenCheck {
    /// What checking or recording one clip came to.
    public enum Outcome: Sendable, Equatable {
        /// `--record`: the golden now holds `frames` hashes and stills of these frames; the
        /// pictures of `shown` more chosen frames are other clips' stills in the folder.
        case recorded(frames: Int, stills: [FrameIndex], shown: Int = 0)
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

    /// Renders `frames` and writes their hashes (`algorithm`'s: XXH3-128 unless MD5 is asked
    /// for) and the `stills` to `golden`, replacing what it held for the clip (stale stills
    /// included). A chosen frame whose picture is already a still in the folder (the same
    /// hash: a hold's first and last frame, a present clip's last frame and its dismiss clip's
    /// first) gets no file of its own: `check` finds the picture of any frame through its
    /// hash (`GoldenSet.stillsByDigest`).
    public static func record(_ frames: ClipFrames, assets: AssetStore, jobs: Int, golden: GoldenSet,
                              stills: StillSelection, algorithm: FrameHashAlgorithm = .xxh128,
                              cancellation: CancellationFlag = CancellationFlag(),
                              engine: EngineSettings = EngineSettings()) throws -> Outcome {
        let name = frames.template.name, direction = frames.direction
        try golden.create()
        let chosen = Set(stills.frames(of: frames.timeline))
        let elsewhere = golden.stillsByDigest(excluding: (name, direction))
        var kept: [FrameIndex] = [], keptDigests = Set<String>(), shown = 0
        let manifest = try frames.checksums(jobs: jobs, assets: assets, algorithm: algorithm, cancellation: cancellation, engine: engine) { checksum, pixmap in
            guard chosen.contains(checksum.index), keptDigests.insert(checksum.digest).inserted else { return }
            guard elsewhere[algorithm.headerName + ":" + checksum.digest] == nil else { shown += 1; return }
            try PNGWriter.write(pixmap, to: golden.stillPath(name: name, direction: direction, frame: checksum.index))
            kept.append(checksum.index)
        }
        try golden.writeManifest(manifest, name: name, direction: direction)
        try golden.removeStills(name: name, direction: direction, except: Set(kept))
        return .recorded(frames: manifest.frames.count, stills: kept, shown: shown)
    }

    /// Renders `frames` and compares each frame's hash with `golden`'s (hashing with the hash the
    /// golden names, XXH128 or MD5). On a mismatch writes to `failures` (created if needed), for
    /// the first differing frame F:
    /// - `<name>-<direction>-F-actual.png` always;
    /// - `-F-expected.png` and `-F-diff.png` when the golden has a picture of F: a still of F,
    ///   or any still in the folder with the hash the golden records for F;
    /// - otherwise the same three for the first differing frame that has one, if any.
    /// The details name the views drawn where the frames differ (`DrawnViews`).
    public static func check(_ frames: ClipFrames, assets: AssetStore, jobs: Int, golden: GoldenSet,
                             failures: String, cancellation: CancellationFlag = CancellationFlag(),
                             engine: EngineSettings = EngineSettings()) throws -> Outcome {
        let name = frames.template.name, direction = frames.direction
        guard let expected = try golden.manifest(name: name, direction: direction) else {
            return .missingGolden(path: golden.recordedManifestPath(name: name, direction: direction))
        }
        let stills = golden.stillFrames(name: name, direction: direction)
        // The golden's picture of frame i: its own still, else any still recorded with i's hash
        // (the clip's own first).
        var byDigest = golden.stillsByDigest()
        for still in stills.reversed() where still.value < expected.frames.count {
            byDigest[expected.algorithm.headerName + ":" + expected.frames[still.value].digest] = golden.stillPath(name: name, direction: direction, frame: still)
        }
        func picture(of index: FrameIndex) -> String? {
            guard index.value < expected.frames.count else { return nil }
            if stills.contains(index) { return golden.stillPath(name: name, direction: direction, frame: index) }
            return byDigest[expected.algorithm.headerName + ":" + expected.frames[index.value].digest]
        }
        var firstDiffering: (FrameIndex, Pixmap)?, firstDifferingPictured: (FrameIndex, Pixmap)?
        var differing = 0
        let actual = try frames.checksums(jobs: jobs, assets: assets, algorithm: expected.algorithm, cancellation: cancellation, engine: engine) { checksum, pixmap in
            let i = checksum.index.value
            guard i >= expected.frames.count || expected.frames[i].digest != checksum.digest else { return }
            differing += 1
            if firstDiffering == nil { firstDiffering = (checksum.index, pixmap) }
            if firstDifferingPictured == nil, picture(of: checksum.index) != nil { firstDifferingPictured = (checksum.index, pixmap) }
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
            if let still = picture(of: index) {
                written += try writeComparison(index, still: still, actual: pixmap, frames: frames, expected: expected, golden: golden,
                                               base: base, details: &details)
            } else {
                details.append("the golden has no picture of frame \(index) (the clip's stills: \(stills.isEmpty ? "none" : stills.map(\.description).joined(separator: ", "))); record with --stills all to keep every frame")
                if case let (other, otherPixmap)? = firstDifferingPictured, let still = picture(of: other) {
                    let otherBase = "\(failures)/\(name)-\(direction.rawValue)-\(other.value)"
                    try PNGWriter.write(otherPixmap, to: otherBase + "-actual.png")
                    written.append(otherBase + "-actual.png")
                    written += try writeComparison(other, still: still, actual: otherPixmap, frames: frames, expected: expected, golden: golden,
                                                   base: otherBase, details: &details)
                }
            }
        } else {
            details.append("the clip ends before frame \(difference.frame); there is no picture to show")
        }
        return .mismatch(difference, details: details, written: written)
    }

    /// Copies the golden still at `stillPath` (frame `frame`'s picture in the golden) to
    /// `base-expected.png` and writes `base-diff.png`; adds what the comparison found to
    /// `details`: where and how much, which views are drawn there, and the picture's gain.
    private static func writeComparison(_ frame: FrameIndex, still stillPath: String, actual: Pixmap, frames: ClipFrames,
                                        expected manifest: FrameHashManifest, golden: GoldenSet, base: String,
                                        details: inout [String]) throws -> [String] {
        // A damaged still only costs the pictures, not the verdict (the hashes decide).
        guard let expected = try? ImageDecoder.decode(path: ConfinedFolder.realPath(stillPath) ?? stillPath),
              let bytes = FileManager.default.contents(atPath: stillPath) else {
            details.append("warning: cannot read the golden still \(stillPath); no expected or difference picture")
            return []
        }
        var written: [String] = []
        try bytes.withUnsafeBytes { try TemporaryOutputFile(destination: base + "-expected.png").write($0) }
        written.append(base + "-expected.png")
        if FrameChecksum(index: frame, frame: expected, algorithm: manifest.algorithm).digest != manifest.frames[frame.value].digest {
            details.append("warning: the golden still \(stillPath) does not match its recorded hash; re-record the golden")
        }
        if let difference = FrameDifference(expected: expected, actual: actual) {
            try PNGWriter.write(difference.image, to: base + "-diff.png")
            written.append(base + "-diff.png")
            let own = golden.stillPath(name: frames.template.name, direction: frames.direction, frame: frame)
            let from = stillPath == own ? "" : " (expected: the still \(URL(fileURLWithPath: stillPath).lastPathComponent), recorded with the same hash)"
            details.append("frame \(frame)\(from): \(difference.summary)")
            if let box = difference.bounds {
                details.append(DrawnViews(frames.layers(at: frame), scale: frames.canvas.scale).summary(overlapping: box))
            }
            details.append(difference.pictureNote)
        } else {
            details.append("frame \(frame): the expected still is \(expected.width)x\(expected.height), the frame \(actual.width)x\(actual.height); no difference image")
        }
        return written
    }
}
