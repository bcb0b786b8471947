import CompositorCore
import CompositorMedia
import CompositorMotion
import CompositorScene

/// `flow:` — a walkthrough over the template's scenes (docs/templates.md, "Flows").
extension TemplateDecoder {
    /// A step as read, before its animator's defaults are known (they depend on the state:
    /// a pop plays the push that brought its scene on backwards).
    private struct RawStep {
        var action: FlowAction
        var fields: [String: TemplateField]
        var step: TemplateField
        var animator: AnimatorKind?
        var style: PresentationStyle?
        var duration: Rational?
        var hold: Rational
        var tap: FlowTap?
        var caption: FlowCaption?
        var gesture: GestureTrack?
        var screenshot: String?
        var screenshotLook: ScreenshotLook?
        var voiceover: Soundtrack?
    }

    /// Reads `flow:`; checks every step against the state before it (a step naming a scene that
    /// is not reachable is an error at the step's action), then compiles the flow once so a tap
    /// on a view that is not on screen or an animator refusing its scenes is reported at load.
    func decodeFlow(_ field: TemplateField, scenes: [Scene], canvas: Canvas?, templateFile: String) -> FlowSpec? {
        field.object { o -> FlowSpec? in
            let names = scenes.map(\.name)
            func sceneName(_ f: TemplateField) -> String? {
                guard let n = f.string() else { return nil }
                guard names.contains(n) else { f.error(TemplateRules.noScene(n, among: names)); return nil }
                return n
            }
            var failed = false
            let root = o.require("root").flatMap(sceneName)
            var tabs: [String] = []
            if let tabsField = o["tabs"], let items = tabsField.list() {
                let read = items.compactMap(sceneName)
                if read.count != items.count { failed = true }
                if Set(read).count != read.count { tabsField.error("a tab is listed twice"); failed = true }
                if read.count < 2, read.count == items.count { tabsField.error("a tab bar controller needs at least two tabs"); failed = true }
                if let root, read.count == items.count, !read.contains(root) { o["root"]?.error("the root must be one of the tabs: " + read.joined(separator: ", ")); failed = true }
                tabs = read
            }
            let hold = o["hold"].map(flowSeconds) ?? FlowSpec.defaultHold
            let touches = o["touches"].map(decodeTouches) ?? TouchStyle()
            let captionStyle = o["captionStyle"].map(decodeCaptionStyle) ?? CaptionStyle()
            guard let stepsField = o.require("steps"), let items = stepsField.list() else { return nil }
            if items.isEmpty { stepsField.error("a flow needs at least one step"); return nil }
            if items.count > TemplateLimits.maxFlowSteps {
                stepsField.error("a flow has at most \(TemplateLimits.maxFlowSteps) steps; found \(items.count)")
                return nil
            }
            let raw = items.enumerated().map {
                decodeStep($1, index: $0, names: names, captionPosition: captionStyle?.position ?? .top, templateFile: templateFile, canvas: canvas)
            }
            guard !failed, let root, let hold, let touches, let captionStyle, raw.allSatisfy({ $0 != nil }) else { return nil }
            var spec = FlowSpec(root: root, tabs: tabs, hold: hold, steps: [], touches: touches)
            spec.captionStyle = captionStyle
            return resolveFlow(spec, raw: raw.compactMap { $0 }, scenes: scenes, canvas: canvas, field: field)
        } ?? nil
    }

    /// The keys a step takes beside its action.
    static let stepOptions = ["animator", "style", "duration", "curve", "hold", "tap", "caption", "interactive", "transition", "screenshot", "voiceover"]

    /// A flow time in seconds, 0...600: any decimal the parser reads (at most 9 decimals), kept
    /// exact. A flow adds up to 200 steps' times; with every denominator dividing 10⁹ the sums
    /// keep it, and a frame's time (i / fps, terms ≤ `FrameRate.maxTerm`) less a step's start,
    /// or divided by its length, reduces to terms below 2⁶³ even at `maxClipDuration`.
    private func flowSeconds(_ field: TemplateField) -> Rational? {
        guard let r = field.rational(in: Rational(0)...TemplateLimits.maxDuration, what: "a duration in seconds") else { return nil }
        guard Self.isFlowTime(r) else { field.error(Self.flowTimeRule); return nil }
        return r
    }

    /// Whether `r` is a decimal of at most 9 places (its denominator divides 10⁹).
    static func isFlowTime(_ r: Rational) -> Bool { 1_000_000_000 % r.denominator == 0 }

    /// What `isFlowTime` asks, for messages.
    static let flowTimeRule = "flow times are decimals (at most 9 decimals); a fraction must be one, e.g. 1/8 but not 1/3"

    /// `touches: false`, or `{visible, size, color}`.
    private func decodeTouches(_ field: TemplateField) -> TouchStyle? {
        if case .scalar = field.node { return field.bool().map { TouchStyle(visible: $0) } }
        return field.object { o -> TouchStyle? in
            var style = TouchStyle()
            if let f = o["visible"] { guard let v = f.bool() else { return nil }; style.visible = v }
            if let f = o["size"] { guard let v = f.double(in: 8...200) else { return nil }; style.size = v }
            if let f = o["color"] { guard let v = f.color() else { return nil }; style.color = v }
            return style
        } ?? nil
    }

    /// Step `index`: exactly one action key, and its options.
    private func decodeStep(_ field: TemplateField, index: Int, names: [String], captionPosition: FlowCaption.Position,
                            templateFile: String, canvas: Canvas?) -> RawStep? {
        field.object { o -> RawStep? in
            let present = FlowAction.keys.filter { o.has($0) }
            guard present.count == 1, let key = present.first, let f = o[key] else {
                field.error(present.isEmpty ? "a step needs one action: " + FlowAction.keys.joined(separator: ", ")
                            : "a step has one action; found " + present.joined(separator: ", "))
                for key in FlowAction.keys + Self.stepOptions { o.skip(key) }  // no "unknown key" beside this error
                return nil
            }
            var fields = [key: f]
            func scene() -> String? {
                guard let n = f.string() else { return nil }
                guard names.contains(n) else { f.error(TemplateRules.noScene(n, among: names)); return nil }
                return n
            }
            func flag() -> Bool {
                guard let b = f.bool() else { return false }
                if !b { f.error("give \(key): true, or leave the step out") }
                return b
            }
            let action: FlowAction?
            switch key {
            case "push": action = scene().map(FlowAction.push)
            case "present": action = scene().map(FlowAction.present)
            case "tab": action = scene().map(FlowAction.tab)
            case "unwind": action = scene().map(FlowAction.unwind)
            case "pop": action = flag() ? .pop : nil
            case "popToRoot": action = flag() ? .popToRoot : nil
            case "dismiss": action = flag() ? .dismiss : nil
            case "focus": action = decodeFocus(f).map(FlowAction.focus)
            default:
                // The targets are checked against the scene on top when the flow is resolved.
                action = decodeChange(f).map(FlowAction.change)
            }
            var ok = action != nil
            for k in Self.stepOptions { if let v = o[k] { fields[k] = v } }
            var animator = fields["animator"].flatMap { $0.oneOf(AnimatorCatalog.names, what: "animator") }.flatMap(AnimatorKind.init(rawValue:))
            if fields["animator"] != nil && animator == nil { ok = false }
            if let t = fields["transition"] {
                // A tab switch is instant unless it asks for a cross-dissolve (FlowStep.tabTransitions).
                let value = t.oneOf(FlowStep.tabTransitions, what: "tab transition")
                if value == nil { ok = false }
                if key != "tab" { t.error("transition applies to tab steps; other steps take an animator"); ok = false }
                if fields["animator"] != nil { t.error("give a tab step either transition or animator, not both"); ok = false }
                if value == FlowStep.animatedTabTransition.rawValue { animator = FlowStep.animatedTabTransition }
            }
            if key == "tab", animator == nil {
                for k in ["duration", "curve", "interactive"] {
                    if let f = fields[k] { f.error("a tab switch is instant, as UITabBarController's; add transition: crossDissolve to animate it"); ok = false }
                }
            }
            var style: PresentationStyle?
            if let s = fields["style"] {
                let modal = PresentationStyle.allCases.filter(\.isModal).map(\.rawValue)
                style = s.oneOf(modal, what: "presentation style").flatMap(PresentationStyle.init(rawValue:))
                if style == nil { ok = false } else if key != "present" { s.error("style applies to present steps"); ok = false }
            }
            var duration: Rational?
            if let d = fields["duration"] {
                duration = flowSeconds(d)
                if duration == .zero { d.error("the duration must be positive"); duration = nil }
                if duration == nil { ok = false }
            }
            let hold = fields["hold"].map(flowSeconds) ?? FlowSpec.defaultStepHold
            if hold == nil { ok = false }
            var tap: FlowTap?
            if let t = fields["tap"] {
                if case .scalar = t.node { tap = t.string().map(FlowTap.view) } else { tap = t.point().map { FlowTap.point(Self.shown($0, on: canvas)) } }
                if tap == nil { ok = false }
            }
            var caption: FlowCaption?
            if let c = fields["caption"] {
                caption = decodeCaption(c, position: captionPosition)
                if caption == nil { ok = false }
            }
            var gesture: GestureTrack?
            if let g = fields["interactive"] {
                gesture = decodeGesture(g)
                if let track = gesture, !(track.points.map(\.time) + [track.settleDuration]).allSatisfy(Self.isFlowTime) {
                    g.error(Self.flowTimeRule)
                    gesture = nil
                }
                if gesture == nil { ok = false }
                if case .change = action { g.error("a change has no transition to drag"); ok = false }
                if case .focus = action { g.error("a focus zooms by itself; it has no transition to drag"); ok = false }
                if let d = fields["duration"] { d.error("an interactive step lasts its drag and settle; remove duration"); ok = false }
                if let c = fields["curve"] { c.error(Self.interactiveCurveRule); ok = false }
            }
            var screenshot: String?, screenshotLook: ScreenshotLook?
            if let s = fields["screenshot"] {
                if case .mapping = s.node {
                    if let decoded = decodeFlowScreenshot(s, canvas: canvas) { (screenshot, screenshotLook) = (decoded.name, decoded.look) }
                } else {
                    screenshot = s.string()
                    if let name = screenshot, let problem = FlowScreenshot.nameProblem(name) { s.error(problem); screenshot = nil }
                }
                if screenshot == nil { ok = false }
            }
            var voiceover: Soundtrack?
            if let v = fields["voiceover"] {
                voiceover = decodeVoiceover(v, templateFile: templateFile, key: "flow.steps[\(index)].voiceover")
                if voiceover == nil { ok = false }
            }
            guard ok, let action, let hold else { return nil }
            return RawStep(action: action, fields: fields, step: field, animator: animator, style: style,
                           duration: gesture?.duration ?? duration, hold: hold, tap: tap, caption: caption, gesture: gesture,
                           screenshot: screenshot, screenshotLook: screenshotLook, voiceover: voiceover)
        } ?? nil
    }

    /// `change:` — layers as `segue.layers` writes them (`target`, `range`, `curve`, properties),
    /// over the step's progress, and `{target, text}` items replacing a label's text. Targets
    /// are checked against the scene on top once the state is known (`resolveFlow`).
    private func decodeChange(_ field: TemplateField) -> FlowChange? {
        guard let items = field.list() else { return nil }
        if items.isEmpty { field.error("list at least one change"); return nil }
        var change = FlowChange(), ok = true
        for item in items {
            if case .mapping(let pairs, _) = item.node, pairs.contains(where: { $0.key == "text" }) {
                let text = item.object { o -> FlowTextChange? in
                    guard let target = o.require("target")?.string(), let text = o.require("text")?.text() else { return nil }
                    return FlowTextChange(target: target, text: text)
                } ?? nil
                if let text { change.texts.append(text) } else { ok = false }
                continue
            }
            let target: String? = if case .mapping(let pairs, _) = item.node,
                case .scalar(let s, _, _)? = pairs.first(where: { $0.key == "target" })?.value { s } else { nil }
            if let layer = decodeLayer(item, known: target.map { [$0] } ?? [], duration: 1) { change.animations.append(layer) } else { ok = false }
        }
        return ok ? change : nil
    }

    /// A tap's point as written for the left-to-right layout, where it lands on the screen shown:
    /// right to left its x mirrored across the canvas, as the frames it aims at are.
    private static func shown(_ point: Point, on canvas: Canvas?) -> Point {
        guard let canvas, canvas.layoutDirection == .rightToLeft else { return point }
        return Point(x: canvas.size.width - point.x, y: point.y)
    }

    /// `focus: [x, y, width, height]` (a region in canvas points, positive size) or
    /// `focus: {scale: S}` (S from 1 to 10, zooming about the step's tap).
    private func decodeFocus(_ field: TemplateField) -> FlowFocus? {
        if case .mapping = field.node {
            return field.object { o -> FlowFocus? in
                o.require("scale")?.rational(in: Rational(1)...Rational(10), what: "a zoom factor").map { FlowFocus(.tap(scale: $0)) }
            } ?? nil
        }
        guard let items = field.list() else { return nil }
        guard items.count == 4 else { field.error("a focus region is [x, y, width, height] in points, or {scale: S} to follow the tap"); return nil }
        let values = items.compactMap { $0.rational(in: Rational(-100_000)...Rational(100_000), what: "points") }
        guard values.count == 4 else { return nil }
        guard values[2] > .zero, values[3] > .zero else { field.error("a focus region's width and height must be positive"); return nil }
        return FlowFocus(.region(x: values[0], y: values[1], width: values[2], height: values[3]))
    }

    /// `caption: TEXT`, or `{text, subtitle, position, callout}`; `position` where none is written
    /// (`flow.captionStyle.position`).
    private func decodeCaption(_ field: TemplateField, position: FlowCaption.Position) -> FlowCaption? {
        if field.isText { return field.text().map { FlowCaption(text: $0, position: position) } }
        return field.object { o -> FlowCaption? in
            guard let text = o.require("text")?.text() else { return nil }
            var caption = FlowCaption(text: text, position: position)
            if let f = o["subtitle"] { guard let s = f.text() else { return nil }; caption.subtitle = s }
            if let f = o["position"] {
                guard let p = f.oneOf(FlowCaption.Position.allCases.map(\.rawValue), what: "position").flatMap(FlowCaption.Position.init(rawValue:)) else { return nil }
                caption.position = p
            }
            if let f = o["callout"] { guard let s = f.text() else { return nil }; caption.callout = s }
            return caption
        } ?? nil
    }

    /// Fills each step's animator, duration and curve from the state before it, checks that
    /// the step can run there, then compiles the flow.
    private func resolveFlow(_ spec: FlowSpec, raw: [RawStep], scenes: [Scene], canvas: Canvas?, field: TemplateField) -> FlowSpec? {
        var spec = spec, state = FlowState(root: spec.root, tabs: spec.tabs)
        for r in raw {
            let actionField = r.fields[r.action.key] ?? r.step
            let entry: FlowEntry? = switch r.action {
            case .unwind(let scene) where !state.topStack.contains { $0.scene == scene } && !state.modals.isEmpty:
                state.modals.last?.stack.first  // unwinding out of the top presentation dismisses it
            case .pop, .popToRoot, .unwind: state.topStack.count > 1 || !state.modals.isEmpty ? state.topStack.last : nil
            case .dismiss: state.modals.last?.stack.first
            default: nil
            }
            let name = r.animator ?? entry?.animator ?? FlowStep.defaultAnimator(r.action)
            let type = AnimatorCatalog.animator(name)
            let isChange = if case .change = r.action { true } else { false }
            let isInstant = if case .tab = r.action, r.animator == nil { true } else { false }
            var isFocus = false
            if case .focus(let focus) = r.action {
                isFocus = true
                if case .tap = focus.target, r.tap == nil {
                    actionField.error("focus: {scale} zooms about the step's tap; give the step a tap, or a region [x, y, width, height]")
                    return nil
                }
            }
            let duration = isInstant ? .zero : r.duration ?? (isFocus ? FlowFocus.defaultDuration : isChange ? FlowStep.defaultChangeDuration : r.animator == nil ? entry?.duration ?? type.defaultDuration : type.defaultDuration)
            let curve: TimingCurve
            if let c = r.fields["curve"] {
                guard let decoded = decodeCurve(c, duration: duration.doubleValue) else { return nil }
                curve = decoded
            } else {
                // A drag moves the screens with the finger (UIKit's percent-driven transition).
                curve = isFocus ? FlowFocus.defaultCurve(duration: duration.doubleValue)
                    : isChange ? .easeInOut : r.gesture != nil ? .linear : (r.animator == nil ? entry?.curve : nil) ?? type.defaultCurve
            }
            var style = r.style
            if case .present = r.action, style == nil { style = type.styles.contains(.pageSheet) ? .pageSheet : type.styles.first { $0.isModal } ?? .fullScreen }
            if let style, case .present = r.action, !type.styles.contains(style) {
                (r.fields["style"] ?? actionField).error("\(type.name) does not support \(style.rawValue); it supports: " + type.styles.map(\.rawValue).joined(separator: ", "))
                return nil
            }
            if case .change(let change) = r.action {
                let top = scenes.first { $0.name == state.top }
                let ids = top.map { [$0.name] + $0.root.allIDs } ?? []
                if let missing = change.targets.first(where: { !ids.contains($0) }) {
                    actionField.error("no view \"\(missing)\" in \"\(state.top)\", the scene on top here" + DidYouMean.suffix(for: missing, among: ids))
                    return nil
                }
                for text in change.texts {
                    var has = false
                    top?.root.find(id: text.target).map { has = $0.view.label != nil }
                    if !has { actionField.error("view \"\(text.target)\" in \"\(state.top)\" has no label to change the text of"); return nil }
                }
            }
            if let shot = r.screenshot, spec.steps.contains(where: { $0.screenshot == shot }) {
                r.fields["screenshot"]?.error("screenshot \"\(shot)\" is already taken by an earlier step; give each its own name")
                return nil
            }
            let step = FlowStep(action: r.action, animator: name, style: style, duration: duration, curve: curve, hold: r.hold,
                                tap: r.tap, caption: r.caption, gesture: r.gesture, screenshot: r.screenshot, screenshotLook: r.screenshotLook,
                                voiceover: r.voiceover)
            do {
                let next = try state.applying(step)
                if step.completes { state = next }
            } catch {
                actionField.error(error.message)
                return nil
            }
            spec.steps.append(step)
        }
        if spec.duration > TemplateLimits.maxClipDuration {
            field.error("the flow would last longer than \(TemplateLimits.maxClipDuration) seconds")
            return nil
        }
        guard let canvas else { return nil }
        do {
            _ = try FlowScript(spec: spec, canvas: canvas, scenes: scenes)
        } catch {
            let at = error.step.map { raw[$0] }
            let key = String(error.field.split(separator: ".").first ?? "")
            (at?.fields[key] ?? at?.step ?? field).error(error.message)
            return nil
        }
        return spec
    }
}
