@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor

@Suite struct CustomLayerTests {
    /// ExplodeSegue written as template layers over `animator: custom` renders every frame of
    /// both clips pixel-identical to the built-in `explode` (dismissed by `dismiss: reverse`, as
    /// custom layers are). (The segue's own curve is set to
    /// explode's too: shared elements in the fixture fly along it.)
    @Test(arguments: SegueDirection.allCases)
    func explodeAsLayersMatchesTheBuiltIn(_ direction: SegueDirection) throws {
        let builtIn = try AnimatorFixtures.template(animator: "explode", extraSegue: "  duration: 0.75\n  dismiss: reverse\n")
        let custom = try AnimatorFixtures.template(animator: "custom", extraSegue: """
              duration: 0.75
              curve: easeOut
              options: {top: source}
              layers:
                - target: a
                  curve: easeOut
                  range: [0, 1]
                  scale: [1, 2]
                  alpha: {from: 1, to: 0}

            """)
        let a = try ClipFrames(template: builtIn, direction: direction), b = try ClipFrames(template: custom, direction: direction)
        #expect(a.frameCount == b.frameCount && a.frameCount > 5)
        let renderer = SceneRenderer(canvas: builtIn.canvas)
        for index in a.timeline.frames {
            #expect(try renderer.render(a.layers(at: index)) == renderer.render(b.layers(at: index)), "frame \(index)")
        }
    }

    /// A layer's range holds it still outside [start, end]; keyframes pass through their values.
    @Test func rangesAndKeyframes() throws {
        let t = try AnimatorFixtures.template(animator: "custom", extraSegue: """
              layers:
                - target: card
                  range: [0.5, 1]
                  translateX: [0, 40]
                - target: photo
                  background: {keyframes: [{time: 0, value: "#FF0000"}, {time: 0.5, value: "#00FF00"}, {time: 1, value: "#0000FF"}]}
                  frame: {to: [0, 0, 10, 10]}

            """)
        let clip = try ClipFrames(template: t, direction: .present)
        func view(_ id: String, at p: Double) throws -> View {
            let found = clip.layers(atProgress: p).compactMap { $0.find(id: id)?.view }
            return try #require(found.first)
        }
        #expect(try view("card", at: 0.25).transform.translationX == 0)
        #expect(try view("card", at: 0.75).transform.translationX == 20)
        #expect(try view("photo", at: 0.25).backgroundColor == Color(red: 0.5, green: 0.5, blue: 0))
        #expect(try view("photo", at: 0.5).backgroundColor == Color(r8: 0, g8: 255, b8: 0))
        // From the view's own frame [20, 120, 60, 40] halfway to [0, 0, 10, 10].
        #expect(try view("photo", at: 0.5).frame == Rect(x: 10, y: 60, width: 35, height: 25))
    }

    /// flipHorizontal's first half written as a layer: the source turns to −90° about its
    /// vertical axis with ease-in-out over [0, 0.5], edge-on (nothing drawn) at the midpoint.
    @Test func perspectiveTurnAsALayer() throws {
        let t = try AnimatorFixtures.template(animator: "custom", extraSegue: """
              options: {top: source}
              layers:
                - target: a
                  range: [0, 0.5]
                  curve: easeInOut
                  rotationY: [0, -90]

            """)
        let clip = try ClipFrames(template: t, direction: .present)
        let quarter = try #require(clip.layers(atProgress: 0.25).first { $0.id == "a" })
        #expect(abs(quarter.transform.rotationY + Double.pi / 4) < 1e-12)
        let halfway = try #require(clip.layers(atProgress: 0.5).first { $0.id == "a" })
        #expect(abs(halfway.transform.rotationY + Double.pi / 2) < 1e-12)
    }

    @Test func badLayersAreReportedWithTheirField() throws {
        let dir = TemporaryDirectory()
        let yaml = AnimatorFixtures.yaml(animator: "custom", extraSegue: """
              layers:
                - target: cadr
                  alpha: [1, 0]
                - target: card
                  range: [0.8, 0.2]
                  frame: [1, 2]

            """)
        #expect {
            try TemplateLoader.load(path: dir.write("t.yaml", yaml))
        } throws: { error in
            let text = "\(error)"
            return text.contains("segue.layers[0].target: no view or scene \"cadr\"") && text.contains("did you mean \"card\"")
                && text.contains("segue.layers[1].range: the range must end after it starts")
                && text.contains("segue.layers[1].frame: give frame as {from, to} or {keyframes}")
        }
    }

    @Test func unsupportedPresentationStyleIsAnError() throws {
        let dir = TemporaryDirectory()
        let yaml = AnimatorFixtures.yaml(animator: "flipHorizontal", style: .formSheet)
        #expect {
            try TemplateLoader.load(path: dir.write("t.yaml", yaml))
        } throws: { "\($0)".contains("segue.presentation: flipHorizontal does not support formSheet; it supports: fullScreen") }
    }
}

@Suite struct AnimatorOptionTests {
    @Test func missingRequiredOptionIsAnError() throws {
        let dir = TemporaryDirectory()
        let yaml = AnimatorFixtures.yaml(animator: "crossDissolve").replacingOccurrences(of: "animator: crossDissolve", with: "animator: imageZoom")
        #expect {
            try TemplateLoader.load(path: dir.write("t.yaml", yaml))
        } throws: { "\($0)".contains("segue: missing required options \"sourceView\", \"destinationView\"") }
    }
}

@Suite struct TransitionSchemaTests {
    /// The template schema knows the transition keys and flags a misspelt layer property.
    @Test func schemaChecksLayersAndTransitionKeys() throws {
        let schema = TemplateSchemaTests.schemaFile
        let good = AnimatorFixtures.yaml(animator: "custom", style: .navigation, extraSegue: """
              curve: {spring: {dampingRatio: 0.8}}
              layers:
                - {target: card, range: [0, 0.5], alpha: [1, 0], frame: {to: [0, 0, 10, 10]}, rotationY: {keyframes: [{time: 0, value: 0}, {time: 1, value: 90}]}}
              interactive: {drag: [[0, 0], [0.3, 0.7]], release: complete, settle: {duration: 0.2, curve: easeOut}}

            """)
        let validator = try JSONSchemaValidator(schemaFile: schema)
        #expect(validator.errors(in: try TemplateNode.parse(good, file: "t.yaml")).isEmpty)
        let bad = good.replacingOccurrences(of: "alpha: [1, 0]", with: "alhpa: [1, 0]")
        let errors = validator.errors(in: try TemplateNode.parse(bad, file: "t.yaml"))
        #expect(errors.contains { $0.contains("segue.layers[0].alhpa: unknown key") }, "\(errors)")
    }
}
