import Testing
@testable import Compositor
@testable import CompositorScene

/// `ChromeHandover` votes for its candidates by number (`ChromeHandover.NumberedVotes`) instead
/// of comparing status bar views at every point a glyph's backdrop is read at (issue 51: 1.3 G of
/// a component-kit push's 11.9 G instructions). The numbered votes must pick exactly what the
/// views themselves picked (`ViewVotes`, the reference route): random handovers (two screens of
/// random fills and styles, random layers drawn over the bar and the home indicator, a random
/// progress) give equal chrome by both.
@Suite struct ChromeHandoverVotesTests {
    static let palette: [Color] = [.white, .black, Color(red: 0.11, green: 0.11, blue: 0.12), Color(red: 0.2, green: 0.78, blue: 0.35),
                                   Color(red: 0.94, green: 0.94, blue: 0.96), Color(red: 0.5, green: 0.5, blue: 0.5)]

    @Test func numberedVotesPickAsViewsDo() throws {
        let dir = TemporaryDirectory()
        let canvas = try TemplateLoader.load(path: dir.write("t.yaml", """
            canvas: {device: iPhone 14}
            scenes:
              a: {background: systemBackground}
              b: {background: systemBackground}
            segue: {animator: push, from: a, to: b}
            """)).canvas
        var rng = SplitMix64(seed: 51)
        var mixedElements = 0, views = 0
        for _ in 0..<160 {
            func pick<T>(_ options: [T]) -> T { options[Int(rng.next() % UInt64(options.count))] }
            func scene(_ name: String) -> Scene {
                let root = View(id: pick([name, name, nil, "shared"]), frame: canvas.bounds, backgroundColor: pick(Self.palette))
                return Scene(name: name, root: root, appearance: pick([nil, .light, .dark]),
                             chrome: SceneChromePreferences(statusBarStyle: pick([nil, nil, .automatic, .lightContent, .darkContent])))
            }
            let before = scene("a"), after = scene("b")
            // Layers over the bar's and the home indicator's rows: a screen's edge passing
            // through the glyphs, fills of other ids, half-faded ones, a picture of unknown luma.
            var drawn: [View] = []
            for _ in 0..<(1 + Int(rng.next() % 5)) {
                let y = pick([0.0, 10, 20, canvas.size.height - 40])
                var layer = View(id: pick([before.root.id, after.root.id, nil, "other"]),
                                 frame: Rect(x: rng.double(-canvas.size.width, canvas.size.width), y: y,
                                             width: rng.double(20, canvas.size.width), height: rng.double(10, 60)),
                                 alpha: pick([1, 1, 0.7, 0.3]), backgroundColor: pick(Self.palette))
                if rng.next() % 6 == 0 { layer.image = ImageContent(path: "shot.png") }
                drawn.append(layer)
            }
            let sets = (before.chrome.statusBarStyle ?? .automatic) != .automatic, setsAfter = (after.chrome.statusBarStyle ?? .automatic) != .automatic
            let contrasting = (light: [after, before].flatMap { WindowChrome.views(canvas: canvas, scene: $0, overDarkBackdrop: true) },
                               dark: [after, before].flatMap { WindowChrome.views(canvas: canvas, scene: $0, overDarkBackdrop: false) })
            let handover = ChromeHandover(start: WindowChrome.views(canvas: canvas, scene: before), over: before,
                                          end: WindowChrome.views(canvas: canvas, scene: after), over: after, contrasting: contrasting,
                                          canvasBackground: pick(Self.palette), setsStyle: (sets, setsAfter))
            let progress = pick([0.0, 1, rng.double(0, 1), rng.double(0, 1)])
            let numbered = handover.views(drawn: drawn, progress: progress)
            #expect(numbered == handover.views(drawn: drawn, progress: progress, votingWith: ChromeHandover.ViewVotes.self))
            views += numbered.count
            mixedElements += numbered.filter { element in
                !handover.start.contains(element) && !handover.end.contains(element)
                    && !contrasting.light.contains(element) && !contrasting.dark.contains(element)
            }.count
        }
        // Both routes were exercised: whole elements and elements mixed glyph by glyph.
        #expect(views > 200 && mixedElements >= 5)
    }

    /// Numbers name equal candidates alike and only those; a number gives back its view.
    @Test func candidatesNumberEqualViewsAlike() {
        var rng = SplitMix64(seed: 7)
        let pool: [View?] = [nil, View(id: "x", frame: Rect(x: 0, y: 0, width: 1, height: 1)),
                             View(id: "x", frame: Rect(x: 0, y: 0, width: 2, height: 1)), View(id: "y", frame: Rect(x: 0, y: 0, width: 1, height: 1))]
        for _ in 0..<200 {
            let views = (0..<4).map { _ in pool[Int(rng.next() % UInt64(pool.count))] }
            let candidates = ChromeHandover.NumberedVotes(views)
            for i in 0..<4 {
                #expect(candidates.vote(i).map(candidates.view) == views[i])
                for j in 0..<4 { #expect((candidates.vote(i) == candidates.vote(j)) == (views[i] == views[j])) }
            }
        }
    }
}
