import CompositorCore
import CompositorMedia
import CompositorScene

/// One place a clip is delivered to (`--delivery NAME`, template key `delivery:`): the frame
/// sizes it accepts, and what else it checks and produces (frame rate, length, bit rate, an
/// audio track). The members live in `DeliveryCatalog`, one file each.
///
/// A preset never resamples pixels: the canvas is rendered at the scale that fits the chosen
/// size (`DeliveryFit`), and what the canvas does not cover is the backdrop color.
package struct DeliveryPreset: Sendable, CustomStringConvertible {
    /// One accepted output size.
    public struct Size: Sendable, Hashable, CustomStringConvertible {
        public var width: Int
        public var height: Int
        /// The device class the size is for (nil: any canvas).
        public var family: DevicePreset.Family?
        /// What the size is called where it is specified, e.g. `iPhone 6.1"–6.9"`.
        public var label: String

        public var description: String { "\(width)x\(height)" }
    }

    /// The `--delivery` name.
    public let name: DeliveryPresetName
    /// What users call it, for messages and `list`.
    public let title: String
    /// The accepted sizes; the canvas gets the one nearest its shape (of its device's class).
    public let sizes: [Size]
    /// The largest share of the width or the height a bar may take when the canvas's shape
    /// differs from the size's (nil: any, the canvas is letterboxed or pillarboxed); a canvas
    /// whose shape needs more is refused, naming the accepted sizes.
    public let maxBarShare: Rational?
    /// Frames per second at most; a faster template is rendered at this rate.
    public let maxFrameRate: Rational?
    /// The video's length (frames ÷ fps) must lie in this range, in seconds.
    public let duration: ClosedRange<Rational>?
    /// H.264 by bit rate and level instead of CRF (nil: the template's CRF).
    public let bitrate: BitrateLimit?
    /// Whether the file must carry an (AAC, stereo) audio track: a silent one without `audio:`.
    public let requiresAudio: Bool
    /// The codecs allowed (nil: any); the first is used when none is asked for.
    public let codecs: [Codec]?
    /// Where the figures come from.
    public let source: String
    /// Why the preset refuses a device frame (`frame:`, `--device-frame`), citing its spec; nil:
    /// the framed device is drawn on the preset's frame instead of the screen alone.
    public var frameRefusal: String? = nil
    /// What the feed's own interface covers of the frame (`FeedOverlay`); captions are laid
    /// out clear of it and `validate` warns about taps under it. Nil: nothing covers the picture.
    public var overlay: FeedOverlay? = nil
    /// Whether the MP4 may carry edit lists (`elst`). The feed presets write none
    /// (`FeedDelivery`): Reels is known to refuse an audio track whose edit list trims the
    /// AAC encoder's priming; see `EncoderSettings.editLists` for what is done instead.
    public var allowsEditLists = true

    public var description: String { name.rawValue }
}
