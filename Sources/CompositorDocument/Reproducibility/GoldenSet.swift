import CompositorCore
import CompositorMotion
import Foundation

/// A folder of committed goldens for `check`: per clip a frame-hash file and a few stills.
///
///     DIR/<name>-<direction>.framehash      every frame's XXH3-128 (as xxh128sum; the default)
///     DIR/<name>-<direction>.framemd5       or every frame's MD5 (`check --record --hash md5`,
///                                           FFmpeg's framemd5 layout; goldens recorded before
///                                           XXH3-128 became the default keep working)
///     DIR/<name>-<direction>-<frame>.png    the pictures `StillSelection` chose that no
///                                           other still in DIR already shows
///
/// The hashes decide pass or fail; the stills only let a failure show the expected picture.
/// A picture is stored once in the folder, by the first clip recorded with it, and found
/// through its hash (`stillsByDigest`): the last frame of a present clip is the first of its
/// dismiss clip, a hold's frames are one picture.
package struct GoldenSet: Sendable {
    /// The folder, as given on the command line.
    public let folder: String

    /// The golden set in `folder` (which need not exist yet).
    public init(folder: String) { self.folder = folder }

    /// `folder/<name>-<direction>.framemd5` (MD5) or `.framehash` (XXH3-128): the extension
    /// says which hash the file holds, as batch's frame-hash files do.
    public func manifestPath(name: String, direction: SegueDirection, algorithm: FrameHashAlgorithm = .xxh128) -> String {
        "\(folder)/\(name)-\(direction.rawValue).\(algorithm.fileExtension)"
    }

    /// The clip's recorded hash file: the `.framehash` one if there is one, else the `.framemd5`
    /// one if there is one, else where the default (`.framehash`) would be.
    public func recordedManifestPath(name: String, direction: SegueDirection) -> String {
        let xxh = manifestPath(name: name, direction: direction, algorithm: .xxh128)
        let md5 = manifestPath(name: name, direction: direction, algorithm: .md5)
        return !FileManager.default.fileExists(atPath: xxh) && FileManager.default.fileExists(atPath: md5) ? md5 : xxh
    }

    /// `folder/<name>-<direction>-<frame>.png`.
    public func stillPath(name: String, direction: SegueDirection, frame: FrameIndex) -> String {
        "\(folder)/\(name)-\(direction.rawValue)-\(frame.value).png"
    }

    /// The recorded hashes, or `nil` when there is no golden for the clip.
    /// Throws `AssetError` when the file is unreadable or not a frame-hash file.
    public func manifest(name: String, direction: SegueDirection) throws -> FrameHashManifest? {
        let path = recordedManifestPath(name: name, direction: direction)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        if let refusal = FileNode(path: path).inputRefusal { throw AssetError(path: path, message: refusal) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AssetError(path: path, message: "cannot read: \(String(cString: strerror(errno)))")
        }
        return try FrameHashManifest(parsing: String(decoding: data, as: UTF8.self), file: path)
    }

    /// The frames of the clip that have a recorded still, in order.
    public func stillFrames(name: String, direction: SegueDirection) -> [FrameIndex] {
        Self.stillFrames(prefix: "\(name)-\(direction.rawValue)-", in: (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
    }

    /// The frames of the files `<prefix><frame>.png` among `names`, in order.
    static func stillFrames(prefix: String, in names: [String]) -> [FrameIndex] {
        names.compactMap { file -> FrameIndex? in
            guard file.hasPrefix(prefix), file.hasSuffix(".png") else { return nil }
            let number = file.dropFirst(prefix.count).dropLast(4)
            guard !number.isEmpty, number.allSatisfy(\.isASCII), number.allSatisfy(\.isNumber), let value = Int(number) else { return nil }
            return FrameIndex(value)
        }.sorted()
    }

    /// Every still in the folder under the hash its clip's golden records for its frame
    /// (`"XXH128:<digest>"` or `"MD5:<digest>"`), leaving out `excluded`'s own (a clip being
    /// recorded again). The first clip in name order wins when two hold one picture; a golden
    /// that cannot be read only costs its stills.
    public func stillsByDigest(excluding excluded: (name: String, direction: SegueDirection)? = nil) -> [String: String] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        let own = excluded.map { "\($0.name)-\($0.direction.rawValue)" }
        var found: [String: String] = [:]
        for file in names {
            guard let algorithm = FrameHashAlgorithm.allCases.first(where: { file.hasSuffix("." + $0.fileExtension) }) else { continue }
            let clip = String(file.dropLast(algorithm.fileExtension.count + 1))
            guard clip != own, let data = FileManager.default.contents(atPath: folder + "/" + file),
                  let manifest = try? FrameHashManifest(parsing: String(decoding: data, as: UTF8.self), file: file) else { continue }
            for frame in Self.stillFrames(prefix: clip + "-", in: names) where frame.value < manifest.frames.count {
                let key = manifest.algorithm.headerName + ":" + manifest.frames[frame.value].digest
                if found[key] == nil { found[key] = "\(folder)/\(clip)-\(frame.value).png" }
            }
        }
        return found
    }

    /// Writes the clip's hashes (temp file + rename) under its algorithm's extension and removes
    /// the clip's file of the other hash, so one golden stays per clip.
    package func writeManifest(_ manifest: FrameHashManifest, name: String, direction: SegueDirection) throws {
        let bytes = Array(manifest.text.utf8)
        let path = manifestPath(name: name, direction: direction, algorithm: manifest.algorithm)
        try bytes.withUnsafeBytes { try TemporaryOutputFile(destination: path).write($0) }
        for other in FrameHashAlgorithm.allCases where other != manifest.algorithm {
            let stale = manifestPath(name: name, direction: direction, algorithm: other)
            guard unlink(stale) == 0 || errno == ENOENT else {
                throw OutputError(path: stale, message: "cannot remove the other hash's golden: \(String(cString: strerror(errno)))")
            }
        }
    }

    /// Removes the clip's stills that are not in `keep` (left from an earlier recording).
    package func removeStills(name: String, direction: SegueDirection, except keep: Set<FrameIndex>) throws {
        for frame in stillFrames(name: name, direction: direction) where !keep.contains(frame) {
            let path = stillPath(name: name, direction: direction, frame: frame)
            guard unlink(path) == 0 else { throw OutputError(path: path, message: "cannot remove a stale still: \(String(cString: strerror(errno)))") }
        }
    }

    /// Creates the folder (and its parents) if needed.
    package func create() throws {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw OutputError(path: folder, message: "cannot create the folder: \(error.localizedDescription)")
        }
    }
}

/// Which frames `check --record` keeps as PNG stills besides the hashes.
package enum StillSelection: String, Sendable, CaseIterable {
    /// The first and last frames and the transition's first moving, middle and last frames:
    /// any change to a scene or the animation differs first at one of them. `check --record`
    /// keeps only the distinct pictures among them (a held last frame equal to the first
    /// settled one is not stored twice).
    case key
    /// Every frame (large, but every mismatch can show its expected picture).
    case all
    /// Hashes only; a mismatch shows the actual frame alone.
    case none

    /// The chosen frames of `timeline`, in order.
    public func frames(of timeline: ClipTimeline) -> [FrameIndex] {
        let count = timeline.frameCount
        guard count > 0 else { return [] }
        switch self {
        case .none: return []
        case .all: return Array(timeline.frames)
        case .key:
            let frames = timeline.frames
            let firstMoving = frames.first { timeline.exactProgress(at: $0) > .zero }
            let firstSettled = frames.first { timeline.exactProgress(at: $0) == .one }
            let middle = frames.first { timeline.exactProgress(at: $0) >= Rational(1, 2) }
            let chosen = [FrameIndex(0), firstMoving, middle, firstSettled, FrameIndex(count - 1)].compactMap { $0 }
            return Array(Set(chosen)).sorted()
        }
    }
}
