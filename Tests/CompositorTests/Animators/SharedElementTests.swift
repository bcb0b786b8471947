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
