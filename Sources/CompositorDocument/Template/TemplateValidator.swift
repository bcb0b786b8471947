import CompositorCore
import CompositorMedia
import CompositorMotion
import CompositorScene

/// Checks a `SegueTemplate` built in code against the rules the YAML/JSON decoder enforces, so
/// a template made without a file fails with the same messages (as `TemplateError`s, without
/// line and column) instead of trapping later in the renderer or the encoder.
///
/// The decoder checks while it reads; this checks the finished value. Where both say the same
/// thing they share the wording through `TemplateRules`.
package enum TemplateValidator {
    /// Every problem found, in a fixed order (canvas, video, scenes, segue, then the views of
    /// each scene in document order); empty when the template renders.
    package static func problems(in template: SegueTemplate) -> [TemplateError] {
        var found: [TemplateError] = []
        func report(_ field: String, _ message: String) {
            found.append(TemplateError(file: template.file, field: field, message: message))
        }
        checkCanvas(template, report: report)
        checkVideo(template.video, report: report)
        checkDeliveryAndAudio(template, report: report)
        let names = template.scenes.map(\.name)
        let isFlow = template.flow != nil
        if template.scenes.count < (isFlow ? 1 : 2) {
            report("scenes", "a template needs at least \(isFlow ? "one scene" : "two scenes"); found \(template.scenes.count)")
        }
        for (i, name) in names.enumerated() where names[..<i].contains(name) {
            report("scenes.\(name)", "a scene named \"\(name)\" is already defined")
        }
        let segueOK = isFlow || checkSegue(template.segue, names: names, report: report)
        var viewsOK = true
        for scene in template.scenes {
            let before = found.count
            checkView(scene.root, path: "scenes.\(scene.name)", depth: 0, report: report)
            viewsOK = viewsOK && found.count == before
        }
        // The animator's own checks (required options, view ids) run only on sound values.
        if let flow = template.flow {
            let times = [flow.hold] + flow.steps.flatMap { [$0.duration, $0.hold] + ($0.gesture.map { $0.points.map(\.time) + [$0.settleDuration] } ?? []) }
            if !times.allSatisfy(TemplateDecoder.isFlowTime) { report("flow", TemplateDecoder.flowTimeRule) }
        }
        if found.isEmpty, viewsOK, isFlow {
            // The flow's steps against their states, taps and animators (`FlowScript`).
            do { _ = try FlowScript(template: template) } catch let error as TemplateError { found.append(error) } catch {
                report("flow", "\(error)")
            }
        } else if found.isEmpty, segueOK, viewsOK {
            do { _ = try Transition(checked: template) } catch let error as TemplateError { found.append(error) } catch {
                report("segue.options", "\(error)")
            }
        }
        return found
    }

    private static func checkCanvas(_ template: SegueTemplate, report: (String, String) -> Void) {
        let canvas = template.canvas
        guard canvas.size.width.isFinite, canvas.size.height.isFinite, canvas.scale.isFinite,
              canvas.size.width > 0, canvas.size.height > 0, canvas.scale > 0 else {
            report("canvas", "size and scale must be positive finite numbers, got \(canvas.size.width)x\(canvas.size.height) at scale \(canvas.scale)")
            return
        }
        // A delivery preset renders the canvas at the scale that fits its frame, where the
        // picture may be a fraction of a pixel off whole (DeliveryFit); the encoder gets the
        // preset's even size. The size limit still holds.
        if let problem = TemplateRules.pixelSizeProblem(canvas),
           template.delivery == nil || canvas.pixelWidth > TemplateLimits.maxPixelDimension || canvas.pixelHeight > TemplateLimits.maxPixelDimension {
            report("canvas", problem)
        }
        checkColor(canvas.backgroundColor, "canvas.background", report: report)
        if !TemplateLimits.frameRateRange.contains(canvas.frameRate.rate) {
            report("canvas.fps", "the frame rate must be in \(TemplateLimits.frameRateRange.lowerBound)...\(TemplateLimits.frameRateRange.upperBound)")
        }
    }

    /// Soundtrack and voice-over numbers within the decoder's ranges (a delivery preset is a
    /// `DeliveryPresetName`, so always one the catalog knows).
    private static func checkDeliveryAndAudio(_ template: SegueTemplate, report: (String, String) -> Void) {
        for cue in template.voiceovers where !(Rational.zero...Soundtrack.maxVolume).contains(cue.sound.volume) {
            report("flow.steps[\(cue.step)].voiceover.volume", "must be in 0...\(Soundtrack.maxVolume)")
        }
        guard let audio = template.audio else { return }
        if !(Rational.zero...Soundtrack.maxVolume).contains(audio.volume) { report("audio.volume", "must be in 0...\(Soundtrack.maxVolume)") }
        for (key, value) in [("start", audio.start), ("fadeIn", audio.fadeIn), ("fadeOut", audio.fadeOut)]
        where !(Rational.zero...TemplateLimits.maxDuration).contains(value) {
            report("audio.\(key)", "must be a duration in seconds in 0...\(TemplateLimits.maxDuration)")
        }
    }

    private static func checkVideo(_ video: VideoSettings, report: (String, String) -> Void) {
        if !TemplateLimits.frameRateRange.contains(video.frameRate.rate) {
            report("video.fps", "the frame rate must be in \(TemplateLimits.frameRateRange.lowerBound)...\(TemplateLimits.frameRateRange.upperBound)")
        }
        if !OptionCatalog.crf.range.contains(video.crf) { report("video.crf", "must be in \(OptionCatalog.crf.range)") }
    }

    /// False when the segue is too broken for the animator to be built.
    private static func checkSegue(_ segue: SegueSpec, names: [String], report: (String, String) -> Void) -> Bool {
        var ok = true
        let type: (any Animator.Type)? = AnimatorCatalog.animator(segue.animator)
        for (key, name) in [("from", segue.from), ("to", segue.to)] where !names.contains(name) {
            report("segue.\(key)", TemplateRules.noScene(name, among: names))
            ok = false
        }
        if segue.from == segue.to { report("segue.to", "from and to must be different scenes"); ok = false }
        let durations = [("duration", segue.duration, false), ("holdBefore", segue.holdBefore, true),
                         ("holdAfter", segue.holdAfter, true)] + (segue.dismissDuration.map { [("dismissDuration", $0, false)] } ?? [])
        for (key, value, zeroAllowed) in durations {
            if value < .zero || value > TemplateLimits.maxDuration || (value == .zero && !zeroAllowed) {
                report("segue.\(key)", value == .zero ? "the duration must be positive"
                       : "must be a duration in seconds in 0...\(TemplateLimits.maxDuration)")
                ok = false
            }
        }
        if ok, segue.holdBefore + max(segue.duration, segue.duration(.dismiss)) + segue.holdAfter > TemplateLimits.maxClipDuration {
            report("segue", "the clip would last longer than \(TemplateLimits.maxClipDuration) seconds")
            ok = false
        }
        if segue.directions.isEmpty { report("segue.directions", "list at least one direction"); ok = false }
        if Set(segue.directions).count != segue.directions.count { report("segue.directions", "a direction is listed twice"); ok = false }
        if let type, !type.styles.contains(segue.style) {
            report("segue.presentation", "\(type.name) does not support \(segue.style.rawValue); it supports: "
                   + type.styles.map(\.rawValue).joined(separator: ", "))
            ok = false
        }
        return ok
    }

    private static func checkView(_ view: View, path: String, depth: Int, report: (String, String) -> Void) {
        guard depth <= TemplateLimits.maxViewDepth else {
            report(path, "views are nested deeper than \(TemplateLimits.maxViewDepth)")
            return
        }
        let f = view.frame
        if ![f.minX, f.minY, f.width, f.height].allSatisfy({ $0.isFinite && abs($0) <= TemplateLimits.maxCoordinate }) || f.width < 0 || f.height < 0 {
            report(path + ".frame", "must be finite, within ±\(Int(TemplateLimits.maxCoordinate)) points, with a size of at least 0")
        }
        let t = view.transform
        if ![t.scaleX, t.scaleY, t.rotation, t.translationX, t.translationY, t.rotationY, t.eyeDistance].allSatisfy(\.isFinite)
            || ![t.scaleX, t.scaleY, t.translationX, t.translationY].allSatisfy({ abs($0) <= TemplateLimits.maxCoordinate }) {
            report(path + ".transform", "must be finite, within ±\(Int(TemplateLimits.maxCoordinate))")
        }
        if !(0...1).contains(view.alpha) { report(path + ".alpha", "must be in 0...1") }
        if !(view.cornerRadius.isFinite && (0...TemplateLimits.maxCoordinate).contains(view.cornerRadius)) {
            report(path + ".cornerRadius", "must be in 0...\(Int(TemplateLimits.maxCoordinate))")
        }
        if let color = view.backgroundColor { checkColor(color, path + ".background", report: report) }
        if let gradient = view.gradient {
            for (i, stop) in gradient.stops.enumerated() {
                checkColor(stop.color, path + ".gradient.stops[\(i)]", report: report)
                if !(0...1).contains(stop.location) { report(path + ".gradient.stops[\(i)].location", "must be in 0...1") }
            }
            if ![gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y].allSatisfy(\.isFinite) {
                report(path + ".gradient", "start and end must be finite")
            }
        }
        if let border = view.border {
            checkColor(border.color, path + ".border.color", report: report)
            if !(border.width.isFinite && (0...TemplateLimits.maxCoordinate).contains(border.width)) { report(path + ".border.width", "must be at least 0") }
        }
        if let shadow = view.shadow {
            checkColor(shadow.color, path + ".shadow.color", report: report)
            if !(0...1).contains(shadow.opacity) { report(path + ".shadow.opacity", "must be in 0...1") }
            if !(shadow.radius.isFinite && (0...TemplateLimits.maxCoordinate).contains(shadow.radius)) { report(path + ".shadow.radius", "must be at least 0") }
            if ![shadow.offset.width, shadow.offset.height].allSatisfy({ $0.isFinite && abs($0) <= TemplateLimits.maxCoordinate }) {
                report(path + ".shadow.offset", "must be finite")
            }
        }
        if let label = view.label {
            checkColor(label.color, path + ".label.color", report: report)
            if !(label.font.size.isFinite && label.font.size > 0 && label.font.size <= TemplateLimits.maxCoordinate) {
                report(path + ".label.font.size", "must be a positive number of points")
            }
            if label.numberOfLines < 0 { report(path + ".label.numberOfLines", "must be at least 0") }
            if !label.letterSpacing.isFinite || !(label.lineHeight?.isFinite ?? true) {
                report(path + ".label", "letterSpacing and lineHeight must be finite")
            }
        }
        for (i, child) in view.subviews.enumerated() {
            checkView(child, path: path + ".views[\(i)]", depth: depth + 1, report: report)
        }
    }

    private static func checkColor(_ color: Color, _ field: String, report: (String, String) -> Void) {
        if ![color.red, color.green, color.blue, color.alpha].allSatisfy({ (0...1).contains($0) }) {
            report(field, "color components must be in 0...1")
        }
    }
}
