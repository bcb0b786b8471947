import CompositorCore
import CompositorScene

/// What a segue's dismiss clip shows (the template's `segue.dismiss`).
///
/// UIKit reverses nothing by itself: a custom segue that defines no dismissal is dismissed with
/// the system transition of its presentation style. Each animator states its own default in
/// `Animator.dismissal`; a template overrides it with `dismiss: system` or `dismiss: reverse`.
public enum Dismissal: String, Hashable, Sendable, CaseIterable {
    /// The animator's own dismissal, as its seed defines it (`Animator.dismiss(at:)`).
    case animator
    /// The system transition of the presentation style: a full-screen modal or a sheet slides
    /// down (UIKit's coverVertical dismissal on the system curve), a navigation stack pops;
    /// a tab switch has no system animation, so there the presentation plays backwards.
    case system
    /// The presentation played backwards.
    case reverse
}

/// UIKit's dismissal of a scene presented by an animator that defines none, at UIKit's pace:
/// a 2 s custom presentation is still dismissed by a 0.5 s slide (then the clip holds).
struct SystemDismissal {
    /// The animator that presented; its context and resting layers frame the dismissal.
    let animator: any Animator

    /// The system animation's own length in `style`: UIKit's, not the custom presentation's
    /// (coverVertical's 0.5 s for modals, the push's 0.35 s for navigation).
    static func duration(for style: PresentationStyle) -> Rational {
        style == .navigation ? PushAnimator.defaultDuration : CoverVerticalAnimator.defaultDuration
    }

    /// The system animation's own length for this animator's style.
    var systemDuration: Rational { Self.duration(for: animator.context.style) }

    /// The share of the segue's duration the system animation takes: all of it when the segue is
    /// no longer than UIKit's, else UIKit's length, after which the presenting scene holds.
    var span: Double { min(1, (systemDuration / animator.context.duration).doubleValue) }

    /// The views at progress `progress` (0: the presented scene at rest, 1: the presenting one).
    func layers(at progress: Double) -> [View] {
        let context = animator.context
        if progress <= 0 { return animator.presentedAtRest }
        if progress >= 1 { return context.presentingAlone }
        if context.style == .tab { return animator.present(at: 1 - progress) }
        let p = min(progress / span, 1)
        if p >= 1 { return context.presentingAlone }
        if context.style == .navigation {
            return NavigationSlide(context: context)
                .layers(under: context.from, top: context.to, covered: 1 - PushAnimator.defaultCurve.value(at: p))
        }
        return CoverVerticalAnimator.layers(context, covered: 1 - CoverVerticalAnimator.defaultCurve.value(at: p))
    }
}
