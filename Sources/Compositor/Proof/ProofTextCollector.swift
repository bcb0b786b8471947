import CompositorCore
import CompositorScene

/// Finds the texts a viewer can read in a frame's views (`ProofText`): every label that is
/// shown (not hidden, at least 90 % opaque after its ancestors' alpha, its color at least 25 %
/// opaque so placeholders count), upright (scaled and moved only), wholly on the picture and
/// inside its ancestors' clips, at least 8 pixels tall, and not under a later-drawn view that
/// hides it (a fill, image or material at least half opaque). What it leaves out it lists with
/// the reason (`ProofSkippedText`), so a check can say what it did not read and why.
package struct ProofTextCollector {
    /// Lays labels out as drawing does (same fonts, same lines).
    let text: TextRenderer
    /// Output pixels per point.
    let scale: Double
    /// The picture in points.
    let size: Size

    /// A collector for a picture of `size` points at `scale` pixels a point, laying labels out
    /// with `text`.
    package init(text: TextRenderer, scale: Double, size: Size) {
        self.text = text; self.scale = scale; self.size = size
    }

    /// The readable texts of `layers` (back to front, in canvas points) and the labels left
    /// out, with why (a hidden view's labels are not walked, so not listed).
    public func collect(_ layers: [View]) throws -> (texts: [ProofText], skipped: [ProofSkippedText]) {
        var found: [(text: ProofText, rect: Rect, order: Int)] = []
        var covers: [(rect: Rect, order: Int)] = []
        var skipped: [ProofSkippedText] = []
        var order = 0
        let picture = Rect(x: 0, y: 0, width: size.width, height: size.height)

        func walk(_ view: View, _ toCanvas: AffineTransform, alpha: Double, clip: Rect?, inCaption: Bool) throws {
            guard !view.isHidden, view.alpha > 0 else { return }
            let t = view.transformToSuperview.concatenating(toCanvas)
            let a = alpha * view.alpha
            let box = t.bounds(of: Rect(origin: .zero, size: view.frame.size))
            order += 1
            let caption = inCaption || view.id == "flow.caption"
            let fill = (view.backgroundColor?.alpha ?? 0) >= 0.5 || view.image != nil || view.video != nil || view.material != nil || view.gradient != nil
            if fill, a >= 0.5, let shown = clip.map({ box.intersection($0) }) ?? box { covers.append((shown, order)) }
            let mine = order
            if let label = view.label, !label.text.isEmpty {
                switch try readable(label, in: view, t, alpha: a, clip: clip, picture: picture, caption: caption) {
                case .success(let readable): found.append((readable.0, readable.1, mine))
                case .failure(let why): skipped.append(ProofSkippedText(text: label.text, id: view.id, reason: why.reason))
                }
            }
            var inner = clip
            if view.clipsToBounds {
                guard let shown = clip.map({ box.intersection($0) }) ?? box else { return }
                inner = shown
            }
            for sub in view.subviews { try walk(sub, t, alpha: a, clip: inner, inCaption: caption) }
        }
        for layer in layers { try walk(layer, .identity, alpha: 1, clip: nil, inCaption: false) }

        var texts: [ProofText] = []
        for item in found {
            if covers.contains(where: { $0.order > item.order && $0.rect.intersection(item.rect) != nil }) {
                skipped.append(ProofSkippedText(text: item.text.text, id: item.text.id, reason: .covered))
            } else {
                texts.append(item.text)
            }
        }
        return (texts, skipped)
    }

    /// Why a label is not readable, as a `Result`'s failure.
    private struct Unreadable: Error {
        var reason: ProofSkippedText.Reason
    }

    /// The text of `label` drawn in `view` under `t` (view → canvas), or why a viewer could not
    /// read it whole there.
    private func readable(_ label: Label, in view: View, _ t: AffineTransform, alpha: Double, clip: Rect?,
                          picture: Rect, caption: Bool) throws -> Result<(ProofText, Rect), Unreadable> {
        guard alpha >= 0.9, label.color.alpha >= 0.25 else { return .failure(Unreadable(reason: .faint)) }
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0 else { return .failure(Unreadable(reason: .turned)) }
        let layout = try text.layout(label, width: view.frame.width, height: view.frame.height)
        guard !layout.lines.isEmpty else { return .failure(Unreadable(reason: .empty)) }
        let top = (view.frame.height - layout.height) / 2
        let minX = layout.lines.map(\.x).min() ?? 0
        let maxX = layout.lines.map { $0.x + $0.width }.max() ?? 0
        let local = Rect(x: minX, y: top, width: maxX - minX, height: layout.height)
        let rect = t.bounds(of: local)
        guard rect.width > 0 else { return .failure(Unreadable(reason: .empty)) }
        guard contains(picture, rect) else { return .failure(Unreadable(reason: .offPicture)) }
        guard clip.map({ contains($0, rect) }) ?? true else { return .failure(Unreadable(reason: .clipped)) }
        let pixelFont = label.font.size * t.d * scale
        guard pixelFont >= 8 else { return .failure(Unreadable(reason: .tiny)) }
        let pixels = IntRect(covering: Rect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale))
        let c = label.color
        let luma = Int(((0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue) * 255).rounded())
        return .success((ProofText(text: label.text, id: view.id, role: caption ? .caption : .label,
                                   pixelRect: pixels, pixelFontSize: pixelFont, luma: min(max(luma, 0), 255)), rect))
    }

    /// `outer` holds `inner` (within a hundredth of a point).
    private func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - 0.01 && inner.minY >= outer.minY - 0.01
            && inner.maxX <= outer.maxX + 0.01 && inner.maxY <= outer.maxY + 0.01
    }
}
