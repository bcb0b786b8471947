@testable import CompositorRaster
import Testing
@testable import Compositor
@testable import CompositorMotion

@Suite struct SharedElementTests {
    /// With any animator, views with the same match id fly between their places in window
    /// coordinates above both scenes. crossDissolve at 50 % (ease-in-out 0.5): the card
    /// [8, 100, 24, 16] and the photo [20, 120, 60, 40] meet halfway at [14, 110, 42, 28], red and
    /// green mixed to (128, 128, 0), corner radius 4 → 0 at 2; both originals are hidden.
    @Test func matchedViewsMorphAboveBothScenes() throws {
        let t = try AnimatorFixtures.template(animator: "crossDissolve")
        let layers = try ClipFrames(template: t, direction: .present).layers(atProgress: 0.5)
        #expect(layers.count == 3)
        let flying = try #require(layers.last)
        #expect(flying.matchID == "shared")
        #expect(flying.frame == Rect(x: 14, y: 110, width: 42, height: 28) && flying.cornerRadius == 2)
        #expect(layers[0].find(id: "card")?.view.isHidden == true)
        #expect(layers[1].find(id: "photo")?.view.isHidden == true)
        let pixels = try SceneRenderer(canvas: t.canvas).render(layers)
        #expect(pixels[17, 62] == PremultipliedRGBA8(r: 128, g: 128, b: 0, a: 255))
    }

    /// Dismissing flies the element back: at 25 % of the dismissal it is where presenting has it at 75 %.
    @Test func dismissingFliesItBack() throws {
        let t = try AnimatorFixtures.template(animator: "crossDissolve")
        let back = try ClipFrames(template: t, direction: .dismiss).layers(atProgress: 0.25).last
        let forth = try ClipFrames(template: t, direction: .present).layers(atProgress: 0.75).last
        #expect(back != nil && back?.frame == forth?.frame)
    }

    /// Nested views are found in window coordinates: a matched view inside a moved container.
    @Test func nestedMatchesUseWindowCoordinates() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), subviews: [
            View(frame: Rect(x: 10, y: 20, width: 50, height: 50), subviews: [
                View(frame: Rect(x: 5, y: 5, width: 10, height: 10)).with { $0.matchID = "m" },
            ]),
        ])
        let other = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), subviews: [
            View(frame: Rect(x: 60, y: 60, width: 30, height: 30)).with { $0.matchID = "m" },
        ])
        let pairs = MatchedViews.shared(from: root, to: other)
        #expect(pairs.count == 1)
        #expect(pairs.first?.source.frame == Rect(x: 15, y: 25, width: 10, height: 10))
        #expect(pairs.first?.morph(at: 0.5).first?.frame == Rect(x: 37.5, y: 42.5, width: 20, height: 20))
    }

    /// A matched view's subviews scale with it, as a flying snapshot: a 100-point circle whose
    /// initials fill it, flying into a 52-point one, is 76 points wide halfway ((100 + 52) / 2)
    /// and so is the box its content is drawn in (before, the content kept its 100 points and
    /// stood 24 points out of the circle). Worked by hand: the content's container is 100
    /// points centered in the 76-point view (x = -12) scaled by 0.76 about its center (38, 38).
    @Test func subviewsScaleWithTheFlyingView() throws {
        func circle(_ frame: Rect) -> View {
            View(frame: frame, cornerRadius: frame.width / 2, subviews: [
                View(frame: Rect(origin: .zero, size: frame.size), label: Label(text: "AS", font: FontSpec(size: frame.width * 0.42))),
            ]).with { $0.matchID = "avatar" }
        }
        let from = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), subviews: [circle(Rect(x: 10, y: 10, width: 100, height: 100))])
        let to = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), subviews: [circle(Rect(x: 200, y: 200, width: 52, height: 52))])
        let flying = try #require(MatchedViews.shared(from: from, to: to).first).morph(at: 0.5)
        #expect(flying.count == 2)
        for view in flying {
            #expect(view.frame == Rect(x: 105, y: 105, width: 76, height: 76))
            let container = try #require(view.subviews.first)
            let content = try #require(container.subviews.first)
            let box = content.transformToSuperview.concatenating(container.transformToSuperview)
                .concatenating(view.transformToSuperview).bounds(of: Rect(origin: .zero, size: content.frame.size))
            #expect(abs(box.minX - 105) < 1e-9 && abs(box.minY - 105) < 1e-9)
            #expect(abs(box.width - 76) < 1e-9 && abs(box.height - 76) < 1e-9)
        }
        // At rest ends nothing is wrapped: the source's own subviews at progress 0.
        #expect(try #require(MatchedViews.shared(from: from, to: to).first).morph(at: 0).first?.subviews.first?.label?.text == "AS")
    }
}

extension View {
    func with(_ change: (inout View) -> Void) -> View {
        var copy = self
        change(&copy)
        return copy
    }
}

@Suite struct SegueOperationTests {
    @Test func operationsFollowTheStyle() throws {
        func ops(_ animator: String, _ style: PresentationStyle) throws -> [SegueOperation] {
            let transition = try Transition(template: AnimatorFixtures.template(animator: animator, style: style))
            return SegueDirection.allCases.map(transition.operation)
        }
        #expect(try ops("crossDissolve", .fullScreen) == [.present, .dismiss])
        #expect(try ops("coverVertical", .formSheet) == [.present, .dismiss])
        #expect(try ops("push", .navigation) == [.push, .pop])
        #expect(try ops("replaceTop", .navigation) == [.replaceTop, .pop])
        #expect(try ops("crossDissolve", .tab) == [.tabSwitch, .tabSwitch])
    }
}
