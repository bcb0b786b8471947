import Foundation
import Testing
@testable import Compositor

/// One check per mapping rule the fixtures exercise, read from the scenes files the import wrote.
@Suite struct ImportRuleTests {
    static func scene(_ fixture: Int, _ name: String) throws -> String {
        let (_, out) = try ImportFixtures.run(ImportFixtures.all[fixture])
        return try String(contentsOfFile: out.path + "/scenes/\(name).yaml", encoding: .utf8)
    }

    /// Xcode 8 (toolsVersion 11201, no <device>, layout guides): calibratedRGB and
    /// cocoaTouchSystemColor colors, a named font, runtime attributes, alpha and hidden, a legacy
    /// button's title color, bar button items, a text view, placeholders.
    @Test func xcode8Document() throws {
        let inbox = try Self.scene(2, "inbox")
        #expect(inbox.contains("background: \"#E1EFFB\""))             // calibratedRGB 0.855, 0.922, 0.980
        #expect(inbox.contains("font: {size: 17, weight: \"medium\"}")) // HelveticaNeue-Medium
        #expect(inbox.contains("color: \"#000000\""))                   // darkTextColor
        #expect(inbox.contains("cornerRadius: 8") && inbox.contains("border: {width: 1.5}"))
        #expect(inbox.contains("button: {title: \"Compose\", style: \"plain\", tint: \"#FFFFFF\"}"))
        #expect(inbox.contains("alpha: 0.5") && inbox.contains("hidden: true") && inbox.contains("systemGroupedBackground"))
        #expect(inbox.contains("leftItems:") && inbox.contains("{title: \"Edit\"}") && inbox.contains("{title: \"Filter\"}"))
        let message = try Self.scene(2, "message")
        #expect(message.contains("Biscuit had a great walk today.\\nSee you tomorrow.") && message.contains("lines: 0"))
        #expect(message.contains("backTitle: \"Inbox\""))
        let compose = try Self.scene(2, "compose")
        #expect(compose.contains("activityIndicator: {style: \"medium\"}") && compose.contains("systemGray5"))
        #expect(compose.contains("color: \"#1A3399\""))                 // deviceRGB 0.1, 0.2, 0.6
    }

    /// Xcode 16 (toolsVersion 23504, retina6_12): displayP3 and gray text colors, text styles,
    /// a blur with a capsule button tinted by a system color, controls, a prototype table.
    @Test func xcode16Document() throws {
        let entry = try Self.scene(1, "entry")
        #expect(entry.contains("color: \"#DE1865\"") && entry.contains("color: \"#545454\""))
        #expect(entry.contains("textStyle: \"title2\"") && entry.contains("textStyle: \"subheadline\""))
        #expect(entry.contains("material: \"regular\""))
        #expect(entry.contains("button: {title: \"Next entry\", style: \"filled\", tint: \"systemIndigo\", capsule: true}"))
        #expect(entry.contains("image: {file: \"../assets/sunset@3x.png\", contentMode: \"scaleAspectFill\"}"))
        let new = try Self.scene(1, "new-entry")
        #expect(new.contains("searchBar: {placeholder: \"Find a place\"}") && new.contains("slider: 0.7"))
        #expect(new.contains("progressView: 0.25") && new.contains("pageControl: {numberOfPages: 4, currentPage: 2}"))
        let entries = try Self.scene(1, "entries")
        // 60-point prototype rows fill the 852-point table: 14 rows, subtitle style.
        #expect(entries.components(separatedBy: "title: \"Title\"").count - 1 == 14)
        #expect(entries.contains("subtitle: \"Subtitle\"") && entries.contains("rowHeight: 60"))
    }

    /// A xib's top-level view is a scene; a border color from a `color` runtime attribute.
    @Test func xib() throws {
        let profile = try Self.scene(3, "profile-view")
        #expect(profile.contains("border: {width: 3, color: \"#FFFFFF\"}") && profile.contains("cornerRadius: 50"))
        #expect(profile.contains("font: {size: 24, weight: \"semibold\"}") && profile.contains("systemTeal"))
    }
}
