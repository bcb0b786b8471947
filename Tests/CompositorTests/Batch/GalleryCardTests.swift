import Testing
@testable import Compositor

/// The gallery's cards: one per template with both its clips, identical clips said so,
/// hashes behind a details toggle, small posters.
@Suite struct GalleryCardTests {
    static func record(_ name: String, _ direction: SegueDirection, animator: String, sha: String) -> ClipRecord {
        let file = "\(name)-\(direction.rawValue)"
        return ClipRecord(template: "T/\(name).yaml", animator: animator, direction: direction, file: file + ".mp4",
                          poster: file + ".png", frameHashes: file + ".framemd5", frames: 90, duration: Rational(3, 2),
                          frameRate: FrameRate(60), width: 390, height: 844, sha256: sha, frameDigest: "d-" + sha)
    }

    @Test func oneCardPerTemplateWithItsPairAndTwinsNamed() throws {
        let records = [
            Self.record("pop", .present, animator: "pop", sha: "aa"), Self.record("pop", .dismiss, animator: "pop", sha: "bb"),
            Self.record("push", .present, animator: "push", sha: "cc"), Self.record("push", .dismiss, animator: "push", sha: "aa"),
        ]
        let html = BatchGallery.html(records: records, failures: [])
        let cards = html.components(separatedBy: "<section class=\"card\"").dropFirst()
        #expect(cards.count == 2)
        let pop = try #require(cards.first)
        #expect(pop.contains("<h2>pop</h2>"))
        #expect(pop.contains(BatchGallery.escape(try #require(AnimatorCatalog.named("pop")).summary)))
        #expect(pop.contains("src=\"pop-present.mp4\"") && pop.contains("src=\"pop-dismiss.mp4\""))
        #expect(pop.contains("pop-present.mp4 is byte-identical to push-dismiss.mp4"))
        #expect(!pop.contains("pop-dismiss.mp4 is byte-identical"))
        // Hashes only inside the details toggle.
        let beforeDetails = try #require(pop.components(separatedBy: "<details>").first)
        #expect(!beforeDetails.contains("aa") || beforeDetails.contains("byte-identical"))
        #expect(!beforeDetails.contains("d-aa"))
        #expect(pop.contains("<details><summary>details</summary>"))
        #expect(html.contains("loop") && html.contains("mouseenter"))
    }

    /// A clip's duration is captioned in hundredths of a second: 91 frames at 60 fps, 91/60 s,
    /// reads "1.52 s", not 1.5166666666666666; a download link to the clip follows.
    @Test func durationsAreRounded() {
        var record = Self.record("fade", .present, animator: "crossDissolve", sha: "ee")
        record.duration = Rational(91, 60)
        let html = BatchGallery.html(records: [record], failures: [])
        #expect(html.contains("present · 1.52 s · <a href=\"fade-present.mp4\" download>download</a></figcaption>"))
        #expect(!html.contains("1.516"))
    }

    /// A template's `description:` (for a marketer: what the viewer sees) reaches the clip
    /// record, the manifest entry and the card, escaped; a template without one adds nothing.
    @Test func descriptionIsShownOnTheCard() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("d.yaml", TemplateFixtures.minimal().replacingOccurrences(of: "canvas:", with: "description: Cards <slide> & fade.\ncanvas:"))
        #expect(try TemplateLoader.load(path: path).description == "Cards <slide> & fade.")
        #expect(try TemplateLoader.load(path: dir.write("n.yaml", TemplateFixtures.minimal())).description == nil)
        var record = Self.record("fade", .present, animator: "crossDissolve", sha: "ee")
        #expect(!BatchGallery.html(records: [record], failures: []).contains("class=\"description\""))
        record.description = "Cards <slide> & fade."
        let html = BatchGallery.html(records: [record], failures: [])
        #expect(html.contains("<h2>fade</h2>\n<p class=\"description\">Cards &lt;slide&gt; &amp; fade.</p>"))
        #expect(record.json.compact.contains("\"description\":\"Cards <slide> & fade.\""))
    }

    /// A 1170×2532 poster frame is halved until at most 400 pixels wide: 293×633.
    @Test func postersAreScaledDown() {
        let poster = GalleryPoster.thumbnail(Pixmap(width: 1170, height: 2532))
        #expect(poster.width == 293 && poster.height == 633)
        let small = GalleryPoster.thumbnail(Pixmap(width: 64, height: 48))
        #expect(small.width == 64 && small.height == 48)
    }
}
