import CompositorCore
import CompositorScene
import Dispatch
import Foundation

/// Encodes and writes a PNG sequence's frames on background threads, a few at a time: one PNG
/// is one zlib stream on one thread, so encoding them one after another on the encoder thread
/// leaves the other cores to compositing alone (and FFmpeg's own `-c:v png` runs frame threads).
/// Each file is a pure function of its frame and is named by its index, so the order in which
/// the threads finish changes nothing on disk: the bytes are those of the serial writer.
///
/// Memory stays bounded: at most `inFlight` frames are queued or being encoded; `encode` waits
/// for a free slot.
///
/// `@unchecked Sendable`: the one mutable field, `failure`, is read and written under `lock`;
/// the queue, group and semaphores are thread-safe; `folder` and `alpha` never change.
final class PNGFrameWriters: @unchecked Sendable {
    /// One frame's PNG bytes, set once by the thread that encodes it before `ready` is signalled
    /// and read only after waiting on `ready` (a repeated frame's file is these bytes again).
    final class Encoded: @unchecked Sendable {
        fileprivate let ready = DispatchSemaphore(value: 0)
        fileprivate var bytes: [UInt8] = []
    }

    private let queue = DispatchQueue(label: "segue-video.png-sequence", attributes: .concurrent)
    private let group = DispatchGroup()
    private let slots: DispatchSemaphore
    private let lock = NSLock()
    /// The failure of the lowest-numbered frame that failed, so the message does not depend on
    /// which thread lost the race.
    private var failure: (index: Int, error: any Error)?
    private let folder: String
    private let alpha: Bool

    /// Writes into `folder` (which exists), RGBA when `alpha`, else RGB.
    init(folder: String, alpha: Bool, inFlight: Int = max(2, ProcessInfo.processInfo.activeProcessorCount) + 1) {
        self.folder = folder
        self.alpha = alpha
        slots = DispatchSemaphore(value: inFlight)
    }

    /// Encodes `frame` as file `index` in the background; throws an earlier frame's failure.
    func encode(_ frame: Pixmap, index: Int) throws -> Encoded {
        try check()
        let encoded = Encoded()
        slots.wait()
        queue.async(group: group) { [self] in
            defer { slots.signal() }
            do {
                defer { encoded.ready.signal() }
                encoded.bytes = try PNGWriter.encode(frame, alpha: alpha)
            } catch {
                record(index, error)
                return
            }
            write(encoded.bytes, index)
        }
        return encoded
    }

    /// Writes `source`'s bytes again as file `index` once they are ready. `source` was queued
    /// earlier on this FIFO queue, so it is running or done when this waits for it.
    func repeatFrame(_ source: Encoded, index: Int) throws {
        try check()
        slots.wait()
        queue.async(group: group) { [self] in
            defer { slots.signal() }
            source.ready.wait()
            source.ready.signal()
            if !source.bytes.isEmpty { write(source.bytes, index) }
        }
    }

    /// Waits for every queued frame; throws the first failure (by frame number).
    func finish() throws {
        group.wait()
        try check()
    }

    private func write(_ bytes: [UInt8], _ index: Int) {
        let name = PNGSequenceFormat.fileName(index)
        if !FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(bytes)) {
            record(index, OutputError(path: folder, message: "cannot write \(name)"))
        }
    }

    private func record(_ index: Int, _ error: any Error) {
        lock.withLock { if failure.map({ index < $0.index }) ?? true { failure = (index, error) } }
    }

    private func check() throws {
        if let failure = lock.withLock({ failure }) { throw failure.error }
    }
}
