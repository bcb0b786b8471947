/// Something `import` could not map exactly: an element left out or drawn as a placeholder
/// (`unmapped`), or drawn close to but not as UIKit would (`approximated`), located at the
/// element's line and column, with its IB id.
package struct ImportNote: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable { case unmapped, approximated }

    public var kind: Kind
    public var file: String
    public var line: Int
    public var column: Int
    /// The element's name (`mapView`, `segue`, …).
    public var element: String
    /// Its IB `id`, if it has one.
    public var id: String?
    public var message: String

    /// `file:line:column: unmapped: <mapView id="abc">: message`.
    public var description: String {
        "\(file):\(line):\(column): \(kind.rawValue): <\(element)\(id.map { " id=\"\($0)\"" } ?? "")>: \(message)"
    }
}
