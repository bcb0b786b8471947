import CompositorCore
import CompositorScene

extension SceneRenderer {
    /// The frame `layers` (starting at `start`) as a video picture with bands over it
    /// (`VideoPlan`), or `nil`: one video view draws the decoded picture 1:1 over the whole
    /// frame (a recording scene at rest at the device's own pixels, its picture exactly the
    /// canvas's size, placed at whole pixels from (0, 0), fully opaque and uncut), its samples
    /// are an encoder picture's own (`VideoFrameSource.planes`), and everything drawn after it
    /// lies in rectangles (`confinedRect`) whose full-width rows cover at most half the frame.
    /// A pure function of the layers and the video's file, as the frame is.
    package func videoPlan(_ layers: [View], start: CompositePlan.Start) -> VideoPlan? {
        guard let videos = assets.videos, layers.contains(where: \.showsVideo) else { return nil }
        let first: Int
        switch start {
        case .background: first = 0
        case .fill(let index, _): first = index
        case .store, .fadingFirst: return nil
        }
        let toDevice = canvas.pointsToPixels
        var rects: [IntRect] = []
        for layer in layers[first...].reversed() where !layer.isHidden && layer.alpha > 0 {
            switch lastFullFrameVideo(in: layer, toDevice: layer.transformToSuperview.concatenating(toDevice)) {
            case .refused:
                return nil
            case .absent:
                if layer.drawsNoPixel { continue }
                guard let rect = confinedRect(layer) else { return nil }
                rects.append(rect)
            case .found(let view, let viewToDevice, let over):
                guard let video = view.video,
                      let planes = try? videos.planes(of: video.path, at: video.recordingTime),
                      planes.width == canvas.pixelWidth, planes.height == canvas.pixelHeight,
                      let placed = ImagePlacement(video.contentMode, imageWidth: planes.width, imageHeight: planes.height,
                                                  bounds: view.frame.size, pointsPerPixel: 1 / canvas.scale, crop: video.crop)
                else { return nil }
                let m = placed.imageToView.concatenating(viewToDevice)
                guard m.a == 1, m.b == 0, m.c == 0, m.d == 1, m.tx == 0, m.ty == 0 else { return nil }
                let bands = Self.rowBands(rects + over, height: canvas.pixelHeight)
                guard 2 * bands.reduce(0, { $0 + $1.count }) <= canvas.pixelHeight else { return nil }
                return VideoPlan(planes: planes, bands: bands)
            }
        }
        return nil
    }

    /// What `lastFullFrameVideo` found in a subtree.
    private enum VideoSearch {
        /// No video view covering the frame: the subtree is drawn as any other layer.
        case absent
        /// A video view drawn over the whole frame in a way the plan cannot copy.
        case refused
        /// The last such view drawn, its transform to device pixels, and the device
        /// rectangles holding everything drawn after it in the subtree.
        case found(View, AffineTransform, over: [IntRect])
    }

    /// The last-drawn video view in `view`'s subtree whose bounds cover the frame, every view
    /// on the way down to it drawn plainly over its subviews (`drawsSubviewsPlainly`), and the
    /// rectangles of what is drawn after it there.
    private func lastFullFrameVideo(in view: View, toDevice: AffineTransform) -> VideoSearch {
        guard view.showsVideo, !view.isHidden, view.alpha > 0 else { return .absent }
        var over: [IntRect] = []
        for sub in view.subviews.reversed() where !sub.isHidden && sub.alpha > 0 {
            switch lastFullFrameVideo(in: sub, toDevice: sub.transformToSuperview.concatenating(toDevice)) {
            case .found(let video, let videoToDevice, let after):
                guard drawsSubviewsPlainly(view, toDevice: toDevice) else { return .refused }
                return .found(video, videoToDevice, over: after + over)
            case .refused:
                return .refused
            case .absent:
                if sub.drawsNoPixel { continue }
                guard let rect = confinedRect(sub, parent: toDevice) else { return .refused }
                over.append(rect)
            }
        }
        // Its own content after the video (path, icon, label) would be drawn over the picture.
        guard view.video != nil, view.path == nil, view.icon == nil, view.label == nil, coversFrame(view, toDevice: toDevice),
              drawsSubviewsPlainly(view, toDevice: toDevice) else { return .absent }
        return .found(view, toDevice, over: over)
    }

    /// Whether `view` draws its content and subviews at full opacity straight into the frame,
    /// uncut inside the frame and with nothing of its own over them: no group layer,
    /// rasterized bitmap, perspective or border, and a clip only by a plain rectangle holding
    /// the frame.
    private func drawsSubviewsPlainly(_ view: View, toDevice: AffineTransform) -> Bool {
        view.alpha >= 1 && view.transform.rotationY == 0 && !view.shouldRasterize && (view.border.map { $0.width <= 0 } ?? true)
            && (!view.clipsToBounds || (view.cornerRadius == 0 && coversFrame(view, toDevice: toDevice)))
    }

    /// Whether `view`'s bounds, axis-aligned on the device, hold every pixel of the frame.
    private func coversFrame(_ view: View, toDevice: AffineTransform) -> Bool {
        guard toDevice.isAxisAligned else { return false }
        let b = toDevice.bounds(of: Rect(origin: .zero, size: view.frame.size))
        return b.minX <= 0 && b.minY <= 0 && b.maxX >= Double(canvas.pixelWidth) && b.maxY >= Double(canvas.pixelHeight)
    }

    /// Full-width bands of rows holding `rects` (each whole, within `height`), with even bounds
    /// (4:2:0 blocks stay whole), ascending, overlapping or touching ones merged.
    package static func rowBands(_ rects: [IntRect], height: Int) -> [Range<Int>] {
        let rows = rects.compactMap { r -> Range<Int>? in
            let a = max(r.y0, 0) & ~1, b = min((r.y1 + 1) & ~1, height)
            return a < b ? a..<b : nil
        }.sorted { $0.lowerBound < $1.lowerBound }
        var bands: [Range<Int>] = []
        for band in rows {
            if let last = bands.last, band.lowerBound <= last.upperBound {
                bands[bands.count - 1] = last.lowerBound..<max(last.upperBound, band.upperBound)
            } else {
                bands.append(band)
            }
        }
        return bands
    }

    /// The RGBA frame of `composite` drawn in `video`'s bands only (`drawPatch`), exactly as
    /// `render(_:into:)` draws those rows: the bands are full rows, every view drawn after the
    /// video lies whole inside one of them, and the video and the layers under it are drawn
    /// pixel by pixel alike under any clip. The video is asked only for the rows the bands
    /// read (`drawVideo`).
    package func videoPatch(_ composite: CompositePlan, _ video: VideoPlan) throws -> Pixmap {
        let width = canvas.pixelWidth
        guard let top = video.bands.first?.lowerBound, let bottom = video.bands.last?.upperBound else { return .placeholder }
        return try drawPatch(IntRect(x0: 0, y0: top, x1: width, y1: bottom)) { patch, _ in
            for band in video.bands {
                try drawComposite(composite, in: IntRect(x0: 0, y0: band.lowerBound, x1: width, y1: band.upperBound), into: &patch)
            }
        }
    }

    /// `composite` (starting from the background or a fill: the starts `videoPlan` takes) drawn
    /// in `rect` only.
    private func drawComposite(_ composite: CompositePlan, in rect: IntRect, into patch: inout Pixmap) throws {
        let layers = composite.layers, toDevice = canvas.pointsToPixels, clip = ClipRegion(rect: rect)
        switch composite.start {
        case .background:
            patch.fill(background, in: rect)
            for view in layers { try drawTopLevel(view, parent: toDevice, clip: clip, into: &patch) }
        case .fill(let index, let color):
            patch.fill(color, in: rect)
            try drawLayer(layers[index], toDevice: layers[index].transformToSuperview.concatenating(toDevice), opacity: 1, clip: clip,
                          into: &patch, backgroundDrawn: true)
            for view in layers[(index + 1)...] { try drawTopLevel(view, parent: toDevice, clip: clip, into: &patch) }
        case .store, .fadingFirst:
            preconditionFailure("a video plan starts from the background or a fill")
        }
    }
}

extension View {
    /// True when the subtree draws no pixel: no fill, content, shadow, border or material, and
    /// no subview that draws (a tap target laid over a recording).
    package var drawsNoPixel: Bool {
        (backgroundColor.map { $0.alpha <= 0 } ?? true) && gradient == nil && image == nil && video == nil && label == nil
            && path == nil && icon == nil && material == nil && (border.map { $0.width <= 0 } ?? true)
            && (shadow.map { $0.opacity <= 0 } ?? true) && subviews.allSatisfy { $0.isHidden || $0.alpha <= 0 || $0.drawsNoPixel }
    }
}
