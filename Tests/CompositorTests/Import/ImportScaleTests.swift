import Foundation
import Testing
@testable import Compositor
@testable import CompositorDocument

/// Import reads what docs/import.md says it reads, in time linear in the document (issue #50,
/// item 9). Times are measured by hand and recorded in the commits and docs, never asserted.
@Suite struct ImportScaleTests {
    /// A well-formed storyboard of `bytes` bytes: one scene with a few views, padded with comments.
    static func padded(to bytes: Int) -> Data {
        let head = ImportLoadableTests.storyboard([ImportLoadableTests.scene(0, segues: [(1, "presentation")]), ImportLoadableTests.scene(1)])
        let comment = "<!-- " + String(repeating: "padding ", count: 100) + "-->\n"
        let room = bytes - head.utf8.count
        // The comments go between the scenes, where IB writes its own.
        let split = head.range(of: "<scene sceneID=\"s1\">")!.lowerBound
        var text = String(head[..<split])
        text += String(repeating: comment, count: room / comment.utf8.count)
        text += String(repeating: " ", count: room % comment.utf8.count)
        text += head[split...]
        return Data(text.utf8)
    }

    /// 12 MB, under the documented 16 MiB: libxml2 given the whole buffer stopped at about
    /// 10,000,000 bytes ("malformed XML: XML error 1"); fed in chunks it reads to the end.
    @Test func twelveMegabytes() throws {
        let dir = TemporaryDirectory()
        let path = dir.path + "/large.storyboard"
        let data = Self.padded(to: 12_000_000)
        #expect(data.count == 12_000_000)
        FileManager.default.createFile(atPath: path, contents: data)
        let r = try MeasuredRun.run(["import", path, "-o", dir.path + "/out"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.path + "/out/flow.yaml"))
    }

    /// Just under the 16 MiB limit still reads: imported by the CLI (the release binary under
    /// scripts/test.sh), whose reader is the same `IBDocumentReader.parse`; in a debug test
    /// process (plain `swift test`) its byte-by-byte checks of 16 MiB take seconds of CPU (tests7).
    @Test func justUnderTheLimit() throws {
        let dir = TemporaryDirectory()
        let path = dir.path + "/limit.storyboard"
        let data = Self.padded(to: ImportLimits.maxDocumentBytes - 1)
        #expect(data.count == ImportLimits.maxDocumentBytes - 1)
        FileManager.default.createFile(atPath: path, contents: data)
        let r = try CLI.run(["import", path, "-o", dir.path + "/out"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.path + "/out/flow.yaml"))
    }

    /// An element with more than ImportLimits.maxAttributes attributes is refused at its start
    /// tag before libxml2 (whose duplicate check costs their number squared) reads it; 256 pass.
    @Test func attributesPerElement() throws {
        func document(_ count: Int) -> String {
            let attributes = (0..<count).map { "a\($0)=\"v>\($0)\"" }.joined(separator: "\n ")
            return ImportLoadableTests.storyboard([ImportLoadableTests.scene(0, body: "<!-- <view a=1 b=2> -->\n<view id=\"crowded\" \(attributes)/>")])
        }
        let crowded = document(ImportLimits.maxAttributes + 1)
        let line = ImportLoadableTests.line(of: "<view id=\"crowded\"", in: crowded)
        #expect(throws: TemplateError.self) { try IBDocumentReader.parse(Data(crowded.utf8), file: "c.storyboard") }
        do { _ = try IBDocumentReader.parse(Data(crowded.utf8), file: "c.storyboard") } catch let error as TemplateError {
            #expect(error.line == line && error.column == 1 && error.message.contains("more than \(ImportLimits.maxAttributes) attributes"), "\(error)")
        }
        let fits = try IBDocumentReader.parse(Data(document(ImportLimits.maxAttributes - 1).utf8), file: "f.storyboard")
        var found = 0
        fits.walk { if $0["id"] == "crowded" { found = $0.attributes.count } }
        #expect(found == ImportLimits.maxAttributes)
    }

    /// 200,000 attributes over 800 elements read in one piece, as IB would never write them:
    /// linear (0.13 / 0.23 / 0.41 / 0.79 s user for 25k / 50k / 100k / 200k, debug build), where
    /// one element of 200,000 took 15 s. Asserted: it imports.
    @Test func manyAttributesOverManyElements() throws {
        let attributes = (0..<250).map { "a\($0)=\"v\"" }.joined(separator: " ")
        let views = (0..<800).map { #"<view id="x\#($0)" \#(attributes)><rect key="frame" x="0" y="0" width="4" height="4"/></view>"# + "\n" }.joined()
        let dir = TemporaryDirectory()
        let path = dir.write("wide.storyboard", ImportLoadableTests.storyboard([ImportLoadableTests.scene(0, body: views)]))
        let r = try CLI.run(["import", path, "-o", dir.path + "/out"])
        #expect(r.status == 0, "\(r.stderr)")
    }
}
