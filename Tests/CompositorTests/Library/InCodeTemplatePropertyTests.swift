import Compositor
@testable import CompositorRaster
import Foundation
import Testing

/// Random templates built in code, fed to the public entry points: each either renders or
/// throws, never traps, and `SegueVideo.validate` refuses exactly what `ClipFrames` refuses.
@Suite struct InCodeTemplatePropertyTests {
    /// One random change to a valid template, among the values a caller can get wrong.
    static func mutate(_ template: inout SegueTemplate, _ random: inout SplitMix64) {
        let wild: [Double] = [.nan, .infinity, -.infinity, -1, 0, 1e300, -5e5, 0.5, 3, 33]
        func pick() -> Double { wild[Int(random.next() % UInt64(wild.count))] }
        // The first scene's first view, when the template still has one.
        var card = template.scenes.first?.root.subviews.first ?? View(frame: Rect(x: 0, y: 0, width: 1, height: 1))
        defer { if !template.scenes.isEmpty, !template.scenes[0].root.subviews.isEmpty { template.scenes[0].root.subviews[0] = card } }
        switch random.next() % 14 {
        case 0: template.segue.from = ["a", "b", "c", "", "lsit"][Int(random.next() % 5)]
        case 1: template.segue.to = ["a", "b", "zz"][Int(random.next() % 3)]
        case 2: template.canvas.size = Size(width: pick(), height: pick())
        case 3: template.canvas.scale = pick()
        case 4: card.frame = Rect(x: pick(), y: pick(), width: pick(), height: pick())
        case 5: card.backgroundColor = Color(red: pick(), green: 0.5, blue: pick())
        case 6: card.alpha = pick()
        case 7: card.cornerRadius = pick()
        case 8: card.transform.rotation = pick()
        case 9: card.transform.scaleX = pick()
        case 10: template.segue.animator = [.scale, .imageZoom, .crossDissolve, .push, .explode][Int(random.next() % 5)]
        case 11: template.segue.directions = [[], [.present, .present], [.dismiss]][Int(random.next() % 3)]
        case 12: template.video.crf = Int(random.next() % 70) - 5
        default: template.scenes = Array(template.scenes.prefix(Int(random.next() % 3)))
        }
    }

    @Test func randomInCodeTemplatesThrowOrRenderNeverTrap() throws {
        let dir = TemporaryDirectory()
        let base = try TemplateLoader.load(path: dir.write("t.yaml", TemplateFixtures.minimal()))
        var random = SplitMix64(seed: 19)
        var refused = 0, rendered = 0
        for _ in 0..<300 {
            var template = base
            for _ in 0..<(1 + Int(random.next() % 3)) { Self.mutate(&template, &random) }
            let valid: Bool
            do { try SegueVideo.validate(template); valid = true } catch is TemplateError { valid = false } catch is TemplateErrors { valid = false }
            do {
                let frames = try ClipFrames(template: template, direction: .present)
                #expect(valid, "ClipFrames accepted what validate refused")
                let renderer = SceneRenderer(canvas: template.canvas, assets: AssetStore(images: [:]))
                for index in [0, frames.frameCount / 2, frames.frameCount - 1] {
                    _ = try renderer.render(frames.layers(at: FrameIndex(index)))
                }
                rendered += 1
            } catch {
                #expect(!valid, "validate accepted what ClipFrames refused: \(error)")
                refused += 1
            }
        }
        // Both outcomes occur, so the property is exercised on each side.
        #expect(refused > 50)
        #expect(rendered > 20)
    }
}
