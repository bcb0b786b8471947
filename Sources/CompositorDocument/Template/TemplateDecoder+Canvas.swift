import CompositorCore
import CompositorMedia
import CompositorScene

extension TemplateDecoder {
    func decodeVideo(_ field: TemplateField) -> VideoSettings? {
        field.object { o in
            var video = VideoSettings()
            if let fps = o["fps"] {
                guard let rate = fps.rational(in: TemplateLimits.frameRateRange, what: "frames per second") else { return nil }
                do { video.frameRate = try FrameRate(rate) } catch { fps.error("\(error)"); return nil }
            }
            if let crf = o["crf"] {
                guard let v = crf.int(in: OptionCatalog.crf.range) else { return nil }
                video.crf = v
            }
            if let preset = o["preset"] {
                guard let p = preset.oneOf(X264Preset.self, what: "x264 preset") else { return nil }
                video.preset = p
            }
            if let codec = o["codec"] {
                guard let c = codec.oneOf(Codec.self, what: "codec") else { return nil }
                video.codec = c
            }
            if let depth = o["bitDepth"] {
                guard let d = depth.int(in: 8...10) else { return nil }
                guard d == 8 || d == 10 else { depth.error("\(d) is not a bit depth segue-video writes; expected 8 or 10 (HEVC only)"); return nil }
                video.bitDepth = d
            }
            if let profile = o["proresProfile"] {
                guard let p = profile.oneOf(ProResProfile.self, what: "ProRes profile") else { return nil }
                video.proresProfile = p
            }
            if let subtitles = o["subtitles"] {
                guard let s = subtitles.oneOf(SubtitleFiles.self, what: "subtitles setting") else { return nil }
                video.subtitles = s
            }
            return video
        } ?? nil
    }

    func decodeCanvas(_ field: TemplateField, frameRate: FrameRate) -> Canvas? {
        field.object { o -> Canvas? in
            var size: Size?, scale: Double?, preset: DevicePreset?
            if let device = o["device"] {
                if let name = device.oneOf(DevicePresets.all.map(\.name), what: "device") {
                    preset = DevicePresets.preset(named: name)
                    (size, scale) = (preset?.size, preset?.scale)
                }
                if o.has("size") || o.has("scale") {
                    if let s = o["size"] { s.error("give either device or size and scale, not both") }
                    _ = o["scale"]
                }
            } else {
                size = o.require("size")?.size(positive: true)
                scale = o["scale"].map { $0.double(in: 0.25...8) } ?? 1
            }
            let background = o.any("background", "backgroundColor")?.color() ?? .black
            var safeArea = o["safeArea"].flatMap(decodeSafeArea)
            // A device variant: the variant's screen, scale and safe areas (a written
            // `safeArea:` was for the written screen), the frames laid out again from the size
            // they were written for.
            if let device = deviceOverride, let written = size {
                (preset, size, scale, safeArea) = (device, device.size, device.scale, nil)
                designSize = written == device.size ? nil : written
            }
            let chrome = decodeSystemChrome(o, device: preset)
            guard let size, let scale else { return nil }
            let dither = o["dither"]?.bool() ?? true
            let canvas = Canvas(size: size, scale: scale, backgroundColor: background, frameRate: frameRate, dither: dither,
                                device: preset, safeArea: safeArea, chrome: chrome)
            return checkPixelSize(canvas, field: field) ? canvas : nil
        } ?? nil
    }

    /// The video must be whole, even pixel sizes within the limit.
    private func checkPixelSize(_ canvas: Canvas, field: TemplateField) -> Bool {
        guard let problem = TemplateRules.pixelSizeProblem(canvas) else { return true }
        field.error(problem)
        return false
    }
}
