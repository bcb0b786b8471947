import Testing
@testable import Compositor

/// Validation aimed at templates written from UIKit code: names by meaning, warnings for
/// settings UIKit would silently ignore, and the portrait video presets.
@Suite struct FidelityValidationTests {
    func firstError(_ yaml: String) throws -> String {
        let dir = TemporaryDirectory()
        do {
            _ = try TemplateLoader.load(path: dir.write("t.yaml", yaml))
        } catch let e as TemplateError {
            return e.message
        } catch let e as TemplateErrors {
            return e.errors[0].message
        }
        Issue.record("no error")
        return ""
    }

    /// UIKit's and CSS's names get the key they mean, though they are spelt nothing alike.
    @Test(arguments: [
        ("lineSpacing: 4", "lineHeight"), ("letter_spacing: 1", "letterSpacing"), ("numberOfLines: 2", "lines"),
        ("textAlignment: center", "alignment"),
    ])
    func labelKeysByMeaning(_ key: String, _ expected: String) throws {
        let yaml = TemplateFixtures.minimal(fromViews: """
                  - frame: [4, 4, 20, 8]
                    label: {text: Hi, \(key)}
            """)
        #expect(try firstError(yaml).contains("did you mean \"\(expected)\"?"))
    }

    @Test(arguments: [("opacity: 0.5", "alpha"), ("borderRadius: 4", "cornerRadius"), ("masksToBounds: true", "clipsToBounds"),
                      ("layer_corner_radius: 3", "cornerRadius")])
    func viewKeysByMeaning(_ key: String, _ expected: String) throws {
        let yaml = TemplateFixtures.minimal(fromViews: """
                  - frame: [4, 4, 20, 8]
                    \(key)
            """)
        #expect(try firstError(yaml).contains("did you mean \"\(expected)\"?"))
    }

    /// A shadow on a view that clips to its bounds is drawn by nobody (CALayer's masksToBounds
    /// clips its own shadow): the template loads, with a warning naming the shadow.
    @Test func shadowOnAClippingViewWarns() throws {
        let dir = TemporaryDirectory()
        let yaml = TemplateFixtures.minimal(fromViews: """
                  - frame: [4, 4, 20, 8]
                    background: "#FF0000"
                    clipsToBounds: true
                    shadow: {radius: 4, opacity: 0.3}
            """)
        let t = try TemplateLoader.load(path: dir.write("t.yaml", yaml))
        #expect(t.warnings.contains { $0.contains("shadow") && $0.contains("clipsToBounds") }, "\(t.warnings)")
        let plain = try TemplateLoader.load(path: dir.write("u.yaml", yaml.replacingOccurrences(of: "clipsToBounds: true", with: "clipsToBounds: false")))
        #expect(plain.warnings.isEmpty)
    }

    /// validate warns when a label's text needs more lines than `lines` allows or more height
    /// than its frame gives (Inter 17 pt: 20.57-point lines, so 3 lines need 61.7 points); a
    /// label that fits, and a one-line label in a short frame (its one line always shows), do not.
    @Test func labelOverflowWarns() throws {
        let dir = TemporaryDirectory()
        let yaml = TemplateFixtures.minimal(canvas: "  size: [200, 200]\n  scale: 1", fromViews: """
                  - frame: [10, 10, 100, 30]
                    label: {text: "Golden retriever, three years old, loves long walks", lines: 3}
                  - frame: [10, 60, 180, 62]
                    label: {text: "Golden retriever, three years old", lines: 3}
                  - frame: [10, 130, 180, 12]
                    label: {text: "Short"}
            """)
        let t = try TemplateLoader.load(path: dir.write("t.yaml", yaml))
        let warnings = TemplateAssetCheck.check(t).warnings
        #expect(warnings.count == 2, "\(warnings)")
        #expect(warnings.contains { $0.contains("needs 5 lines") && $0.contains("lines is 3") })
        #expect(warnings.contains { $0.contains("61.7 points of height") && $0.contains("gives 30") })
    }

    /// Portrait video presets: one 360 x 640-point layout at 720x1280, 1080x1920 and 2160x3840.
    @Test(arguments: [("720x1280", 720, 1280), ("1080x1920", 1080, 1920), ("2160x3840", 2160, 3840)])
    func portraitPresets(_ name: String, _ width: Int, _ height: Int) throws {
        let dir = TemporaryDirectory()
        let t = try TemplateLoader.load(path: dir.write("t.yaml", TemplateFixtures.minimal(canvas: "  device: \(name)")))
        #expect(t.canvas.pixelWidth == width && t.canvas.pixelHeight == height)
        #expect(t.canvas.size == Size(width: 360, height: 640))
    }
}
