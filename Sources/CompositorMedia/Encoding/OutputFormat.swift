import CompositorCore
import Foundation

/// One delivery format: its `--codec` name, the file extensions that choose it, whether it keeps
/// alpha and is byte-reproducible, and how to make its encoder. The members live in
/// `OutputFormatCatalog`, one file each (`Formats/`).
package struct OutputFormat: Sendable, CustomStringConvertible {
    /// Which frames can keep their alpha in this format.
    public enum AlphaSupport: Sendable {
        /// Never: a transparent canvas needs `--background`.
        case never
        /// Always (VP9 as yuva420p, GIF's 1-bit transparency, RGBA PNG).
        case always
        /// Only the ProRes 4444 profiles.
        case proresProfiles
    }

    /// The `--codec` and `video.codec` name, e.g. `h264`.
    public let codec: Codec
    /// What users call it, e.g. `H.264 MP4`.
    public let title: String
    /// Output extensions that select this format, the default first (`mp4`). Empty for a
    /// folder output (PNG sequence).
    public let extensions: [String]
    public let alpha: AlphaSupport
    /// Whether the same frames and settings give the same bytes on every run and `--jobs`
    /// value (docs/contract.md, "Reproducibility"); otherwise frame hashes are the pin.
    public let byteReproducible: Bool
    /// The highest frame rate the format plays faithfully; a faster template is rendered at
    /// `fallbackFrameRate` (GIF: delays are whole centiseconds and browsers slow anything
    /// under 2 cs to 10 cs).
    public let maxFrameRate: Rational?
    /// The rate used when the template's exceeds `maxFrameRate`.
    public let fallbackFrameRate: FrameRate?
    /// Whether the container gets an AAC track beside the video (MP4 and MOV: a soundtrack, or
    /// the silent track a delivery preset asks for); GIF, PNG sequences and WebM have none.
    public let carriesAudio: Bool
    /// Bytes of memory a render into this format uses per output pixel beyond a fixed base,
    /// measured (`EncoderMemory`): what `encoder(path:settings:)` checks against the machine.
    public let memoryPerPixel: Int
    let makeEncoder: @Sendable (String, EncoderSettings) throws -> FrameEncoder
    let pixelFormatName: @Sendable (EncoderSettings) -> String

    init(codec: Codec, title: String, extensions: [String], alpha: AlphaSupport, byteReproducible: Bool,
         maxFrameRate: Rational? = nil, fallbackFrameRate: FrameRate? = nil, carriesAudio: Bool = false,
         memoryPerPixel: Int = EncoderMemory.defaultPerPixel, pixelFormat: @escaping @Sendable (EncoderSettings) -> String,
         makeEncoder: @escaping @Sendable (String, EncoderSettings) throws -> FrameEncoder) {
        self.codec = codec; self.title = title; self.extensions = extensions; self.alpha = alpha
        self.byteReproducible = byteReproducible; self.maxFrameRate = maxFrameRate
        self.fallbackFrameRate = fallbackFrameRate; self.carriesAudio = carriesAudio; self.memoryPerPixel = memoryPerPixel
        self.pixelFormatName = pixelFormat; self.makeEncoder = makeEncoder
    }

    /// The picture layout the encoder is given with `settings`, by FFmpeg's name (`yuv420p`,
    /// `yuva444p10le`; GIF `pal8`, PNG `rgb24` or `rgba`): what batch manifests record.
    public func pixelFormat(_ settings: EncoderSettings) -> String { pixelFormatName(settings) }

    public var description: String { codec.rawValue }

    /// Whether the format keeps alpha with these settings (ProRes: the 4444 profiles only).
    public func keepsAlpha(_ settings: EncoderSettings) -> Bool {
        switch alpha {
        case .never: false
        case .always: true
        case .proresProfiles: settings.proresProfile.keepsAlpha
        }
    }

    /// The frame rate clips are rendered at in this format: the template's, or the fallback
    /// when the template's is faster than the format can show.
    public func frameRate(for template: FrameRate) -> FrameRate {
        guard let maxFrameRate, template.rate > maxFrameRate, let fallbackFrameRate else { return template }
        return fallbackFrameRate
    }

    /// Opens an encoder writing `path` (a file, or a folder for a sequence), once the memory
    /// it needs at this size, with `decoding` bytes for the clip's video decoders, is known to
    /// fit (`EncoderMemory`, exit 5 otherwise).
    public func encoder(path: String, settings: EncoderSettings, decoding: Int = 0) throws -> FrameEncoder {
        try EncoderMemory.check(self, settings, output: path, decoding: decoding)
        return try makeEncoder(path, settings)
    }
}
