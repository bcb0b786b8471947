import CompositorCore
import CompositorMotion
import CompositorScene

extension TemplateDecoder {
    /// The scenes a template presents as a sheet (`formSheet`, `pageSheet`): the segue's
    /// destination, and each flow `present` step's scene. UIKit draws a presented sheet's
    /// content at the elevated interface level (`UIUserInterfaceLevel.elevated`), so in dark
    /// appearance its system backgrounds are the lighter elevated ones and its edge shows over
    /// the dimmed black screen behind it (`SystemColor.elevatedDarkHex`). A full-screen
    /// presentation stays at the base level, as in UIKit.
    ///
    /// Read from the document before the scenes are decoded (their colors are resolved as
    /// they are read): the style as written, else the default the segue or step would get
    /// (the animator's first style for a segue; `pageSheet` for a flow step when its animator
    /// offers it). A value the decoders reject later elevates nothing.
    static func scenesPresentedAsSheets(_ root: TemplateNode) -> Set<String> {
        var names: Set<String> = []
        if let segue = root.value(for: "segue"), let to = segue.value(for: "to")?.scalarText {
            let animator = segue.value(for: "animator")?.scalarText.flatMap(AnimatorCatalog.named)
            let style = segue.value(for: "presentation")?.scalarText.flatMap(PresentationStyle.init(rawValue:)) ?? animator?.styles.first
            if style?.keepsPresentingVisible == true { names.insert(to) }
        }
        if case .sequence(let steps, _)? = root.value(for: "flow")?.value(for: "steps") {
            for step in steps {
                guard let scene = step.value(for: "present")?.scalarText else { continue }
                let animator = step.value(for: "animator")?.scalarText.flatMap(AnimatorCatalog.named)
                let fallback: PresentationStyle = animator.map { $0.styles.contains(.pageSheet) ? .pageSheet : $0.styles.first { $0.isModal } ?? .fullScreen } ?? .pageSheet
                let style = step.value(for: "style")?.scalarText.flatMap(PresentationStyle.init(rawValue:)) ?? fallback
                if style.keepsPresentingVisible { names.insert(scene) }
            }
        }
        return names
    }
}

extension TemplateNode {
    /// The value of `key` in a mapping; nil for another node or a missing key.
    fileprivate func value(for key: String) -> TemplateNode? {
        guard case .mapping(let pairs, _) = self else { return nil }
        return pairs.first { $0.key == key }?.value
    }

    /// A scalar's text; nil for a mapping, a list or null.
    fileprivate var scalarText: String? {
        guard case .scalar(let s, _, _) = self, !isNull else { return nil }
        return s
    }
}
