@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor
@testable import CompositorMedia

/// Pictures converted by the compositing workers (`PictureConverter`, `ClipExporter`) give the
/// very bytes of converting each frame on the encoder's thread as it is appended, for every
/// libavcodec format, opaque and transparent, with held frames (repeats) in the clip, for any
/// `--jobs`; and the converter's pool keeps a bounded number of pictures.
@Suite struct WorkerConversionTests {
    /// Formats whose encoder is a `VideoEncoder` (the ones whose conversion moved).
    static var libavFormats: [OutputFormat] {
        OutputFormatTests.videoFormats.filter { format in
            let dir = TemporaryDirectory()
            let settings = EncoderSettings(width: 64, height: 48, frameRate: FrameRate(10), crf: 18, preset: .ultrafast)
            guard let encoder = try? format.encoder(path: dir.path + "/probe" + (format.extensions.first.map { "." + $0 } ?? ""),
                                                    settings: settings) else { return false }
            defer { encoder.cancel() }
            return encoder is VideoEncoder
        }
    }

    /// The clip encoded the old way: composited on one thread, each frame handed whole to the
    /// encoder (`append(_: Pixmap)`, converted there) or repeated.
    static func inOrder(_ frames: ClipFrames, format: OutputFormat, path: String) throws {
        let encoder = try format.encoder(path: path, settings: ClipExporter.settings(for: frames))
        try frames.render(jobs: 1, assets: AssetStore()) { _, pixmap, repeats in
            if repeats { try encoder.appendRepeat() } else { try encoder.append(pixmap) }
        }
        try encoder.finish()
    }

    @Test(arguments: libavFormats, [false, true])
    func workerConversionEqualsInOrderConversion(format: OutputFormat, transparent: Bool) throws {
        if transparent && format.alpha == .never { return }
        var (template, dir) = try OutputFormatTests.template(transparent: transparent)
        if transparent { template.video.proresProfile = .p4444 }
        defer { withExtendedLifetime(dir) {} }
        let frames = try ClipFrames(template: template, direction: .present).adapted(to: format)
        // The clip holds before and after its transition: repeats are part of what is checked.
        #expect((0..<frames.frameCount).contains { frames.repeatsPrevious(FrameIndex($0)) })
        let ext = format.extensions.first.map { "." + $0 } ?? ""
        try Self.inOrder(frames, format: format, path: dir.path + "/reference" + ext)
        let reference = try OutputFormatTests.contents(dir.path + "/reference" + ext)
        for jobs in [1, 2, 3] {
            let path = dir.path + "/jobs\(jobs)" + ext
            try ClipExporter.export(frames, assets: AssetStore(), to: path, jobs: jobs, format: format)
            if format.byteReproducible {
                #expect(try OutputFormatTests.contents(path) == reference, "\(format) transparent \(transparent) jobs \(jobs)")
            } else {
                #expect(try MediaProbe.inspect(path: path).frameCount == frames.frameCount)
            }
        }
    }

    /// A picture handed back is reused by the next conversion; at most `limit` wait idle.
    @Test func poolReusesAndBoundsPictures() throws {
        let setup = H264Format.setup(EncoderSettings(width: 64, height: 48, frameRate: FrameRate(10), crf: 18, preset: .ultrafast))
        let converter = PictureConverter(width: 64, height: 48, setup: setup, limit: 2)
        let frame = Pixmap(width: 64, height: 48)
        let first = try converter.picture(of: frame)
        let pointer = first.frame.pointer
        converter.recycle(first)
        #expect(try converter.picture(of: frame).frame.pointer == pointer)
        let many = try (0..<4).map { _ in try converter.picture(of: frame) }
        many.forEach(converter.recycle)
        let again = try (0..<4).map { _ in try converter.picture(of: frame).frame.pointer }
        // Two came back from the pool (its limit), two are new.
        #expect(again.filter { p in many.contains { $0.frame.pointer == p } }.count == 2)
        #expect(throws: FFmpegError.self) { try converter.picture(of: Pixmap(width: 32, height: 48)) }
    }
}
