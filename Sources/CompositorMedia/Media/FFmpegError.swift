import CompositorCore
import Foundation
import CFFmpeg

/// A libav* call that failed: the call's name, its return code and `av_strerror`'s text.
///
/// Exit status 5 (`outputIO`) when the code is an operating-system I/O error, else 1: a libav
/// failure that is neither the template's nor the output's fault is a bug or a broken install.
public struct FFmpegError: SegueVideoError, Equatable {
    /// The C function that failed, e.g. `avcodec_send_frame`.
    public var call: String
    /// Its negative AVERROR code.
    public var code: Int32
    /// `av_strerror`'s description of `code`.
    public var message: String

    /// The failure of `call` with `code`, described by `av_strerror`.
    public init(call: String, code: Int32) {
        self.call = call
        self.code = code
        message = FFmpegError.describe(code)
    }

    /// The failure of `call` with `code` and a description of the caller's own.
    public init(call: String, code: Int32, message: String) {
        self.call = call
        self.code = code
        self.message = message
    }

    public var exitStatus: ExitStatus { isOutputIO ? .outputIO : .failure }
    public var description: String { "\(call) failed: \(message)" }

    /// Whether `code` is `AVERROR(e)` for an errno `e` that means the disk or the file system
    /// refused (full, read-only, no permission, missing folder, hardware error).
    public var isOutputIO: Bool {
        let ioErrors: Set<Int32> = [EIO, ENOSPC, EDQUOT, EACCES, EPERM, EROFS, ENOENT, ENOTDIR, EISDIR, EFBIG, ENAMETOOLONG, EEXIST, EMLINK, ENXIO]
        return code < 0 && ioErrors.contains(-code)
    }

    /// `av_strerror`'s text for `code`.
    package static func describe(_ code: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: Int(AV_ERROR_MAX_STRING_SIZE))
        if av_strerror(code, &buffer, buffer.count) < 0 { return "libav error \(code)" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Returns `code` when it is not negative, else throws an error naming `call`.
    @discardableResult
    package static func check(_ code: Int32, _ call: String) throws(FFmpegError) -> Int32 {
        if code < 0 { throw FFmpegError(call: call, code: code) }
        return code
    }
}
