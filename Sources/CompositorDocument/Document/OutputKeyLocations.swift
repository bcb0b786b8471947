import CompositorCore

/// Where a template wrote the keys that decide its output's format and transparency, so an
/// error found only once the output is chosen (a transparent canvas for a format without alpha)
/// names the key's file, line and column like any template error.
package struct OutputKeyLocations: Hashable, Sendable {
    /// One key's place: the file it is in (an include's, possibly), its line and column, its path.
    public struct Location: Hashable, Sendable {
        public var file: String
        public var line: Int
        public var column: Int
        public var field: String

        public init(file: String, line: Int, column: Int, field: String) {
            self.file = file; self.line = line; self.column = column; self.field = field
        }

        /// A template error (exit 3) at this key.
        public func error(_ message: String) -> TemplateError {
            TemplateError(file: file, line: line, column: column, field: field, message: message)
        }
    }

    /// `canvas.background` (or `backgroundColor`).
    public var canvasBackground: Location?
    /// `frame.background`.
    public var frameBackground: Location?
    /// `delivery.backdrop`.
    public var deliveryBackdrop: Location?
    /// `video.codec`.
    public var videoCodec: Location?
    /// `video.bitDepth`.
    public var videoBitDepth: Location?

    public init() {}
}
