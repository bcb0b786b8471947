import CompositorCore

/// One element of an Interface Builder document: its name, attributes, children in order and
/// where it starts (1-based line and column), so every message can point at it.
package final class IBNode: @unchecked Sendable {
    // Invariant for @unchecked Sendable: a node is built by `IBDocumentReader` on one thread and
    // never changed after `read` returns it.
    public let name: String
    public let attributes: [String: String]
    public internal(set) var children: [IBNode] = []
    /// Character data directly inside the element (a `<string>`'s text), if any.
    public internal(set) var text: String = ""
    /// The XML comment just before the element (IB names each `<scene>` in one: `<!--Pets-->`).
    public internal(set) var comment: String?
    public let line: Int
    public let column: Int

    init(name: String, attributes: [String: String], line: Int, column: Int) {
        self.name = name; self.attributes = attributes; self.line = line; self.column = column
    }

    /// The attribute `key`.
    public subscript(key: String) -> String? { attributes[key] }

    /// The attribute `key` as a number.
    func number(_ key: String) -> Double? {
        guard let s = attributes[key], let v = Double(s), v.isFinite else { return nil }
        return v
    }

    /// `YES` attributes.
    func flag(_ key: String) -> Bool { attributes[key] == "YES" }

    /// The first child named `name` (with `key="…"` when given).
    func child(_ name: String, key: String? = nil) -> IBNode? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// Children named `name`.
    func children(_ name: String) -> [IBNode] { children.filter { $0.name == name } }

    /// The children of the child `<container>` (`subviews`, `segments`, `cells`, …).
    func items(in container: String) -> [IBNode] { child(container)?.children ?? [] }

    /// Every descendant, depth first, this node first.
    func walk(_ body: (IBNode) -> Void) {
        var stack: [IBNode] = [self]
        while let node = stack.popLast() {
            body(node)
            stack.append(contentsOf: node.children.reversed())
        }
    }

    /// The stored frame's `width×height` when either is negative (which `frame` reads as 0).
    var negativeFrameSize: String? {
        guard let r = child("rect", key: "frame") else { return nil }
        let width = r.number("width") ?? 0, height = r.number("height") ?? 0
        return width < 0 || height < 0 ? "\(ImportYAML.format(width))×\(ImportYAML.format(height))" : nil
    }

    /// `<rect key="frame">` as a rect, if present.
    var frame: Rect? {
        guard let r = child("rect", key: "frame") else { return nil }
        // Within the template's coordinate limit, so an absurd document still writes valid templates.
        let limit = TemplateLimits.maxCoordinate / 4
        func clamped(_ key: String, _ low: Double) -> Double { min(max(r.number(key) ?? 0, low), limit) }
        return Rect(x: clamped("x", -limit), y: clamped("y", -limit), width: clamped("width", 0), height: clamped("height", 0))
    }
}
