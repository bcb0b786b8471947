import Compositor
import Foundation

/// Scene renderers kept between stills, by template version (content hash), direction and
/// scale, within a budget of bytes: a renderer keeps its canvas-sized pixmap buffers and its
/// layer cache (up to 8 canvases) warm, which is what makes the next scrub position fast, and
/// what made 12 edits of an 8192×8192 template grow the server past 2 GB. A renderer returned
/// past the budget pushes out the least recently used ones; one that alone exceeds it is freed.
final class RendererPool: @unchecked Sendable {
    /// Which clip a renderer draws.
    struct Key: Hashable, Sendable {
        let hash: String
        let direction: SegueDirection
        let scale: StillRenderer.Scale
    }

    // Invariant for @unchecked Sendable: every stored property only under `lock`; a renderer
    // is in `idle` (owned by the pool) or taken (owned by one thread), never both.
    private let lock = NSLock()
    private var idle: [(key: Key, renderer: SceneRenderer, bytes: Int)] = []
    private(set) var totalBytes = 0
    /// Most bytes of idle renderers kept.
    let limit: Int
    /// Whether renderers keep a layer cache when it fits (`EngineSettings.cachesLayers`).
    let cachesLayers: Bool

    init(limit: Int, cachesLayers: Bool = true) { self.limit = limit; self.cachesLayers = cachesLayers }

    /// The bytes a renderer of `canvas` may hold at most: its frame buffer (and a scratch
    /// buffer as large), plus its layer cache when it keeps one.
    static func bytes(canvas: Canvas, cachesLayers: Bool) -> Int {
        let frame = 4 * canvas.pixelWidth * canvas.pixelHeight
        return frame * (cachesLayers ? 10 : 2)
    }

    /// A new renderer for `canvas`, without a layer cache when a renderer with one would not fit
    /// the budget (the frame is the same; a nearby frame takes longer).
    func make(canvas: Canvas, assets: AssetStore) -> SceneRenderer {
        let renderer = SceneRenderer(canvas: canvas, assets: assets)
        renderer.cachesLayers = cachesLayers
        if renderer.cachesLayers, RendererPool.bytes(canvas: canvas, cachesLayers: true) > limit { renderer.cachesLayers = false }
        return renderer
    }

    /// An idle renderer for `key`, most recently returned first, or nil.
    func take(_ key: Key) -> SceneRenderer? {
        lock.withLock {
            guard let index = idle.lastIndex(where: { $0.key == key }) else { return nil }
            let entry = idle.remove(at: index)
            totalBytes -= entry.bytes
            return entry.renderer
        }
    }

    /// Keeps `renderer` for `key`, dropping the least recently returned past the budget.
    func give(_ key: Key, _ renderer: SceneRenderer) {
        let bytes = RendererPool.bytes(canvas: renderer.canvas, cachesLayers: renderer.cachesLayers)
        lock.withLock {
            guard bytes <= limit else { return }
            idle.append((key, renderer, bytes))
            totalBytes += bytes
            while totalBytes > limit { totalBytes -= idle.removeFirst().bytes }
        }
    }

    /// Drops the renderers of template versions in `hashes` (superseded by an edit).
    func forget(_ hashes: Set<String>) {
        lock.withLock {
            idle.removeAll { hashes.contains($0.key.hash) }
            totalBytes = idle.reduce(0) { $0 + $1.bytes }
        }
    }

    var count: Int { lock.withLock { idle.count } }
}
