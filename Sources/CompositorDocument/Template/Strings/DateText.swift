import Foundation

/// A date (and time) shown in the locale's own format, as a template asks with
/// `{date: 2026-03-14T09:30:00Z, style: medium, time: short}`: formatted by ICU through
/// Foundation's DateFormatter (dateStyle and timeStyle as UIKit code sets them), never a
/// hand-written table. Deterministic: the date is the template's (no clock), the time zone
/// is UTC unless the template names one (`timeZone: Asia/Tokyo` or `+09:00`, at the fixed
/// offset `FixedTimeZone` ships, never the machine's tz data),
/// and the ICU data is the copy inside the Swift toolchain's Foundation (lib_FoundationICU),
/// not the machine's, so the text depends only on the toolchain release.
enum DateText {
    /// The styles `style` and `time` take: DateFormatter.Style by name.
    static let styles: [(String, DateFormatter.Style)] = [("none", .none), ("short", .short), ("medium", .medium), ("long", .long), ("full", .full)]
    static var styleNames: [String] { styles.map(\.0) }

    /// `text` as a date: ISO 8601 with a time and a zone (`2026-03-14T09:30:00Z`,
    /// `…+09:00`) or a calendar date alone (`2026-03-14`, midnight UTC); nil otherwise.
    static func parse(_ text: String) -> Date? {
        let withTime = ISO8601DateFormatter()
        withTime.formatOptions = [.withInternetDateTime]
        if let date = withTime.date(from: text) { return date }
        let dateOnly = ISO8601DateFormatter()
        dateOnly.formatOptions = [.withFullDate]
        dateOnly.timeZone = TimeZone(identifier: "UTC")
        return text.count == 10 ? dateOnly.date(from: text) : nil
    }

    /// `date` in `locale`'s format with the date and time styles named, in `timeZone`; with
    /// `latinDigits` the locale's numbering is Latin (ICU's `@numbers=latn`).
    static func format(_ date: Date, style: String, time: String, locale: String, timeZone: TimeZone, latinDigits: Bool) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: latinDigits ? locale + "@numbers=latn" : locale)
        formatter.timeZone = timeZone
        formatter.dateStyle = styles.first { $0.0 == style }?.1 ?? .medium
        formatter.timeStyle = styles.first { $0.0 == time }?.1 ?? .none
        return formatter.string(from: date)
    }
}
