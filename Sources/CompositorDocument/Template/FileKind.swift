import CompositorCore
import Foundation

/// Names what a file holds from its first bytes — "a PNG image", "a text file" — so a message
/// about a file that should not be there can say what it is without quoting its contents.
enum FileKind {
    /// Signatures of common formats, by their leading bytes.
    private static let signatures: [(prefix: [UInt8], name: String)] = [
        ([0x89, 0x50, 0x4E, 0x47], "a PNG image"), ([0xFF, 0xD8, 0xFF], "a JPEG image"),
        (Array("GIF8".utf8), "a GIF image"), (Array("%PDF".utf8), "a PDF document"),
        ([0x50, 0x4B, 0x03, 0x04], "a ZIP archive"), ([0x7F, 0x45, 0x4C, 0x46], "a program (ELF)"),
        (Array("wOFF".utf8), "a font"), (Array("OTTO".utf8), "a font"), ([0x00, 0x01, 0x00, 0x00], "a font"),
    ]

    /// "a PNG image", "an empty file", "a text file", "binary data" or "an unreadable file";
    /// for a FIFO, device or socket, which of them (`FileNode.article`).
    static func describe(path: String) -> String {
        let node = FileNode(path: path)
        if node.isSpecial { return node.article }  // never opened: a FIFO would block
        guard let handle = FileHandle(forReadingAtPath: path) else { return "an unreadable file" }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: 4096)) ?? Data())
        if head.isEmpty { return "an empty file" }
        if let match = signatures.first(where: { head.starts(with: $0.prefix) }) { return match.name }
        if head.count >= 12, head[0..<4].elementsEqual("RIFF".utf8), head[8..<12].elementsEqual("WEBP".utf8) { return "a WebP image" }
        if head.contains(0) { return "binary data" }
        // A cut in the middle of a multi-byte character at the 4096-byte edge is still text.
        let text = String(decoding: head, as: UTF8.self)
        return text.unicodeScalars.filter({ $0 == "\u{FFFD}" }).count <= 1 ? "a text file" : "binary data"
    }
}
