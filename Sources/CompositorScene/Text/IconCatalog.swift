import Foundation

/// Icons by name: Google's Material Icons (Apache 2.0, Debian's fonts-material-design-icons-iconfont,
/// drawn as glyphs of its font) under their own names (`shopping_cart`) and under the SF Symbol
/// names iOS code uses most (`chevron.left`, `heart.fill`), so templates read like UIKit code.
package enum IconCatalog {
    /// The icon font and the codepoint table that ships beside it in the same package.
    public static let font = SystemFont(
        name: "MaterialIcons-Regular.ttf",
        path: "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf",
        package: "fonts-material-design-icons-iconfont", covers: "icons (icon: views)")
    package static let codepointFile = "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss"

    /// SF Symbol name → Material Icons name. An SF name without `.fill` is the outline form where
    /// Material has one.
    public static let sfSymbols: [String: String] = [
        "chevron.left": "arrow_back_ios_new", "chevron.right": "arrow_forward_ios",
        "chevron.up": "keyboard_arrow_up", "chevron.down": "keyboard_arrow_down",
        "chevron.backward": "arrow_back_ios_new", "chevron.forward": "arrow_forward_ios",
        "arrow.left": "arrow_back", "arrow.right": "arrow_forward", "arrow.up": "arrow_upward", "arrow.down": "arrow_downward",
        "arrow.clockwise": "refresh", "arrow.uturn.backward": "undo", "arrow.uturn.forward": "redo",
        "arrow.triangle.2.circlepath": "sync", "arrow.up.arrow.down": "swap_vert", "arrow.left.arrow.right": "swap_horiz",
        "plus": "add", "minus": "remove", "xmark": "close", "checkmark": "check",
        "plus.circle": "add_circle_outline", "plus.circle.fill": "add_circle", "minus.circle.fill": "remove_circle",
        "xmark.circle.fill": "cancel", "checkmark.circle": "check_circle_outline", "checkmark.circle.fill": "check_circle",
        "magnifyingglass": "search", "mic": "mic_none", "mic.fill": "mic", "mic.slash": "mic_off",
        "heart": "favorite_border", "heart.fill": "favorite", "star": "star_border", "star.fill": "star",
        "star.leadinghalf.filled": "star_half", "bookmark": "bookmark_border", "bookmark.fill": "bookmark",
        "gear": "settings", "gearshape": "settings", "gearshape.fill": "settings", "slider.horizontal.3": "tune",
        "person": "person_outline", "person.fill": "person", "person.circle": "account_circle",
        "person.crop.circle": "account_circle", "person.crop.circle.fill": "account_circle",
        "person.2": "group", "person.2.fill": "group", "person.3.fill": "groups", "person.badge.plus": "person_add",
        "house": "home", "house.fill": "home", "bell": "notifications_none", "bell.fill": "notifications",
        "bell.slash": "notifications_off", "camera": "photo_camera", "camera.fill": "photo_camera",
        "photo": "image", "photo.fill": "image", "photo.on.rectangle": "photo_library", "video": "videocam", "video.fill": "videocam",
        "message": "chat_bubble_outline", "message.fill": "chat_bubble", "bubble.left": "chat_bubble_outline",
        "bubble.left.fill": "chat_bubble", "bubble.left.and.bubble.right": "forum", "envelope": "mail_outline",
        "envelope.fill": "mail", "tray": "inbox", "tray.fill": "inbox", "archivebox": "archive",
        "paperplane": "send", "paperplane.fill": "send", "square.and.arrow.up": "ios_share",
        "square.and.arrow.down": "download", "square.and.pencil": "edit_note", "pencil": "edit", "doc": "description",
        "doc.on.doc": "content_copy", "folder": "folder_open", "folder.fill": "folder", "paperclip": "attach_file",
        "link": "link", "trash": "delete_outline", "trash.fill": "delete", "ellipsis": "more_horiz",
        "ellipsis.circle": "more_horiz", "ellipsis.circle.fill": "pending", "line.3.horizontal": "menu", "list.bullet": "list", "square.grid.2x2": "grid_view",
        "wifi": "wifi", "battery.100": "battery_full", "battery": "battery_full", "battery.100.bolt": "battery_charging_full",
        "antenna.radiowaves.left.and.right": "cell_tower", "cellularbars": "signal_cellular_alt",
        "airplane": "flight", "bolt.fill": "bolt", "bolt": "bolt", "moon.fill": "dark_mode", "sun.max.fill": "light_mode",
        "sun.max": "wb_sunny", "cloud": "cloud_queue", "cloud.fill": "cloud", "flame.fill": "local_fire_department",
        "drop.fill": "water_drop", "leaf.fill": "eco", "pawprint.fill": "pets",
        "info.circle": "info_outline", "info.circle.fill": "info", "questionmark.circle": "help_outline",
        "exclamationmark.triangle": "warning_amber", "exclamationmark.triangle.fill": "warning",
        "exclamationmark.circle": "error_outline", "lock": "lock_outline", "lock.fill": "lock", "lock.open": "lock_open",
        "key": "vpn_key", "key.fill": "vpn_key", "eye": "visibility", "eye.slash": "visibility_off",
        "hand.thumbsup": "thumb_up_off_alt", "hand.thumbsup.fill": "thumb_up", "faceid": "face", "touchid": "fingerprint",
        "calendar": "calendar_today", "clock": "schedule", "clock.fill": "schedule", "alarm": "alarm", "timer": "timer",
        "location": "near_me", "location.fill": "near_me", "mappin": "place", "mappin.and.ellipse": "location_on",
        "map": "map", "map.fill": "map", "globe": "public", "safari": "explore",
        "cart": "shopping_cart", "cart.fill": "shopping_cart", "bag": "shopping_bag", "bag.fill": "shopping_bag",
        "creditcard": "credit_card", "creditcard.fill": "credit_card", "gift": "card_giftcard", "tag": "sell", "tag.fill": "sell",
        "phone": "phone", "phone.fill": "phone", "music.note": "music_note", "play.fill": "play_arrow", "play": "play_arrow",
        "pause.fill": "pause", "stop.fill": "stop", "forward.fill": "fast_forward", "backward.fill": "fast_rewind",
        "speaker.wave.2.fill": "volume_up", "speaker.slash.fill": "volume_off", "headphones": "headphones",
        "flag": "outlined_flag", "flag.fill": "flag", "pin": "push_pin", "pin.fill": "push_pin",
        "square.and.arrow.up.on.square": "ios_share", "qrcode": "qr_code", "qrcode.viewfinder": "qr_code_scanner",
        "iphone": "smartphone", "laptopcomputer": "laptop", "desktopcomputer": "desktop_mac", "tv": "tv",
        "gamecontroller": "sports_esports", "gamecontroller.fill": "sports_esports", "car.fill": "directions_car",
        "figure.walk": "directions_walk", "house.circle": "home", "chart.bar.fill": "bar_chart", "chart.pie.fill": "pie_chart",
        "circle": "radio_button_unchecked", "circle.fill": "circle", "largecircle.fill.circle": "radio_button_checked",
        "checkmark.square": "check_box", "square": "check_box_outline_blank", "stop": "stop",
        "textformat": "text_fields", "face.smiling": "sentiment_satisfied_alt", "lightbulb": "lightbulb_outline",
        "lightbulb.fill": "lightbulb", "hourglass": "hourglass_empty", "sparkles": "auto_awesome", "wand.and.stars": "auto_fix_high",
        "shield": "shield", "checkmark.seal.fill": "verified", "crown.fill": "workspace_premium",
    ]

    /// SF Symbol names of an outlined circle around a glyph whose Material stand-in has no
    /// circle (`more_horiz` is the dots alone, `home` the house alone): drawn as the glyph,
    /// smaller, inside a stroked ring (`IconContent.ring`), so `ellipsis.circle` keeps the
    /// circle that is its shape. Every other `.circle` name maps to a Material glyph with its own
    /// circle (`add_circle_outline`, `account_circle`, `info_outline`, `help_outline`, …), and
    /// each `.circle.fill` to a filled disc (`cancel`, `check_circle`, `pending`, …).
    public static let ringed: Set<String> = ["ellipsis.circle", "house.circle"]

    /// Material Icons name → codepoint, read once from the package's SCSS table
    /// (`"name": hex,` lines); empty when the file is missing.
    package static let materialCodepoints: [String: UInt32] = {
        guard let data = FileManager.default.contents(atPath: codepointFile) else { return [:] }
        return codepoints(inSCSS: Array(data))
    }()

    /// The `"name": hex` entries of an SCSS map, one a line: the name between the quotes that
    /// open and close the text before the line's first colon (spaces and tabs around it), the
    /// hexadecimal value after it (spaces, tabs, commas and semicolons around it); other lines
    /// are skipped. Read as bytes: with `String` splitting and Foundation trimming it took
    /// 97 M instructions (25 ms) at each start of a render that draws an icon (issue 51).
    package static func codepoints(inSCSS bytes: [UInt8]) -> [String: UInt32] {
        var table: [String: UInt32] = [:]
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            if let (name, value) = entry(bytes[start..<end]) { table[name] = value }
            start = end + 1
        }
        return table
    }

    /// One line's entry, or nil.
    private static func entry(_ line: ArraySlice<UInt8>) -> (String, UInt32)? {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let name = trimmed(line[line.startIndex..<colon], of: [0x20, 0x09])
        let hex = trimmed(line[(colon + 1)...], of: [0x20, 0x09, UInt8(ascii: ","), UInt8(ascii: ";")])
        let quote = UInt8(ascii: "\"")
        guard name.count > 2, name.first == quote, name.last == quote, !hex.isEmpty, hex.count <= 8 else { return nil }
        var value: UInt32 = 0
        for byte in hex {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        guard let text = String(validating: name.dropFirst().dropLast(), as: UTF8.self) else { return nil }
        return (text, value)
    }

    /// `bytes` without the leading and trailing bytes in `set`.
    private static func trimmed(_ bytes: ArraySlice<UInt8>, of set: [UInt8]) -> ArraySlice<UInt8> {
        var lo = bytes.startIndex, hi = bytes.endIndex
        while lo < hi && set.contains(bytes[lo]) { lo += 1 }
        while hi > lo && set.contains(bytes[hi - 1]) { hi -= 1 }
        return bytes[lo..<hi]
    }

    /// Every name a template may use: the SF Symbol names, then the Material names, each sorted.
    public static var allNames: [String] { sfSymbols.keys.sorted() + materialCodepoints.keys.sorted() }

    /// What `name` resolves to.
    public enum Lookup: Equatable, Sendable {
        case found(material: String, codepoint: UInt32)
        case unknown
        /// The codepoint table is not installed: the package is missing.
        case missingPackage
    }

    /// The families whose symbols point along the reading direction and so are drawn reflected
    /// right to left (SF Symbols' "flips for right-to-left" chevrons and arrows). Media controls
    /// (`forward.fill`, `play.fill`), photos and everything else are not.
    public static let directionalFamilies = ["chevron.", "arrow.", "arrowshape.", "arrow_", "chevron_", "navigate_", "keyboard_arrow_"]

    /// The name `name` shows as right to left: a directional symbol's mirror image (`chevron.forward`
    /// → `chevron.backward`, `arrow.right` → `arrow.left`, Material's `arrow_forward` →
    /// `arrow_back`) when the catalog has it; `name` itself otherwise.
    public static func rightToLeftName(_ name: String) -> String {
        guard directionalFamilies.contains(where: { name.hasPrefix($0) }) else { return name }
        let swaps = [("left", "right"), ("backward", "forward"), ("_back", "_forward"), ("before", "next")]
        var parts: [String] = []
        var rest = Substring(name)
        // Swap each word once, scanning left to right, so `arrow.left.arrow.right` becomes
        // `arrow.right.arrow.left`.
        outer: while !rest.isEmpty {
            for (a, b) in swaps {
                for (from, to) in [(a, b), (b, a)] where rest.hasPrefix(from) {
                    parts.append(to); rest = rest.dropFirst(from.count); continue outer
                }
            }
            parts.append(String(rest.first!)); rest = rest.dropFirst()
        }
        let mirrored = parts.joined()
        if case .found = lookup(mirrored) { return mirrored }
        // Material's iOS chevrons are named unevenly (`arrow_back_ios_new`, `arrow_forward_ios`).
        let pairs = ["arrow_back_ios_new": "arrow_forward_ios", "arrow_forward_ios": "arrow_back_ios_new", "arrow_back_ios": "arrow_forward_ios"]
        return pairs[name] ?? name
    }

    /// The Material icon `name` means: an SF Symbol name of the table, or a Material name.
    public static func lookup(_ name: String) -> Lookup {
        let table = materialCodepoints
        guard !table.isEmpty else { return .missingPackage }
        let material = sfSymbols[name] ?? name
        guard let codepoint = table[material] else { return .unknown }
        return .found(material: material, codepoint: codepoint)
    }
}
