import Compositor
import Foundation

/// What `segue-video preview` serves and where it may write: the folders (or single template
/// files) to show, the loopback address to bind, the output folder, and the bounds on memory,
/// disk and request size.
public struct PreviewConfiguration: Sendable {
    /// Folders (or template files) given on the command line, as given; only files inside them
    /// are read or served.
    public var paths: [String]
    /// The address to bind; loopback unless the user asks otherwise.
    public var host: String
    /// The port to bind; 0 picks a free one (tests, scripts).
    public var port: Int
    /// The only folder any endpoint writes to: rendered clips, saved stills, the clip cache.
    public var outputFolder: String
    /// Width in pixels that a still "at preview scale" aims for (the scrubbing size).
    public var previewWidth: Int
    /// Bytes of PNG stills kept in memory (least recently used dropped first).
    public var stillCacheBytes: Int
    /// Bytes of idle scene renderers kept between stills (their frame buffers and layer
    /// caches; least recently used dropped first): with the still cache, the preview's memory
    /// budget beyond the templates themselves.
    public var rendererBytes: Int
    /// Bytes of rendered clips kept in `outputFolder/.cache` (oldest dropped first).
    public var clipCacheBytes: Int
    /// Largest request body accepted; larger ones get 413.
    public var maxBodyBytes: Int
    /// Most folders watched with inotify; with more (or without inotify) the watcher scans
    /// every `fallbackPollInterval` instead.
    public var maxWatchedFolders: Int
    /// How often the watcher scans the files on disk when it cannot watch them with inotify.
    public var fallbackPollInterval: Duration
    /// Characters no font covers draw as the missing-glyph box instead of making the template
    /// a problem (`--allow-missing-glyphs`, as every rendering command has it).
    public var allowMissingGlyphs: Bool
    /// The engine's switches for stills and clips (the command-line tool's `SEGUE_*` variables).
    public var engine = EngineSettings()

    public init(paths: [String], host: String = "127.0.0.1", port: Int = 8080, outputFolder: String = "segue-preview-output",
                previewWidth: Int = 480, stillCacheBytes: Int = 64 << 20, rendererBytes: Int = 512 << 20, clipCacheBytes: Int = 512 << 20,
                maxBodyBytes: Int = 16 << 10, maxWatchedFolders: Int = 8192, fallbackPollInterval: Duration = .seconds(1),
                allowMissingGlyphs: Bool = false, engine: EngineSettings = EngineSettings()) {
        self.paths = paths; self.host = host; self.port = port; self.outputFolder = outputFolder
        self.previewWidth = previewWidth; self.stillCacheBytes = stillCacheBytes
        self.rendererBytes = rendererBytes; self.clipCacheBytes = clipCacheBytes
        self.maxBodyBytes = maxBodyBytes; self.maxWatchedFolders = maxWatchedFolders
        self.fallbackPollInterval = fallbackPollInterval; self.allowMissingGlyphs = allowMissingGlyphs
        self.engine = engine
    }
}
