import CompositorCore
import CompositorMotion
import CompositorScene

extension TemplateDecoder {
    func decodeSegue(_ field: TemplateField, scenes: [Scene], canvas: Canvas?) -> SegueSpec? {
        field.object { o -> SegueSpec? in
            let names = scenes.map(\.name)
            func sceneName(_ key: String) -> String? {
                guard let f = o.require(key), let n = f.string() else { return nil }
                guard names.contains(n) else {
                    f.error(TemplateRules.noScene(n, among: names))
                    return nil
                }
                return n
            }
            let animatorField = o.require("animator")
            // The animator's name is parsed here, once; the rest of the program uses its kind.
            let kind = animatorField.flatMap { $0.oneOf(AnimatorCatalog.names, what: "animator") }.flatMap(AnimatorKind.init(rawValue:))
            let type = kind.map(AnimatorCatalog.animator)
            let from = sceneName("from"), to = sceneName("to")
            if let from, from == to { o["to"]?.error("from and to must be different scenes") }
            var failed = false
            /// A duration in seconds at `key`, `fallback` when absent; zero only where allowed.
            func seconds(_ key: String, _ fallback: Rational?, zeroAllowed: Bool) -> Rational? {
                guard let f = o[key] else { return fallback }
                guard let r = f.rational(in: Rational(0)...TemplateLimits.maxDuration, what: "a duration in seconds") else {
                    failed = true
                    return nil
                }
                if r == .zero && !zeroAllowed { f.error("the duration must be positive"); failed = true }
                return r
            }
            let gesture = o["interactive"].map(decodeGesture)
            if gesture != nil, let d = o["duration"] { d.error("an interactive segue lasts its drag and settle; remove duration") }
            let duration = gesture.map { $0?.duration } ?? seconds("duration", type?.defaultDuration, zeroAllowed: false)
            if gesture != nil, let c = o["curve"] { c.error(TemplateDecoder.interactiveCurveRule) }
            if gesture != nil, let d = o["dismissDuration"] { d.error("an interactive segue lasts its drag and settle; remove dismissDuration") }
            let dismissDuration = seconds("dismissDuration", nil, zeroAllowed: false)
            let holdBefore = seconds("holdBefore", Rational(1, 2), zeroAllowed: true)
            let holdAfter = seconds("holdAfter", Rational(1, 2), zeroAllowed: true)
            let curve = o["curve"].map { decodeCurve($0, duration: duration?.doubleValue ?? 1) } ?? type?.defaultCurve
            let style = type.flatMap { t in decodeStyle(o["presentation"], animator: t) }
            let targets = [from, to].compactMap { name in scenes.first { $0.name == name } }
            let layers = o["layers"].map { decodeLayers($0, scenes: targets, duration: duration?.doubleValue ?? 1) } ?? []
            let options = type.flatMap { t in
                decodeOptions(o["options"], specs: t.options, from: scenes.first { $0.name == from },
                              to: scenes.first { $0.name == to }, names: names, segue: field)
            }
            let noDismiss = type.flatMap { t in options.flatMap(t.dismissUnavailable) }
            var directions = o["directions"].map(decodeDirections) ?? (noDismiss == nil ? SegueDirection.allCases : [.present])
            if let noDismiss, let listed = directions, listed.contains(.dismiss) {
                o["directions"]?.error("no dismiss clip: \(noDismiss)")
                directions = nil
            }
            let dismissal = o["dismiss"].map { f in f.oneOf(Dismissal.allCases.map(\.rawValue), what: "dismissal").flatMap(Dismissal.init(rawValue:)) }
            if case .some(.none) = dismissal { failed = true }
            guard !failed, let type, let from, let to, from != to, let options, let duration, let curve,
                  let holdBefore, let holdAfter, let directions, let style, let layers else { return nil }
            var spec = SegueSpec(animator: type.kind, options: options, from: from, to: to, duration: duration,
                                 curve: curve, holdBefore: holdBefore, holdAfter: holdAfter, directions: directions,
                                 style: style, layers: layers, gesture: gesture ?? nil, dismissal: dismissal ?? nil)
            spec.dismissDuration = dismissDuration
            if spec.holdBefore + max(spec.duration, spec.duration(.dismiss)) + spec.holdAfter > TemplateLimits.maxClipDuration {
                field.error("the clip would last longer than \(TemplateLimits.maxClipDuration) seconds")
                return nil
            }
            return checkAnimator(type, spec: spec, scenes: scenes, canvas: canvas, field: field) ? spec : nil
        } ?? nil
    }

    /// The `presentation` style, which the animator must support; its first style by default.
    private func decodeStyle(_ field: TemplateField?, animator: any Animator.Type) -> PresentationStyle? {
        guard let field else { return animator.styles.first ?? .fullScreen }
        guard let style = field.oneOf(PresentationStyle.allCases.map(\.rawValue), what: "presentation style")
            .flatMap(PresentationStyle.init(rawValue:)) else { return nil }
        guard animator.styles.contains(style) else {
            field.error("\(animator.name) does not support \(style.rawValue); it supports: " + animator.styles.map(\.rawValue).joined(separator: ", "))
            return nil
        }
        return style
    }

    private func decodeDirections(_ field: TemplateField) -> [SegueDirection]? {
        guard let items = field.list() else { return nil }
        let all = SegueDirection.allCases.map(\.rawValue)
        let directions = items.compactMap { $0.oneOf(all, what: "direction").flatMap(SegueDirection.init(rawValue:)) }
        guard directions.count == items.count else { return nil }
        guard !directions.isEmpty else { field.error("list at least one direction"); return nil }
        guard Set(directions).count == directions.count else { field.error("a direction is listed twice"); return nil }
        return directions
    }

    /// Reads the options an animator declares; view ids must exist in their scene.
    private func decodeOptions(_ field: TemplateField?, specs: [AnimatorOptionSpec], from: Scene?, to: Scene?,
                               names: [String], segue: TemplateField) -> AnimatorOptions? {
        let required = specs.filter(\.isRequired).map(\.name)
        let missing = required.filter { name in field.map { f in !f.hasKey(name) } ?? true }
        guard missing.isEmpty else {
            (field ?? segue).error("missing required option" + (missing.count > 1 ? "s " : " ") + missing.map { "\"\($0)\"" }.joined(separator: ", "))
            return nil
        }
        guard let field else {
            return AnimatorOptions(Dictionary(uniqueKeysWithValues: specs.compactMap { s in s.defaultValue.flatMap { TemplateDecoder.parseDefault($0, s.kind) }.map { (s.name, $0) } }))
        }
        return field.object { o -> AnimatorOptions? in
            var values: [String: AnimatorOptionValue] = [:]
            var ok = true
            for spec in specs {
                guard let f = o[spec.name] else {
                    if let d = spec.defaultValue, let v = TemplateDecoder.parseDefault(d, spec.kind) { values[spec.name] = v }
                    continue
                }
                let value: AnimatorOptionValue?
                switch spec.kind {
                case .number(let range): value = f.double(in: range).map { .number($0) }
                case .bool: value = f.bool().map { .bool($0) }
                case .choice(let choices): value = f.oneOf(choices, what: spec.name).map { .string($0) }
                case .sceneName:
                    value = f.string().flatMap { name -> AnimatorOptionValue? in
                        guard names.contains(name) else {
                            f.error("no scene named \"\(name)\"" + DidYouMean.suffix(for: name, among: names))
                            return nil
                        }
                        return .string(name)
                    }
                case .sourceViewID, .destinationViewID:
                    let scene = { if case .sourceViewID = spec.kind { return from } else { return to } }()
                    value = f.string().flatMap { id -> AnimatorOptionValue? in
                        guard let scene else { return nil }
                        guard scene.root.find(id: id) != nil else {
                            f.error("no view with id \"\(id)\" in scene \"\(scene.name)\"" + DidYouMean.suffix(for: id, among: scene.root.allIDs))
                            return nil
                        }
                        return .string(id)
                    }
                }
                if let value { values[spec.name] = value } else { ok = false }
            }
            return ok ? AnimatorOptions(values) : nil
        } ?? nil
    }

    private static func parseDefault(_ text: String, _ kind: AnimatorOptionSpec.Kind) -> AnimatorOptionValue? {
        switch kind {
        case .number: return Double(text).map { .number($0) }
        case .bool: return .bool(text == "true")
        default: return .string(text)
        }
    }

    /// Builds the animator once so its own checks (and warnings) surface at load time.
    private func checkAnimator(_ type: any Animator.Type, spec: SegueSpec, scenes: [Scene], canvas: Canvas?, field: TemplateField) -> Bool {
        guard let canvas, let from = scenes.first(where: { $0.name == spec.from }),
              let to = scenes.first(where: { $0.name == spec.to }) else { return false }
        let context = TransitionContext(canvas: canvas, from: from, to: to, duration: spec.duration,
                                        curve: spec.curve, options: spec.options, style: spec.style, scenes: scenes)
        do {
            _ = try type.init(context: context, warn: { field.warning($0) })
            return true
        } catch let error as AnimatorSetupError {
            field.error("\(error.option): \(error.message)")
        } catch {
            field.error("\(error)")
        }
        return false
    }
}

extension TemplateField {
    /// True when this is a mapping with `key` (a non-null value).
    func hasKey(_ key: String) -> Bool {
        guard case .mapping(let pairs, _) = node else { return false }
        return pairs.contains { $0.key == key && !$0.value.isNull }
    }
}
