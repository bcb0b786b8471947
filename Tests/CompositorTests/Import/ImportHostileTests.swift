import Foundation
import Testing
@testable import Compositor
@testable import CompositorDocument

/// Broken and hostile documents: one line at file:line:column, exit 3 (4 for assets), nothing
/// written, bounded memory, never a crash; entities are refused before parsing.
@Suite struct ImportHostileTests {
    static let header = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    static let document = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">"#

    /// Imports `text` through the CLI under /usr/bin/time; returns the run and whether the output folder was made.
    static func run(_ text: String, name: String = "bad.storyboard", extra: [String] = []) throws -> (MeasuredRun.Result, Bool, String) {
        let dir = TemporaryDirectory()
        let path = dir.write(name, text)
        let out = dir.path + "/out"
        let r = try MeasuredRun.run(["import", path, "-o", out] + extra)
        return (r, FileManager.default.fileExists(atPath: out), path)
    }

    static func expectOneLine(_ r: MeasuredRun.Result, status: Int32, at location: String, _ words: String) {
        #expect(r.status == status, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(r.stderr)")
        #expect(r.stderr.contains(location) && r.stderr.contains(words), "\(r.stderr)")
        #expect(r.peakRSS < 200 << 20)
    }

    @Test func malformedXML() throws {
        let (r, wrote, path) = try Self.run(Self.header + Self.document + "\n<scenes>\n<scene sceneID=\"a\">\n</scenes>\n")
        Self.expectOneLine(r, status: 3, at: path + ":5:", "malformed XML")
        #expect(!wrote)
    }

    @Test func notInterfaceBuilder() throws {
        let (r, wrote, path) = try Self.run(Self.header + "<plist version=\"1.0\">\n<dict/>\n</plist>\n")
        Self.expectOneLine(r, status: 3, at: path + ":2:", "not an Interface Builder document")
        #expect(!wrote)
        let (mac, _, macPath) = try Self.run(Self.header + #"<document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0">"# + "</document>")
        Self.expectOneLine(mac, status: 3, at: macPath + ":2:", "a macOS document")
    }

    @Test func unknownVersion() throws {
        let text = Self.header + Self.document.replacingOccurrences(of: "version=\"3.0\"", with: "version=\"4.0\"") + "\n<scenes/>\n</document>\n"
        let (r, _, path) = try Self.run(text)
        Self.expectOneLine(r, status: 3, at: path + ":2:", "unknown document version \"4.0\"")
        let archive = Self.header + #"<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">"# + "\n</archive>\n"
        let (old, _, oldPath) = try Self.run(archive, name: "old.xib")
        Self.expectOneLine(old, status: 3, at: oldPath + ":2:", "pre-Xcode 5 format")
    }

    /// An image the given catalog lacks is exit 4 at the image view's line; a missing catalog
    /// folder too; `--allow-missing-assets` draws a placeholder instead.
    @Test func missingAssets() throws {
        let storyboard = ImportFixtures.path("PetsApp/Main.storyboard")
        let wrong = ImportFixtures.path("Journal/Assets.xcassets")
        let dir = TemporaryDirectory()
        let r = try MeasuredRun.run(["import", storyboard, "--assets", wrong, "-o", dir.path + "/out"])
        Self.expectOneLine(r, status: 4, at: storyboard + ":", "image \"biscuit\" is not in the asset catalog")
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/out"))
        let none = try MeasuredRun.run(["import", storyboard, "--assets", dir.path + "/Nope.xcassets", "-o", dir.path + "/out"])
        Self.expectOneLine(none, status: 4, at: dir.path + "/Nope.xcassets", "no such asset catalog folder")
        let allowed = try CLI.run(["import", storyboard, "--assets", wrong, "--allow-missing-assets", "-o", dir.path + "/out"])
        #expect(allowed.status == 0 && allowed.stdout.contains("unmapped: <imageView id=\"THB-bc-001\">"))
    }

    /// A processing instruction after the XML declaration (FoundationXML crashed on `<?xml?>`
    /// inside a document, found by the storyboard fuzzer) is refused at its place; so is one in
    /// a comment (libxml2 in recovery mode may not read it as one: see the next test).
    @Test func processingInstruction() throws {
        let (r, wrote, path) = try Self.run(Self.header + Self.document + "\n<?xml?>\n<scenes/>\n</document>\n")
        Self.expectOneLine(r, status: 3, at: path + ":3:1:", "a processing instruction (<?…?>) after the XML declaration is refused")
        #expect(!wrote)
        let commented = Self.header + "<!-- <?xml?> -->\n" + Self.document + "\n<scenes/>\n</document>\n"
        #expect(throws: TemplateError.self) { try IBDocumentReader.refuseDeclarations(Data(commented.utf8), file: "c.storyboard") }
    }

    /// The storyboard fuzzer's later crashes (CI of a09d53e, then local runs): a processing
    /// instruction without data at the very start (`<?a?>`, `<?xml?>`), after a CDATA section
    /// holding `<!--`, or after an attribute value holding `<!--` (libxml2, recovering from the
    /// `<` there, parsed the instruction a scan skipping comments had passed over). Each is
    /// refused at its line and column, with a BOM too; a real XML declaration after a BOM passes.
    @Test func processingInstructionAtTheStartOrAfterCDATA() throws {
        let body = Self.document + "\n<scenes/>\n</document>\n"
        for start in ["<?a?>", "<?xml?>", "<?xml-stylesheet href=\"a\"?>", "\u{FEFF}<?a?>"] {
            let (r, wrote, path) = try Self.run(start + "\n" + body)
            Self.expectOneLine(r, status: 3, at: path + ":1:", "a processing instruction (<?…?>) is refused")
            #expect(!wrote)
        }
        for (middle, at) in [("<scenes><![CDATA[<!--]]>\n  <?a?></scenes>", ":4:3:"), ("<scenes a=\"<!--\"/>\n  <?a?>", ":4:3:")] {
            let (r, wrote, path) = try Self.run(Self.header + Self.document + "\n" + middle + "\n</document>\n")
            Self.expectOneLine(r, status: 3, at: path + at, "after the XML declaration is refused")
            #expect(!wrote)
        }
        #expect(throws: Never.self) { try IBDocumentReader.refuseDeclarations(Data(("\u{FEFF}" + Self.header + body).utf8), file: "ok.storyboard") }
    }

    /// An XML declaration naming another encoding than UTF-8 is refused at the name (libxml2
    /// crashed transcoding a UTF-7 one, found by the fuzzer), on the line it is on; UTF-8 in any
    /// case, and no encoding at all, pass.
    @Test func encodingOtherThanUTF8() throws {
        let body = "\n" + Self.document + "\n<scenes/>\n</document>\n"
        let (r, wrote, path) = try Self.run(#"<?xml version="1.0" encoding="UTF-7"?>"# + body)
        Self.expectOneLine(r, status: 3, at: path + ":1:31:", "encoding: the XML declaration names encoding \"UTF-7\": Interface Builder documents are UTF-8")
        #expect(!wrote)
        let split = "<?xml version=\"1.0\"\n   encoding='ISO-8859-1' ?>" + body
        #expect(throws: TemplateError.self) { try IBDocumentReader.refuseDeclarations(Data(split.utf8), file: "s.storyboard") }
        do { try IBDocumentReader.refuseDeclarations(Data(split.utf8), file: "s.storyboard") } catch let error as TemplateError {
            #expect(error.description.hasPrefix("s.storyboard:2:14: encoding:"), "\(error)")
        }
        for fine in [#"<?xml version="1.0" encoding="utf-8"?>"# + body, #"<?xml version="1.0"?>"# + body] {
            #expect(throws: Never.self) { try IBDocumentReader.refuseDeclarations(Data(fine.utf8), file: "ok.storyboard") }
        }
    }

    /// Two errors on two lines: the message is the first one's (FoundationXML runs libxml2 in
    /// recovery mode, which goes on after it).
    @Test func reportsTheFirstError() throws {
        let text = Self.header + Self.document + "\n<scenes a=\"<\"/>\n<scenes b=c/>\n</document>\n"
        #expect(throws: TemplateError.self) { try IBDocumentReader.parse(Data(text.utf8), file: "e.storyboard") }
        do { _ = try IBDocumentReader.parse(Data(text.utf8), file: "e.storyboard") } catch let error as TemplateError {
            #expect(error.description.hasPrefix("e.storyboard:3:"), "\(error)")
        }
    }

    /// A billion-laughs bomb is refused at its <!DOCTYPE before any entity exists.
    @Test func entityExpansionBomb() throws {
        var bomb = Self.header + "<!DOCTYPE document [\n<!ENTITY a0 \"lol\">\n"
        for i in 1...9 { bomb += "<!ENTITY a\(i) \"" + String(repeating: "&a\(i - 1);", count: 10) + "\">\n" }
        bomb += "]>\n" + Self.document + "<scenes><scene sceneID=\"&a9;\"/></scenes></document>\n"
        let (r, wrote, path) = try Self.run(bomb)
        Self.expectOneLine(r, status: 3, at: path + ":2:1:", "<!DOCTYPE> declarations are refused")
        #expect(!wrote)
    }

    /// An external entity is never read: refused before parsing, its target's text appears nowhere.
    @Test func externalEntity() throws {
        let dir = TemporaryDirectory()
        let secret = dir.write("secret.txt", "TOP-SECRET-VALUE")
        let text = Self.header + Self.document + "\n<!ENTITY leak SYSTEM \"file://\(secret)\">\n<scenes/>\n</document>\n"
        let path = dir.write("leak.storyboard", text)
        let r = try CLI.run(["import", path, "-o", dir.path + "/out"])
        #expect(r.status == 3 && r.stderr.contains(path + ":3:1:") && r.stderr.contains("<!ENTITY>"), "\(r.stderr)")
        #expect(!r.stderr.contains("TOP-SECRET") && !r.stdout.contains("TOP-SECRET"))
        let doctype = Self.header + "<!DOCTYPE document SYSTEM \"file://\(secret)\">\n" + Self.document + "</document>\n"
        let r2 = try CLI.run(["import", dir.write("dtd.storyboard", doctype), "-o", dir.path + "/out"])
        #expect(r2.status == 3 && r2.stderr.contains("<!DOCTYPE>") && !r2.stderr.contains("TOP-SECRET"))
    }

    /// A 50 MB document is refused by its size (ImportLimits.maxDocumentBytes) before it is read.
    @Test func fiftyMegabytes() throws {
        let dir = TemporaryDirectory()
        let path = dir.path + "/huge.storyboard"
        FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.write(Data((Self.header + Self.document + "\n<scenes>\n").utf8))
        let chunk = Data(String(repeating: "<!-- padding padding padding padding padding padding padding -->\n", count: 16_000).utf8)
        while handle.offsetInFile < 50_000_000 { handle.write(chunk) }
        handle.write(Data("</scenes>\n</document>\n".utf8))
        try handle.close()
        let r = try MeasuredRun.run(["import", path, "-o", dir.path + "/out"])
        Self.expectOneLine(r, status: 3, at: path + ":1:1:", "larger than 16 MiB")
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/out"))
    }

    /// An attribute name that is not UTF-8 made FoundationXML trap (found by segue-fuzz): such
    /// bytes are refused at their place before parsing.
    @Test func notUTF8() throws {
        var bytes = Data((Self.header + Self.document + "\n<scenes><segue de").utf8)
        bytes.append(0xE9)
        bytes.append(contentsOf: Array("tination=\"x\"/></scenes></document>\n".utf8))
        let dir = TemporaryDirectory()
        let path = dir.path + "/latin1.storyboard"
        FileManager.default.createFile(atPath: path, contents: bytes)
        let r = try MeasuredRun.run(["import", path, "-o", dir.path + "/out"])
        Self.expectOneLine(r, status: 3, at: path + ":3:18:", "not UTF-8 text")
    }

    /// A document of 5,000 view controllers is refused by ImportLimits.maxScenes at the first one
    /// past the limit, before a file is written (writing 15,000 files would take minutes).
    @Test func tooManyScenes() throws {
        var text = Self.header + Self.document.replacingOccurrences(of: ">", with: " initialViewController=\"vc0\">") + "\n<scenes>\n"
        for i in 0..<5000 {
            text += "<scene sceneID=\"s\(i)\"><objects><viewController id=\"vc\(i)\" sceneMemberID=\"viewController\"><view key=\"view\" id=\"v\(i)\"/></viewController></objects></scene>\n"
        }
        text += "</scenes>\n</document>\n"
        let (r, wrote, path) = try Self.run(text)
        Self.expectOneLine(r, status: 3, at: path + ":\(4 + ImportLimits.maxScenes):", "more than \(ImportLimits.maxScenes) view controllers")
        #expect(!wrote)
    }

    /// Absurd frames (1e300) import without trapping and still give templates that validate.
    @Test func absurdNumbers() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("huge.xib", #"<?xml version="1.0"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects><view id="a"><rect key="frame" x="1e300" y="-1e300" width="1e308" height="5"/><subviews><label text="x" id="b"><rect key="frame" x="0" y="0" width="1e200" height="10"/></label></subviews></view></objects></document>"#)
        let result = try StoryboardImporter.run(path, into: dir.path + "/out")
        #expect(!result.files.isEmpty)
        for file in ImportFixtures.templates(result, in: dir.path + "/out") {
            _ = try TemplateLoader.load(path: file)
        }
    }

    /// Element and depth limits stop parsing at the element that crosses them.
    @Test func deepNesting() throws {
        let deep = Self.header + Self.document + "\n" + String(repeating: "<view>", count: 500) + String(repeating: "</view>", count: 500) + "</document>\n"
        let (r, _, path) = try Self.run(deep)
        Self.expectOneLine(r, status: 3, at: path + ":3:", "nested deeper than \(ImportLimits.maxDepth)")
    }
}
