import CompositorCore
import CompositorDocument
import CompositorMedia
import CompositorMotion

/// One clip of a batch: a template's segue in one direction, and the file it goes to.
package struct BatchClip: Sendable {
    /// Position in the batch (templates in order, then their directions in order).
    public let index: Int
    public let template: SegueTemplate
    public let direction: SegueDirection
    /// The clip's file name inside the output folder: `NAME-DIRECTION.EXT` (a flow's:
    /// `NAME.EXT`), the extension the template's `video.codec` writes (`.mp4` by default).
    public let file: String
    /// The template's `video.codec` format (H.264 when it names none).
    public let format: OutputFormat
    /// The hash of the clip's frame-hash file (`batch --hash`).
    public let frameHash: FrameHashAlgorithm
    /// The template's path as the manifests record it: relative to the batch's root folder
    /// (`BatchRoot`), so it does not depend on how the command line spelled it.
    public let source: String

    public var frameCount: Int { template.timeline(direction).frameCount }

    /// Frames × pixels: what rendering the clip costs, for balancing shards (`ShardPlan`).
    public var work: Int { frameCount * template.outputCanvas.pixelWidth * template.outputCanvas.pixelHeight }

    /// `name-direction`, for progress lines.
    public var label: String { BatchClip.dropExtension(file) }

    /// The poster still's file name: the clip's, with `.png`.
    public var poster: String { label + ".png" }

    /// The frame hashes' file name: the clip's, with `.framehash` (XXH128) or `.framemd5` (MD5).
    public var frameHashes: String { label + "." + frameHash.fileExtension }

    /// `source` defaults to the template's path as loaded.
    public init(index: Int, template: SegueTemplate, direction: SegueDirection, frameHash: FrameHashAlgorithm = .xxh128,
                source: String? = nil) {
        self.index = index
        self.source = source ?? template.file
        self.template = template
        self.direction = direction
        self.frameHash = frameHash
        format = (try? template.video.outputFormat()) ?? OutputFormatCatalog.h264
        // A flow is one clip, named for the template alone.
        file = BatchClip.safeName(template.name) + (template.flow == nil ? "-" + direction.rawValue : "")
            + (format.extensions.first.map { "." + $0 } ?? "")
    }

    /// `file` without its extension (`pets-present.mp4` → `pets-present`).
    static func dropExtension(_ file: String) -> String {
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }

    /// `name` with every character but letters, digits, `.`, `_` and `-` made `-`, and no
    /// leading dot, so a template's name can never point outside the output folder.
    static func safeName(_ name: String) -> String {
        var safe = String(name.unicodeScalars.map { s -> Character in
            (s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "." || s == "_" || s == "-")) ? Character(s) : "-"
        })
        while safe.hasPrefix(".") { safe.removeFirst() }
        return safe.isEmpty ? "clip" : safe
    }

    /// The frame shown as the clip's poster: a screen at rest, as a viewer would pick one. A
    /// segue's last frame (the destination settled, after its hold); a flow's first frame after
    /// its last step's transition settles (the final screen, with that step's caption if it has
    /// one). Never mid-motion, where a still reads as a glitch.
    public var posterFrame: FrameIndex {
        let timeline = template.timeline(direction)
        let last = max(0, frameCount - 1)
        guard let flow = template.flow, let step = flow.steps.last else { return FrameIndex(last) }
        let settled = (flow.duration - step.hold) * timeline.frameRate.rate
        return FrameIndex(max(0, min(Int(settled.ceiling), last)))
    }
}
