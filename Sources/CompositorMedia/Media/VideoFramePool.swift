import CompositorCore
import CompositorRaster
import CompositorScene
import Foundation
import Synchronization

/// The clip's `VideoFrameSource`: one decoder per video file, shared by the rendering threads,
/// one at a time.
///
/// A file's pictures are decoded once, in presentation order, whichever thread asks: the
/// threads make neighbouring frames, so they ask for neighbouring times, and the decoder
/// answers a time a little behind its latest frame from the frames it keeps
/// (`VideoDecoder.historyLength`). A decoder per thread (as before) decoded every picture
/// once per thread: 278 packets sent for the 141 of the benchmark recording at `--jobs 2`
/// (counted with a perf uprobe on `avcodec_send_packet`), a second HEVC decode of the whole
/// recording on a 2-core machine. A thread waits while another decodes; decoding is
/// sequential anyway. Every answer is a pure function of the time
/// (`VideoDecoder.frame(at:)`), so the frames are the same for any `--jobs`, on every shard,
/// in any order.
package final class VideoFramePool: VideoFrameSource {
    /// The decoder of each file, opened at `init` or when a file is first asked for.
    private let decoders: Mutex<[String: SharedDecoder]>
    /// The pictures' pixels, summed over the files.
    private let pixels: Int

    /// One file's decoder and the lock a thread holds while using it. `VideoDecoder` is not
    /// `Sendable` (it owns libav contexts); `@unchecked Sendable` holds because the decoder is
    /// touched only inside `use`, under `lock`.
    private final class SharedDecoder: @unchecked Sendable {
        private let lock = NSLock()
        private let decoder: VideoDecoder
        init(_ decoder: VideoDecoder) { self.decoder = decoder }
        var pixels: Int { decoder.pixels }
        func use<T>(_ body: (VideoDecoder) throws -> T) rethrows -> T {
            lock.lock()
            defer { lock.unlock() }
            return try body(decoder)
        }
    }

    /// A pool over `paths`, each opened and its first frame decoded now, so a file that cannot
    /// be played fails before any output exists (an `AssetError` naming it).
    package init(paths: [String]) throws(AssetError) {
        var opened: [String: SharedDecoder] = [:]
        for path in paths where opened[path] == nil {
            opened[path] = SharedDecoder(try VideoDecoder(path: path))
        }
        pixels = opened.values.reduce(0) { $0 + $1.pixels }
        decoders = Mutex(opened)
    }

    /// Bytes the decoders may hold with `jobs` rendering threads, counted by `EncoderMemory`:
    /// one decoder per file (`VideoDecoder.memoryPerPixel` a pixel, its kept frames included)
    /// and what each thread's frame holds of its pictures (the RGBA frame a thread draws from,
    /// copied when another thread's conversion changes it: 4 bytes a pixel).
    package func memory(jobs: Int) -> Int {
        pixels * (VideoDecoder.memoryPerPixel + 4 * max(1, jobs))
    }

    /// Opens `path` as a video and decodes its first frame: what `validate` checks of a video.
    package static func probe(path: String) throws(AssetError) {
        _ = try VideoDecoder(path: path)
    }

    package func frame(of path: String, at time: Rational, rows: (_ width: Int, _ height: Int) -> Range<Int>?) throws
        -> (pixmap: Pixmap, isOpaque: Bool) {
        try decoder(of: path).use { try $0.frame(at: time, rows: rows) }
    }

    package func planes(of path: String, at time: Rational) throws -> (any DecodedPlanes)? {
        try decoder(of: path).use { try $0.planes(at: time) }
    }

    package func shownTime(of path: String, at time: Rational) throws -> Rational {
        try decoder(of: path).use { try $0.shownTime(at: time) }
    }

    /// `path`'s decoder, opened now if no frame of it was asked for before.
    private func decoder(of path: String) throws -> SharedDecoder {
        if let known = decoders.withLock({ $0[path] }) { return known }
        let opened = SharedDecoder(try VideoDecoder(path: path))
        return decoders.withLock { decoders in
            if let raced = decoders[path] { return raced }
            decoders[path] = opened
            return opened
        }
    }
}
