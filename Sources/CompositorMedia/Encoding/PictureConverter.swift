import CFFmpeg
import CompositorRaster
import CompositorScene
import Foundation

/// Turns composited frames into one encoder's picture layout (`LibavCodecSetup.convert`) on
/// any thread, so the compositing workers convert frame n+1 while the encoder's thread sends
/// frame n: conversion leaves the single in-order path that feeds the encoder.
///
/// Pictures come from a pool and go back to it once the encoder has let go of them
/// (`recycle`), so a clip allocates at most a handful of them however long it is: one per
/// frame in flight (the render window), the one last sent (kept for repeats), and `limit`
/// idle ones.
///
/// Output is the same as converting in order: each picture is a pure function of its frame.
/// A picture remembers what it holds when that is a scene at rest (`RestingPicture`), so a
/// plane frame written into it again rewrites only what differs (the same bytes).
///
/// `@unchecked Sendable`: `idle` is only touched under `lock`; `convert` is one of
/// `PictureConversion`'s pure functions (it reads the frame and writes only the picture it is
/// handed); a picture is used by one thread at a time (made by a worker, then handed to the
/// encoder's thread through `OrderedParallel`, which synchronises).
package final class PictureConverter: @unchecked Sendable {
    package let width: Int, height: Int
    private let format: AVPixelFormat
    private let convert: (Pixmap, UnsafeMutablePointer<AVFrame>) -> Void
    private let lock = NSLock()
    private var idle: [(frame: LibavFrame, holds: RestingPicture?)] = []
    private let limit: Int

    init(width: Int, height: Int, setup: LibavCodecSetup, limit: Int = 8) {
        (self.width, self.height, format, convert, self.limit) = (width, height, setup.pixelFormat, setup.convert, limit)
    }

    /// `frame` in the encoder's layout. Throws if its size is not the video's, or libav cannot
    /// allocate a picture.
    package func picture(of frame: Pixmap) throws -> ConvertedPicture {
        try requireVideoSize(frame.width, frame.height)
        let picture = try writablePicture()
        convert(frame, picture.frame.pointer)
        return ConvertedPicture(frame: picture.frame, holds: nil)
    }

    /// `frame`'s rows `rows` (even bounds) in the encoder's layout, which must take plane
    /// frames (`takesPlaneFrames`: 8-bit 4:2:0, so the rows are whole chroma rows): exactly
    /// those rows of `picture(of: frame)`. The picture's other rows are undefined until copied
    /// from the frame before's (`ConvertedPicture.copyRows(outside:from:)`); a partial frame
    /// (`FramePlan.partial`) has pixels only in `rows`.
    package func picture(of frame: Pixmap, rows: Range<Int>) throws -> ConvertedPicture {
        precondition(takesPlaneFrames && rows.lowerBound % 2 == 0 && rows.upperBound % 2 == 0, "row pairs of 4:2:0 pictures")
        try requireVideoSize(frame.width, frame.height)
        let picture = try writablePicture(), p = picture.frame.pointer.pointee
        YUV420Converter.convert(frame, rowPairs: rows.lowerBound / 2..<rows.upperBound / 2, y: p.data.0!, yStride: Int(p.linesize.0),
                                cb: p.data.1!, cbStride: Int(p.linesize.1), cr: p.data.2!, crStride: Int(p.linesize.2))
        return ConvertedPicture(frame: picture.frame, holds: nil)
    }

    /// Throws unless a frame of `frameWidth` × `frameHeight` is the video's size.
    private func requireVideoSize(_ frameWidth: Int, _ frameHeight: Int) throws {
        guard frameWidth == width, frameHeight == height else {
            throw FFmpegError(call: "VideoEncoder.append", code: CFFmpeg_AVERROR(EINVAL),
                              message: "frame is \(frameWidth)x\(frameHeight), the video \(width)x\(height)")
        }
    }

    /// A picture from the pool whose buffers may be written, and what it holds.
    private func writablePicture() throws -> (frame: LibavFrame, holds: RestingPicture?) {
        let picture = try take()
        // A no-op unless the encoder still holds a reference to this picture's buffers
        // (encoders that keep frames, e.g. frame-threaded ones): then it gets fresh ones, with
        // the same contents copied in.
        try FFmpegError.check(av_frame_make_writable(picture.frame.pointer), "av_frame_make_writable")
        return picture
    }

    /// Whether the layout is 8-bit 4:2:0 without alpha (`PictureConversion.yuv420`, the one
    /// layout `PlaneFrame` writes): H.264, HEVC 8-bit, VP9 without alpha.
    package var takesPlaneFrames: Bool { format == AV_PIX_FMT_YUV420P }

    /// `frame` in the encoder's layout (which must take plane frames: `takesPlaneFrames`),
    /// written from its stores' planes. Throws if its size is not the video's, or libav cannot
    /// allocate a picture.
    package func picture(of frame: PlaneFrame) throws -> ConvertedPicture {
        precondition(takesPlaneFrames, "plane frames into \(format)")
        try requireVideoSize(frame.width, frame.height)
        let picture = try writablePicture()
        frame.write(into: picture.frame.pointer, over: picture.holds)
        return ConvertedPicture(frame: picture.frame, holds: frame.resting)
    }

    /// Gives a picture the encoder has been sent (and no longer needs to resend) back to the pool.
    func recycle(_ picture: ConvertedPicture) {
        lock.withLock { if idle.count < limit { idle.append((picture.frame, picture.holds)) } }
    }

    private func take() throws(FFmpegError) -> (frame: LibavFrame, holds: RestingPicture?) {
        if let picture = lock.withLock({ idle.popLast() }) { return picture }
        let frame = try LibavFrame(width: width, height: height, format: format)
        // Tagged on every picture too: intra codecs (ProRes) write them from the frame.
        frame.pointer.pointee.color_primaries = AVCOL_PRI_BT709
        frame.pointer.pointee.color_trc = AVCOL_TRC_BT709
        frame.pointer.pointee.colorspace = AVCOL_SPC_BT709
        frame.pointer.pointee.color_range = AVCOL_RANGE_MPEG
        return (frame, nil)
    }
}

/// One frame already in an encoder's picture layout (`PictureConverter`), waiting to be sent.
/// `@unchecked Sendable`: used by one thread at a time (see `PictureConverter`).
package final class ConvertedPicture: @unchecked Sendable {
    package let frame: LibavFrame
    /// What `frame` holds when it is a scene at rest (`RestingPicture`), for its next use.
    package let holds: RestingPicture?
    fileprivate init(frame: LibavFrame, holds: RestingPicture?) { (self.frame, self.holds) = (frame, holds) }
}
