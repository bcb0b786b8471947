import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Compositor

/// `check --report`: one JUnit XML (or JSON) test case per clip, with a `failure` for each
/// clip that differs from its golden (issue 49).
@Suite struct CheckReportTests {
    /// Two templates recorded, then one changed by one colour level: its two clips fail.
    func checked(report name: String) throws -> (status: Int32, text: String, dir: TemporaryDirectory) {
        let dir = TemporaryDirectory()
        _ = dir.write("a.yaml", TemplateFixtures.minimal())
        _ = dir.write("b.yaml", TemplateFixtures.minimal())
        let recorded = try CLI.run(["check", "--golden", "golden", "--record", "--stills", "none", "a.yaml", "b.yaml"], in: dir.path)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        dir.write("b.yaml", TemplateFixtures.minimal().replacingOccurrences(of: "#FF0000", with: "#FE0000"))
        let r = try CLI.run(["check", "--golden", "golden", "--failures", "f", "--report", name, "a.yaml", "b.yaml"], in: dir.path)
        return (r.status, try String(contentsOfFile: dir.path + "/" + name, encoding: .utf8), dir)
    }

    @Test func junitHasOneTestCasePerClipAndAFailureForEachMismatch() throws {
        let (status, text, _) = try checked(report: "junit.xml")
        #expect(status == 1)
        let document = try XMLDocument(xmlString: text)
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites" && root.attribute(forName: "tests")?.stringValue == "4"
                && root.attribute(forName: "failures")?.stringValue == "2")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.count == 1)
        let cases = try #require(suites.first).elements(forName: "testcase")
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue ?? "" } == ["a-present", "a-dismiss", "b-present", "b-dismiss"])
        #expect(cases.map { $0.attribute(forName: "classname")?.stringValue ?? "" } == ["a.yaml", "a.yaml", "b.yaml", "b.yaml"])
        for testcase in cases {
            let failures = testcase.elements(forName: "failure")
            let failing = testcase.attribute(forName: "classname")?.stringValue == "b.yaml"
            #expect(failures.count == (failing ? 1 : 0))
            if failing {
                #expect(failures.first?.attribute(forName: "message")?.stringValue?.hasPrefix("FAIL b-") == true)
                #expect(failures.first?.stringValue?.contains("differs") == true)
            }
        }
    }

    /// The report validates against the JUnit XML schema (`JUnitSchema`) with `xmllint
    /// --schema`; so does a schema-invalid report, refused, to show the check bites.
    @Test func junitValidatesAgainstTheSchema() throws {
        let (_, text, dir) = try checked(report: "junit.xml")
        let xmllint = "/usr/bin/xmllint"
        try #require(FileManager.default.isExecutableFile(atPath: xmllint),
                     "xmllint is missing: install libxml2-utils (bash scripts/setup.sh --test)")
        let schema = dir.write("junit.xsd", JUnitSchema.xsd)
        func validate(_ path: String) throws -> (status: Int32, stderr: String) {
            let process = Process(), err = Pipe()
            process.executableURL = URL(fileURLWithPath: xmllint)
            process.arguments = ["--noout", "--nonet", "--schema", schema, path]
            process.standardError = err
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, message)
        }
        let valid = try validate(dir.path + "/junit.xml")
        #expect(valid.status == 0 && valid.stderr.contains("junit.xml validates"), "\(valid.stderr)\n\(text)")
        // Without the testsuite's required `tests` count the same report is refused.
        let broken = dir.write("broken.xml", text.replacingOccurrences(of: "<testsuite name=\"segue-video check\" tests=\"4\"",
                                                                         with: "<testsuite name=\"segue-video check\""))
        let refused = try validate(broken)
        #expect(refused.status != 0 && refused.stderr.contains("tests"), "\(refused.stderr)")
    }

    @Test func jsonListsTheSameCases() throws {
        let (status, text, _) = try checked(report: "report.json")
        #expect(status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["tests"] as? Int == 4 && object["failures"] as? Int == 2)
        let cases = try #require(object["cases"] as? [[String: Any]])
        #expect(cases.map { $0["status"] as? String ?? "" } == ["passed", "passed", "failed", "failed"])
        #expect(cases.map { $0["clip"] as? String ?? "" } == ["a-present", "a-dismiss", "b-present", "b-dismiss"])
    }

    @Test func anotherExtensionIsAUsageError() throws {
        let dir = TemporaryDirectory()
        _ = dir.write("a.yaml", TemplateFixtures.minimal())
        let r = try CLI.run(["check", "--golden", "golden", "--report", "report.txt", "a.yaml"], in: dir.path)
        #expect(r.status == 2)
        #expect(r.stderr.contains("--report report.txt: the file must end in .xml (JUnit XML) or .json"), "\(r.stderr)")
    }
}
