import Foundation
import Testing
@testable import Compositor

/// `RenderSettings`: resolved once from the loaded template and the options, the template left
/// as loaded, and the library refusing what the command line refuses (never clamping).
@Suite struct RenderSettingsTests {
    static func loaded(_ dir: TemporaryDirectory) throws -> SegueTemplate {
        try TemplateLoader.load(path: dir.write("t.yaml", TemplateFixtures.minimal()))
    }

    @Test(arguments: [0, -1, 65, 1000])
    func jobsOutOfRangeAreRefusedAsTheCLIRefusesThem(jobs: Int) throws {
        let dir = TemporaryDirectory()
        let error = #expect(throws: OptionError.self) { try RenderSettings(template: Self.loaded(dir), options: RenderOptions(jobs: jobs)) }
        #expect(error?.message == "--jobs must be 1 to 64")
        #expect(error?.exitStatus == .usage)
    }

    @Test func crfOutOfRangeIsRefused() throws {
        let dir = TemporaryDirectory()
        let error = #expect(throws: OptionError.self) { try RenderSettings(template: Self.loaded(dir), options: RenderOptions(jobs: 1, crf: 52)) }
        #expect(error?.message == "--crf must be 1 to 51")
    }

    @Test func overridesGoIntoTheSettingsNotTheLoadedTemplate() throws {
        let dir = TemporaryDirectory()
        let loaded = try Self.loaded(dir)
        let settings = try RenderSettings(template: loaded, options: RenderOptions(directions: [.dismiss], jobs: 3, crf: 30, preset: .veryfast,
                                                                                  codec: .hevc, bitDepth: 10, delivery: .square))
        #expect(settings.template.video.crf == 30 && settings.template.video.preset == .veryfast && settings.template.video.bitDepth == 10)
        #expect(settings.template.delivery?.preset == .square && settings.template.delivery?.field == OptionCatalog.delivery.flag)
        #expect(settings.format.codec == .hevc && settings.jobs == 3 && settings.directions == [.dismiss])
        let reloaded = try Self.loaded(dir)
        #expect(loaded.video == reloaded.video && loaded.delivery == reloaded.delivery && loaded.canvas == reloaded.canvas)
    }

    @Test func theOutputsExtensionChoosesTheFormatWhenNothingElseDoes() throws {
        let dir = TemporaryDirectory()
        let settings = try RenderSettings(template: Self.loaded(dir), options: RenderOptions(jobs: 1), output: "clip.webm")
        #expect(settings.format.codec == .vp9)
        #expect(try RenderSettings(template: Self.loaded(dir), options: RenderOptions(jobs: 1)).format.codec == .h264)
    }
}
