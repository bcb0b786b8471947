import CompositorCore
import CompositorScene
import Synchronization

/// The clip's `VideoFrameSource`: decoders of its video files, handed to whichever rendering
/// thread asks, one thread per decoder at a time.
///
/// A thread asking for a file's frame takes the idle decoder that needs the least work for
/// that time (one holding an earlier frame, the latest such), or opens a new one when all are
/// busy, and returns it afterwards; so a clip has at most as many decoders per file as
/// rendering threads, each holding O(1) frames. Every decoder answers a time with the same
/// pixels (`VideoDecoder.frame(at:)` is a pure function of the time), so the frames are the
/// same for any `--jobs`, on every shard, in any order.
package final class VideoFramePool: VideoFrameSource {
    /// Idle decoders by file. `VideoDecoder` is not `Sendable` (it owns libav contexts); the
    /// invariant that makes sharing them safe is that a decoder is reachable from here only
    /// while no thread uses it: `frame(of:at:)` removes it under the lock before decoding and
    /// puts it back after.
    private let idle: Mutex<[String: [UncheckedDecoder]]>
    /// The pictures' pixels, summed over the files.
    private let pixels: Int

    private struct UncheckedDecoder: @unchecked Sendable {
        let decoder: VideoDecoder
    }

    /// A pool over `paths`, each opened and its first frame decoded now, so a file that cannot
    /// be played fails before any output exists (an `AssetError` naming it).
    package init(paths: [String]) throws(AssetError) {
        var opened: [String: [UncheckedDecoder]] = [:]
        for path in paths where opened[path] == nil {
            opened[path] = [UncheckedDecoder(decoder: try VideoDecoder(path: path))]
        }
        pixels = opened.values.reduce(0) { $0 + $1[0].decoder.pixels }
        idle = Mutex(opened)
    }

    /// Bytes the decoders may hold with `jobs` rendering threads: at most one decoder per file
    /// and thread (`VideoDecoder.memoryPerPixel` a pixel each), counted by `EncoderMemory`.
    package func memory(jobs: Int) -> Int {
        max(1, jobs) * pixels * VideoDecoder.memoryPerPixel
    }

    /// Opens `path` as a video and decodes its first frame: what `validate` checks of a video.
    package static func probe(path: String) throws(AssetError) {
        _ = try VideoDecoder(path: path)
    }

    package func frame(of path: String, at time: Rational, rows: (_ width: Int, _ height: Int) -> Range<Int>?) throws
        -> (pixmap: Pixmap, isOpaque: Bool) {
        try withDecoder(of: path, at: time) { try $0.frame(at: time, rows: rows) }
    }

    package func planes(of path: String, at time: Rational) throws -> (any DecodedPlanes)? {
        try withDecoder(of: path, at: time) { try $0.planes(at: time) }
    }

    /// Runs `body` with a decoder of `path` no other thread uses, the one needing the least
    /// work for `time`, and gives it back.
    private func withDecoder<T>(of path: String, at time: Rational, _ body: (VideoDecoder) throws -> T) throws -> T {
        let taken = idle.withLock { idle -> UncheckedDecoder? in
            guard var list = idle[path], !list.isEmpty else { return nil }
            let target = time
            // Prefer the decoder whose held frame is the latest not after the time.
            var best = 0
            for (i, entry) in list.enumerated() {
                let a = entry.decoder.heldTime, b = list[best].decoder.heldTime
                let aFits = a.map { $0 <= target } ?? false, bFits = b.map { $0 <= target } ?? false
                if aFits && (!bFits || a! > b!) { best = i }
            }
            let entry = list.remove(at: best)
            idle[path] = list
            return entry
        }
        let entry = try taken ?? UncheckedDecoder(decoder: VideoDecoder(path: path))
        defer { idle.withLock { $0[path, default: []].append(entry) } }
        return try body(entry.decoder)
    }
}
