@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor
@testable import CompositorDocument

/// Dismissals as UIKit does them (docs/templates.md, "Dismissals"): animators whose seed defines
/// none are dismissed by the style's system transition; `dismiss: reverse` plays the
/// presentation backwards. The fixture canvas is 100 x 200 points at 0.5x: `a` white, `b` blue.
@Suite struct DismissalTests {
    static let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)
    static let blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)

    /// CASpringAnimation(mass 3, stiffness 1000, damping 500) in closed form, its settling time
    /// (the last time it is 0.1 % away from 1) stretched over progress 0 → 1: worked out here
    /// from the overdamped solution x(t) = 1 − (s₂e^{s₁t} − s₁e^{s₂t}) / (s₂ − s₁), not taken
    /// from `Spring`.
    static func systemSpring(_ p: Double) -> Double {
        let m = 3.0, k = 1000.0, c = 500.0
        let d = (c * c - 4 * m * k).squareRoot()
        let s1 = (-c + d) / (2 * m), s2 = (-c - d) / (2 * m)
        func x(_ t: Double) -> Double { 1 - (s2 * exp(s1 * t) - s1 * exp(s2 * t)) / (s2 - s1) }
        var lo = 0.0, hi = 20.0
        for _ in 0..<200 { let mid = (lo + hi) / 2; if 1 - x(mid) >= 0.001 { lo = mid } else { hi = mid } }
        return x(p * hi)
    }

    /// The measured system curve, the Bézier (0.25, 1, 0.25, 1) (`SystemCurves.swift`), solved
    /// here by bisection of x(s) = 0.75s − 0.75s² + s³ = p, y = 1 − (1 − s)³; not taken from
    /// `CubicBezier`. The default of coverVertical, the system dismissals and the push.
    static func system(_ p: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 { let s = (lo + hi) / 2; if s * s * s - 0.75 * s * s + 0.75 * s < p { lo = s } else { hi = s } }
        let s = (lo + hi) / 2
        return 1 - (1 - s) * (1 - s) * (1 - s)
    }

    /// The system dismissal's progress at the dismiss clip's progress p: the clip lasts the
    /// dismissal itself (0.5 s, the push's 0.35 s in navigation, or the animator's default
    /// duration when shorter: scale 2 s and explode 0.75 s are longer), so the two are the same.
    static func systemProgress(_ p: Double, animator: String, navigation: Bool = false) -> Double { min(p, 1) }

    func layers(_ animator: String, _ direction: SegueDirection, at progress: Double, style: PresentationStyle? = nil,
                extraSegue: String = "") throws -> (layers: [View], pixels: Pixmap) {
        let t = try AnimatorFixtures.template(animator: animator, style: style, extraSegue: extraSegue)
        let layers = try ClipFrames(template: t, direction: direction).layers(atProgress: progress)
        return (layers, try SceneRenderer(canvas: t.canvas).render(layers))
    }

    /// The named `systemSpring` is the overdamped spring: fast start (about half the way at 10 %),
    /// no overshoot, exact ends; the default is the measured `system` curve.
    @Test func systemSpringIsTheMeasuredSpring() {
        for p in stride(from: 0.0, to: 1.0, by: 0.05) {
            #expect(abs(TimingCurve.systemSpring.value(at: p) - Self.systemSpring(p)) < 2e-4, "\(p)")
        }
        #expect(TimingCurve.systemSpring.value(at: 1) == 1)   // the snap at the end, 0.1 % away
        #expect(TimingCurve.systemSpring.value(at: 0.1) > 0.45)
        #expect(TimingCurve.named("systemSpring") == .systemSpring)
        #expect(CoverVerticalAnimator.defaultCurve == .system)
        for p in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(abs(TimingCurve.system.value(at: p) - Self.system(p)) < 1e-9, "\(p)")
        }
    }

    /// ScaleSegue defines no dismissal: the destination slides down (200 · system(p) points)
    /// at full size over the source. Probes at x = 45 px stay clear of the shared element.
    @Test func scaleDismissSlidesDown() throws {
        for p in [0.01, 0.025, 0.06] {
            let (layers, pixels) = try layers("scale", .dismiss, at: p)
            let b = try #require(layers.first { $0.id == "b" })
            let s = Self.system(Self.systemProgress(p, animator: "scale"))
            #expect(abs(b.transform.translationY - 200 * s) < 0.05, "\(p)")
            #expect(b.frame.size == Size(width: 100, height: 200) && b.transform.scaleX == 1 && b.transform.scaleY == 1)
            let edge = 100 * s   // pixels
            #expect(pixels[45, Int(edge) - 1] == Self.white, "\(p)")
            #expect(pixels[45, Int(edge) + 1] == Self.blue, "\(p)")
        }
    }

    /// With `dismiss: reverse` the destination shrinks back into the thumbnail: at dismiss
    /// progress p it covers the card's rect grown by easeInOut(1 − p) toward the full screen.
    @Test func scaleDismissReverseShrinksIntoTheThumbnail() throws {
        let p = 0.7
        let (layers, _) = try layers("scale", .dismiss, at: p, extraSegue: "  dismiss: reverse\n")
        let b = try #require(layers.first { $0.id == "b" })
        let t = TimingCurve.easeInOut.value(at: 1 - p)
        let bounds = b.transformToSuperview.bounds(of: Rect(origin: .zero, size: b.frame.size))
        let want = [8 + (0 - 8) * t, 100 + (0 - 100) * t, 24 + (100 - 24) * t, 16 + (200 - 16) * t]
        for (got, expected) in zip([bounds.minX, bounds.minY, bounds.width, bounds.height], want) {
            #expect(abs(got - expected) < 1e-6)
        }
    }

    /// ExplodeSegue defines none either: full screen the destination slides down; in a
    /// navigation stack it pops (slides out to the right on the navigation curve).
    @Test func explodeDismissIsTheSystemOne() throws {
        let full = try layers("explode", .dismiss, at: 0.2)
        let b = try #require(full.layers.first { $0.id == "b" })
        #expect(abs(b.transform.translationY - 200 * Self.system(Self.systemProgress(0.2, animator: "explode"))) < 0.05)
        #expect(full.layers.first?.id == "a" && full.layers.first?.alpha == 1)
        let nav = try layers("explode", .dismiss, at: 0.3, style: .navigation)
        let top = try #require(nav.layers.first { $0.id == "b" })
        let covered = PushAnimator.defaultCurve.value(at: Self.systemProgress(0.3, animator: "explode", navigation: true))
        #expect(abs(top.transform.translationX - 100 * covered) < 1e-9)
        // A 2 s scale segue's dismiss clip lasts UIKit's 0.5 s slide, not 2 s of which 1.5 are
        // still: 30 % through the clip the destination is still sliding down.
        let sliding = try layers("scale", .dismiss, at: 0.3)
        let slid = try #require(sliding.layers.first { $0.id == "b" })
        #expect(abs(slid.transform.translationY - 200 * Self.system(0.3)) < 0.05)
    }

    /// coverVertical's own dismissal is the slide down on the same fast-start curve, not the
    /// presentation reversed (which would start slowly).
    @Test func coverVerticalDismissStartsFast() throws {
        let (layers, _) = try layers("coverVertical", .dismiss, at: 0.1)
        let b = try #require(layers.first { $0.id == "b" })
        #expect(abs(b.transform.translationY - 200 * Self.system(0.1)) < 0.05)
        #expect(b.transform.translationY > 70)   // 39 % of the way at a tenth of the time
    }

    /// imageZoom's underlay: the destination's top edge follows the coverVertical curve under the
    /// flying image, presenting and (reversed in place) dismissing.
    @Test func imageZoomUnderlaySlidesUp() throws {
        for p in [0.05, 0.1, 0.2, 0.3] {
            let present = try layers("imageZoom", .present, at: p)
            let edge = 100 * (1 - Self.system(p))
            #expect(present.pixels[45, Int(edge) - 1] == Self.white, "\(p)")
            #expect(present.pixels[45, Int(edge) + 1] == Self.blue, "\(p)")
            let dismiss = try layers("imageZoom", .dismiss, at: p)
            let b = try #require(dismiss.layers.first { $0.id == "b" })
            #expect(abs(b.transform.translationY - 200 * Self.system(p)) < 0.05, "\(p)")
        }
        let yaml = AnimatorFixtures.yaml(animator: "imageZoom")
            .replacingOccurrences(of: "destinationView: photo}", with: "destinationView: photo, underlay: crossDissolve}")
        let dir = TemporaryDirectory()
        let t = try TemplateLoader.load(path: dir.write("t.yaml", yaml))
        let b = try #require(ClipFrames(template: t, direction: .present).layers(atProgress: 0.5).first { $0.id == "b" })
        #expect(b.alpha == 0.5 && b.transform.translationY == 0)
    }

    /// The Transition README's example: slideFromTop as a push and a pop in a navigation stack.
    @Test func slideFromTopInNavigation() throws {
        let t = try AnimatorFixtures.template(animator: "slideFromTop", style: .navigation)
        let transition = try Transition(template: t)
        #expect(transition.operation(.present) == .push && transition.operation(.dismiss) == .pop)
        let (layers, pixels) = try layers("slideFromTop", .present, at: 0.5, style: .navigation)
        let b = try #require(layers.first { $0.id == "b" }), a = try #require(layers.first { $0.id == "a" })
        let covered = TimingCurve.easeOut.value(at: 0.5)
        #expect(abs(b.transform.translationY + 200 * (1 - covered)) < 1e-9 && a.transform == .identity)
        let bar = try #require(layers.lastIndex { $0.id == "navigationBar" })
        #expect(bar > (try #require(layers.firstIndex { $0.id == "b" })))
        // b reaches down to 200 · covered = 136.9 points (68 px): blue above, white below.
        #expect(pixels[45, 60] == Self.blue && pixels[45, 90] == Self.white)
        let pop = try self.layers("slideFromTop", .dismiss, at: 0.5, style: .navigation)
        let popped = try #require(pop.layers.first { $0.id == "b" })
        #expect(abs(popped.transform.translationY + 200 * covered) < 1e-9)
    }

    /// `dismissDuration` times the dismiss clip on its own: at 10 fps, holds 0, a 2 s scale
    /// segue with `dismissDuration: 0.5` has ⌈2 × 10⌉ + 1 = 21 present frames and
    /// ⌈0.5 × 10⌉ + 1 = 6 dismiss frames; the system slide then spans the whole dismissal (at
    /// linear progress p it is system(p) of the way down, not system(4p)).
    @Test func dismissDurationTimesTheDismissClip() throws {
        let t = try AnimatorFixtures.template(animator: "scale", extraSegue: "  duration: 2\n  dismissDuration: 0.5\n")
        #expect(t.segue.dismissDuration == Rational(1, 2))
        #expect(try ClipFrames(template: t, direction: .present).frameCount == 21)
        let dismiss = try ClipFrames(template: t, direction: .dismiss)
        #expect(dismiss.frameCount == 6)
        #expect(BatchClip(index: 0, template: t, direction: .dismiss).frameCount == 6)
        #expect(BatchClip(index: 0, template: t, direction: .present).frameCount == 21)
        // Frame 2 of the dismiss clip is at 0.2 s: linear progress 0.4 of 0.5 s.
        let b = try #require(dismiss.layers(at: FrameIndex(2)).first { $0.id == "b" })
        #expect(abs(b.transform.translationY - 200 * Self.system(0.4)) < 0.05)
        // Without it the system dismissal's clip lasts the dismissal itself, 0.5 s (UIKit's
        // coverVertical), not the 2 s presentation's duration.
        let same = try AnimatorFixtures.template(animator: "scale", extraSegue: "  duration: 2\n")
        #expect(try ClipFrames(template: same, direction: .dismiss).frameCount == 6)
        // Its own (animator) dismissal, or the presentation reversed, keeps the duration.
        let reversed = try AnimatorFixtures.template(animator: "scale", extraSegue: "  duration: 2\n  dismiss: reverse\n")
        #expect(try ClipFrames(template: reversed, direction: .dismiss).frameCount == 21)
        // Bad values name the key; an interactive segue has none.
        let dir = TemporaryDirectory()
        for (bad, message) in [("0", "positive"), ("-1", "out of range"), ("x", "duration")] {
            let yaml = AnimatorFixtures.yaml(animator: "scale", extraSegue: "  dismissDuration: \(bad)\n")
            do {
                _ = try TemplateLoader.load(path: dir.write("bad.yaml", yaml))
                Issue.record("dismissDuration: \(bad) was accepted")
            } catch let error as TemplateError {
                #expect("\(error)".contains("dismissDuration") && "\(error)".contains(message), "\(error)")
            }
        }
        // A template built in code is validated the same way.
        var built = t
        built.segue.dismissDuration = .zero
        #expect(TemplateValidator.problems(in: built).contains { "\($0)".contains("dismissDuration") })
    }

    static func replaceTopYAML(options: String, extra: String = "") -> String {
        AnimatorFixtures.yaml(animator: "replaceTop", extraSegue: options + extra)
            .replacingOccurrences(of: "segue:\n", with: "  c:\n    title: C\n    background: \"#00FF00\"\nsegue:\n")
    }

    /// ReplaceTop's dismiss pops to the scene below the replaced one; without it there is no
    /// dismiss clip, and asking for one is an error.
    @Test func replaceTopPopsToTheSceneBelow() throws {
        let dir = TemporaryDirectory()
        let t = try TemplateLoader.load(path: dir.write("t.yaml", Self.replaceTopYAML(options: "  options: {below: c}\n")))
        #expect(t.segue.directions == [.present, .dismiss])
        let clip = try ClipFrames(template: t, direction: .dismiss)
        let renderer = SceneRenderer(canvas: t.canvas)
        let context = t.transitionContext
        #expect(try renderer.render(clip.layers(atProgress: 1)) == renderer.render([context.placed(try #require(t.scene(named: "c")))]))
        let mid = clip.layers(atProgress: 0.5)
        #expect(mid.first?.id == "c")
        let top = try #require(mid.first { $0.id == "b" })
        #expect(abs(top.transform.translationX - 50) < 1e-9)   // easeInOut(0.5) · 100 points

        let none = try TemplateLoader.load(path: dir.write("u.yaml", Self.replaceTopYAML(options: "")))
        #expect(none.segue.directions == [.present])
        #expect(throws: TemplateError.self) {
            try TemplateLoader.load(path: dir.write("v.yaml", Self.replaceTopYAML(options: "", extra: "  directions: [present, dismiss]\n")))
        }
        #expect(throws: TemplateError.self) {
            try TemplateLoader.load(path: dir.write("w.yaml", Self.replaceTopYAML(options: "  options: {below: a}\n")))
        }
    }

    /// Every catalog animator's default dismissal is the one the docs' table states.
    @Test(arguments: AnimatorCatalog.names)
    func docsTableStatesEachDismissal(_ name: String) throws {
        let docs = try String(contentsOfFile: TemplateSchemaTests.repository + "/docs/templates.md", encoding: .utf8)
        let table = try #require(docs.components(separatedBy: "### Dismissals").dropFirst().first)
        let row = try #require(table.split(separator: "\n").first { $0.hasPrefix("| `\(name)` |") })
        let type = try #require(AnimatorCatalog.named(name))
        let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(cells.count == 3)   // animator, present, dismiss
        #expect(cells[2].hasPrefix(type.dismissal == .system ? "system" : "own"), "\(row)")
    }
}
