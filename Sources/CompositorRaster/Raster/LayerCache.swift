import CompositorCore
import CompositorScene
import Foundation

/// Core Animation's rasterized layers for the compositor: view subtrees whose content does not
/// change over a clip (only their position, transform and alpha animate — what every animator
/// of the catalog does to whole scenes) are rendered once into a `BackingStore` and, each
/// frame, composited with the frame's transform and opacity.
///
/// The contract (docs/architecture.md, "Layer cache"):
/// - A store is a pure function of the subtree's content and the store scale, and whether a
///   layer is drawn from a store is decided from the frame alone, so frames never depend on
///   what the cache held before: output is the same for any `--jobs` and run to run.
/// - Copies are exact: a layer is copied (composited, when it fades) from its store at whole
///   pixels only where that gives exactly the pixels of the uncached path — a fading layer
///   (drawn through a group layer anyway) moved by whole device pixels and not cut by the
///   frame's edge, or an opaque layer at the place its store was drawn (a scene at rest). Other
///   whole-pixel placements are drawn uncached: 16.16 and 24.8 fixed-point positions of images
///   and shapes are rounded from the device transform, so a translated drawing can differ from
///   a translated copy by one step.
/// - A layer moved by a fraction of a pixel or scaled (not rotated) is the store resampled
///   as an image is drawn: bilinear from the store's box-filtered mip chain (`ImageSampler`),
///   through the store rectangle's anti-aliased edges, like Core Animation's rasterized layers.
///   Stores are drawn at the canvas scale, or at twice it for a subtree shown larger than 1×;
///   beyond 2× the subtree is drawn uncached, and so is a rotated one or one of flat shapes
///   only (`View.drawsCostlyContent`), which redraw faster than they resample. An opaque layer
///   whose store would have transparent margins only because of conservative bounds (a card
///   shadow's blur reaching past a scene's edge, every pixel there transparent) is resampled
///   from its store clipped to its bounds, the one it has at rest (`SceneRenderer.trimmedStore`).
///   A rounded layer clipping to its bounds (a page sheet's card, the presenting scene shrinking
///   behind it) is resampled from its square store through its own rounded shape
///   (`SceneRenderer.roundedClip`); at whole pixels it is drawn uncached.
/// - A subtree with a blur material is cached only where its store holds the material's
///   backdrop: drawn through a group layer (fading, at whole pixels: offscreen anyway), an
///   opaque layer at rest filling exactly the frame (a scene with translucent bars, still), or
///   an opaque store resampled (a scene moving rigidly with its bars: the materials blur the
///   scene's own pixels, its edges repeated beyond the store, as the resampling rule says).
/// - An opaque store filling the frame has, once a cross-dissolve needs them, its Y'CbCr 4:2:0
///   planes (`FixedPointPlanes`, `withPlanes`; in the clip's `SharedPlaneCache` when the
///   pipeline gives one): a cross-dissolve of two such stores, or that store at rest, is
///   written into an 8-bit 4:2:0 picture from them (`PlaneFrame`: a copy exactly the
///   converted frame, a cross-fade within ±1 per sample). So is a push or pop of two such
///   stores moved sideways (their column chroma too), and such a store at rest with layers over
///   part of it, in bands (`PlaneBands`).
///
/// Memory: at most `limitBytes` of stores and their planes (least recently used go first); a
/// renderer's cache lives as long as the renderer, which the pipeline makes per clip.
package final class LayerCache {
    /// The subtree as cached: its content with frame origin, transform and alpha neutral.
    ///
    /// Hashing a `View` walks its whole subtree (a scene: every cell, label and icon), and a
    /// dictionary hashes its key at every lookup, insertion and removal: the content's hash is
    /// worked out once, when the key is made, and equality compares it before the subtrees
    /// (equal contents have equal hashes, so no equal keys are told apart). The hash is
    /// Swift's per-process seeded one: it picks buckets only, never anything a frame shows.
    package struct Key: Hashable, Sendable {
        package let content: View
        package let scale: Double
        /// Store pixels (the subtree's bounds) left transparent: the store holds only what the
        /// subtree draws outside them, its shadow overhang (`SceneRenderer.OverhungLayer`).
        /// `nil`: the whole subtree.
        package let outside: IntRect?
        /// The content's hash: its root's (without subviews) and its subviews'.
        private let contentHash: Int

        package init(content: View, scale: Double, outside: IntRect? = nil) {
            self.init(content: content, scale: scale, outside: outside, subviewsHash: content.subviews.hashValue)
        }

        /// The key with `subviewsHash`, `content.subviews.hashValue` (as `LayerCache.key`
        /// remembers it): the content's hash is the root's, without its subviews, and theirs.
        init(content: View, scale: Double, outside: IntRect?, subviewsHash: Int) {
            (self.content, self.scale, self.outside) = (content, scale, outside)
            var root = content
            root.subviews = []
            var hasher = Hasher()
            hasher.combine(root)
            hasher.combine(subviewsHash)
            contentHash = hasher.finalize()
        }

        package static func == (a: Key, b: Key) -> Bool {
            a.contentHash == b.contentHash && a.scale == b.scale && a.outside == b.outside && a.content == b.content
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(contentHash)
            hasher.combine(scale)
            hasher.combine(outside)
        }
    }

    private struct Entry {
        var store: BackingStore
        var lastUse: Int
        /// The store's Y'CbCr planes, made when a plane frame first needs them (`withPlanes`).
        var planes: FixedPointPlanes?
        var byteCount: Int { store.byteCount + (planes?.byteCount ?? 0) }
    }

    /// Most bytes of stores kept.
    package let limitBytes: Int
    private var entries: [Key: Entry] = [:]
    private var trimVerdicts: [Key: Bool] = [:]
    /// Keys asked for as a scene at rest (`isFirstRestingAsk`), without `sharedPlanes`.
    private var restingAsks: Set<Key> = []
    private var clock = 0
    private(set) var bytes = 0

    /// The subview arrays hashed last (most recent first, at most `rememberedSubviews`), with
    /// their hashes: a scene's subviews are one array from frame to frame (an animator moves
    /// copies of the scene, which share it), so its keys hash them once. Kept alive here, an
    /// array's storage address names it: an equal address is the very same elements.
    private var subviewHashes: [(views: [View], hash: Int)] = []
    private let rememberedSubviews = 8

    /// Planes shared with the clip's other compositing threads (`SharedPlaneCache`), or nil:
    /// this cache keeps its stores' planes itself.
    package var sharedPlanes: SharedPlaneCache?

    package init(limitBytes: Int) { self.limitBytes = limitBytes }

    /// The key of `content` at `scale` (`outside`: an overhang store's), its subviews' hash
    /// remembered by their storage (`subviewHashes`): equal to `Key(content:scale:outside:)`.
    package func key(content: View, scale: Double, outside: IntRect? = nil) -> Key {
        let views = content.subviews
        guard let address = views.withUnsafeBufferPointer({ $0.baseAddress }) else {
            return Key(content: content, scale: scale, outside: outside)
        }
        let hash: Int
        if let i = subviewHashes.firstIndex(where: { $0.views.withUnsafeBufferPointer { $0.baseAddress } == address && $0.views.count == views.count }) {
            hash = subviewHashes[i].hash
        } else {
            hash = views.hashValue
            subviewHashes.insert((views, hash), at: 0)
            if subviewHashes.count > rememberedSubviews { subviewHashes.removeLast() }
        }
        return Key(content: content, scale: scale, outside: outside, subviewsHash: hash)
    }

    /// Runs `body` on the store of `key`, rendered by `make` when missing. `body` may build the
    /// store's mip chain; the cache accounts for it.
    package func withStore<R>(_ key: Key, make: () throws -> BackingStore, _ body: (inout BackingStore) throws -> R) throws -> R {
        var entry = try checkOut(key, make: make)
        defer { insert(key, entry) }
        return try body(&entry.store)
    }

    /// `key`'s entry taken out of the cache (its bytes uncounted) and marked used now, or a new
    /// one of the store `make` renders; `insert` puts it back.
    private func checkOut(_ key: Key, make: () throws -> BackingStore) throws -> Entry {
        clock += 1
        guard var found = entries.removeValue(forKey: key) else {
            return Entry(store: try sharedPlanes.map { try $0.store(key, make: make) } ?? make(), lastUse: clock)
        }
        bytes -= found.byteCount
        found.lastUse = clock
        return found
    }

    private func insert(_ key: Key, _ entry: Entry) {
        // A store made again while its key was out (nested use) replaces the other one.
        if let old = entries.updateValue(entry, forKey: key) { bytes -= old.byteCount }
        bytes += entry.byteCount
        // Evict the least recently used others until the budget holds (the newest always stays).
        while bytes > limitBytes, entries.count > 1,
              let oldest = entries.filter({ $0.key != key }).min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            bytes -= entries.removeValue(forKey: oldest)!.byteCount
        }
    }

    /// The Y'CbCr planes of `key`'s store (an opaque store of even size), converted from it
    /// the first time they are asked for and kept with it (counted in `bytes`, evicted with
    /// it); the store is rendered by `make` when missing.
    /// With `sharedPlanes`, planes are taken from (and kept in) that cache of the clip's threads
    /// instead, converted from this cache's store (rendered into it when missing, so a key
    /// that comes back after the shared cache let it go is converted again, not rendered).
    package func withPlanes(_ key: Key, make: () throws -> BackingStore) throws -> FixedPointPlanes {
        if let sharedPlanes {
            return try sharedPlanes.planes(key) { try withStore(key, make: make) { FixedPointPlanes($0.pixels) } }
        }
        var entry = try checkOut(key, make: make)
        defer { insert(key, entry) }
        if let planes = entry.planes { return planes }
        let planes = FixedPointPlanes(entry.store.pixels)
        entry.planes = planes
        return planes
    }

    /// `key`'s planes when they are already made (here or in `sharedPlanes`), else nil.
    package func existingPlanes(_ key: Key) -> FixedPointPlanes? {
        sharedPlanes.map { $0.existing(key) } ?? entries[key]?.planes
    }

    /// Stores held.
    package var count: Int { entries.count }

    /// Whether `key`'s store is asked for as a scene at rest for the first time (in
    /// `sharedPlanes`, for all the clip's threads): a frame then converts the store's rows
    /// (`RestingRows`) rather than make its planes, which pay off only when the scene is seen
    /// again. Either gives the same bytes, so the answer may depend on the cache's history.
    /// Few keys, kept for the renderer's life (a clip shows few scenes at rest).
    package func isFirstRestingAsk(_ key: Key) -> Bool {
        if let sharedPlanes { return sharedPlanes.isFirstRestingAsk(key) }
        return restingAsks.insert(key).inserted
    }

    /// Whether `key`'s store may be replaced by its trimmed store
    /// (`SceneRenderer.trimmedStore`): `decide` runs once per key (a pure function of it, so
    /// the answer never depends on the cache's history). Few keys, a bool each: kept for the
    /// renderer's life.
    package func trimVerdict(_ key: Key, decide: () -> Bool) -> Bool {
        if let known = trimVerdicts[key] { return known }
        let verdict = sharedPlanes?.verdict(key, decide: decide) ?? decide()
        trimVerdicts[key] = verdict
        return verdict
    }
}

extension View {
    /// Whether this subtree's content stays the same from frame to frame, so a backing store of
    /// it is worth making: false for a subtree laid out again at each frame's size (`laidOut`,
    /// the scale segue's destination), whose store would serve one frame and cost a render, a
    /// mip chain and a resampling. The one place to extend: a view whose drawing changes with
    /// the frame (a playing video) must return false, and with it every ancestor. Blur
    /// materials depend on what lies behind them instead (`hasBackdropDependentContent`): they
    /// are cached only where the store holds their backdrop (`SceneRenderer.cachedLayer`).
    package var hasStaticContent: Bool {
        !isLaidOutPerFrame && video == nil && subviews.allSatisfy(\.hasStaticContent)
    }

    /// Whether the subtree draws something dearer than resampling its store: an image, a
    /// label, a blurred shadow or a gradient (flat rounded shapes redraw faster than a bilinear
    /// sample per pixel).
    package var drawsCostlyContent: Bool {
        if image != nil || video != nil || label != nil || gradient != nil { return true }
        if let shadow, shadow.opacity > 0 { return true }
        return subviews.contains { $0.drawsCostlyContent }
    }

    /// This view without its subviews that lie wholly outside its own bounds, and those
    /// subviews, when it has any and is neither clipped nor faded: a scene hung with a shadow
    /// strip along its edge. `nil` otherwise. A store of the first part can fill its area opaquely.
    package func splitOutsideSubviews() -> (core: View, outside: [View])? {
        guard !clipsToBounds, alpha >= 1 else { return nil }
        let own = Rect(origin: .zero, size: frame.size)
        func outside(_ sub: View) -> Bool {
            let b = sub.deviceBounds(toDevice: sub.transformToSuperview)
            return b.maxX <= own.minX || b.minX >= own.maxX || b.maxY <= own.minY || b.minY >= own.maxY
        }
        let hung = subviews.filter(outside)
        guard !hung.isEmpty else { return nil }
        var core = self
        core.subviews = subviews.filter { !outside($0) }
        return (core, hung)
    }

    /// The content a backing store of this view holds: frame origin, transform and alpha are
    /// applied when compositing the store, so they are neutral here.
    package var cacheContent: View {
        var content = self
        content.frame.origin = .zero
        content.transform = .identity
        content.alpha = 1
        return content
    }
}
