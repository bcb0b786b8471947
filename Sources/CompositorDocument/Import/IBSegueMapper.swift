import CompositorMotion

/// Maps storyboard segues to the animator catalog.
///
/// - `show`, `push` (and `showDetail`, which pushes in a collapsed split view): `push` inside a
///   navigation stack; outside one UIKit presents modally, so `coverVertical` as a page sheet.
/// - `presentation`, `modal`: `modalTransitionStyle` picks coverVertical (default),
///   crossDissolve, flipHorizontal or partialCurl; `modalPresentationStyle` picks fullScreen,
///   pageSheet or formSheet; unset or `automatic` is a page sheet (iOS 13+); over-full-screen,
///   current-context and custom styles are full screen (noted). `popoverPresentation` adapts to a
///   page sheet on iPhone.
/// - `custom`: the `customClass` through `--map Class=animator`, else the seed classes the
///   catalog implements, else the UIKit transition (coverVertical) with a note.
/// - `unwind`: one step back — the pop or dismissal of the scene that started it.
struct IBSegueMapper {
    let session: ImportSession
    let graph: IBControllerGraph
    /// Controller id → scene name.
    let names: [String: String]
    /// `--map`, then the seeds.
    let classMap: [String: AnimatorKind]

    /// The seed segue classes the catalog implements.
    static let seeds: [String: AnimatorKind] = [
        "ScaleSegue": .scale, "ExplodeSegue": .explode, "FadeSegue": .fade, "FadeInSegue": .fade,
        "ReplaceTopSegue": .replaceTop, "JKImageTransitionSegue": .imageZoom, "ImageTransitionSegue": .imageZoom,
        "SlideFromTopSegue": .slideFromTop, "SimpleAnimationSegue": .slideFromTop,
    ]
    /// `modalTransitionStyle` values (IB's names, which are the animators') → animators.
    static let transitions: [String: AnimatorKind] = Dictionary(uniqueKeysWithValues:
        [AnimatorKind.coverVertical, .crossDissolve, .flipHorizontal, .partialCurl].map { ($0.rawValue, $0) })

    func map(_ segue: IBNode, trigger: IBNode?, from c: IBControllerGraph.Controller) -> ImportedSegue? {
        let kind = segue["kind"] ?? ""
        guard let sourceName = names[c.id] else { return nil }
        if kind == "unwind" { return unwind(segue, from: c, sourceName: sourceName) }
        guard let target = segue["destination"] else {
            session.note(.unmapped, segue, "a segue without a destination")
            return nil
        }
        if session.document.node(id: target)?.name == "viewControllerPlaceholder" {
            session.note(.unmapped, segue, "its destination is in another storyboard (a storyboard reference)")
            return nil
        }
        guard let destinationID = graph.content(target), let destination = names[destinationID] else {
            session.note(.unmapped, segue, "its destination \(target) is not a view controller of this document")
            return nil
        }
        guard destination != sourceName else {
            session.note(.unmapped, segue, "it leads from scene \(sourceName) to itself")
            return nil
        }
        var out = ImportedSegue(id: segue["id"], identifier: segue["identifier"], kind: kind, customClass: segue["customClass"],
                                source: sourceName, destination: destination, animator: .coverVertical, presentation: nil,
                                action: "present", line: segue.line, column: segue.column)
        switch kind {
        case "show", "push", "showDetail":
            if c.navigation != nil {
                out.animator = .push
                out.action = "push"
            } else {
                out.presentation = "pageSheet"
                session.note(.approximated, segue, "a \(kind) segue outside a navigation controller presents modally: a page sheet")
            }
        case "presentation", "modal", "popoverPresentation":
            modal(segue, into: &out)
        case "custom":
            custom(segue, trigger: trigger, from: c, into: &out)
        default:
            session.note(.unmapped, segue, "segue kind \"\(kind)\" is not a transition")
            return nil
        }
        return out
    }

    /// A modal presentation's transition and style.
    /// A segue that sets neither style takes the destination controller's own (IB's
    /// Presentation and Transition Style, written on the controller): a side menu's navigation
    /// controller presents `custom`, not as a page sheet.
    private func modal(_ segue: IBNode, into out: inout ImportedSegue) {
        let destination = segue["destination"].flatMap { session.document.node(id: $0) }
        let transition = segue["modalTransitionStyle"] ?? destination?["modalTransitionStyle"] ?? AnimatorKind.coverVertical.rawValue
        out.animator = IBSegueMapper.transitions[transition] ?? .coverVertical
        let style = segue["kind"] == "popoverPresentation" ? "popover"
            : (segue["modalPresentationStyle"] ?? destination?["modalPresentationStyle"] ?? "automatic")
        switch style {
        case "fullScreen": out.presentation = "fullScreen"
        case "pageSheet", "automatic": out.presentation = "pageSheet"
        case "formSheet": out.presentation = "formSheet"
        case "popover":
            out.presentation = "pageSheet"
            session.note(.approximated, segue, "a popover adapts to a page sheet on iPhone")
        case "custom":
            out.presentation = "fullScreen"
            session.note(.approximated, segue, "custom presentation (a transitioning delegate in code, such as a side menu) drawn as UIKit's closest style: fullScreen, \(out.animator.rawValue)")
        default:
            out.presentation = "fullScreen"
            session.note(.approximated, segue, "presentation style \(style) drawn full screen")
        }
        fitStyle(segue, &out)
    }

    /// An animator that lacks the chosen style presents full screen (noted).
    private func fitStyle(_ segue: IBNode, _ out: inout ImportedSegue) {
        guard let style = out.presentation, case let animator = AnimatorCatalog.animator(out.animator),
              !animator.styles.map(\.rawValue).contains(style) else { return }
        let fallback = animator.styles.first?.rawValue ?? "fullScreen"
        session.note(.approximated, segue, "\(out.animator.rawValue) has no \(style) presentation: \(fallback) used")
        out.presentation = fallback
    }

    /// A custom segue class through `--map` and the seeds.
    private func custom(_ segue: IBNode, trigger: IBNode?, from c: IBControllerGraph.Controller, into out: inout ImportedSegue) {
        let className = segue["customClass"] ?? ""
        guard let animator = classMap[className] ?? IBSegueMapper.seeds[className] else {
            out.animator = .coverVertical
            out.presentation = "fullScreen"
            session.note(.approximated, segue, "custom segue class \(className.isEmpty ? "(none)" : className) has no animator: UIKit's transition (coverVertical) used; give --map \(className.isEmpty ? "Class" : className)=ANIMATOR")
            return
        }
        out.animator = animator
        let triggerID = trigger.flatMap { IBViewMapper.mapped.contains($0.name) ? $0["id"] : nil }
        switch animator {
        case .scale:
            if let triggerID { out.options.append(("scaleView", triggerID)) } else {
                session.note(.approximated, segue, "ScaleSegue grows from the view that triggered it; this one has none, so from a zero rect")
            }
        case .imageZoom:
            let source = trigger?.name == "imageView" ? triggerID : firstImageView(c.node)
            let destination = graph.controller(segue["destination"].flatMap { graph.content($0) } ?? "").flatMap { firstImageView($0.node) }
            if let source, let destination {
                out.options += [("sourceView", source), ("destinationView", destination)]
            } else {
                out.animator = .crossDissolve
                session.note(.approximated, segue, "\(className) flies an image view between the scenes, but one of them has none: crossDissolve used")
            }
        case .replaceTop:
            if c.navigation == nil {
                out.animator = .push
                session.note(.approximated, segue, "ReplaceTopSegue outside a navigation controller: a push used")
            } else if let below = c.below.flatMap({ names[$0] }) {
                out.options.append(("below", below))
            }
            out.action = "push"
        case .push, .fade, .slideFromTop, .explode:
            if c.navigation != nil && animator != .explode { out.action = "push" }
        default: break
        }
        if out.action == "push" { out.presentation = nil }
        fitStyle(segue, &out)
    }

    /// The first image view with an id under a controller's root view.
    private func firstImageView(_ controller: IBNode) -> String? {
        var found: String?
        IBControllerGraph.rootView(of: controller)?.walk { n in
            if found == nil, n.name == "imageView", let id = n["id"] { found = id }
        }
        return found
    }

    /// An unwind: the dismissal (or pop) of this scene back to the one that led to it.
    private func unwind(_ segue: IBNode, from c: IBControllerGraph.Controller, sourceName: String) -> ImportedSegue? {
        if let below = c.below.flatMap({ names[$0] }) {
            return ImportedSegue(id: segue["id"], identifier: segue["identifier"], kind: "unwind", customClass: nil,
                                 source: below, destination: sourceName, animator: .push, presentation: nil,
                                 dismissOnly: true, action: "pop", line: segue.line, column: segue.column)
        }
        if let (presenting, from) = graph.incoming[c.id], var presented = map(presenting, trigger: nil, from: graph.controllers[from]) {
            presented.id = segue["id"]; presented.identifier = segue["identifier"]; presented.kind = "unwind"
            presented.customClass = nil
            presented.dismissOnly = true
            presented.action = presented.action == "push" ? "pop" : "dismiss"
            presented.line = segue.line; presented.column = segue.column
            return presented
        }
        session.note(.unmapped, segue, "unwind from \(sourceName): no segue in this document leads to it, so there is nothing to go back to")
        return nil
    }
}
