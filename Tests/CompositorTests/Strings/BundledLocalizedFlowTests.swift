import Foundation
import Testing
@testable import Compositor

/// `Templates/localized/walk-localized.yaml`: one flow, four locales from one String Catalog.
@Suite struct BundledLocalizedFlowTests {
    static let path = BundledTemplateTests.folder + "/localized/walk-localized.yaml"

    /// Every variant loads, strict-clean (no label cut, no key missing), with its own texts:
    /// the navigation title, the first caption and the plural for 3 walks (Arabic: CLDR `few`, in Arabic-Indic digits).
    @Test(arguments: [("en", "Pets", "Tap a pet to open its profile", "3 walks this week"),
                      ("de", "Haustiere", "Tippe auf ein Tier zum Öffnen", "3 Spaziergänge diese Woche"),
                      ("ja", "ペット", "ペットをタップして開く", "今週の散歩 3 回"),
                      ("ar", "الحيوانات الأليفة", "اضغط على حيوان لفتح ملفه", "٣ نزهات هذا الأسبوع")])
    func eachLocaleShowsItsOwnTexts(locale: String, title: String, caption: String, walks: String) throws {
        let template = try TemplateLoader.load(path: Self.path, variant: TemplateVariant(locale: locale))
        #expect(template.name == "walk-localized." + locale && template.locale == locale)
        #expect(template.scenes.first?.navigationBar?.title == title)
        #expect(template.flow?.steps.first?.caption?.text == caption)
        #expect(template.labels.map(\.text).contains(walks))
        #expect(template.warnings.isEmpty)
        let (problems, warnings) = TemplateAssetCheck.check(template)
        #expect(problems.isEmpty && warnings.isEmpty, "\(problems) \(warnings)")
    }

    @Test func theTemplateDeclaresTheFourLocales() throws {
        let template = try TemplateLoader.load(path: Self.path)
        #expect(template.variants.combinations.map(\.suffix) == [".en", ".de", ".ja", ".ar"])
        #expect(template.locale == "en")  // the catalog's sourceLanguage
    }
}
