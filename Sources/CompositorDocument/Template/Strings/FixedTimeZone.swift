import Foundation

/// The time zones a template's dates may be shown in, each at one fixed offset from UTC that
/// ships with segue-video, so a date's text never depends on the machine's tz data (Debian's
/// tzdata package, updated several times a year) or on the date's daylight saving rules.
///
/// Accepted: `UTC` (also `GMT`, `Etc/UTC`), an offset `+09:00` or `-05:30` (hours 0 to 14,
/// minutes 00, 15, 30 or 45), or one of the IANA zones below, each of which keeps one offset
/// all year (IANA tz database 2024a: no daylight saving since the year given). A zone that
/// observes daylight saving (Europe/Berlin, America/New_York) is refused with the offsets to
/// write instead: which offset a date falls in is exactly what the machine's tz data decides.
/// The time shows the offset as ICU names a fixed zone ("GMT+09:00" in a `full` time style).
enum FixedTimeZone {
    /// UTC.
    static let utc = TimeZone(secondsFromGMT: 0)!

    /// Zones without daylight saving, minutes east of UTC.
    static let offsets: [String: Int] = [
        "UTC": 0, "GMT": 0, "Etc/UTC": 0, "Etc/GMT": 0, "Atlantic/Reykjavik": 0, "Africa/Abidjan": 0, "Africa/Accra": 0,
        "Africa/Lagos": 60, "Africa/Algiers": 60, "Africa/Tunis": 60,
        "Africa/Johannesburg": 120, "Africa/Khartoum": 120,
        "Asia/Riyadh": 180, "Asia/Qatar": 180, "Asia/Kuwait": 180, "Asia/Bahrain": 180, "Asia/Baghdad": 180, "Asia/Amman": 180,
        "Asia/Damascus": 180, "Europe/Istanbul": 180, "Europe/Moscow": 180, "Africa/Nairobi": 180,
        "Asia/Tehran": 210,
        "Asia/Dubai": 240, "Asia/Muscat": 240, "Asia/Baku": 240,
        "Asia/Kabul": 270,
        "Asia/Karachi": 300, "Asia/Tashkent": 300,
        "Asia/Kolkata": 330, "Asia/Colombo": 330,
        "Asia/Kathmandu": 345,
        "Asia/Dhaka": 360, "Asia/Almaty": 300,
        "Asia/Yangon": 390,
        "Asia/Bangkok": 420, "Asia/Ho_Chi_Minh": 420, "Asia/Jakarta": 420,
        "Asia/Shanghai": 480, "Asia/Hong_Kong": 480, "Asia/Taipei": 480, "Asia/Singapore": 480, "Asia/Manila": 480,
        "Asia/Kuala_Lumpur": 480, "Australia/Perth": 480,
        "Asia/Tokyo": 540, "Asia/Seoul": 540,
        "Australia/Darwin": 570,
        "Australia/Brisbane": 600,
        "Pacific/Honolulu": -600,
        "America/Phoenix": -420,
        "America/Mexico_City": -360, "America/Costa_Rica": -360, "America/Guatemala": -360,
        "America/Bogota": -300, "America/Lima": -300, "America/Panama": -300,
        "America/Caracas": -240, "America/La_Paz": -240, "America/Puerto_Rico": -240,
        "America/Sao_Paulo": -180, "America/Argentina/Buenos_Aires": -180, "America/Montevideo": -180,
    ]

    /// Zones that observe daylight saving, with their standard and summer offsets, for the refusal's message.
    static let seasonal: [String: (standard: String, summer: String)] = [
        "Europe/London": ("+00:00", "+01:00"), "Europe/Dublin": ("+00:00", "+01:00"), "Europe/Lisbon": ("+00:00", "+01:00"),
        "Europe/Berlin": ("+01:00", "+02:00"), "Europe/Paris": ("+01:00", "+02:00"), "Europe/Madrid": ("+01:00", "+02:00"),
        "Europe/Rome": ("+01:00", "+02:00"), "Europe/Amsterdam": ("+01:00", "+02:00"), "Europe/Stockholm": ("+01:00", "+02:00"),
        "Europe/Athens": ("+02:00", "+03:00"), "Europe/Helsinki": ("+02:00", "+03:00"), "Europe/Kyiv": ("+02:00", "+03:00"),
        "Asia/Jerusalem": ("+02:00", "+03:00"), "Africa/Cairo": ("+02:00", "+03:00"), "Asia/Beirut": ("+02:00", "+03:00"),
        "America/New_York": ("-05:00", "-04:00"), "America/Chicago": ("-06:00", "-05:00"), "America/Denver": ("-07:00", "-06:00"),
        "America/Los_Angeles": ("-08:00", "-07:00"), "America/Toronto": ("-05:00", "-04:00"), "America/Vancouver": ("-08:00", "-07:00"),
        "Australia/Sydney": ("+10:00", "+11:00"), "Australia/Melbourne": ("+10:00", "+11:00"), "Pacific/Auckland": ("+12:00", "+13:00"),
    ]

    /// The zone `name` means, or nil (see `problem`).
    static func named(_ name: String) -> TimeZone? {
        if let minutes = offsets[name] { return TimeZone(secondsFromGMT: minutes * 60) }
        return offset(name).flatMap { TimeZone(secondsFromGMT: $0 * 60) }
    }

    /// `+HH:MM` or `-HH:MM` in minutes east of UTC: hours up to 14, minutes a quarter hour.
    static func offset(_ text: String) -> Int? {
        let u = Array(text.utf8)
        guard u.count == 6, u[0] == UInt8(ascii: "+") || u[0] == UInt8(ascii: "-"), u[3] == UInt8(ascii: ":"),
              let h = Int(String(decoding: u[1...2], as: UTF8.self)), let m = Int(String(decoding: u[4...5], as: UTF8.self)),
              u[1...2].allSatisfy({ (48...57).contains($0) }), u[4...5].allSatisfy({ (48...57).contains($0) }),
              h <= 14, [0, 15, 30, 45].contains(m), h < 14 || m == 0 else { return nil }
        return (u[0] == UInt8(ascii: "-") ? -1 : 1) * (h * 60 + m)
    }

    /// Why `name` is refused, in one line.
    static func problem(_ name: String) -> String {
        if let (standard, summer) = seasonal[name] {
            return "time zone \"\(name)\" observes daylight saving, so its offset depends on the machine's tz data; write the offset the date falls in (\(standard) standard, \(summer) summer time)"
        }
        return "unknown time zone \"\(name)\"" + DidYouMean.suffix(for: name, among: offsets.keys.sorted())
            + " (a zone without daylight saving such as Asia/Tokyo, UTC, or an offset such as +09:00 or -05:30)"
    }
}
