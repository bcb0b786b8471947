import Compositor
import Foundation

/// `check --report FILE`: one test case per clip for a CI system, as JUnit XML (`.xml`: the
/// `testsuites`/`testsuite`/`testcase`/`failure` structure Jenkins, GitLab and GitHub test
/// reporters read) or JSON (`.json`). Nothing timed is written, so the same goldens and
/// templates give the same report byte for byte.
struct CheckReport {
    /// One clip's result.
    struct Case {
        /// `NAME-DIRECTION`, as the goldens are named.
        var clip: String
        /// The template file, as given.
        var template: String
        /// nil when the clip passed (or was recorded); else the lines `check` printed.
        var failure: String?
    }

    var cases: [Case] = []

    /// The report format a file name asks for.
    enum Format: String {
        case junit, json
        init?(path: String) {
            switch URL(fileURLWithPath: path).pathExtension.lowercased() {
            case "xml": self = .junit
            case "json": self = .json
            default: return nil
            }
        }
    }

    var failures: Int { cases.count { $0.failure != nil } }

    /// JUnit XML: one `testsuite` named `segue-video check`, a `testcase` per clip
    /// (`classname` the template, `name` the clip) with a `failure` when it differs.
    var junitXML: String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"segue-video check\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        xml += "  <testsuite name=\"segue-video check\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        for c in cases {
            xml += "    <testcase classname=\"\(Self.xml(c.template))\" name=\"\(Self.xml(c.clip))\""
            if let failure = c.failure {
                let first = failure.split(separator: "\n").first.map(String.init) ?? failure
                xml += ">\n      <failure message=\"\(Self.xml(first))\" type=\"mismatch\">\(Self.xml(failure))</failure>\n    </testcase>\n"
            } else {
                xml += "/>\n"
            }
        }
        return xml + "  </testsuite>\n</testsuites>\n"
    }

    /// JSON: `{"tests": N, "failures": F, "cases": [{"clip", "template", "status", "message"}]}`.
    var json: String {
        JSONValue.object([
            ("tests", .int(cases.count)), ("failures", .int(failures)),
            ("cases", .array(cases.map { c in
                .object([("clip", .string(c.clip)), ("template", .string(c.template)),
                         ("status", .string(c.failure == nil ? "passed" : "failed")),
                         ("message", c.failure.map(JSONValue.string) ?? .null)])
            })),
        ]).pretty + "\n"
    }

    /// Writes the report to `path` (whole or not at all), in the format its extension names.
    func write(to path: String) throws {
        guard let format = Format(path: path) else {
            throw OutputError(path: path, message: "--report: the file must end in .xml (JUnit) or .json")
        }
        let text = format == .junit ? junitXML : json
        try Array(text.utf8).withUnsafeBytes { try TemporaryOutputFile(destination: path).write($0) }
    }

    /// `text` for XML text and attributes: escaped, without the control characters XML 1.0 forbids.
    static func xml(_ text: String) -> String {
        BatchGallery.escape(String(text.unicodeScalars.filter { $0.value >= 0x20 || $0 == "\n" || $0 == "\t" }.map(Character.init)))
    }
}
