/// Why a vector image set's file (PDF or SVG) was refused: one line, without the path (the
/// caller names the image set and the file).
package struct VectorImageError: Error, Equatable, Sendable {
    public var message: String

    public init(_ message: String) { self.message = message }
}
