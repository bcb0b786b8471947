import CompositorScene

/// Streams frames into an animated GIF (GIF89a, looping forever), one frame at a time.
///
/// - Each stored frame has its own palette (`GIFQuantizer`) and only the rectangle that changed
///   since the last frame, with unchanged pixels inside it transparent (disposal "leave in
///   place"): a held screen costs nothing, a moving card only its own area.
/// - A frame equal to the one before it (`appendRepeat`, or identical pixels) is not stored
///   again: the previous frame's delay grows instead.
/// - Delays: frame *i* starts at round(100 · i / fps) centiseconds, so each delay is the
///   difference of two rounded times and the total is the clip's length to within 5 ms.
/// - A transparent canvas (`keepsAlpha`): alpha < 128 is transparent (1-bit), and every frame
///   is stored whole and cleared after it shows (disposal "restore to background").
///
/// Written to a temporary file renamed into place by `finish()`, like every encoder.
final class GIFEncoder: FrameEncoder {
    private let settings: EncoderSettings
    private let file: OutputFileStream
    private let quantizer = GIFQuantizer()
    private var lzw = LZWEncoder()
    /// The straight pixels of the last stored frame, for the difference.
    private var previous: [UInt32] = []
    private var current: [UInt32]
    private var indices: [UInt8] = []
    /// The last stored frame's bytes, waiting for its delay (known once the next one differs).
    private var pending: [UInt8]?
    private var pendingStart = 0
    private var frameCount = 0
    private var finished = false

    init(outputPath: String, settings: EncoderSettings) throws {
        try settings.validate()
        guard settings.width <= 65535, settings.height <= 65535 else {
            throw EncoderSettingsError(field: "width", message: "a GIF is at most 65535 pixels on a side")
        }
        self.settings = settings
        current = [UInt32](repeating: 0, count: settings.width * settings.height)
        file = try OutputFileStream(destination: outputPath)
        var header: [UInt8] = Array("GIF89a".utf8)
        header += le16(settings.width) + le16(settings.height) + [0x00, 0, 0]  // no global palette
        header += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]  // loop forever
        try file.write(header)
    }

    deinit { cancel() }

    func append(_ frame: Pixmap) throws {
        precondition(!finished, "GIFEncoder used after finish")
        let (width, height) = (settings.width, settings.height)
        precondition(frame.width == width && frame.height == height, "frame size")
        let alpha = settings.keepsAlpha
        frame.pixels.withUnsafeBufferPointer { source in
            current.withUnsafeMutableBufferPointer { out in
                for i in source.indices {
                    // Opaque pixels (most) need no call: `unpremultiply` lives in another
                    // module, where `@inline(__always)` does not reach (0.39 G of a 7.1-G GIF render).
                    let p = source[i], s = p >> 24 == 255 ? p : StraightAlpha.unpremultiply(p)
                    out[i] = alpha ? (s >> 24 >= 128 ? s | 0xFF00_0000 : 0) : s | 0xFF00_0000
                }
            }
        }
        // The rectangle that changed (all of it for the first frame or with alpha).
        var rect = (x0: 0, y0: 0, x1: width, y1: height)
        if !alpha, !previous.isEmpty {
            rect = (width, height, 0, 0)
            current.withUnsafeBufferPointer { cur in
                previous.withUnsafeBufferPointer { prev in
                    for y in 0..<height {
                        let row = y * width
                        var x = 0
                        while x < width, cur[row + x] == prev[row + x] { x += 1 }
                        guard x < width else { continue }
                        var last = width - 1
                        while cur[row + last] == prev[row + last] { last -= 1 }
                        rect.x0 = min(rect.x0, x); rect.x1 = max(rect.x1, last + 1)
                        rect.y0 = min(rect.y0, y); rect.y1 = y + 1
                    }
                }
            }
            if rect.x0 >= rect.x1 { try appendRepeat(); return }
        }
        try storeFrame(rect, delta: !alpha && !previous.isEmpty)
        swap(&previous, &current)
        if current.isEmpty { current = [UInt32](repeating: 0, count: width * height) }
    }

    func appendRepeat() throws {
        precondition(frameCount > 0, "no frame to repeat")
        frameCount += 1
    }

    /// Quantizes and compresses the rectangle of `current`; pixels equal to `previous` (delta)
    /// or transparent become the transparent index.
    private func storeFrame(_ rect: (x0: Int, y0: Int, x1: Int, y1: Int), delta: Bool) throws {
        try flushPending(until: frameCount)
        let width = settings.width
        let (w, h) = (rect.x1 - rect.x0, rect.y1 - rect.y0)
        if indices.count != w * h { indices = [UInt8](repeating: 0, count: w * h) }
        var usesTransparency = false
        let transparent = GIFQuantizer.transparentIndex, lookup = quantizer.lookup
        current.withUnsafeBufferPointer { cur in
            previous.withUnsafeBufferPointer { prev in
                // Stored pixels are counted a run of equal colors at a time (flat UI is long runs).
                var run: UInt32 = 0, color: UInt32 = 0
                for y in rect.y0..<rect.y1 {
                    for x in rect.x0..<rect.x1 {
                        let p = cur[y * width + x]
                        if p == 0 || (delta && p == prev[y * width + x]) { usesTransparency = true; continue }
                        if p == color && run > 0 { run += 1; continue }
                        if run > 0 { quantizer.add(color, count: run) }
                        (color, run) = (p, 1)
                    }
                }
                if run > 0 { quantizer.add(color, count: run) }
                let palette = quantizer.makePalette()
                indices.withUnsafeMutableBufferPointer { out in
                    var i = 0
                    for y in rect.y0..<rect.y1 {
                        let row = y * width
                        if delta {
                            for x in rect.x0..<rect.x1 {
                                let p = cur[row + x]
                                out[i] = p == 0 || p == prev[row + x] ? transparent : lookup[GIFQuantizer.cell(p)]
                                i += 1
                            }
                        } else {
                            for x in rect.x0..<rect.x1 {
                                let p = cur[row + x]
                                out[i] = p == 0 ? transparent : lookup[GIFQuantizer.cell(p)]
                                i += 1
                            }
                        }
                    }
                }
                var block: [UInt8] = [0x21, 0xF9, 0x04]
                let disposal: UInt8 = settings.keepsAlpha ? 2 : 1
                block += [disposal << 2 | (usesTransparency ? 1 : 0), 0, 0, GIFQuantizer.transparentIndex, 0]
                block += [0x2C] + le16(rect.x0) + le16(rect.y0) + le16(w) + le16(h) + [0x87]  // local palette of 256
                for i in 0..<256 {
                    let c = i < palette.count ? palette[i] : 0
                    block += [UInt8(c & 0xFF), UInt8(c >> 8 & 0xFF), UInt8(c >> 16 & 0xFF)]
                }
                pending = block
            }
        }
        indices.withUnsafeBufferPointer { lzw.encode($0, into: &pending!) }
        pendingStart = frameCount
        frameCount += 1
    }

    /// Centiseconds from the start to frame `index`: round(100 · index / fps), exact.
    private func centiseconds(_ index: Int) -> Int {
        let rate = settings.frameRate.rate
        let numerator = Int64(200 * index) * rate.denominator + rate.numerator
        return Int(numerator / (2 * rate.numerator))
    }

    /// Writes the pending frame with its delay: from its start to the start of frame `end`.
    private func flushPending(until end: Int) throws {
        guard var block = pending else { return }
        let delay = centiseconds(end) - centiseconds(pendingStart)
        block[4] = UInt8(delay & 0xFF)
        block[5] = UInt8(delay >> 8 & 0xFF)
        try file.write(block)
        pending = nil
    }

    func finish() throws {
        precondition(!finished, "GIFEncoder finished twice")
        do {
            try flushPending(until: frameCount)
            try file.write([0x3B])
            try file.commit()
            finished = true
        } catch {
            cancel()
            throw error
        }
    }

    func cancel() {
        guard !finished else { return }
        finished = true
        file.discard()
    }

    private func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
}
