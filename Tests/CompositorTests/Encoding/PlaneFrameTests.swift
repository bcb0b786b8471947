import CFFmpeg
@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor
@testable import CompositorMedia
@testable import CompositorScene

/// Frames made of opaque stores written straight from their Y'CbCr planes (`PlaneFrame`):
/// a copy is byte for byte the converted store, a cross-fade within ±1 of converting the RGBA
/// cross-fade (the bound worked out in `PlaneFrame`'s documentation), on random pixels and on
/// real dissolve frames; the kernel equals its scalar definition; the encoded clip does not
/// depend on `--jobs` nor on whether frame hashes are asked for.
@Suite struct PlaneFrameTests {
    /// The three 8-bit planes of a `yuv420p` picture, packed. Row by row as whole buffers: a
    /// closure per sample makes a debug build spend minutes on full-HD frames, holding a
    /// thread of the test pool the preview server's requests also need.
    static func planes(_ picture: UnsafeMutablePointer<AVFrame>, width: Int, height: Int) -> [[UInt8]] {
        let p = picture.pointee
        let layout = [(p.data.0!, Int(p.linesize.0), width, height), (p.data.1!, Int(p.linesize.1), width / 2, height / 2),
                      (p.data.2!, Int(p.linesize.2), width / 2, height / 2)]
        return layout.map { data, stride, w, h in
            var plane = [UInt8]()
            plane.reserveCapacity(w * h)
            for row in 0..<h { plane.append(contentsOf: UnsafeBufferPointer(start: data + row * stride, count: w)) }
            return plane
        }
    }

    /// `pixmap` through `YUV420Converter` (what encoding its RGBA gives).
    static func converted(_ pixmap: Pixmap) throws -> [[UInt8]] {
        let picture = try LibavFrame(width: pixmap.width, height: pixmap.height, format: AV_PIX_FMT_YUV420P)
        PictureConversion.yuv420(pixmap, picture.pointer)
        return planes(picture.pointer, width: pixmap.width, height: pixmap.height)
    }

    /// `frame` written by `PlaneFrame.write`.
    static func written(_ frame: PlaneFrame) throws -> [[UInt8]] {
        let picture = try LibavFrame(width: frame.width, height: frame.height, format: AV_PIX_FMT_YUV420P)
        frame.write(into: picture.pointer)
        return planes(picture.pointer, width: frame.width, height: frame.height)
    }

    /// The largest |a − b| over every sample of the three planes.
    static func largestDifference(_ a: [[UInt8]], _ b: [[UInt8]]) -> Int {
        var largest = 0
        for (x, y) in zip(a, b) {
            x.withUnsafeBufferPointer { x in y.withUnsafeBufferPointer { y in
                for i in 0..<min(x.count, y.count) { largest = max(largest, abs(Int(x[i]) - Int(y[i]))) }
            } }
        }
        return largest
    }

    static func noise(width: Int, height: Int, seed: UInt64) -> Pixmap {
        var rng = SplitMix64(seed: seed), pixmap = Pixmap(width: width, height: height)
        for i in pixmap.pixels.indices { pixmap.pixels[i] = UInt32(truncatingIfNeeded: rng.next()) | 0xFF00_0000 }
        return pixmap
    }

    @Test func kernelEqualsTheScalarDefinition() {
        var rng = SplitMix64(seed: 7)
        for count in [0, 1, 15, 31, 32, 33, 63, 64, 95, 100, 540, 1080] {
            // 8.8 samples as the planes hold them (16...240 with a fraction) and beyond.
            let a = (0..<count).map { _ in UInt16(truncatingIfNeeded: rng.next() % 61696) }
            let b = (0..<count).map { _ in UInt16(truncatingIfNeeded: rng.next() % 61696) }
            for opacity: UInt32 in [1, 2, 127, 128, 200, 254] {
                let weight = PlaneFrame.weight(opacity: opacity)
                var out = [UInt8](repeating: 0, count: count)
                out.withUnsafeMutableBufferPointer { PlaneFrame.lerpRow(a, b, weight, $0.baseAddress!, count) }
                #expect(out == (0..<count).map { PlaneFrame.lerpSample(a[$0], b[$0], weight) }, "count \(count) opacity \(opacity)")
            }
        }
        // The weight is round(opacity · 2¹⁶ / 255): 257 for 1, 65279 for 254, 32897 for 128 (by hand: 8388608 / 255 = 32896.502).
        #expect(PlaneFrame.weight(opacity: 1) == 257 && PlaneFrame.weight(opacity: 254) == 65279 && PlaneFrame.weight(opacity: 128) == 32897)
    }

    @Test func planesAreTheConverterSumsEightBitsShort() {
        // Every even width 2...70 (the kernels' 8- and 16-pixel steps and the scalar tail) and
        // 1080, against the BT.709 sums written out here, with each kernel this machine has
        // (none, AVX2, AVX-512).
        for width in Array(stride(from: 2, through: 70, by: 2)) + [1080] {
            for kernels in 0...YUV420Converter.widestKernels {
                let pixmap = Self.noise(width: width, height: 6, seed: UInt64(width) &* 31)
                let planes = FixedPointPlanes(pixmap, kernels: kernels)
                func rgb(_ x: Int, _ y: Int) -> (Int32, Int32, Int32) {
                    let p = pixmap.pixels[y * width + x]
                    return (Int32(p & 0xFF), Int32(p >> 8 & 0xFF), Int32(p >> 16 & 0xFF))
                }
                var luma: [UInt16] = [], cb: [UInt16] = [], cr: [UInt16] = []
                for y in 0..<6 {
                    for x in 0..<width {
                        let (r, g, b) = rgb(x, y)
                        luma.append(UInt16((1_081_344 + 11966 * r + 40254 * g + 4064 * b) >> 8))
                    }
                }
                for y in 0..<3 {
                    for x in 0..<(width / 2) {
                        var (r, g, b): (Int32, Int32, Int32) = (0, 0, 0)
                        for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                            let (pr, pg, pb) = rgb(2 * x + dx, 2 * y + dy)
                            r += pr; g += pg; b += pb
                        }
                        cb.append(UInt16((33_685_504 - 6596 * r - 22188 * g + 28784 * b) >> 10))
                        cr.append(UInt16((33_685_504 + 28784 * r - 26145 * g - 2639 * b) >> 10))
                    }
                }
                #expect(planes.y == luma && planes.cb == cb && planes.cr == cr, "width \(width), kernels \(kernels)")
            }
        }
    }

    @Test func copyIsTheConvertedStoreExactly() throws {
        for (width, height) in [(2, 2), (70, 34), (1080, 64)] {
            let store = Self.noise(width: width, height: height, seed: UInt64(width))
            #expect(try Self.written(.copy(FixedPointPlanes(store))) == Self.converted(store), "\(width)x\(height)")
        }
    }

    @Test(arguments: [UInt32(1), 2, 64, 127, 128, 200, 253, 254])
    func crossFadeOfNoiseIsWithinOne(opacity: UInt32) throws {
        // Random colours: every rounding case of the bound, over a million samples.
        let under = Self.noise(width: 1024, height: 512, seed: 1), over = Self.noise(width: 1024, height: 512, seed: 2)
        var rgba = Pixmap(width: 1024, height: 512)
        rgba.crossFade(under, over, opacity: opacity)
        let planes = try Self.written(.crossFade(under: FixedPointPlanes(under), over: FixedPointPlanes(over), opacity: opacity))
        #expect(Self.largestDifference(planes, try Self.converted(rgba)) <= 1)
    }

    /// Real dissolve frames: the plane frame at `progress` and the RGBA frame the renderer draws.
    static func dissolveFrames(_ path: String, opacities: Set<UInt32>, scale: Double = 1) throws -> [(UInt32, PlaneFrame, Pixmap)] {
        let template = try TemplateLoader.load(path: path).scaled(by: scale)
        let frames = try ClipFrames(template: template, direction: .present)
        let renderer = SceneRenderer(canvas: frames.canvas, assets: try AssetLoader.load(template))
        var found: [(UInt32, PlaneFrame, Pixmap)] = [], seen = Set<UInt32>()
        for step in 0...1000 {
            let layers = frames.layers(atProgress: Double(step) / 1000)
            guard let plane = try renderer.planeFrame(layers), case .crossFade(_, _, let opacity) = plane,
                  opacities.contains(opacity), !seen.contains(opacity) else { continue }
            seen.insert(opacity)
            found.append((opacity, plane, try renderer.render(layers)))
        }
        return found
    }

    @Test(arguments: ["benchmarks/portrait/portrait-dissolve.yaml", "gradient"])
    func realDissolveFramesAreWithinOne(template: String) throws {
        let dir = TemporaryDirectory()
        let path = template == "gradient" ? dir.write("dissolve.yaml", LayerCacheClipTests.template(animator: "crossDissolve"))
            : TemplateSchemaTests.repository + "/" + template
        let opacities: Set<UInt32> = [1, 64, 128, 200, 254]
        // The portrait pair at 1x (360 × 640 px): the same photos, text and tiles, a ninth of
        // the pixels of its 3x (a blend's rounding does not depend on how many pixels there
        // are; crossFadeOfNoiseIsWithinOne covers a million random ones).
        let frames = try Self.dissolveFrames(path, opacities: opacities, scale: template == "gradient" ? 1 : 1.0 / 3)
        // Every asked opacity occurs in the dissolve and takes the plane path.
        #expect(Set(frames.map(\.0)) == opacities)
        for (opacity, plane, rgba) in frames {
            #expect(Self.largestDifference(try Self.written(plane), try Self.converted(rgba)) <= 1, "opacity \(opacity)")
        }
    }

    @Test func scenesAtRestAreCopies() throws {
        let template = try TemplateLoader.load(path: TemplateSchemaTests.repository + "/benchmarks/portrait/portrait-dissolve.yaml")
        let frames = try ClipFrames(template: template, direction: .present)
        let renderer = SceneRenderer(canvas: frames.canvas, assets: try AssetLoader.load(template))
        // Not before the planes exist (compositing and converting one frame is cheaper than
        // converting its store); a cross-fade frame makes them.
        #expect(try renderer.planeFrame(frames.layers(atProgress: 0)) == nil)
        _ = try #require(try renderer.planeFrame(frames.layers(atProgress: 0.5)))
        for progress in [0.0, 1.0] {
            let layers = frames.layers(atProgress: progress)
            let plane = try #require(try renderer.planeFrame(layers))
            guard case .copy = plane else { Issue.record("progress \(progress): \(plane)"); continue }
            #expect(try Self.written(plane) == Self.converted(renderer.render(layers)))
        }
    }

    @Test func sceneAtRestIsItsStoresPixels() throws {
        // A clip's first frame, before any planes exist, is prepared from its store's pixels
        // (`ClipFrames.render` without RGBA asked for): they must be the composited frame's.
        let template = try TemplateLoader.load(path: TemplateSchemaTests.repository + "/benchmarks/portrait/portrait-push.yaml")
        let frames = try ClipFrames(template: template, direction: .present)
        let renderer = SceneRenderer(canvas: frames.canvas, assets: try AssetLoader.load(template))
        for progress in [0.0, 1.0] {
            let layers = frames.layers(atProgress: progress)
            let store = try #require(try renderer.restingStorePixels(layers), "progress \(progress)")
            #expect(store == (try renderer.render(layers)), "progress \(progress)")
        }
        // Mid-push two scenes share the frame: no single store is the frame.
        #expect(try renderer.restingStorePixels(frames.layers(atProgress: 0.5)) == nil)
        // Nor when hidden layers are not culled (the reference renderer draws every layer).
        let uncached = SceneRenderer(canvas: frames.canvas, assets: try AssetLoader.load(template))
        uncached.cullsHiddenLayers = false
        #expect(try uncached.restingStorePixels(frames.layers(atProgress: 0)) == nil)
    }

    @Test func bundledFlatDissolveTakesPlanes() throws {
        // benchmarks/flat/flat-dissolve.yaml, the 1080p bench-formats.sh clip: flat shapes only.
        let template = try TemplateLoader.load(path: TemplateSchemaTests.repository + "/benchmarks/flat/flat-dissolve.yaml")
        let frames = try ClipFrames(template: template, direction: .present)
        let renderer = SceneRenderer(canvas: frames.canvas, assets: try AssetLoader.load(template))
        let plane = try renderer.planeFrame(frames.layers(atProgress: 0.5))
        guard case .crossFade = plane else { Issue.record("no cross-fade plane frame: \(String(describing: plane))"); return }
    }

    @Test func clipBytesDoNotDependOnJobsOrHashes() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("dissolve.yaml", LayerCacheClipTests.template(animator: "crossDissolve"))
        let frames = try ClipFrames(template: try TemplateLoader.load(path: path), direction: .present)
        var outputs: [Data] = []
        // The hashes are the RGBA frames' as before (the uncached renderer's are equal: a
        // dissolve is exact): worked out once, for both runs that hash.
        let renderer = SceneRenderer(canvas: frames.canvas)
        let expected = (0..<frames.frameCount).map { i in
            FrameChecksum(index: FrameIndex(i), frame: try! renderer.render(frames.layers(at: FrameIndex(i))), algorithm: .xxh128)
        }
        for (jobs, hashing, pixmaps) in [(1, false, false), (2, false, false), (2, true, false), (2, false, true), (3, true, true)] {
            let out = dir.path + "/out-\(jobs)-\(hashing)-\(pixmaps).mp4"
            var hashes: [FrameChecksum] = []
            try ClipExporter.export(frames, assets: AssetStore(), to: out, jobs: jobs, hashing: hashing ? .xxh128 : nil, needsPixmaps: pixmaps) { frame in
                if let checksum = frame.checksum { hashes.append(checksum) }
            }
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: out)))
            if hashing { #expect(hashes == expected, "jobs \(jobs)") }
        }
        #expect(Set(outputs).count == 1)
    }
    @Test func sharedPlanesAreMadeOncePerKeyAndBounded() throws {
        let cache = SharedPlaneCache(limit: 2)
        let planes = FixedPointPlanes(Self.noise(width: 4, height: 4, seed: 3))
        @Sendable func key(_ i: Int) -> LayerCache.Key { LayerCache.Key(content: View(frame: Rect(x: 0, y: 0, width: Double(i + 1), height: 1)), scale: 1) }
        let made = MakeCounter()
        // Eight threads asking for one key at once: one makes the planes, the others get them.
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            _ = try? cache.planes(key(0)) { made.add(); Thread.sleep(forTimeInterval: 0.01); return planes }
        }
        #expect(made.value == 1)
        for i in 1...5 { _ = try cache.planes(key(i)) { planes } }
        #expect(cache.count == 2)
    }
}

/// A count several threads add to.
private final class MakeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
