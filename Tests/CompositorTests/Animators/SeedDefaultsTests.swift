import Foundation
import Testing
@testable import Compositor

/// The seeds' own numbers, from the issue that asked for them (each seed's source): the catalog
/// defaults and the bundled template per seed use exactly these, so a clip matches its tutorial.
@Suite struct SeedDefaultsTests {
    struct Seed: Sendable, CustomTestStringConvertible {
        var template: String
        var animator: String
        /// Seconds, as the seed writes them.
        var duration: Rational
        var curve: TimingCurve
        var factor: Double?
        var testDescription: String { template }
    }

    static let seeds: [Seed] = [
        Seed(template: "pets-scale.yaml", animator: "scale", duration: Rational(2), curve: .easeInOut),        // ScaleSegue: 2.0 s
        Seed(template: "pets-scale-ipad.yaml", animator: "scale", duration: Rational(2), curve: .easeInOut),
        Seed(template: "explode.yaml", animator: "explode", duration: Rational(3, 4), curve: .easeOut, factor: 2),  // ×2 over 0.75 s
        Seed(template: "explode-x3.yaml", animator: "explode", duration: Rational(1), curve: .easeOut, factor: 3),  // ×3 over 1.0 s
        Seed(template: "fade.yaml", animator: "fade", duration: Rational(35, 100), curve: .easeInOut),         // FadeIn: 0.35 s
        Seed(template: "slide-from-top.yaml", animator: "slideFromTop", duration: Rational(2), curve: .easeOut), // SimpleAnimation demo: 2.0 s
        Seed(template: "slide-from-top-navigation.yaml", animator: "slideFromTop", duration: Rational(1, 2), curve: .easeOut), // navigation: 0.5 s
    ]

    /// The bundled template loads with the seed's duration, curve and factor, and writes the
    /// duration and curve out (a reader of the file sees the numbers the clip uses).
    @Test(arguments: seeds)
    func templateUsesTheSeedsNumbers(_ seed: Seed) throws {
        let path = BundledTemplateTests.folder + "/" + seed.template
        let template = try TemplateLoader.load(path: path)
        #expect(template.segue.animator.rawValue == seed.animator)
        #expect(template.segue.duration == seed.duration)
        #expect(template.segue.curve == seed.curve)
        if let factor = seed.factor { #expect(template.segue.options.number("factor") == factor) }
        let root = try TemplateNode.parse(try String(contentsOfFile: path, encoding: .utf8), file: path)
        guard case .mapping(let pairs, _) = root, case .mapping(let segue, _)? = pairs.first(where: { $0.key == "segue" })?.value else {
            Issue.record("no segue mapping in \(seed.template)")
            return
        }
        let written = Set(segue.map(\.key))
        #expect(written.isSuperset(of: ["duration", "curve"]), "\(seed.template) leaves its timing to the defaults")
    }

    /// The catalog's defaults are the seeds' (navigation timing for SimpleAnimation: 0.5 s).
    @Test func catalogDefaultsAreTheSeeds() {
        #expect(ScaleAnimator.defaultDuration == Rational(2))
        #expect(ScaleAnimator.defaultCurve == .easeInOut)
        #expect(ExplodeAnimator.defaultDuration == Rational(3, 4))
        #expect(ExplodeAnimator.defaultCurve == .easeOut)
        #expect(ExplodeAnimator.options.first { $0.name == "factor" }?.defaultValue == "2")
        #expect(FadeAnimator.defaultDuration == Rational(35, 100))
        #expect(SlideFromTopAnimator.defaultDuration == Rational(1, 2))
        #expect(SlideFromTopAnimator.defaultCurve == .easeOut)
    }
}
