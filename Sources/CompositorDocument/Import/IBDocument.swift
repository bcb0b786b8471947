import CompositorCore

/// A checked Interface Builder document: what kind it is, the device its frames were saved
/// for, and lookups every mapping needs (elements by id, the document's color resources).
package struct IBDocument: Sendable {
    public enum Kind: String, Sendable { case storyboard, xib }

    public let root: IBNode
    public let file: String
    public let kind: Kind
    /// `toolsVersion`, the Xcode build that saved it (for example 21701 for Xcode 14).
    public let toolsVersion: String
    /// The device the frames were saved for, or `nil` (documents before Xcode 8 and freeform).
    public let device: IBDevice?
    /// `appearance="dark"` on `<device>`.
    public let savedDark: Bool
    /// Elements by `id`.
    let byID: [String: IBNode]
    /// `<resources>` entries by kind (`namedColor`, `systemColor`, `image`) and name.
    let resources: [String: [String: IBNode]]

    /// Document types of iOS Interface Builder files.
    static let types: [String: Kind] = [
        "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": .storyboard,
        "com.apple.InterfaceBuilder3.CocoaTouch.XIB": .xib,
    ]

    /// Checks that `root` is an iOS storyboard or xib of the version Xcode 5 and later write.
    public init(root: IBNode, file: String) throws {
        func fail(_ node: IBNode, _ message: String) -> TemplateError {
            TemplateError(file: file, line: node.line, column: node.column, field: "", message: message)
        }
        if root.name == "archive", root["type"]?.contains("InterfaceBuilder") == true {
            throw fail(root, "an Interface Builder document of the pre-Xcode 5 format (version \(root["version"] ?? "?")); open and save it in Xcode 5 or later")
        }
        guard root.name == "document" else {
            throw fail(root, "not an Interface Builder document: the root element is <\(root.name)>, expected <document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">")
        }
        let type = root["type"] ?? ""
        guard let kind = IBDocument.types[type] else {
            let what = type.contains(".Cocoa.") ? "a macOS document" : type.contains("AppleTV") ? "a tvOS document"
                : type.contains("WatchKit") ? "a watchOS document" : "not an iOS storyboard or xib"
            throw fail(root, "\(what) (type \"\(type)\"); import reads iOS storyboards and xibs (com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB, …CocoaTouch.XIB)")
        }
        guard root["version"] == "3.0" else {
            throw fail(root, "unknown document version \"\(root["version"] ?? "")\": Xcode 5 and later save version 3.0")
        }
        self.root = root
        self.file = file
        self.kind = kind
        self.toolsVersion = root["toolsVersion"] ?? ""
        let deviceNode = root.child("device")
        self.device = deviceNode.flatMap { d in d["id"].flatMap { IBDevice.named($0, landscape: d["orientation"] == "landscape") } }
        self.savedDark = deviceNode?["appearance"] == "dark"
        var index: [String: IBNode] = [:]
        root.walk { node in
            if let id = node["id"], index[id] == nil { index[id] = node }
        }
        self.byID = index
        var resources: [String: [String: IBNode]] = [:]
        for entry in root.child("resources")?.children ?? [] {
            if let name = entry["name"], resources[entry.name]?[name] == nil { resources[entry.name, default: [:]][name] = entry }
        }
        self.resources = resources
    }

    /// The element with `id`.
    func node(id: String) -> IBNode? { byID[id] }

    /// `<resources>`' `<namedColor>` and `<systemColor>` definitions by name.
    func resourceColor(named name: String, kind: String) -> IBNode? {
        resources[kind]?[name]?.child("color")
    }

    /// `<resources>`' `<image name=… width=… height=…>` by name.
    func resourceImage(named name: String) -> IBNode? {
        resources["image"]?[name]
    }
}
