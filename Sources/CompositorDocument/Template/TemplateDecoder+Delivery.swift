import CompositorCore
import CompositorMedia
import CompositorScene

extension TemplateDecoder {
    /// `delivery: NAME` or `delivery: {preset: NAME, backdrop: COLOR, storeSafe: BOOL,
    /// posterTime: SECONDS}` (the last two for the appstore preset only).
    func decodeDelivery(_ field: TemplateField) -> DeliverySpec? {
        let position = field.node.position
        func spec(_ name: TemplateField, backdrop: Color = .black) -> DeliverySpec? {
            guard let preset = name.oneOf(DeliveryPresetName.self, what: "delivery preset") else { return nil }
            return DeliverySpec(preset: preset, backdrop: backdrop, line: position.line, column: position.column)
        }
        guard case .mapping = field.node else { return spec(field) }
        return field.object { o -> DeliverySpec? in
            let backdrop = o["backdrop"]?.color() ?? .black
            let storeSafe = o["storeSafe"].map { $0.bool() }
            let poster = o["posterTime"].map { $0.rational(in: Rational.zero...TemplateLimits.maxDuration, what: "seconds") }
            guard var s = o.require("preset").flatMap({ spec($0, backdrop: backdrop) }) else { return nil }
            for key in ["storeSafe", "posterTime"] where s.preset != .appstore {
                o[key]?.error("\(key) is for preset: appstore (an App Store app preview)")
            }
            if let storeSafe { guard let v = storeSafe else { return nil }; s.storeSafe = v }
            if let poster { guard let v = poster else { return nil }; s.posterTime = v }
            return s
        } ?? nil
    }

    /// `audio: FILE` or `audio: {file, volume, start, fadeIn, fadeOut}`. The file must exist
    /// inside the template's folder (else exit 4 / 3 at `audio.file`, as for images).
    func decodeAudio(_ field: TemplateField, templateFile: String) -> Soundtrack? {
        decodeSound(field, templateFile: templateFile, key: "audio", options: ["volume", "start", "fadeIn", "fadeOut"])
    }

    /// A flow step's `voiceover: FILE` or `voiceover: {file, volume}`, reported at `key`
    /// (`flow.steps[N].voiceover`); the file as `audio:`'s.
    func decodeVoiceover(_ field: TemplateField, templateFile: String, key: String) -> Soundtrack? {
        decodeSound(field, templateFile: templateFile, key: key, options: ["volume"])
    }

    /// A sound file named by `key` — a file name, or a mapping of `file` and those of `volume`,
    /// `start`, `fadeIn`, `fadeOut` that `options` allows (the others are unknown keys).
    private func decodeSound(_ field: TemplateField, templateFile: String, key: String, options: Set<String>) -> Soundtrack? {
        func sound(_ file: TemplateField) -> Soundtrack? {
            guard let path = assetPath(file) else { return nil }
            var s = Soundtrack(file: path, line: file.node.position.line, column: file.node.position.column)
            s.templateFile = templateFile
            s.field = key + ".file"
            return s
        }
        guard case .mapping = field.node else { return sound(field) }
        return field.object { o -> Soundtrack? in
            let seconds = Rational.zero...TemplateLimits.maxDuration
            func read(_ name: String, _ range: ClosedRange<Rational>, _ what: String) -> Rational?? {
                options.contains(name) ? o[name].map { $0.rational(in: range, what: what) } : nil
            }
            let volume = read("volume", Rational.zero...Soundtrack.maxVolume, "a gain")
            let start = read("start", seconds, "seconds")
            let fadeIn = read("fadeIn", seconds, "seconds")
            let fadeOut = read("fadeOut", seconds, "seconds")
            guard var s = o.require("file").flatMap(sound) else { return nil }
            if let volume { guard let v = volume else { return nil }; s.volume = v }
            if let start { guard let v = start else { return nil }; s.start = v }
            if let fadeIn { guard let v = fadeIn else { return nil }; s.fadeIn = v }
            if let fadeOut { guard let v = fadeOut else { return nil }; s.fadeOut = v }
            return s
        } ?? nil
    }

    /// Reports, at `delivery`, what the preset refuses in a decoded template (its size, its
    /// length), so `validate` finds it before a render does.
    func checkDelivery(_ template: SegueTemplate, field: TemplateField) {
        guard let spec = template.delivery, let preset = spec.resolved else { return }
        do {
            let delivered = try template.delivered()
            let frames = delivered.timeline.frameCount
            let duration = Rational(Int64(frames)) * delivered.video.frameRate.timeBase
            if let problem = DeliveryPlan.durationProblem(preset, duration: duration, frameCount: frames, rate: delivered.video.frameRate) {
                field.error(problem)
            }
            let last = Rational(Int64(max(frames - 1, 0))) * delivered.video.frameRate.timeBase
            if let poster = spec.posterTime, poster > last {
                field.error("posterTime \(TemplateField.format(poster.doubleValue)) s is after the clip's last frame (\(String(format: "%.2f", last.doubleValue)) s); give a time within the clip")
            }
        } catch let error as TemplateError {
            field.error(error.message)
        } catch {
            field.error("\(error)")
        }
    }
}
