import CompositorCore
import CompositorDocument
import CompositorMedia
import CompositorMotion

/// What the manifest says about one written clip. Everything in it follows from the template
/// and the binary: no times, no host names, so two runs give the same record.
package struct ClipRecord: Sendable, Equatable {
    /// The template's path as given on the command line.
    public var template: String
    /// The template's `description:` (what the viewer sees), for the gallery; nil without one.
    public var description: String? = nil
    public var animator: String
    public var direction: SegueDirection
    /// The clip's file name in the output folder.
    public var file: String
    /// The poster still's file name in the output folder.
    public var poster: String
    /// The frame-hash file's name in the output folder: each frame's hash, as `checksum` prints.
    public var frameHashes: String
    public var frames: Int
    /// The video's length in seconds: `frames` × 1 / fps.
    public var duration: Rational
    public var frameRate: FrameRate
    /// Pixels.
    public var width: Int
    public var height: Int
    /// SHA-256 of the MP4 file's bytes.
    public var sha256: String
    /// `FrameDigest` of the composited frames: SHA-256 over their hashes, one per line.
    public var frameDigest: String
    /// The hash in `frameHashes` and under `frameDigest`: `xxh128` (XXH3-128, as `xxh128sum`
    /// prints) or `md5` (as `ffmpeg -f framemd5`). Absent in manifests written before: MD5.
    public var frameHash: FrameHashAlgorithm = .xxh128
    /// The H.264 profile the video declares (`High`, `Constrained Baseline`, …), read back from
    /// its avcC box (`MediaProbe.h264Profile`); nil for other codecs.
    public var h264Profile: String?
    /// The H.264 level the video declares, read back the same way (`MediaProbe.h264Level`);
    /// nil for other codecs.
    public var h264Level: H264Level?
    /// The output format (the template's `video.codec`, else H.264); the manifest records its
    /// `--codec` name.
    public var codec: Codec = .h264
    /// The picture layout the encoder was given (`OutputFormat.pixelFormat(_:)`).
    public var pixelFormat: String = "yuv420p"
    /// The subtitle files beside the clip in the output folder (`NAME.vtt`, `NAME.srt`:
    /// `CaptionSidecars`); empty (and absent from the manifest) when the clip has no captions.
    public var subtitles: [String] = []
    /// The variant the clip shows (its template's `variants:` axes: locale, appearance); nil
    /// for a template without variants.
    public var variant: TemplateVariant? = nil
    /// The flow's App Store screenshots beside the clip (`FlowScreenshot.file(label:)`), in step order.
    public var screenshots: [String] = []
    /// An App Store preview's poster frame (`FastlaneLayout.isPreview`): the frame shown at the
    /// template's `delivery.posterTime`, else the clip's own poster (`BatchClip.posterFrame`, a
    /// screen at rest); nil (and absent from the manifest) for any other clip. The manifest
    /// gives it with its `previewFrameTimeCode` (`AppPreviewPoster`), the value the fastlane
    /// tree's `Deliverfile` hands to deliver (`FastlaneDeliverfile`).
    public var previewPoster: FrameIndex? = nil

    /// `previewPoster` as App Store Connect's `previewFrameTimeCode`, `HH:MM:SS:FF`.
    public var previewFrameTimeCode: String? {
        previewPoster.map { AppPreviewPoster.timeCode(frameRate.time(of: $0), rate: frameRate) }
    }

    /// The manifest entry, keys in a fixed order.
    public var json: JSONValue {
        .object([
            ("template", .string(template)),
            ("animator", .string(animator)),
            ("direction", .string(direction.rawValue)),
            ("file", .string(file)),
            ("poster", .string(poster)),
            ("frameHashes", .string(frameHashes)),
            ("frameHash", .string(frameHash.rawValue)),
            ("frames", .int(frames)),
            ("duration", .number(duration.doubleValue)),
            ("fps", .string(frameRate.description)),
            ("width", .int(width)),
            ("height", .int(height)),
            ("codec", .string(codec.rawValue)),
            ("pixelFormat", .string(pixelFormat)),
            ("sha256", .string(sha256)),
            ("frameDigest", .string(frameDigest)),
        ] + (description.map { [("description", JSONValue.string($0))] } ?? [])
          + (h264Profile.map { [("h264Profile", JSONValue.string($0))] } ?? [])
          + (h264Level.map { [("h264Level", JSONValue.string($0.description))] } ?? [])
          + (subtitles.isEmpty ? [] : [("subtitles", JSONValue.array(subtitles.map { .string($0) }))])
          + (variant.map { [("variant", $0.json)] } ?? [])
          + (screenshots.isEmpty ? [] : [("screenshots", JSONValue.array(screenshots.map { .string($0) }))])
          + (previewPoster.map { [("previewPosterFrame", JSONValue.int($0.value)), ("previewFrameTimeCode", .string(previewFrameTimeCode ?? ""))] } ?? []))
    }
}
