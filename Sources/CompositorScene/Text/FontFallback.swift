import CompositorCore

/// The fonts tried, after the bundled ones, for characters a label's fonts lack: Noto fonts from
/// Debian packages that scripts/setup.sh installs by name (`SystemFont`), loaded only when a
/// label needs them. Order is fixed (emoji first, so emoji sequences keep their color glyphs;
/// then the Noto Sans of each script; CJK last), so the same text always takes the same fonts.
package enum FontFallback {
    package static let noto = "/usr/share/fonts/truetype/noto/"

    public static let emoji = SystemFont(name: "NotoColorEmoji.ttf", path: noto + "NotoColorEmoji.ttf",
                                         package: "fonts-noto-color-emoji", covers: "color emoji (CBDT bitmaps)")
    public static let cjk = SystemFont(name: "NotoSansCJK-Regular.ttc", path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
                                       package: "fonts-noto-cjk", covers: "Chinese, Japanese, Korean")

    /// The face of `cjk` (NotoSansCJK-Regular.ttc holds five: `fc-query` lists 0 JP, 1 KR,
    /// 2 SC, 3 TC, 4 HK) that a text in `locale` takes, so Han characters have the locale's
    /// forms (直, 骨, 写 differ between them): ko Korean, zh-Hans (zh, zh-CN, zh-SG) Simplified
    /// Chinese, zh-Hant (zh-TW) Traditional Chinese, zh-HK and zh-MO Hong Kong's; Japanese, and
    /// every other locale, the Japanese face (the one every text took before locales chose).
    public static func cjkFace(locale: String?) -> Int {
        let parts = (locale ?? "").split(separator: "-").map { $0.lowercased() }
        switch parts.first {
        case "ko": return 1
        case "zh":
            if parts.contains("hk") || parts.contains("mo") { return 4 }
            if parts.contains("hant") || parts.contains("tw") { return 3 }
            return 2
        default: return 0
        }
    }

    /// Noto Sans for each script Debian's fonts-noto-core has, by script name.
    public static let scripts: [SystemFont] = [
        "Devanagari", "Bengali", "Gurmukhi", "Gujarati", "Oriya", "Tamil", "Telugu", "Kannada", "Malayalam",
        "Sinhala", "Thai", "Lao", "Khmer", "Myanmar", "Georgian", "Armenian", "Ethiopic", "Thaana", "Mongolian",
        "Symbols", "Symbols2", "Math",
    ].map { SystemFont(name: "NotoSans\($0)-Regular.ttf", path: noto + "NotoSans\($0)-Regular.ttf", package: "fonts-noto-core", covers: $0) }

    /// Every fallback font, in the order they are tried.
    public static let chain: [SystemFont] = [emoji] + scripts + [cjk]

    /// Every font file the project may read from a Debian package (fallbacks and icons): what
    /// `--version` and manifest.json list with their SHA-256.
    public static var allSystemFonts: [SystemFont] { chain + [IconCatalog.font] }

    /// The fallback to try first for `scalar` (an index into `chain`): emoji and CJK by their
    /// Unicode blocks and properties, so a label does not load every font to find its own.
    package static func preferred(for scalar: Unicode.Scalar) -> Int? {
        let v = scalar.value
        if scalar.properties.isEmojiPresentation || v == 0xFE0F || v == 0x200D || (0x1F3FB...0x1F3FF).contains(v)
            || (0x1F1E6...0x1F1FF).contains(v) || (0xE0020...0xE007F).contains(v) || v == 0x20E3 {
            return 0
        }
        let cjkBlocks: [ClosedRange<UInt32>] = [0x1100...0x11FF, 0x2E80...0x2FFF, 0x3000...0x9FFF, 0xA960...0xA97F,
                                                 0xAC00...0xD7FF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF]
        if cjkBlocks.contains(where: { $0.contains(v) }) { return chain.count - 1 }
        return nil
    }
}

/// One table of every font file segue-video may read — bundled ones and those of Debian
/// packages — with each file's SHA-256, for `--version` and batch's manifest.json, so a
/// changed font is visible.
package enum FontTable {
    /// A font file and where it comes from.
    public struct Row: Sendable {
        public var name: String
        public var path: String
        /// The Debian package, or "bundled" for Resources/Fonts.
        public var package: String
        /// Lower-case hex, or nil when the file is missing.
        public var sha256: String?
    }

    /// Bundled fonts first (in `BundledFonts` order), then the system fonts in fallback order.
    public static func rows() -> [Row] {
        let bundled = BundledFonts.families.keys.sorted().flatMap { BundledFonts.families[$0]! }.map(\.file)
        let bundledRows = bundled.map { file -> Row in
            let path = (try? BundledFonts.path(of: file)) ?? file
            return Row(name: file, path: path, package: "bundled", sha256: try? SHA256.hex(ofFile: path))
        }
        return bundledRows + FontFallback.allSystemFonts.map { Row(name: $0.name, path: $0.path, package: $0.package, sha256: $0.sha256) }
    }

    /// The rows as manifest.json lists them.
    public static func json(_ rows: [Row]) -> JSONValue {
        .array(rows.map { row in
            .object([("file", .string(row.name)), ("package", .string(row.package)),
                     ("path", .string(row.package == "bundled" ? "Resources/Fonts/" + row.name : row.path)),
                     ("sha256", row.sha256.map { .string($0) } ?? .string("missing"))])
        })
    }
}
