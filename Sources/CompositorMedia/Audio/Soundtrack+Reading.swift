import CFFmpeg
import CompositorCore
import Foundation

/// Reading a `Soundtrack`'s file: a probe of its first samples, its length, and one line for a
/// libav failure, as the exit-4 error at the template's key (`unreadable`).
extension Soundtrack {
    /// Opens the file and decodes its first samples, so a file that is not sound fails before
    /// any output exists. Throws `unreadable(…)`.
    public func probe() throws {
        try readingFile {
            var scratch: [Int32] = []
            _ = try SoundtrackReader(path: file).read(1, into: &scratch)
        }
    }

    /// The file's length in seconds: its pairs, counted by decoding it all in chunks (memory
    /// stays flat), over its sample rate. Throws `unreadable(…)`.
    public func length() throws -> Rational {
        try readingFile {
            let reader = try SoundtrackReader(path: file)
            var scratch: [Int32] = [], pairs: Int64 = 0
            while true {
                scratch.removeAll(keepingCapacity: true)
                let got = try reader.read(1 << 14, into: &scratch)
                pairs += Int64(got)
                if got < 1 << 14 { return Rational(pairs, Int64(reader.sampleRate)) }
            }
        }
    }

    /// Runs `body`, turning a libav failure into `unreadable(…)`.
    @discardableResult
    func readingFile<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as FFmpegError {
            throw unreadable(Soundtrack.describe(error))
        }
    }

    /// One line for a libav failure reading a sound file.
    package static func describe(_ error: FFmpegError) -> String {
        if let problem = LibavInput.fileProblem(error) { return problem }
        if error.call == "av_find_best_stream" { return "has no audio stream" }
        if error.code == CFFmpeg_AVERROR_INVALIDDATA() { return "not a sound file (WAV, M4A/AAC, MP3, FLAC), or its data is corrupt" }
        return "cannot decode audio: \(error.message)"
    }
}
