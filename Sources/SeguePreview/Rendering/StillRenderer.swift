import Compositor
import Foundation

/// Renders single frames of a loaded template as PNG, at the preview's scrubbing scale or at
/// full scale, reusing the clip's frame source and a pool of scene renderers (their glyph and
/// layer caches stay warm between scrub positions) bounded by bytes (`RendererPool`).
final class StillRenderer: @unchecked Sendable {
    /// The scale a still is rendered at.
    enum Scale: String, Sendable {
        /// About `PreviewConfiguration.previewWidth` pixels wide (`Canvas.draftScale`), for scrubbing.
        case preview
        /// The template's own scale: the pixels `render` writes.
        case full
    }

    private typealias SourceKey = RendererPool.Key

    private struct Source {
        let clip: ClipFrames
        let canvas: Canvas
        let assets: AssetStore
        init(clip: ClipFrames, assets: AssetStore) { self.clip = clip; canvas = clip.template.canvas; self.assets = assets }
    }

    /// Frame sources kept (one per template version, direction and scale).
    static let maxSources = 16

    // Invariant for @unchecked Sendable: `sources` and `order` only under `lock`.
    private let lock = NSLock()
    private var sources: [SourceKey: Source] = [:]
    private var order: [SourceKey] = []
    let previewWidth: Int
    let renderers: RendererPool

    init(previewWidth: Int, rendererBytes: Int, cachesLayers: Bool = true) {
        self.previewWidth = previewWidth
        renderers = RendererPool(limit: rendererBytes, cachesLayers: cachesLayers)
    }

    /// Drops the frame sources and renderers of template versions in `hashes` (superseded).
    func forget(_ hashes: Set<String>) {
        lock.withLock {
            order.removeAll { hashes.contains($0.hash) }
            sources = sources.filter { !hashes.contains($0.key.hash) }
        }
        renderers.forget(hashes)
    }

    /// The frame count of `direction`'s clip (throws `TemplateError` when the animator refuses it).
    func frameCount(_ state: TemplateState, _ loaded: TemplateState.Loaded, direction: SegueDirection) throws -> Int {
        try source(state, loaded, direction: direction, scale: .preview).clip.frameCount
    }

    /// Frame `frame` (clamped to the clip) of `direction` as PNG bytes, with its size in pixels.
    func png(_ state: TemplateState, _ loaded: TemplateState.Loaded, direction: SegueDirection, frame: Int,
             scale: Scale) throws -> [UInt8] {
        let source = try source(state, loaded, direction: direction, scale: scale)
        let key = SourceKey(hash: state.contentHash, direction: direction, scale: scale)
        let index = FrameIndex(min(max(frame, 0), source.clip.frameCount - 1))
        let renderer = renderers.take(key) ?? renderers.make(canvas: source.canvas, assets: source.assets)
        defer { renderers.give(key, renderer) }
        let pixmap = try renderer.render(source.clip.layers(at: index))
        return try PNGWriter.encoded(pixmap)
    }

    /// `template` at the scale stills are scrubbed at: about `previewWidth` pixels wide.
    func previewTemplate(_ template: SegueTemplate) throws -> SegueTemplate {
        try template.scaled(by: min(1, Double(previewWidth) / Double(max(template.canvas.pixelWidth, 1))))
    }

    private func source(_ state: TemplateState, _ loaded: TemplateState.Loaded, direction: SegueDirection,
                        scale: Scale) throws -> Source {
        let key = SourceKey(hash: state.contentHash, direction: direction, scale: scale)
        if let source = lock.withLock({ sources[key] }) { return source }
        let template = scale == .preview ? try previewTemplate(loaded.template) : loaded.template
        let source = Source(clip: try ClipFrames(template: template, direction: direction), assets: loaded.assets)
        lock.withLock {
            if sources.updateValue(source, forKey: key) == nil { order.append(key) }
            while order.count > StillRenderer.maxSources { sources[order.removeFirst()] = nil }
        }
        return source
    }
}
