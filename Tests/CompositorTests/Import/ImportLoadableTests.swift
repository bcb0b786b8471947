import Foundation
import Testing
@testable import Compositor

/// Every template import writes loads (issue #50, item 7). The storyboards that once imported
/// with exit 0 into templates `validate` refused — 70 scenes, a ring of 200, a tab bar of 70,
/// views 130 deep, 100,000 views in one scene, negative frames — are generated here, imported
/// through the CLI, and the folder written is checked by `validate` as a user would; or the
/// import exits 3 with one line at the element that crosses a limit, and writes nothing.
@Suite struct ImportLoadableTests {
    static let header = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="INITIAL">"#
        + "\n" + #"<device id="retina6_1" orientation="portrait" appearance="light"/>"# + "\n<scenes>\n"

    /// A storyboard of `scenes` (each a `<scene>`), starting at `initial`.
    static func storyboard(_ scenes: [String], initial: String = "vc0") -> String {
        header.replacingOccurrences(of: "INITIAL", with: initial) + scenes.joined() + "</scenes>\n</document>\n"
    }

    /// View controller `vc<i>` titled "Scene i", its root view holding `body` and a button with
    /// `segues` (destination index, kind).
    static func scene(_ i: Int, body: String = "", segues: [(Int, String)] = []) -> String {
        let connections = segues.map { #"<segue destination="vc\#($0.0)" kind="\#($0.1)" id="sg\#(i)-\#($0.0)"/>"# }.joined()
        let button = connections.isEmpty ? "" : #"<button id="b\#(i)"><rect key="frame" x="10" y="100" width="100" height="44"/><connections>\#(connections)</connections></button>"#
        return #"<scene sceneID="s\#(i)"><objects><viewController id="vc\#(i)" title="Scene \#(i)" sceneMemberID="viewController">"#
            + #"<view key="view" id="v\#(i)"><rect key="frame" x="0" y="0" width="414" height="896"/><subviews>"#
            + body + button + "</subviews>" + #"<color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view></viewController></objects></scene>"#
            + "\n"
    }

    /// Imports `text` into `dir`, then runs `validate` on every template written.
    static func importAndValidate(_ text: String, in dir: TemporaryDirectory) throws -> (imported: CLI.Result, validated: CLI.Result?, path: String, output: String) {
        let path = dir.write("app.storyboard", text)
        let output = dir.path + "/out"
        let imported = try CLI.run(["import", path, "-o", output])
        let validated = imported.status == 0 ? try CLI.run(["validate", output]) : nil
        return (imported, validated, path, output)
    }

    /// Import and `validate` both exit 0, and `validate` says ok for each template written.
    static func expectLoads(_ text: String, in dir: TemporaryDirectory, templates: Int? = nil) throws -> (CLI.Result, String) {
        let (imported, validated, _, output) = try importAndValidate(text, in: dir)
        #expect(imported.status == 0, "\(imported.stderr)")
        let written = ((try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []).filter { $0.hasSuffix(".yaml") }
        #expect(!written.isEmpty)
        if let templates { #expect(written.count == templates, "\(written)") }
        #expect(validated?.status == 0, "\(validated?.stderr.prefix(2000) ?? "")")
        #expect(validated?.stdout.split(separator: "\n").filter { $0.contains(": ok (") }.count == written.count, "\(validated?.stdout ?? "")")
        return (imported, output)
    }

    /// Import exits 3 with one line at `path:line:` holding `words`, and writes nothing.
    static func expectRefused(_ text: String, line: Int, _ words: String) throws {
        let dir = TemporaryDirectory()
        let (imported, _, path, output) = try importAndValidate(text, in: dir)
        #expect(imported.status == 3, "\(imported.stderr)")
        #expect(imported.stderr.split(separator: "\n").count == 1, "\(imported.stderr)")
        #expect(imported.stderr.contains("\(path):\(line):") && imported.stderr.contains(words), "\(imported.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
        withExtendedLifetime(dir) {}
    }

    /// The 1-based line of `needle` in `text`.
    static func line(of needle: String, in text: String) -> Int {
        guard let range = text.range(of: needle) else { return 0 }
        return text[..<range.lowerBound].count { $0 == "\n" } + 1
    }

    /// The scenes a flow template includes.
    static func includes(_ flow: String) throws -> Int {
        try String(contentsOfFile: flow, encoding: .utf8).components(separatedBy: "include:").count - 1
    }

    /// 70 scenes, each presenting the next: the flow includes only the scenes it walks (at most
    /// 64, the include limit), and every template loads.
    @Test func seventySceneChain() throws {
        let text = Self.storyboard((0..<70).map { Self.scene($0, segues: $0 < 69 ? [($0 + 1, "presentation")] : []) })
        let dir = TemporaryDirectory()
        let (_, output) = try Self.expectLoads(text, in: dir, templates: 69 + 1)
        #expect(try Self.includes(output + "/flow.yaml") <= TemplateLimits.maxIncludedFiles)
        withExtendedLifetime(dir) {}
    }

    /// A ring of 200 scenes: the flow once included every scene a segue names (200 includes).
    @Test func ringOfTwoHundred() throws {
        let text = Self.storyboard((0..<200).map { Self.scene($0, segues: [(($0 + 1) % 200, "presentation")]) })
        let dir = TemporaryDirectory()
        let (imported, output) = try Self.expectLoads(text, in: dir, templates: 200 + 1)
        #expect(try Self.includes(output + "/flow.yaml") <= TemplateLimits.maxIncludedFiles)
        #expect(imported.stdout.contains("flow.yaml: the walk stops short"), "\(imported.stdout)")
        withExtendedLifetime(dir) {}
    }

    /// One menu presenting 69 scenes, and a tab bar controller of 70 tabs: the flow keeps the
    /// tabs that fit (in order) and the scenes it can include.
    @Test func seventyTabsAndAMenuOfSeventy() throws {
        let menu = Self.storyboard([Self.scene(0, segues: (1..<70).map { ($0, "presentation") })] + (1..<70).map { Self.scene($0) })
        let dir = TemporaryDirectory()
        let (_, menuOutput) = try Self.expectLoads(menu, in: dir)
        #expect(try Self.includes(menuOutput + "/flow.yaml") <= TemplateLimits.maxIncludedFiles)
        let relationships = (0..<70).map { #"<segue destination="vc\#($0)" kind="relationship" relationship="viewControllers" id="tab\#($0)"/>"# }.joined()
        let tabBar = #"<scene sceneID="tabs"><objects><tabBarController id="tbc" sceneMemberID="viewController"><tabBar key="tabBar" id="tb"><rect key="frame" x="0" y="0" width="414" height="49"/></tabBar><connections>\#(relationships)</connections></tabBarController></objects></scene>"# + "\n"
        let tabs = Self.storyboard([tabBar] + (0..<70).map { Self.scene($0, segues: $0 == 0 ? [(1, "show")] : []) }, initial: "tbc")
        let tabsDir = TemporaryDirectory()
        let (_, tabsOutput) = try Self.expectLoads(tabs, in: tabsDir)
        #expect(try Self.includes(tabsOutput + "/flow.yaml") <= TemplateLimits.maxIncludedFiles)
        withExtendedLifetime((dir, tabsDir)) {}
    }

    /// Views 130 deep: refused at the 65th level's element, past TemplateLimits.maxViewDepth.
    @Test func viewsNestedTooDeep() throws {
        let open = (0..<130).map { #"<view id="d\#($0)"><rect key="frame" x="1" y="1" width="\#(400 - $0)" height="\#(800 - $0)"/><subviews>"# + "\n" }.joined()
        let text = Self.storyboard([Self.scene(0, body: open + String(repeating: "</subviews></view>", count: 130))])
        try Self.expectRefused(text, line: Self.line(of: #"id="d64""#, in: text), "views nested deeper than \(TemplateLimits.maxViewDepth) levels")
        // 64 levels still import and load.
        let fits = (0..<64).map { #"<view id="d\#($0)"><rect key="frame" x="1" y="1" width="\#(400 - $0)" height="\#(800 - $0)"/><subviews>"# + "\n" }.joined()
        _ = try Self.expectLoads(Self.storyboard([Self.scene(0, body: fits + String(repeating: "</subviews></view>", count: 64))]), in: TemporaryDirectory())
    }

    /// 100,000 views in one scene (900,000 values): refused at the view where the values run
    /// out, one line, nothing written.
    @Test func aHundredThousandViews() throws {
        let views = (0..<100_000).map { #"<view id="w\#($0)"><rect key="frame" x="\#($0 % 100 * 4)" y="\#($0 / 100 % 200 * 4)" width="4" height="4"/></view>"# + "\n" }.joined()
        let text = Self.storyboard([Self.scene(0, body: views)])
        let dir = TemporaryDirectory()
        let (imported, _, path, output) = try Self.importAndValidate(text, in: dir)
        #expect(imported.status == 3 && imported.stderr.split(separator: "\n").count == 1, "\(imported.stderr)")
        #expect(imported.stderr.contains(path + ":") && imported.stderr.contains("scene \"scene-0\": would hold") && imported.stderr.contains("TemplateLimits.maxValues"), "\(imported.stderr)")
        // The located view (one a line, from line 5) is past the first 20,000.
        let line = try #require(imported.stderr.components(separatedBy: path + ":").last?.split(separator: ":").first.flatMap { Int($0) })
        #expect(line > 20_000 && line <= 100_005, "\(imported.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
        withExtendedLifetime(dir) {}
    }

    /// Two scenes of 13,000 views each fit alone, not together: the segue between them is
    /// refused at its element.
    @Test func twoLargeScenesInOneSegue() throws {
        func views(_ prefix: String) -> String {
            (0..<13_000).map { #"<view id="\#(prefix)\#($0)"><rect key="frame" x="\#($0 % 100 * 4)" y="\#($0 / 100 * 4)" width="4" height="4"/></view>"# }.joined()
        }
        let text = Self.storyboard([Self.scene(0, body: views("a"), segues: [(1, "presentation")]), Self.scene(1, body: views("b"))])
        try Self.expectRefused(text, line: Self.line(of: #"<segue destination="vc1""#, in: text), "its scenes hold too many values together for one template")
    }

    /// Negative frame sizes are drawn as 0 with a note each; a root view of no size is laid out
    /// as the document's device; every template loads.
    @Test func negativeFrames() throws {
        let body = #"<view id="n1"><rect key="frame" x="-50" y="-60" width="-100" height="-20"/><subviews><label text="x" id="n2"><rect key="frame" x="0" y="0" width="-10" height="-10"/></label></subviews></view>"#
            + #"<view id="n3" translatesAutoresizingMaskIntoConstraints="NO"><rect key="frame" x="10" y="10" width="-5" height="-5"/></view>"#
        let text = Self.storyboard([Self.scene(0, body: body, segues: [(1, "presentation")]), Self.scene(1, body: body)])
            .replacingOccurrences(of: #"<view key="view" id="v1"><rect key="frame" x="0" y="0" width="414" height="896"/>"#,
                                  with: #"<view key="view" id="v1"><rect key="frame" x="0" y="0" width="-414" height="-896"/>"#)
        let dir = TemporaryDirectory()
        let (imported, output) = try Self.expectLoads(text, in: dir)
        #expect(imported.stdout.contains(#"<view id="n1">: frame size -100×-20 is negative; drawn as 0"#), "\(imported.stdout)")
        #expect(imported.stdout.contains(#"<view id="v1">: the root view's frame has no size (-414×-896)"#), "\(imported.stdout)")
        // Scene 1's root of no size is laid out as scene 0's root of the device's size.
        func n3(_ scene: String) throws -> String? {
            try String(contentsOfFile: output + "/scenes/\(scene).yaml", encoding: .utf8).split(separator: "\n").first { $0.contains(#"id: "n3""#) }.map(String.init)
        }
        let (one, zero) = (try n3("scene-1"), try n3("scene-0"))
        #expect(one != nil && one == zero && zero?.hasSuffix(", 10, 0, 0]}") == true, "\(one ?? "") \(zero ?? "")")
        withExtendedLifetime(dir) {}
    }
}
